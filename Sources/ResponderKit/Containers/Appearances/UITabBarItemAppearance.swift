import Foundation

/// How a tab bar's items look in each state, for one layout (BA3).
@preconcurrency @MainActor open class UITabBarItemAppearance {
    /// The layout of an item's icon and title.
    public enum Style: Int, Sendable {
        case stacked, inline, compactInline
    }

    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()

    /// The bar appearance this belongs to, told of changes (BA4).
    weak var owner: UIBarAppearance?

    /// Apple: "default values for a stacked tab bar item".
    public convenience init() { self.init(style: .stacked) }

    public init(style: UITabBarItemAppearance.Style) {
        for state in states { state.parent = self }
    }

    /// NSCoding's initializer, required as UIKit's: nothing is decoded.
    public required init?(coder: NSCoder) {
        for state in states { state.parent = self }
    }

    /// A copy of every state (UIKit's NSCopying `copy()`), of the receiver's class (BA1's Fidelity).
    public func copy() -> Self {
        guard let copy = type(of: self).init(coder: BarAppearanceCopyCoder()) else { return self }
        copy.take(self)
        return copy
    }

    /// Resets every state to the system's look (no attributes, no colours).
    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {
        for state in states { state.take(UITabBarItemStateAppearance()) }
    }

    var states: [UITabBarItemStateAppearance] { [normal, selected, disabled, focused] }

    func take(_ other: UITabBarItemAppearance) {
        for (mine, theirs) in zip(states, other.states) { mine.take(theirs) }
    }

    func changed() { owner?.changed() }
}

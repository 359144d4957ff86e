import Foundation

/// How a bar's button items look in each state (BA2), part of a navigation bar's or toolbar's appearance.
@preconcurrency @MainActor open class UIBarButtonItemAppearance {
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()

    /// The bar appearance this belongs to, told of changes (BA4).
    weak var owner: UIBarAppearance?

    /// Apple: "default values that are appropriate for a plain button".
    public convenience init() { self.init(style: .plain) }

    public init(style: UIBarButtonItem.Style) {
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

    /// Resets every state to the system's look for `style`: no attributes, no images.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in states { state.take(UIBarButtonItemStateAppearance()) }
    }

    var states: [UIBarButtonItemStateAppearance] { [normal, highlighted, disabled, focused] }

    func take(_ other: UIBarButtonItemAppearance) {
        for (mine, theirs) in zip(states, other.states) { mine.take(theirs) }
    }

    func changed() { owner?.changed() }
}

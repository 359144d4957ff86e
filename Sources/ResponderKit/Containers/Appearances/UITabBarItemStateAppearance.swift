import Foundation

/// How tab bar items look in one state (BA3): the title's attributes and the icon's colour, recorded in the
/// bar's drawing (BA4); the badge's values and the position adjustments are stored and read back.
@preconcurrency @MainActor open class UITabBarItemStateAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }
    open var titlePositionAdjustment: UIOffset = .zero { didSet { changed() } }
    open var iconColor: UIColor? { didSet { changed() } }
    open var badgePositionAdjustment: UIOffset = .zero { didSet { changed() } }
    open var badgeBackgroundColor: UIColor? { didSet { changed() } }
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }
    open var badgeTitlePositionAdjustment: UIOffset = .zero { didSet { changed() } }

    /// The item appearance this state belongs to.
    weak var parent: UITabBarItemAppearance?

    /// UIKit makes these only as parts of a `UITabBarItemAppearance` (its `init` is unavailable).
    init() {}

    func take(_ other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }

    private func changed() { parent?.changed() }
}

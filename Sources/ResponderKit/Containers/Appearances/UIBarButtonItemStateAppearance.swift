import Foundation

/// How bar button items look in one state (BA2). The bar's buttons take the normal state's title attributes
/// (and the disabled state's while disabled) over their item's own (BA4).
@preconcurrency @MainActor open class UIBarButtonItemStateAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }
    open var titlePositionAdjustment: UIOffset = .zero { didSet { changed() } }
    open var backgroundImage: UIImage? { didSet { changed() } }
    open var backgroundImagePositionAdjustment: UIOffset = .zero { didSet { changed() } }

    /// The button appearance this state belongs to.
    weak var parent: UIBarButtonItemAppearance?

    /// UIKit makes these only as parts of a `UIBarButtonItemAppearance` (its `init` is unavailable).
    init() {}

    func take(_ other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }

    private func changed() { parent?.changed() }
}

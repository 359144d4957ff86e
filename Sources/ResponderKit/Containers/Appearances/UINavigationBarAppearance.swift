import Foundation

/// A navigation bar's look (BA2): the background and shadow (BA1), the title's attributes, the buttons'.
@preconcurrency @MainActor open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }
    open var titlePositionAdjustment: UIOffset = .zero { didSet { changed() } }

    private var buttons = UIBarButtonItemAppearance(style: .plain)
    private var doneButtons = UIBarButtonItemAppearance(style: .done)
    private var backButtons = UIBarButtonItemAppearance(style: .plain)

    /// Copied when set, as UIKit's `@NSCopying` properties (BA2).
    open var buttonAppearance: UIBarButtonItemAppearance {
        get { adopt(buttons) }
        set { buttons = newValue.copy() }
    }
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        get { adopt(doneButtons) }
        set { doneButtons = newValue.copy() }
    }
    open var backButtonAppearance: UIBarButtonItemAppearance {
        get { adopt(backButtons) }
        set { backButtons = newValue.copy() }
    }

    /// The system chevron until set (BA2).
    public private(set) var backIndicatorImage: UIImage = UINavigationBarAppearance.chevron
    public private(set) var backIndicatorTransitionMaskImage: UIImage = UINavigationBarAppearance.chevron

    /// Apple: both images or neither; a nil one resets both to the system chevron.
    open func setBackIndicatorImage(
        _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
    ) {
        if let backIndicatorImage, let backIndicatorTransitionMaskImage {
            self.backIndicatorImage = backIndicatorImage
            self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
        } else {
            self.backIndicatorImage = Self.chevron
            self.backIndicatorTransitionMaskImage = Self.chevron
        }
        changed()
    }

    static var chevron: UIImage { UIImage(systemName: "chevron.backward") ?? UIImage() }

    /// The attributes a bar button's title takes for `style` and enabled state (BA4).
    func buttonTitleAttributes(style: UIBarButtonItem.Style, isEnabled: Bool) -> [NSAttributedString.Key: Any] {
        let appearance = style == .done ? doneButtons : buttons
        return (isEnabled ? appearance.normal : appearance.disabled).titleTextAttributes
    }

    /// Its buttons' changes reach this appearance's bar (BA4).
    private func adopt(_ appearance: UIBarButtonItemAppearance) -> UIBarButtonItemAppearance {
        if appearance.owner !== self { appearance.owner = self }
        return appearance
    }

    override func take(_ other: UIBarAppearance) {
        super.take(other)
        if let other = other as? UINavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
            titlePositionAdjustment = other.titlePositionAdjustment
            buttons.take(other.buttons)
            doneButtons.take(other.doneButtons)
            backButtons.take(other.backButtons)
            backIndicatorImage = other.backIndicatorImage
            backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
        } else if let other = other as? UIToolbarAppearance {
            buttons.take(other.buttonAppearance)
            doneButtons.take(other.doneButtonAppearance)
        }
    }
}

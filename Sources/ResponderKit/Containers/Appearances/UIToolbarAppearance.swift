import Foundation

/// A toolbar's look (BA2): the background and shadow (BA1) and its buttons'.
@preconcurrency @MainActor open class UIToolbarAppearance: UIBarAppearance {
    private var buttons = UIBarButtonItemAppearance(style: .plain)
    private var doneButtons = UIBarButtonItemAppearance(style: .done)

    /// Copied when set, as UIKit's `@NSCopying` properties (BA2).
    open var buttonAppearance: UIBarButtonItemAppearance {
        get { adopt(buttons) }
        set { buttons = newValue.copy() }
    }
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        get { adopt(doneButtons) }
        set { doneButtons = newValue.copy() }
    }

    /// The attributes a bar button's title takes for `style` and enabled state (BA4).
    func buttonTitleAttributes(style: UIBarButtonItem.Style, isEnabled: Bool) -> [NSAttributedString.Key: Any] {
        let appearance = style == .done ? doneButtons : buttons
        return (isEnabled ? appearance.normal : appearance.disabled).titleTextAttributes
    }

    private func adopt(_ appearance: UIBarButtonItemAppearance) -> UIBarButtonItemAppearance {
        if appearance.owner !== self { appearance.owner = self }
        return appearance
    }

    override func take(_ other: UIBarAppearance) {
        super.take(other)
        if let other = other as? UIToolbarAppearance {
            buttons.take(other.buttons)
            doneButtons.take(other.doneButtons)
        } else if let other = other as? UINavigationBarAppearance {
            buttons.take(other.buttonAppearance)
            doneButtons.take(other.doneButtonAppearance)
        }
    }
}

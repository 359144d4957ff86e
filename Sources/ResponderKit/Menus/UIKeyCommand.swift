import Foundation

/// UIKit's name for a key's modifier flags.
public typealias UIKeyModifierFlags = UIKey.ModifierFlags

/// A hardware-keyboard shortcut (PT3): a responder lists its commands in `keyCommands`; a key press whose
/// characters and modifier flags match one, with some responder from the first responder up performing its
/// action, sends that action there instead of delivering the press (`EventSimulator.pressKey`).
@preconcurrency @MainActor open class UIKeyCommand: UICommand {
    /// The characters the key produces without modifiers (`"f"`), or one of the `input…` constants.
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    /// Kept; ResponderKit has no system shortcuts for a command to win over.
    open var wantsPriorityOverSystemBehavior = false

    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(
            title: title, image: image, action: action, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle)
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// The form iOS 9-12 code uses; `discoverabilityTitle` is also the title, as UIKit shows it.
    public convenience init(
        input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String
    ) {
        self.init(
            title: discoverabilityTitle, action: action, input: input, modifierFlags: modifierFlags,
            discoverabilityTitle: discoverabilityTitle)
    }

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"

    /// Whether a key press is this command: the same characters (ignoring modifiers) and the same flags,
    /// caps lock aside.
    func matches(_ key: UIKey) -> Bool {
        input == key.charactersIgnoringModifiers
            && modifierFlags.subtracting(.alphaShift) == key.modifierFlags.subtracting(.alphaShift)
    }
}

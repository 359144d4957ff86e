import Foundation

/// UIKit's accessibility functions and settings (AX11, AX12). Each answers for the world whose code is
/// running (A3): settings are per simulator, and posted notifications are recorded there (readable with
/// ``EventSimulator/postedAccessibilityNotifications`` and in the trace as `accessibility` lines).
@preconcurrency @MainActor public enum UIAccessibility {
    /// Tells assistive technologies that something changed (AX11). Recorded; `.screenChanged` and
    /// `.layoutChanged` move VoiceOver's focus to the argument when it is an element (`.screenChanged`
    /// with no element: to the first element on screen).
    public static func post(notification: Notification, argument: Any?) {
        let application = UIApplication.shared
        let world = application.accessibilityWorld
        world.posted.append(
            PostedAccessibilityNotification(notification: notification, argument: argument, time: application.clock.now)
        )
        if let tracer = application.tracer {
            let subject = argument.map { AccessibilityTree.describeArgument($0, names: tracer) } ?? "nil"
            tracer.record(
                .info("UIAccessibility.post \(notification) argument: \(subject) (AX11)", kind: "accessibility"))
        }
        guard notification == .screenChanged || notification == .layoutChanged else { return }
        if let object = argument as AnyObject?, object is UIResponder {
            world.focus = object
        } else if notification == .screenChanged {
            var tree = AccessibilityTree(application: application)
            world.focus = tree.elements().first
        }
    }

    /// The converted frame: `rect` in `view`'s coordinates, in the screen's (AX3).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.convertToScreen(rect)
    }

    /// The element the assistive technology focuses, or nil (AX13).
    public static func focusedElement(using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?) -> Any? {
        UIApplication.shared.accessibilityWorldIfMade?.focus
    }

    static var settings: AccessibilitySettings { UIApplication.shared.accessibilityWorldIfMade?.settings ?? .init() }

    public static var isVoiceOverRunning: Bool { settings.isVoiceOverRunning }
    public static var isSwitchControlRunning: Bool { settings.isSwitchControlRunning }
    public static var isReduceMotionEnabled: Bool { settings.isReduceMotionEnabled }
    public static var isReduceTransparencyEnabled: Bool { settings.isReduceTransparencyEnabled }
    public static var isBoldTextEnabled: Bool { settings.isBoldTextEnabled }
    public static var isDarkerSystemColorsEnabled: Bool { settings.isDarkerSystemColorsEnabled }
    public static var isInvertColorsEnabled: Bool { settings.isInvertColorsEnabled }
    public static var isGrayscaleEnabled: Bool { settings.isGrayscaleEnabled }
    public static var shouldDifferentiateWithoutColor: Bool { settings.shouldDifferentiateWithoutColor }
    public static var buttonShapesEnabled: Bool { settings.buttonShapesEnabled }

    nonisolated public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    nonisolated public static let switchControlStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilitySwitchControlStatusDidChangeNotification")
    nonisolated public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    nonisolated public static let boldTextStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    nonisolated public static let invertColorsStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityInvertColorsStatusDidChangeNotification")
    nonisolated public static let grayscaleStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityGrayscaleStatusDidChangeNotification")
    nonisolated public static let differentiateWithoutColorDidChangeNotification = NSNotification.Name(
        "UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    nonisolated public static let buttonShapesEnabledStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    /// Posted after VoiceOver moves its focus; `userInfo` holds the elements (AX13).
    nonisolated public static let elementFocusedNotification = NSNotification.Name(
        "UIAccessibilityElementFocusedNotification")
    nonisolated public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    nonisolated public static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
    nonisolated public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"
}

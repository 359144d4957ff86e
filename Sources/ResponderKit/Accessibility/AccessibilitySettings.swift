import Foundation

/// The user's accessibility settings in one simulated world (AX12), read by `UIAccessibility.isVoiceOverRunning`
/// and its siblings while that world's code runs. All off, as on a new device; change them with
/// ``EventSimulator/accessibilitySettings``, which posts each changed setting's notification.
public struct AccessibilitySettings: Equatable, Sendable {
    public var isVoiceOverRunning = false
    public var isSwitchControlRunning = false
    public var isReduceMotionEnabled = false
    public var isReduceTransparencyEnabled = false
    public var isBoldTextEnabled = false
    public var isDarkerSystemColorsEnabled = false
    public var isInvertColorsEnabled = false
    public var isGrayscaleEnabled = false
    public var shouldDifferentiateWithoutColor = false
    public var buttonShapesEnabled = false

    public init() {}

    /// The notifications UIKit posts when a setting changes, for the settings that differ from `old`.
    func changedNotifications(from old: AccessibilitySettings) -> [NSNotification.Name] {
        let pairs: [(KeyPath<AccessibilitySettings, Bool>, NSNotification.Name)] = [
            (\.isVoiceOverRunning, UIAccessibility.voiceOverStatusDidChangeNotification),
            (\.isSwitchControlRunning, UIAccessibility.switchControlStatusDidChangeNotification),
            (\.isReduceMotionEnabled, UIAccessibility.reduceMotionStatusDidChangeNotification),
            (\.isReduceTransparencyEnabled, UIAccessibility.reduceTransparencyStatusDidChangeNotification),
            (\.isBoldTextEnabled, UIAccessibility.boldTextStatusDidChangeNotification),
            (\.isDarkerSystemColorsEnabled, UIAccessibility.darkerSystemColorsStatusDidChangeNotification),
            (\.isInvertColorsEnabled, UIAccessibility.invertColorsStatusDidChangeNotification),
            (\.isGrayscaleEnabled, UIAccessibility.grayscaleStatusDidChangeNotification),
            (\.shouldDifferentiateWithoutColor, UIAccessibility.differentiateWithoutColorDidChangeNotification),
            (\.buttonShapesEnabled, UIAccessibility.buttonShapesEnabledStatusDidChangeNotification),
        ]
        return pairs.filter { self[keyPath: $0.0] != old[keyPath: $0.0] }.map(\.1)
    }
}

import Foundation

extension UIAccessibility {
    /// What `post(notification:argument:)` tells assistive technologies (AX11). The raw values are
    /// ResponderKit's own (UIKit's are not published); compare the named constants.
    public struct Notification: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared: VoiceOver focuses the argument, or the first element (AX11).
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed: VoiceOver focuses the argument if it is an element (AX11).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// VoiceOver speaks the argument, a string.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished: VoiceOver speaks the argument, a string.
        public static let pageScrolled = Notification(rawValue: 1009)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)

        public var description: String {
            switch self {
            case .screenChanged: return "screenChanged"
            case .layoutChanged: return "layoutChanged"
            case .announcement: return "announcement"
            case .pageScrolled: return "pageScrolled"
            case .pauseAssistiveTechnology: return "pauseAssistiveTechnology"
            case .resumeAssistiveTechnology: return "resumeAssistiveTechnology"
            default: return "notification \(rawValue)"
            }
        }
    }

    /// Which assistive technology a focus question or notification concerns.
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let notificationVoiceOver = AssistiveTechnologyIdentifier(
            rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
        public static let notificationSwitchControl = AssistiveTechnologyIdentifier(
            rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
    }
}

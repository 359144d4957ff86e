import Foundation

/// One `UIAccessibility.post(notification:argument:)` call, as the world recorded it (AX11).
@MainActor public struct PostedAccessibilityNotification {
    public let notification: UIAccessibility.Notification
    /// What was passed: an element to focus, a string to speak, or nil.
    public let argument: Any?
    /// Virtual time of the post.
    public let time: TimeInterval

    /// The argument when it is a string (an announcement).
    public var text: String? {
        if let string = argument as? String { return string }
        return (argument as? NSAttributedString)?.string
    }
}

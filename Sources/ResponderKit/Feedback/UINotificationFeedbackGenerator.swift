import Foundation

/// Success, warning and failure haptics (FB1).
@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's types, with its raw values.
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning = 1, error = 2
    }

    open func notificationOccurred(_ notificationType: FeedbackType) { occur(.notification(notificationType)) }
}

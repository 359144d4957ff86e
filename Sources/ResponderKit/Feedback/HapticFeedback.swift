import Foundation

/// One haptic the app asked for (FB1): what a tester checks instead of feeling it.
public struct HapticFeedback: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        case notification(UINotificationFeedbackGenerator.FeedbackType)
        case selectionChanged
    }

    public let kind: Kind
    /// The virtual time it was asked for (L1).
    public let time: TimeInterval

    public var description: String {
        switch kind {
        case .impact(let style, let intensity): "impact \(style) intensity \(intensity)"
        case .notification(let type): "notification \(type)"
        case .selectionChanged: "selection changed"
        }
    }
}

import Foundation

/// Hears the taps on Apple Pencil's side for a ``UIPencilInteraction`` (TD8).
@preconcurrency @MainActor public protocol UIPencilInteractionDelegate: AnyObject {
    /// The double-tap, as iOS 12.1 to 17.4 report it.
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction)
    /// The double-tap, as iOS 17.5 reports it. Its default calls ``pencilInteractionDidTap(_:)``, as UIKit
    /// falls back to it for a delegate that implements only the older method.
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap)
}

extension UIPencilInteractionDelegate {
    public func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {}
    public func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) {
        pencilInteractionDidTap(interaction)
    }
}

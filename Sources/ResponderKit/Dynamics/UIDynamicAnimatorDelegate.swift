import Foundation

/// Hears a dynamic animator start and stop (DY3).
@preconcurrency @MainActor public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The animator is about to run again: a behavior or an item changed while it was paused.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Every item came to rest (DY3), or the last behavior went.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

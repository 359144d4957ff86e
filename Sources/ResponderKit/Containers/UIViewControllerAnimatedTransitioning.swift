import Foundation

/// The animator of a custom transition (VC7): it moves the views in the context's container view, usually
/// with `UIView.animate`, and calls `completeTransition(_:)` when done.
@preconcurrency @MainActor public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Optional in UIKit; called after `completeTransition(_:)`.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

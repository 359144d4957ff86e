import Foundation

/// VC7: the animator of a `.custom` presentation whose transitioning delegate gives none: the presented
/// view slides up from below the container to its final frame, and back down on dismissal, in 0.35 s (VC6's
/// slide).
@MainActor final class CoverVerticalAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        AnimatedTransitionCoordinator.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if presenting, let presented = transitionContext.viewController(forKey: .to) {
            view.frame = transitionContext.finalFrame(for: presented)
            container.addSubview(view)
        }
        let final = view.frame
        let below = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
        if presenting { view.frame = below }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [],
            animations: { view.frame = self.presenting ? final : below },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

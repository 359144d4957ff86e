import UIKit

/// The photo viewer's transitions: the standard slide up when presented, and on dismissal the photo follows
/// the finger down while the background fades, interactively when a drag started it.
final class PhotoDismissTransition: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    var isInteractive = false

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PhotoDismissAnimator()
    }

    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        isInteractive ? interaction : nil
    }
}

/// Slides the viewer down off the screen while fading it out.
final class PhotoDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            delay: 0,
            options: [.curveEaseOut],
            animations: {
                fromView.frame = fromView.frame.offsetBy(dx: 0, dy: container.bounds.height)
                fromView.alpha = 0
            },
            completion: { _ in
                let finished = !transitionContext.transitionWasCancelled
                if !finished {
                    fromView.alpha = 1
                }
                transitionContext.completeTransition(finished)
            })
    }
}

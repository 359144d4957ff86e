import Foundation

/// The context of one `.custom` presentation or dismissal (VC7, VC8): what the animator and the interaction
/// controller see, and where their calls lead. It ends once, at the first `completeTransition(_:)`.
@MainActor final class CustomTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let isPresenting: Bool
    let presentationController: UIPresentationController
    let coordinator: AnimatedTransitionCoordinator
    let animator: any UIViewControllerAnimatedTransitioning
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    /// The interaction ended (true: cancelled): the appearance wills of a cancellation run here (VC8).
    var interactionEnded: ((Bool) -> Void)?
    /// `completeTransition(_:)`'s work, run once.
    var ending: ((Bool) -> Void)?

    init(
        presentationController: UIPresentationController, isPresenting: Bool, isAnimated: Bool,
        coordinator: AnimatedTransitionCoordinator, animator: any UIViewControllerAnimatedTransitioning
    ) {
        self.presentationController = presentationController
        self.containerView = presentationController.containerStorage ?? coordinator.containerView
        self.isPresenting = isPresenting
        self.isAnimated = isAnimated
        self.coordinator = coordinator
        self.animator = animator
    }

    var presentationStyle: UIModalPresentationStyle { .custom }
    var targetTransform: CGAffineTransform { .identity }

    /// The presented controller, and the one that presented it.
    private var presented: UIViewController { presentationController.presentedStorage }
    private var presenting: UIViewController { presentationController.presentingViewController }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return isPresenting ? presenting : presented
        case .to: return isPresenting ? presented : presenting
        default: return nil
        }
    }

    /// VC7: the presented side's view is the presentation controller's `presentedView`; the presenting
    /// side's is nil unless the presentation controller removes the presenter's view (Apple: nil when the
    /// animator should not touch that view).
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presentedSide = (key == .to) == isPresenting
        guard key == .to || key == .from else { return nil }
        if presentedSide { return presentationController.presentedView }
        return presentationController.shouldRemovePresentersView ? presenting.viewIfLoaded : nil
    }

    /// VC7: the presented view starts a dismissal where it is and ends a presentation at
    /// `frameOfPresentedViewInContainerView`; the presenting view fills the container; unknown: zero.
    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return isPresenting ? .zero : (vc.viewIfLoaded?.frame ?? .zero) }
        if vc === presenting { return containerView.bounds }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return isPresenting ? presentationController.frameOfPresentedViewInContainerView : .zero }
        if vc === presenting { return containerView.bounds }
        return .zero
    }

    func beginInteraction() {
        isInteractive = true
        coordinator.beginInteraction()
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive else { return }
        coordinator.update(min(max(percentComplete, 0), 1))
    }

    func finishInteractiveTransition() { endInteraction(cancelled: false) }

    func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    /// Pausing an interruptible transition is not modelled; nothing happens (VC8).
    func pauseInteractiveTransition() {}

    private func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        coordinator.endInteraction(cancelled: cancelled)
        interactionEnded?(cancelled)
    }

    /// VC7: the first call ends the transition; later ones are reported and ignored (UIKit's behaviour
    /// there is undefined).
    func completeTransition(_ didComplete: Bool) {
        guard let ending else {
            Diagnostics.report(
                "completeTransition(_:) called again for a finished transition; ignored",
                application: containerView.window?.application)
            return
        }
        self.ending = nil
        if isInteractive { endInteraction(cancelled: !didComplete) }
        ending(didComplete)
    }

    /// The coordinator's alongside blocks, animated with the animator's duration (inside the interaction's
    /// capture when interactive, so they scrub with it).
    func animateAlongside() {
        let duration = animator.transitionDuration(using: self)
        UIView.animate(
            withDuration: duration, delay: 0, options: [],
            animations: { [coordinator] in
                coordinator.runAlongside()
            })
    }
}

import Foundation
import ResponderKit
import Testing

/// Lines written by the controllers, presentation controllers, animators and delegates of a test, in order.
@MainActor final class TransitionJournal {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
    /// The lines written since the last call.
    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

/// Logs its appearance callbacks, with whether a transition coordinator is set and interactive.
@MainActor final class JournalController: UIViewController {
    let name: String
    let journal: TransitionJournal
    init(_ name: String, _ journal: TransitionJournal) {
        self.name = name
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    private var coordinator: String {
        guard let coordinator = transitionCoordinator else { return "" }
        return coordinator.isInteractive ? " interactive" : " coordinated"
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        journal.add("\(name) willAppear\(coordinator)")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        journal.add("\(name) didAppear\(coordinator)")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        journal.add("\(name) willDisappear\(coordinator)")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        journal.add("\(name) didDisappear\(coordinator)")
    }
}

/// Shows the presented view in `frame` over a dimming view whose tap dismisses (Apple's sample pattern:
/// the dimming view fades in alongside the transition).
@MainActor final class DimmingPresentationController: UIPresentationController {
    let journal: TransitionJournal
    let frame: CGRect
    let dimmingView = UIView()
    init(presented: UIViewController, presenting: UIViewController?, frame: CGRect, journal: TransitionJournal) {
        self.journal = journal
        self.frame = frame
        super.init(presentedViewController: presented, presenting: presenting)
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: DimmingPresentationController.dimmingTapped)
        dimmingView.addGestureRecognizer(tap)
    }

    override var frameOfPresentedViewInContainerView: CGRect { frame }

    override func presentationTransitionWillBegin() {
        journal.add("presentationTransitionWillBegin")
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.addSubview(dimmingView)
        let accepted = presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [self] _ in
            dimmingView.alpha = 1
        })
        if accepted == nil { dimmingView.alpha = 1 }
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        journal.add("presentationTransitionDidEnd \(completed)")
    }
    override func dismissalTransitionWillBegin() {
        journal.add("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [self] _ in
            dimmingView.alpha = 0
        })
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        journal.add("dismissalTransitionDidEnd \(completed)")
    }

    func dimmingTapped(_ recognizer: UITapGestureRecognizer) {
        journal.add("dimming tapped")
        presentedViewController.dismiss(animated: true)
    }
}

/// Slides the presented view in from `edge` (.bottom or .left) and back, in `duration` seconds.
@MainActor final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let edge: UIRectEdge
    let duration: TimeInterval
    let journal: TransitionJournal
    init(presenting: Bool, edge: UIRectEdge, duration: TimeInterval, journal: TransitionJournal) {
        self.presenting = presenting
        self.edge = edge
        self.duration = duration
        self.journal = journal
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    private func offscreen(_ frame: CGRect, in container: UIView) -> CGRect {
        edge == .left
            ? frame.offsetBy(dx: -frame.maxX, dy: 0) : frame.offsetBy(dx: 0, dy: container.bounds.height - frame.minY)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        journal.add(
            "animateTransition \(presenting ? "present" : "dismiss") interactive \(transitionContext.isInteractive)")
        if presenting {
            guard let view = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            let final = transitionContext.finalFrame(for: to)
            view.frame = offscreen(final, in: container)
            container.addSubview(view)
            UIView.animate(
                withDuration: duration, delay: 0, options: [], animations: { view.frame = final },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        } else {
            guard let view = transitionContext.view(forKey: .from) else {
                return transitionContext.completeTransition(false)
            }
            let gone = offscreen(view.frame, in: container)
            UIView.animate(
                withDuration: duration, delay: 0, options: [], animations: { view.frame = gone },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        journal.add("animationEnded \(transitionCompleted)")
    }
}

/// Hands out a dimming presentation controller, slide animators and, when set, interaction controllers.
@MainActor final class SlideTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let journal: TransitionJournal
    let frame: CGRect
    let edge: UIRectEdge
    let duration: TimeInterval
    var presentationInteraction: UIPercentDrivenInteractiveTransition?
    var dismissalInteraction: UIPercentDrivenInteractiveTransition?
    init(frame: CGRect, edge: UIRectEdge, duration: TimeInterval, journal: TransitionJournal) {
        self.frame = frame
        self.edge = edge
        self.duration = duration
        self.journal = journal
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        journal.add("delegate presentationController")
        return DimmingPresentationController(
            presented: presented, presenting: presenting, frame: frame, journal: journal)
    }
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        journal.add("delegate animationController(forPresented:)")
        return SlideAnimator(presenting: true, edge: edge, duration: duration, journal: journal)
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        journal.add("delegate animationController(forDismissed:)")
        return SlideAnimator(presenting: false, edge: edge, duration: duration, journal: journal)
    }
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { presentationInteraction }
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { dismissalInteraction }
}

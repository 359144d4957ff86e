import Foundation

/// VC6: animated presentations and dismissals slide on the virtual clock. The "will" callbacks run when the
/// slide starts and the "did" callbacks when it ends (VC2's order, split across the animation); meanwhile
/// both controllers' `transitionCoordinator` is set and the window takes no new touches, as UIKit ignores
/// interaction in the window while a modal transition runs.
extension UIViewController {
    /// `transitionCoordinator`: this controller's running transition, else its parent's (Apple: a controller
    /// not itself in a transition may return an ancestor's coordinator).
    var currentTransitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let coordinator = transitionCoordinatorStorage { return coordinator }
        return parentStorage?.currentTransitionCoordinator
    }

    /// UIKit raises for a present or dismiss while this controller takes part in a transition; reported here
    /// and ignored (VC6).
    func refusesDuringTransition(_ method: String) -> Bool {
        guard transitionCoordinatorStorage?.kind == .modal else { return false }
        Diagnostics.report(
            "\(method): a presentation or dismissal is in progress; ignored",
            application: viewStorage?.window?.application)
        return true
    }

    /// The presented view slides up from below its frame (the window's bottom for a full-screen frame), then
    /// the covered view leaves the window (`.fullScreen`, `.currentContext`: VC9, VC10), the dids and the
    /// completion.
    func presentAnimated(
        _ presented: UIViewController, install: () -> Void, in window: UIWindow, completion: (() -> Void)?
    ) {
        let cover = presented.presentationCoverStorage
        let covered = cover?.disappearing
        let coordinator = beginModalTransition(presented, in: window)
        presented.isBeingPresentedStorage = true
        covered?.appearanceAnimated = true
        presented.appearanceAnimated = true
        covered?.beginAppearance(false, animated: true)
        presented.beginAppearance(true, animated: true)
        install()
        let view = presented.viewStorage
        let final = view?.frame ?? window.bounds
        view?.frame.origin.y = final.maxY
        UIView.animate(
            withDuration: AnimatedTransitionCoordinator.duration, delay: 0, options: [],
            animations: {
                view?.frame.origin.y = final.minY
                coordinator.runAlongside()
            },
            completion: { [self] _ in
                endModalTransition(presented, coordinator: coordinator, in: window)
                cover?.removeIfNeeded()
                presented.endAppearance()
                covered?.endAppearance()
                presented.isBeingPresentedStorage = false
                completion?()
            })
    }

    /// The mirror: the covered view comes back under the presented one, which slides down out of its frame
    /// and leaves, then the dids (the covered controller first, as VC2's unanimated dismissal) and the
    /// completion.
    func dismissAnimated(_ presented: UIViewController, completion: (() -> Void)?) {
        let cover = presented.presentationCoverStorage
        guard let window = presented.viewStorage?.windowStorage ?? viewStorage?.windowStorage else {
            dismissAppearance(presented, animated: true) {
                cover?.restoreIfNeeded()
                presented.viewStorage?.removeFromSuperview()
            }
            presented.presentationCoverStorage = nil
            presented.presentingStorage = nil
            presentedStorage = nil
            completion?()
            return
        }
        let covered = cover?.disappearing
        let coordinator = beginModalTransition(presented, in: window)
        presented.isBeingDismissedStorage = true
        covered?.appearanceAnimated = true
        presented.appearanceAnimated = true
        presented.beginAppearance(false, animated: true)
        covered?.beginAppearance(true, animated: true)
        cover?.restoreIfNeeded()
        let view = presented.viewStorage
        let final = view?.frame ?? window.bounds
        UIView.animate(
            withDuration: AnimatedTransitionCoordinator.duration, delay: 0, options: [],
            animations: {
                view?.frame.origin.y = final.maxY
                coordinator.runAlongside()
            },
            completion: { [self] _ in
                endModalTransition(presented, coordinator: coordinator, in: window)
                view?.removeFromSuperview()
                view?.frame.origin.y = final.minY
                covered?.endAppearance()
                presented.endAppearance()
                presented.isBeingDismissedStorage = false
                presented.presentationCoverStorage = nil
                presented.presentingStorage = nil
                presentedStorage = nil
                completion?()
            })
    }

    private func beginModalTransition(
        _ presented: UIViewController, in window: UIWindow
    ) -> AnimatedTransitionCoordinator {
        let coordinator = AnimatedTransitionCoordinator(
            kind: .modal, presentationStyle: presented.modalPresentationStyle, containerView: window)
        transitionCoordinatorStorage = coordinator
        presented.transitionCoordinatorStorage = coordinator
        window.modalTransitionsRunning += 1
        return coordinator
    }

    /// The slide has ended: the coordinator's completions run (before the dids), then it is gone and the
    /// window takes touches again.
    private func endModalTransition(
        _ presented: UIViewController, coordinator: AnimatedTransitionCoordinator, in window: UIWindow
    ) {
        coordinator.finish()
        transitionCoordinatorStorage = nil
        presented.transitionCoordinatorStorage = nil
        window.modalTransitionsRunning -= 1
    }
}

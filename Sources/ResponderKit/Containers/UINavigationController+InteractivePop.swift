import Foundation

/// NV5: the interactive pop. The left-edge pan drags the top controller's view to the right with the finger,
/// the one below showing beneath it; on release the pop finishes or is cancelled (``finishes(progress:velocity:)``)
/// and the view slides the rest of the way on the virtual clock.
extension UINavigationController {
    /// NV5: a release moving right at 300 pt/s or more finishes; one moving left at 300 pt/s or more cancels;
    /// otherwise the pop finishes past half the width (our choice: UIKit does not document its thresholds).
    static let popVelocityThreshold: CGFloat = 300
    static let popProgressThreshold: CGFloat = 0.5

    static func finishes(progress: CGFloat, velocity: CGFloat) -> Bool {
        if velocity >= popVelocityThreshold { return true }
        if velocity <= -popVelocityThreshold { return false }
        return progress >= popProgressThreshold
    }

    final func handlePopGesture(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            beginInteractivePop()
            if let pop = interactivePop { track(pop, recognizer) }
        case .changed: if let pop = interactivePop { track(pop, recognizer) }
        case .ended:
            guard let pop = interactivePop else { return }
            track(pop, recognizer)
            let width = max(view.bounds.width, 1)
            let progress = (pop.from?.view.frame.origin.x ?? 0) / width
            let velocity = recognizer.velocity(in: view).x
            finishInteractivePop(pop, animated: true, completes: Self.finishes(progress: progress, velocity: velocity))
        case .cancelled, .failed:
            if let pop = interactivePop { finishInteractivePop(pop, animated: true, completes: false) }
        default: break
        }
    }

    /// NV5: the top controller's will-disappear and the one below's will-appear, as for an animated pop.
    private func beginInteractivePop() {
        endRunningTransitions()
        guard stack.count > 1, let from = stack.last else { return }
        let to = stack[stack.count - 2]
        let pop = NavigationTransition(
            from: from, to: to, added: [], removed: [from], animated: true, drivesAppearance: isShowing)
        interactivePop = pop
        // NV11: the coordinator is interactive from before willShow and the wills, so that they see it.
        let coordinator = AnimatedTransitionCoordinator(
            kind: .navigation, presentationStyle: .none, containerView: view, duration: Self.transitionDuration)
        coordinator.beginInteraction()
        pop.coordinator = coordinator
        transitionCoordinatorStorage = coordinator
        // The pop is under way from here, as UIKit's: `viewControllers` lacks the top controller until a
        // cancel puts it back.
        stack.removeLast()
        navigationBar.setItems(stack.map(\.navigationItem), animated: true)
        from.willMove(toParent: nil)
        delegate?.navigationController(self, willShow: to, animated: true)
        if pop.drivesAppearance {
            from.beginAppearanceTransition(false, animated: true)
            to.beginAppearanceTransition(true, animated: true)
        }
        install(to, above: nil)
        // NV11: the alongside blocks run now, their block animations paused and scrubbed with the finger.
        let capture = InteractiveAnimationCapture(curve: .linear)
        capture.capturing {
            UIView.animate(
                withDuration: Self.transitionDuration, delay: 0, options: [],
                animations: { coordinator.runAlongside() }, completion: nil)
        }
        pop.alongsideAnimators = capture.animators
    }

    private func track(_ pop: NavigationTransition, _ recognizer: UIScreenEdgePanGestureRecognizer) {
        let x = min(max(recognizer.translation(in: view).x, 0), view.bounds.width)
        pop.from?.view.frame.origin.x = x
        let progress = x / max(view.bounds.width, 1)
        pop.coordinator?.update(progress)
        for animator in pop.alongsideAnimators { animator.fractionComplete = progress }
    }

    /// Finishing pops the controller as `popViewController(animated:)` would end; cancelling puts it back:
    /// the one below gets will-disappear, the top one will-appear (in that order, as Apple documents for a
    /// cancelled interactive transition), and when the slide back ends did-disappear then did-appear.
    final func finishInteractivePop(_ pop: NavigationTransition, animated: Bool, completes: Bool) {
        guard interactivePop === pop, let from = pop.from, let to = pop.to else { return }
        interactivePop = nil
        let width = view.bounds.width
        let remaining =
            completes ? (width - from.view.frame.origin.x) / max(width, 1) : from.view.frame.origin.x / max(width, 1)
        // NV11: the interaction ends (the coordinator's handlers, `isCancelled` set) before a cancel's wills.
        pop.coordinator?.endInteraction(cancelled: !completes)
        let progress = from.view.frame.origin.x / max(width, 1)
        finishAlongside(pop, progress: progress, cancelled: !completes, animated: animated && remaining > 0)
        if !completes {
            stack.append(from)
            navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
            if pop.drivesAppearance {
                to.beginAppearanceTransition(false, animated: true)
                from.beginAppearanceTransition(true, animated: true)
            }
        }
        pop.ending = { [weak self] in
            guard let self else { return }
            if self.runningTransition === pop { self.runningTransition = nil }
            if completes {
                self.end(pop)
            } else {
                pop.isEnded = true
                to.viewIfLoaded?.removeFromSuperview()
                if let coordinator = pop.coordinator {
                    coordinator.finish()
                    if self.transitionCoordinatorStorage === coordinator { self.transitionCoordinatorStorage = nil }
                }
                if pop.drivesAppearance {
                    to.endAppearanceTransition()
                    from.endAppearanceTransition()
                }
                // The move out of the stack did not happen: it ends with the controller still a child.
                from.didMove(toParent: self)
            }
            from.view.frame.origin.x = 0
        }
        guard animated, remaining > 0 else { return pop.runEnding() }
        runningTransition = pop
        UIView.animate(
            withDuration: Self.transitionDuration * Double(remaining), delay: 0, options: [],
            animations: { from.view.frame.origin.x = completes ? width : 0 },
            completion: { _ in pop.runEnding() })
    }

    /// NV11: the paused alongside animations run on to their end (or back, cancelled) over the time the slide
    /// takes, as a percent-driven transition's (VC8); at once when the pop ends without animation.
    private func finishAlongside(_ pop: NavigationTransition, progress: CGFloat, cancelled: Bool, animated: Bool) {
        let animators = pop.alongsideAnimators
        pop.alongsideAnimators = []
        for animator in animators {
            if cancelled { animator.isReversed = true }
            guard animated else {
                animator.stopAnimation(false)
                animator.finishAnimation(at: cancelled ? .start : .end)
                continue
            }
            let factor = UIPercentDrivenInteractiveTransition.durationFactor(
                percent: Double(progress), cancelled: cancelled, speed: 1, curve: TimingCurve(.linear))
            animator.continueAnimation(withTimingParameters: nil, durationFactor: CGFloat(factor))
        }
    }
}

import Foundation

/// UIKit's interaction controller for a custom transition whose animator uses block animations (VC8): the
/// animator's animations (and the coordinator's alongside blocks) are paused at the start and shown at the
/// fraction given to `update(_:)`; `finish()` runs them on to the end and `cancel()` back to the start, on
/// the virtual clock, over the remaining time divided by `completionSpeed`.
@preconcurrency @MainActor open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    private var context: CustomTransitionContext?
    private var animators: [UIViewPropertyAnimator] = []
    private var percent: CGFloat = 0
    private var durationStorage: CGFloat = 0
    private var ended = false

    public init() {}

    /// The animator's `transitionDuration(using:)`, once the transition has started.
    open var duration: CGFloat { durationStorage }
    open var percentComplete: CGFloat { percent }
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? CustomTransitionContext else {
            Diagnostics.report(
                "UIPercentDrivenInteractiveTransition: the context was not made by a presentation; ignored",
                application: transitionContext.containerView.window?.application)
            return
        }
        self.context = context
        ended = false
        percent = 0
        durationStorage = CGFloat(context.animator.transitionDuration(using: context))
        let capture = InteractiveAnimationCapture(curve: completionCurve)
        capture.capturing {
            context.animator.animateTransition(using: context)
            context.animateAlongside()
        }
        animators = capture.animators
    }

    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else {
            Diagnostics.report(
                "UIPercentDrivenInteractiveTransition.update(_:): \(percentComplete) is not finite; ignored",
                application: context?.containerView.window?.application)
            return
        }
        percent = min(max(percentComplete, 0), 1)
        guard !ended else { return }
        show(percent)
    }

    open func finish() { end(cancelled: false) }

    open func cancel() { end(cancelled: true) }

    /// Interruptible transitions are not modelled: pausing keeps the transition where it is.
    open func pause() {}

    private func show(_ fraction: CGFloat) {
        for animator in animators { animator.fractionComplete = fraction }
        context?.updateInteractiveTransition(fraction)
    }

    /// VC8: the rest lasts (1 − percent) × duration / speed (a cancel: percent × duration / speed), as Apple
    /// documents for `completionSpeed`. A paused animator resumes where its curve shows the same progress
    /// (AN17), so the factor undoes that shift: the rest covers `1 − inverse(p)` (or `inverse(p)`) of the
    /// curve's time at a pace set for `1 − p` (or `p`).
    static func durationFactor(percent p: Double, cancelled: Bool, speed: Double, curve: TimingCurve) -> Double {
        let target = (cancelled ? p : 1 - p) / speed
        let resumed = curve.inverse(p)
        let covered = cancelled ? resumed : 1 - resumed
        let paced = cancelled ? p : 1 - p
        guard covered > 1e-9 else { return 1e-6 }
        return max(target * paced / covered, 1e-6)
    }

    /// The interaction ends (the context's, then the coordinator's handlers and the appearance wills of a
    /// cancellation), then the animations run the rest of the way.
    private func end(cancelled: Bool) {
        guard let context, !ended else { return }
        ended = true
        if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        let speed = completionSpeed > 0 && completionSpeed.isFinite ? Double(completionSpeed) : 1
        let factor = Self.durationFactor(
            percent: Double(percent), cancelled: cancelled, speed: speed, curve: TimingCurve(completionCurve))
        for animator in animators {
            if cancelled { animator.isReversed = true }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: CGFloat(factor))
        }
        animators.removeAll()
        self.context = nil
    }
}

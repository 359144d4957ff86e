import Foundation

/// An animator whose animations can be started, paused, scrubbed, reversed, continued with new timing,
/// stopped and finished (AN11–AN19), driven by its world's virtual clock.
///
/// Its animation blocks run when it starts (or is paused or scrubbed from inactive): their changes apply
/// to the model at once, and their animations follow the animator's progress. Time runs linearly from
/// 0 to 1 over `duration` (backwards when reversed); each animation shows the timing curve of that
/// fraction, or — while paused with `scrubsLinearly` (the default) — the fraction itself. Programmer
/// errors UIKit raises for are reported in the world's issues and change nothing (AN19).
@preconcurrency @MainActor open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    // MARK: Engine state (UIViewPropertyAnimator+Run.swift)

    enum Phase { case fresh, configured, running, paused, stopped, completing }
    var phase = Phase.fresh
    /// Forward position in time, 0...1 (not reversed by `isReversed`), at `runStart` while running.
    var position = 0.0
    var runStart: TimeInterval = 0
    /// Seconds for the whole of 0...1 at the current pace (`continueAnimation` may change it).
    var pace: TimeInterval
    var curve: TimingCurve
    var reversed = false
    var pending: [(block: () -> Void, delayFactor: Double)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var animations: [WeakAnimation] = []
    var changes: [AnimatorChange] = []
    var world: WeakWorld?
    var endTimer: ClockTimer?
    lazy var weakSelf = WeakAnimator(self)
    var beginsNonAdditiveFromCurrentState = true
    var interactionOption = true

    // MARK: Configuration

    public internal(set) var timingParameters: (any UITimingCurveProvider)?
    public let duration: TimeInterval
    /// Set by `startAnimation(afterDelay:)`.
    public internal(set) var delay: TimeInterval = 0

    /// Whether touches reach the animated views while it runs (true); may not change while active (AN14, AN19).
    open var isUserInteractionEnabled: Bool {
        get { interactionOption }
        set {
            guard !isActive else {
                report("It is not allowed to set the userInteractionEnabled property of an active animator")
                return
            }
            interactionOption = newValue
        }
    }

    /// Stored; hit-testing uses the model values either way (AN8, AN14).
    open var isManualHitTestingEnabled = false

    /// Whether it can be paused, stopped and continued (true); may not change while active (AN19).
    open var isInterruptible: Bool {
        get { interruptible }
        set {
            guard !isActive else {
                report("It is not allowed to set the interruptible property of an active animator")
                return
            }
            interruptible = newValue
        }
    }
    var interruptible = true

    /// While paused, progress follows the fraction linearly (true) or through the timing curve.
    open var scrubsLinearly: Bool {
        get { linearScrubbing }
        set {
            guard phase != .paused else {
                report("Cannot modify scrubsLinearly while animation is already paused")
                return
            }
            linearScrubbing = newValue
        }
    }
    var linearScrubbing = true

    /// At its end it stays active and paused, completions not run, so that it can be reversed (false).
    open var pausesOnCompletion: Bool {
        get { pausing }
        set {
            guard interruptible else {
                report("It is not allowed to set the pausesOnCompletion property on a non-interruptible animator")
                return
            }
            pausing = newValue
        }
    }
    var pausing = false

    // MARK: Initializers

    /// A duration of 0 is UIKit's default 0.2 s; a spring given by mass, stiffness and damping lasts its
    /// settling duration instead. `required` so that `runningPropertyAnimator` returns `Self`: a
    /// subclass overriding it writes `required override init` (SPEC A2).
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        var seconds = duration
        if !seconds.isFinite || seconds < 0 {
            Diagnostics.report(
                "UIViewPropertyAnimator: duration \(duration) is not a finite non-negative number; 0.2 is used",
                application: UIApplication.shared)
            seconds = 0
        }
        if seconds == 0 { seconds = 0.2 }
        if let settling = parameters.springTimingParameters?.settlingDuration { seconds = settling }
        self.duration = seconds
        pace = seconds
        timingParameters = parameters
        curve = TimingCurve(provider: parameters, duration: seconds)
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// AN11: made and started (after `delay`) at once, with the options' curve and interaction. Not
    /// interruptible when called inside an animation block.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.interruptible = AnimationTransaction.inheritedParameters == nil
        animator.isManualHitTestingEnabled = true
        animator.interactionOption = options.contains(.allowUserInteraction)
        animator.beginsNonAdditiveFromCurrentState = options.contains(.beginFromCurrentState)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// UIKit raises when a paused or stopped animator is released (AN19); its animations end here.
    isolated deinit {
        if phase == .paused || phase == .stopped {
            report(
                "It is an error to release a paused or stopped property animator. Property animators must either "
                    + "finish animating or be explicitly stopped and finished before they can be released")
        }
        endTimer?.invalidate()
        for animation in animations.compactMap(\.animation) { animation.layer?.detach(animation, interrupted: false) }
    }

    // MARK: UIViewAnimating (AN12–AN18)

    open var state: UIViewAnimatingState {
        switch phase {
        case .fresh, .configured: return .inactive
        case .running, .paused, .completing: return .active
        case .stopped: return .stopped
        }
    }

    open var isRunning: Bool { phase == .running }

    /// Toggling it mirrors `fractionComplete` (measured in the current direction); a running animator
    /// turns back from where it is without a jump (AN17).
    open var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }

    /// The fraction of time done in the current direction, 0...1; settable while paused (scrubbing), and
    /// from inactive (which pauses it there) or running (it jumps and runs on) (AN16).
    open var fractionComplete: CGFloat {
        get { CGFloat(currentFraction) }
        set { setFraction(Double(newValue)) }
    }

    open func startAnimation() { start() }

    open func startAnimation(afterDelay delay: TimeInterval) { start(afterDelay: delay) }

    open func pauseAnimation() { pause() }

    open func stopAnimation(_ withoutFinishing: Bool) { stop(withoutFinishing: withoutFinishing) }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { finish(at: finalPosition) }

    // MARK: UIViewImplicitlyAnimating (AN13)

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        add(animation, delayFactor: Double(delayFactor))
    }

    open func addAnimations(_ animation: @escaping () -> Void) { add(animation, delayFactor: 0) }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// AN17: resumes a paused animator from where it shows, with new timing (nil: its own) over
    /// `durationFactor × duration` seconds (≤ 0: the remaining time at its pace).
    open func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
        continueRun(parameters, durationFactor: Double(durationFactor))
    }
}

/// A change one of an animator's blocks made: for finishing at `.start` or `.end` (AN18).
@MainActor struct AnimatorChange {
    weak var layer: CALayer?
    let key: AnimatedKey
    let before: Any?
    let after: Any?
}

import Foundation

/// Block animations on the virtual clock (AN1–AN10).
///
/// Model values change at once — hit-testing, conversion and layout read them, as on iOS — and
/// `layer.presentation()` shows the interpolated values at the world's current virtual time. The
/// completion runs as one dispatch step of the animations' world when they end (AN7).
extension UIView {
    /// AN1: `duration` ≤ 0 makes the changes without animating them (the completion still runs, at the
    /// next turn of the clock after `delay`). A non-finite duration or delay is reported and treated so.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        if InteractiveAnimationCapture.take(duration: duration, animations: animations, completion: completion) {
            return
        }
        BlockAnimationRunner.run(
            "UIView.animate", duration: duration, delay: delay, options: options, curve: TimingCurve(options.curve),
            animations: animations, completion: completion)
    }

    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// AN3: a damped spring that settles within `duration` (mass 1, damping ratio `dampingRatio`,
    /// `velocity` in whole distances per second); the options' curve is ignored, as in UIKit.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        if InteractiveAnimationCapture.take(duration: duration, animations: animations, completion: completion) {
            return
        }
        let spring = SpringMotion(
            dampingRatio: Double(dampingRatio), duration: duration, initialVelocity: Double(velocity))
        BlockAnimationRunner.run(
            "UIView.animate(usingSpringWithDamping:)", duration: duration, delay: delay,
            options: options.union(.overrideInheritedCurve), curve: .spring(spring), animations: animations,
            completion: completion)
    }

    /// AN5: changes made in `actionsWithoutAnimation` apply at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationTransaction.perform(.disabled, actionsWithoutAnimation)
    }

    /// AN10: the duration of the animation block whose code is running (a property animator's duration
    /// inside its blocks), 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        if case .disabled = AnimationTransaction.current?.mode { return 0 }
        return AnimationTransaction.inheritedParameters?.duration ?? 0
    }

    /// AN1: per world (A3); while false, block animations apply their changes at once.
    public class var areAnimationsEnabled: Bool { UIApplication.shared.worldToken.animationsEnabled }

    public class func setAnimationsEnabled(_ enabled: Bool) {
        UIApplication.shared.worldToken.animationsEnabled = enabled
    }

    /// AN10 (iOS 13): the changes in `animations` repeat `count` times (autoreversing if asked) within the
    /// enclosing animation block, and belong to it; outside one they apply at once.
    public class func modifyAnimations(
        withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void
    ) {
        guard case .block(let outer) = AnimationTransaction.current?.mode, count > 0 else {
            AnimationTransaction.perform(.disabled, animations)
            return
        }
        var parameters = outer.parameters
        parameters.repeatCount = Double(count)
        parameters.autoreverses = autoreverses
        let block = BlockAnimation(parameters: parameters, group: outer.group)
        AnimationTransaction.perform(.block(block), animations)
    }
}

/// Runs one block animation call (AN1, AN7, AN10).
@MainActor enum BlockAnimationRunner {
    static func run(
        _ api: String, duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        curve: TimingCurve, keyframes: KeyframeCollector? = nil, animations: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        var duration = duration
        var delay = delay
        if !duration.isFinite {
            Diagnostics.report(
                "\(api): duration \(duration) is not finite; the changes are made without animation",
                application: UIApplication.shared)
            duration = 0
        }
        if !delay.isFinite {
            Diagnostics.report("\(api): delay \(delay) is not finite; 0 is used", application: UIApplication.shared)
            delay = 0
        }
        let parameters = BlockParameters.resolve(duration: duration, delay: delay, options: options, curve: curve)
        let group = ViewAnimationGroup(completion: completion)
        guard parameters.duration > 0, UIView.areAnimationsEnabled else {
            AnimationTransaction.perform(.disabled, animations)
            group.start(in: UIApplication.shared, emptyDelay: parameters.delay)
            return
        }
        let block = BlockAnimation(parameters: parameters, group: group)
        block.keyframes = keyframes
        AnimationTransaction.perform(.block(block), animations)
        block.finish()
    }
}

import Foundation

/// View transitions (AN21). Nothing is drawn, so a transition's visual effect (flip, curl, dissolve)
/// has no presentation values; it is an animation keyed "transition" on the container's layer for its
/// duration: it ignores touches on the container unless `.allowUserInteraction`, and completes on the
/// clock as block animations do (AN7).
extension UIView {
    /// The changes in `animations` apply at once unless `.allowAnimatedContent`, which animates them
    /// with the transition's timing.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        var seconds = duration
        if !seconds.isFinite {
            Diagnostics.report(
                "UIView.transition(with:): duration \(duration) is not finite; no transition",
                application: UIApplication.shared)
            seconds = 0
        }
        let parameters = BlockParameters.resolve(
            duration: seconds, delay: 0, options: options, curve: TimingCurve(options.curve))
        let group = ViewAnimationGroup(completion: completion)
        let animated = parameters.duration > 0 && UIView.areAnimationsEnabled
        let block = BlockAnimation(parameters: parameters, group: group)
        if animated && options.contains(.allowAnimatedContent) {
            AnimationTransaction.perform(.block(block), animations ?? {})
        } else {
            AnimationTransaction.perform(.disabled, animations ?? {})
        }
        let application = block.bind(to: view)
        if animated {
            let timing = block.timing
            let transition = LayerAnimation(
                key: nil, name: "transition", path: .basic(from: [], to: []), isAdditive: false,
                driver: .clock(timing, application.clock), blocksInteraction: !parameters.allowsUserInteraction)
            group.add(transition, end: timing.end)
            view.layer.attach(transition)
        }
        block.finish()
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview (or, with `.showHideTransitionViews`,
    /// hides one and shows the other), as a transition of that superview. Without a superview nothing
    /// changes and the completion runs with true.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            let group = ViewAnimationGroup(completion: completion)
            group.start(in: AnimationClock.world(of: fromView), emptyDelay: 0)
            return
        }
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        transition(
            with: container, duration: duration, options: options.subtracting(.allowAnimatedContent),
            animations: swap, completion: completion)
    }
}

import Foundation

/// Keyframe animations (AN9).
extension UIView {
    /// The changes made in `animations` — directly (spanning the whole duration) or in `addKeyframe`
    /// blocks (over their relative times) — become one animation per property through the values at the
    /// keyframes' ends, held between keyframes; linear between them, or stepped with
    /// `.calculationModeDiscrete` (paced and cubic modes are linear here). The curve bits of
    /// `AnimationOptions` passed in `rawValue` pace the whole sequence (ease-in-out when unset).
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let viewOptions = UIView.AnimationOptions(rawValue: options.rawValue)
        BlockAnimationRunner.run(
            "UIView.animateKeyframes", duration: duration, delay: delay, options: viewOptions,
            curve: TimingCurve(viewOptions.curve), keyframes: KeyframeCollector(discrete: options.isDiscrete),
            animations: animations, completion: completion)
    }

    /// Inside `animateKeyframes`: the changes in `animations` run from `frameStartTime` for
    /// `frameDuration` (fractions of the whole, clamped to 0...1; a non-finite one is reported). Outside
    /// one, the changes apply at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        let root: BlockAnimation?
        switch AnimationTransaction.current?.mode {
        case .block(let block) where block.keyframes != nil: root = block
        case .keyframe(let block, _, _): root = block
        default: root = nil
        }
        guard let root else {
            AnimationTransaction.perform(.disabled, animations)
            return
        }
        guard frameStartTime.isFinite, frameDuration.isFinite else {
            Diagnostics.report(
                "UIView.addKeyframe: relative start \(frameStartTime) and duration \(frameDuration) must be finite; "
                    + "the changes apply at once", application: UIApplication.shared)
            AnimationTransaction.perform(.disabled, animations)
            return
        }
        let start = Swift.min(Swift.max(frameStartTime, 0), 1)
        let length = Swift.min(Swift.max(frameDuration, 0), 1 - start)
        AnimationTransaction.perform(.keyframe(root: root, start: start, duration: length), animations)
    }
}

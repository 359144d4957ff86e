import Foundation

/// The timing and behaviour of one block animation, after inheritance (AN1, AN10).
struct BlockParameters {
    var duration: TimeInterval
    var delay: TimeInterval
    var curve: TimingCurve
    /// Passes; `.infinity` with `.repeat`.
    var repeatCount: Double = 1
    var autoreverses = false
    var allowsUserInteraction = false
    var beginsFromCurrentState = false
    var layoutSubviews = false

    /// The options' parameters; inside another block (or animator block) the inner one inherits the
    /// outer's duration and delay unless `.overrideInheritedDuration`, its curve unless
    /// `.overrideInheritedCurve`, its repeat and autoreverse unless it sets its own, and adds the outer's
    /// `.allowUserInteraction` and `.beginFromCurrentState`; `.overrideInheritedOptions` inherits nothing.
    @MainActor static func resolve(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, curve: TimingCurve
    ) -> BlockParameters {
        var parameters = BlockParameters(
            duration: duration, delay: Swift.max(delay, 0), curve: curve,
            repeatCount: options.contains(.repeat) ? .infinity : 1, autoreverses: options.contains(.autoreverse),
            allowsUserInteraction: options.contains(.allowUserInteraction),
            beginsFromCurrentState: options.contains(.beginFromCurrentState),
            layoutSubviews: options.contains(.layoutSubviews))
        guard !options.contains(.overrideInheritedOptions), let outer = AnimationTransaction.inheritedParameters else {
            return parameters
        }
        if !options.contains(.overrideInheritedDuration) {
            parameters.duration = outer.duration
            parameters.delay = outer.delay
        }
        if !options.contains(.overrideInheritedCurve) { parameters.curve = outer.curve }
        if !options.contains(.repeat) && !options.contains(.autoreverse) {
            parameters.repeatCount = outer.repeatCount
            parameters.autoreverses = outer.autoreverses
        }
        parameters.allowsUserInteraction = parameters.allowsUserInteraction || outer.allowsUserInteraction
        parameters.beginsFromCurrentState = parameters.beginsFromCurrentState || outer.beginsFromCurrentState
        return parameters
    }
}

/// One `UIView.animate` (or `animateKeyframes`, or animated transition content): its parameters, the
/// world and start time it binds to at its first change, and the group that completes it (AN7).
@MainActor final class BlockAnimation {
    let parameters: BlockParameters
    let group: ViewAnimationGroup
    /// Set for `animateKeyframes`: changes become keyframe segments, animated when the block ends.
    var keyframes: KeyframeCollector?
    private(set) var world: UIApplication?
    private var begin: TimeInterval = 0

    init(parameters: BlockParameters, group: ViewAnimationGroup) {
        self.parameters = parameters
        self.group = group
    }

    /// Binds to the world of the first view changed (its window's, else the running one's, A3).
    func bind(to view: UIView?) -> UIApplication {
        if let world { return world }
        let application = AnimationClock.world(of: view)
        world = application
        begin = application.clock.now + parameters.delay
        return application
    }

    var timing: ClockTiming {
        ClockTiming(
            begin: begin, duration: parameters.duration, repeatCount: parameters.repeatCount,
            autoreverses: parameters.autoreverses, curve: parameters.curve)
    }

    func animate(_ captured: AnimationTransaction.Change) {
        let application = bind(to: captured.view)
        let change = AnimatedKeyChange(captured)
        guard
            let animation = AnimationFactory.make(
                change, driver: .clock(timing, application.clock),
                blocksInteraction: !parameters.allowsUserInteraction,
                beginsFromCurrentState: parameters.beginsFromCurrentState)
        else { return }
        group.add(animation, end: timing.end)
        change.layer.attach(animation)
    }

    /// Called when the block has run: keyframe animations are built, and the completion scheduled.
    func finish() {
        if let keyframes {
            for built in keyframes.build(discrete: keyframes.isDiscrete) {
                let application = bind(to: built.view)
                let animation = LayerAnimation(
                    key: built.key, name: built.key.rawValue, path: built.path, isAdditive: built.isAdditive,
                    driver: .clock(timing, application.clock), blocksInteraction: !parameters.allowsUserInteraction,
                    modelBefore: built.before, modelAfter: built.after)
                group.add(animation, end: timing.end)
                built.layer.attach(animation)
            }
        }
        let application = world ?? UIApplication.shared
        group.start(in: application, emptyDelay: parameters.delay)
    }
}

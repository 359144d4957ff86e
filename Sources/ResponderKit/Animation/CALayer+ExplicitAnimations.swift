import Foundation

/// `layer.add(_:forKey:)` and `animation(forKey:)` (AN20).
extension CALayer {
    func addExplicitAnimation(_ anim: CAAnimation, forKey key: String?) {
        let key = anim is CATransition ? kCATransition : key  // AN25: always under kCATransition
        let application = AnimationClock.world(of: owningView)
        let clock = application.clock
        let property = anim as? CAPropertyAnimation
        // DR12: an animation of a key the class draws from marks the layer for display.
        if let name = property?.keyPath, type(of: self).needsDisplay(forKey: name) { setNeedsDisplay() }
        let keyPath = property?.keyPath.flatMap(AnimatedKeyPath.init)
        if let property, keyPath == nil {
            Diagnostics.report(
                "CALayer.add(_:forKey:): key path '\(property.keyPath ?? "nil")' does not animate here "
                    + "(nothing is drawn); the animation only runs its timing", application: application)
        }
        let timing = Self.timing(of: anim, now: clock.now)
        let report = { (message: String) in Diagnostics.report(message, application: application) }
        let path = keyPath.flatMap { self.path(of: anim, keyPath: $0, report: report) }
        if let key { removeAnimation(forKey: key) }
        let owner = ExplicitAnimationOwner(animation: anim, world: application)
        let animation = LayerAnimation(
            key: path == nil ? nil : keyPath?.key, name: key ?? "animation", path: path ?? .basic(from: [], to: []),
            isAdditive: property?.isAdditive ?? false, driver: .clock(timing, clock), blocksInteraction: false,
            owner: owner)
        animation.components = keyPath?.components
        animation.explicitAnimation = anim
        if let group = anim as? CAAnimationGroup {
            animation.members = members(of: group, timing: timing, clock: clock, report: report)
        }
        attach(animation)
        owner.start(animation, timing: timing)
    }

    func explicitAnimation(forKey key: String) -> CAAnimation? {
        guard let animation = animationRecords.first(where: { $0.name == key }) else { return nil }
        return animation.explicitAnimation ?? animation.describedAsBasicAnimation()
    }

    private var owningView: UIView? {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.viewStorage { return view }
            layer = current.superlayer
        }
        return nil
    }

    /// Core Animation's timing: duration 0 is 0.25 s, `beginTime` 0 is now, `repeatCount` 0 is one pass
    /// (or `repeatDuration` worth of them), speed 0 pauses.
    static func timing(of anim: CAAnimation, now: TimeInterval, defaultDuration: TimeInterval = 0.25) -> ClockTiming {
        let duration = anim.duration > 0 && anim.duration.isFinite ? anim.duration : defaultDuration
        var repeats = Double(anim.repeatCount)
        if !(repeats > 0) {
            repeats = anim.repeatDuration > 0 ? anim.repeatDuration / (duration * (anim.autoreverses ? 2 : 1)) : 1
        }
        let curve: TimingCurve
        if let spring = anim as? CASpringAnimation, let motion = spring.motion(duration: duration) {
            curve = .spring(motion)
        } else {
            curve = anim.timingFunction?.curve ?? .linear
        }
        let speed = Double(anim.speed).isFinite ? Swift.max(Double(anim.speed), 0) : 1
        return ClockTiming(
            begin: anim.beginTime > 0 && anim.beginTime.isFinite ? anim.beginTime : now, duration: duration,
            repeatCount: repeats, autoreverses: anim.autoreverses, speed: speed,
            timeOffset: anim.timeOffset.isFinite ? anim.timeOffset : 0, curve: curve,
            fillsBackwards: anim.fillMode == .backwards || anim.fillMode == .both,
            fillsForwards: anim.fillMode == .forwards || anim.fillMode == .both)
    }

    /// Core Animation's from/to/by rules; a missing end is the value presented now (from) or the model
    /// value (to). A value of the wrong kind is reported and treated as missing. Keyframe animations take
    /// their values (AN22).
    func path(of anim: CAAnimation, keyPath: AnimatedKeyPath, report: (String) -> Void) -> AnimationPath? {
        if let keyframes = anim as? CAKeyframeAnimation { return keyframes.animationPath(keyPath, report: report) }
        guard let basic = anim as? CABasicAnimation else { return nil }
        let name = basic.keyPath ?? ""
        func vector(_ value: Any?, _ label: String) -> [Double]? {
            guard let value else { return nil }
            if let result = keyPath.vector(value) { return result }
            report("CABasicAnimation '\(name)': \(label) \(value) is not a value of that key path; ignored")
            return nil
        }
        guard let whole = keyPath.key.vector(keyPath.key.modelValue(of: self)) else { return nil }
        let model = keyPath.extract(whole)
        let presented = keyPath.extract(presentedVector(of: keyPath.key) ?? whole)
        let zero = Array(repeating: 0.0, count: model.count)
        let start: [Double]
        let end: [Double]
        let (from, to) = (vector(basic.fromValue, "fromValue"), vector(basic.toValue, "toValue"))
        switch (from, to, vector(basic.byValue, "byValue")) {
        case (let f?, let t?, _): (start, end) = (f, t)
        case (let f?, nil, let b?): (start, end) = (f, AnimationVector.add(f, b))
        case (nil, let t?, let b?): (start, end) = (AnimationVector.subtract(t, b), t)
        case (let f?, nil, nil): (start, end) = (f, basic.isAdditive ? zero : model)
        case (nil, let t?, nil): (start, end) = (basic.isAdditive ? zero : presented, t)
        case (nil, nil, let b?):
            let base = basic.isAdditive ? zero : presented
            (start, end) = (base, AnimationVector.add(base, b))
        case (nil, nil, nil): (start, end) = (presented, model)
        }
        return .basic(from: start, to: end)
    }
}

/// Starts and stops an explicit animation on its world's clock: `animationDidStart` when it begins,
/// `animationDidStop(_:finished:)` with true when its active time ends (removed then unless
/// `isRemovedOnCompletion` is false), with false at the next turn when it is removed or replaced
/// earlier — each a dispatch step (AN20).
@MainActor final class ExplicitAnimationOwner: AnimationOwner {
    private let animation: CAAnimation
    private let world: WeakWorld
    private var timers: [ClockTimer] = []
    private var stopped = false

    init(animation: CAAnimation, world: UIApplication) {
        self.animation = animation
        self.world = WeakWorld(world)
    }

    func start(_ record: LayerAnimation, timing: ClockTiming) {
        guard let application = world.application else { return }
        let begin = Swift.max(timing.begin, application.clock.now)
        timers.append(
            AnimationClock.schedule(at: begin, in: application, owner: animation) { [self] in
                if !stopped { animation.delegate?.animationDidStart(animation) }
            })
        guard timing.end.isFinite else { return }
        timers.append(
            AnimationClock.schedule(at: timing.end, in: application, owner: animation) { [self, weak record] in
                guard !stopped else { return }
                stopped = true
                if animation.isRemovedOnCompletion, let record { record.layer?.detach(record, interrupted: false) }
                record?.leaveTransactions()  // also when kept on the layer: its active time is over (AN23)
                animation.delegate?.animationDidStop(animation, finished: true)
            })
    }

    func animationWasRemoved(_ record: LayerAnimation) {
        guard !stopped, let application = world.application else { return }
        stopped = true
        for timer in timers { timer.invalidate() }
        AnimationClock.schedule(at: application.clock.now, in: application) { [self] in
            animation.delegate?.animationDidStop(animation, finished: false)
        }
    }
}

import Foundation

/// The property animator's state machine on the virtual clock (AN12–AN19).
extension UIViewPropertyAnimator {
    var isActive: Bool { phase == .running || phase == .paused }

    private var application: UIApplication { world?.application ?? UIApplication.shared }
    private var now: TimeInterval { application.clock.now }

    /// The forward position now.
    var forwardPosition: Double {
        guard phase == .running else { return position }
        let elapsed = Swift.max(now - runStart, 0)
        let moved = pace > 0 ? elapsed / pace : 1
        return Swift.min(Swift.max(position + (reversed ? -moved : moved), 0), 1)
    }

    /// `fractionComplete`: in the current direction; 0 while inactive.
    var currentFraction: Double {
        switch phase {
        case .running, .paused, .stopped, .completing: return reversed ? 1 - forwardPosition : forwardPosition
        case .fresh, .configured: return 0
        }
    }

    /// The progress shown by the animations of a block added with `delayFactor` (AN16).
    func presentedProgress(delayFactor: Double) -> Double {
        let x = forwardPosition
        let local: Double
        if delayFactor <= 0 {
            local = x
        } else if delayFactor >= 1 {
            local = x >= 1 ? 1 : 0
        } else {
            local = Swift.min(Swift.max((x - delayFactor) / (1 - delayFactor), 0), 1)
        }
        if phase == .paused && linearScrubbing { return local }
        return curve.progress(local)
    }

    /// What a block animation nested in one of its blocks inherits (AN10).
    var inheritableParameters: BlockParameters {
        BlockParameters(
            duration: duration, delay: 0, curve: curve, allowsUserInteraction: interactionOption,
            beginsFromCurrentState: beginsNonAdditiveFromCurrentState)
    }

    func report(_ message: String) {
        Diagnostics.report("UIViewPropertyAnimator: \(message)", application: application)
    }

    // MARK: Blocks (AN13)

    func add(_ block: @escaping () -> Void, delayFactor: Double) {
        // UIKit uses a delay factor only strictly between 0 and 1.
        let factor = delayFactor > 0 && delayFactor < 1 ? delayFactor : 0
        switch phase {
        case .stopped:
            report("Attempt to add an animation to an animator that is in a stopped state")
        case .completing:
            report("Attempt to add an animation to an animator as it is completing")
        case .fresh, .configured:
            pending.append((block, factor))
            phase = .configured
        case .running, .paused:
            // Over what is left of the run (UIKit: "the remaining portion of the total run time").
            let x = forwardPosition
            let start = reversed ? factor : x + factor * (1 - x)
            AnimationTransaction.perform(.animator(self, delayFactor: start), block)
        }
    }

    /// Called by the capture for each change one of its blocks made (AN6 rules, driven by this animator).
    func animate(_ captured: AnimationTransaction.Change, delayFactor: Double) {
        if world == nil { world = WeakWorld(AnimationClock.world(of: captured.view)) }
        let change = AnimatedKeyChange(captured)
        changes.append(AnimatorChange(layer: change.layer, key: change.key, before: change.before, after: change.after))
        guard
            let animation = AnimationFactory.make(
                change, driver: .animator(weakSelf, delayFactor: delayFactor),
                blocksInteraction: !interactionOption, beginsFromCurrentState: beginsNonAdditiveFromCurrentState)
        else { return }
        animations.append(WeakAnimation(animation))
        change.layer.attach(animation)
    }

    // MARK: Running (AN12, AN17)

    func start(afterDelay seconds: TimeInterval = 0) {
        if phase == .paused && seconds != 0 {
            report("A paused animator cannot be started with a delay")
            return
        }
        guard seconds.isFinite, seconds >= 0 else {
            report("The delay should be greater than or equal to zero (got \(seconds))")
            return
        }
        delay = seconds
        switch phase {
        case .fresh, .configured: run(paused: false)
        case .paused: resume(curve: nil, durationFactor: 0)
        case .running, .stopped, .completing: break
        }
    }

    /// Runs the pending blocks and starts the clock (or stays paused at the start).
    private func run(paused: Bool) {
        phase = paused ? .paused : .running
        position = reversed ? 1 : 0
        pace = duration
        let blocks = pending
        pending = []
        for entry in blocks {
            AnimationTransaction.perform(.animator(self, delayFactor: entry.delayFactor), entry.block)
        }
        runStart = now + delay
        if !paused { scheduleEnd() }
    }

    func pause() {
        guard interruptible else {
            report("An animator that is not interruptible cannot be paused")
            return
        }
        switch phase {
        case .fresh, .configured: run(paused: true)
        case .running:
            position = forwardPosition
            phase = .paused
            endTimer?.invalidate()
            endTimer = nil
        case .paused, .stopped, .completing: break
        }
    }

    func continueRun(_ parameters: (any UITimingCurveProvider)?, durationFactor: Double) {
        guard interruptible else {
            report("An animator that is not interruptible cannot be continued or reversed")
            return
        }
        guard phase == .paused else { return }
        resume(curve: parameters.map { TimingCurve(provider: $0, duration: duration) }, durationFactor: durationFactor)
    }

    /// Runs on from where it shows (AN17): the position moves to where the (new) curve shows the same
    /// progress, so nothing jumps; a duration factor > 0 makes the rest last `factor × duration`.
    private func resume(curve newCurve: TimingCurve?, durationFactor: Double) {
        let fraction = currentFraction
        let shown = linearScrubbing ? position : curve.progress(position)
        if let newCurve {
            curve = newCurve
            position = newCurve.inverse(shown)
        } else if linearScrubbing {
            position = curve.inverse(shown)
        }
        if durationFactor > 0, durationFactor.isFinite, fraction < 1 {
            pace = durationFactor * duration / (1 - fraction)
        }
        runStart = now
        phase = .running
        scheduleEnd()
    }

    private func scheduleEnd() {
        endTimer?.invalidate()
        let remaining = reversed ? position : 1 - position
        let end = runStart + remaining * pace
        endTimer = AnimationClock.schedule(at: end, in: application, owner: self) { [self] in reachEnd() }
    }

    private func reachEnd() {
        endTimer = nil
        guard phase == .running else { return }
        position = reversed ? 0 : 1
        if pausing {
            phase = .paused
            return
        }
        complete(at: reversed ? .start : .end, detaching: true)
    }

    // MARK: Scrubbing and reversing (AN16, AN17)

    func setFraction(_ value: Double) {
        guard value.isFinite else {
            report("fractionComplete \(value) is not finite")
            return
        }
        let fraction = Swift.min(Swift.max(value, 0), 1)
        switch phase {
        case .paused:
            position = reversed ? 1 - fraction : fraction
        case .configured:
            run(paused: true)
            position = reversed ? 1 - fraction : fraction
        case .running:
            // Paused for the moment (UIKit's transient pause: no interruptibility check), set, run on.
            endTimer?.invalidate()
            endTimer = nil
            phase = .paused
            position = reversed ? 1 - fraction : fraction
            resume(curve: nil, durationFactor: 0)
        case .fresh, .stopped, .completing:
            break
        }
    }

    func setReversed(_ value: Bool) {
        guard value != reversed else { return }
        switch phase {
        case .running:
            position = forwardPosition
            reversed = value
            runStart = now
            scheduleEnd()
        case .fresh, .configured, .paused:
            reversed = value
        case .stopped, .completing:
            break
        }
    }

    // MARK: Stopping and finishing (AN18)

    func stop(withoutFinishing: Bool) {
        guard interruptible else {
            report("An animator that is not interruptible cannot be stopped")
            return
        }
        if phase == .stopped {
            report("Animator is already stopped")
            return
        }
        guard isActive else { return }
        // Frozen where it is, still showing its curve (UIKit: "the values that were last rendered").
        position = forwardPosition
        runStart = now
        endTimer?.invalidate()
        endTimer = nil
        // The model takes the values shown now, and the animations go.
        var shown: [(CALayer, AnimatedKey, [Double])] = []
        for animation in animations.compactMap(\.animation) {
            guard let layer = animation.layer, let key = animation.key,
                !shown.contains(where: { $0.0 === layer && $0.1 == key }),
                let value = layer.presentedVector(of: key)
            else { continue }
            shown.append((layer, key, value))
        }
        detachAll()
        AnimationTransaction.withoutAnimation {
            for (layer, key, value) in shown {
                key.setModelValue(key.modelValue(fromVector: value, on: layer), on: layer)
            }
        }
        if withoutFinishing {
            completions = []
            reset()
        } else {
            phase = .stopped
        }
    }

    func finish(at finalPosition: UIViewAnimatingPosition) {
        guard phase == .stopped else {
            if phase != .fresh {
                report("finishAnimation(at:) should only be called on a stopped animator")
            }
            return
        }
        complete(at: finalPosition, detaching: false)
    }

    /// Sets the final model values, ends the animations and runs the completions in order (one dispatch
    /// step), then returns to inactive.
    private func complete(at finalPosition: UIViewAnimatingPosition, detaching: Bool) {
        if detaching { detachAll() }
        AnimationTransaction.withoutAnimation {
            switch finalPosition {
            case .start:
                for change in changes.reversed() {
                    if let layer = change.layer { change.key.setModelValue(change.before, on: layer) }
                }
            case .end where !detaching:
                for change in changes {
                    if let layer = change.layer { change.key.setModelValue(change.after, on: layer) }
                }
            case .end, .current:
                break
            }
        }
        phase = .completing
        let handlers = completions
        completions = []
        application.dispatcher.step {
            for handler in handlers { handler(finalPosition) }
        }
        reset()
    }

    private func detachAll() {
        for animation in animations.compactMap(\.animation) { animation.layer?.detach(animation, interrupted: false) }
        animations = []
    }

    private func reset() {
        detachAll()
        phase = .fresh
        position = 0
        reversed = false
        pending = []
        changes = []
        pace = duration
        endTimer?.invalidate()
        endTimer = nil
    }
}

import Foundation
import ResponderKit

/// Plays a scenario's timeline on its world's simulator.
///
/// Gestures (tap, drag, long press, swipe, pinch, rotate) are the engine's ``GesturePlan``s, the same
/// `EventSimulator`'s helpers send, played here step by step so that a run can stop at any moment
/// (`--at-time`) and every finger's path is known (render). Shake and key presses run whole.
@MainActor final class ScenarioRunner {
    let world: ScenarioWorld
    var simulator: EventSimulator { world.simulator }
    var scenario: Scenario { world.scenario }
    /// Named fingers that are down.
    private var named: [String: SimulatedTouch] = [:]
    /// Stop here (inclusive), if set.
    private let stopTime: Double?
    private var stopped = false
    var progress: ((_ step: Int, _ of: Int) -> Void)?

    init(world: ScenarioWorld, stopTime: Double? = nil) {
        self.world = world
        self.stopTime = stopTime
    }

    /// True if the clock may move `delta` further.
    private func mayAdvance(by delta: Double) -> Bool {
        guard let stop = stopTime else { return true }
        if simulator.currentTime + delta > stop + 1e-9 {
            let rest = stop - simulator.currentTime
            if rest > 0 { simulator.advance(by: rest) }
            stopped = true
            return false
        }
        return true
    }

    /// Timer by timer, so that a halted run (an output limit) stops inside a long wait; the clock ends
    /// where one `advance(by: delta)` would put it, having fired the same timers in the same order.
    /// `exactly`: the target time itself, for an `at:` step (ST3: a recorded step happens at its time,
    /// not at `now + (at - now)`, which can differ in the last bit after live clock ticks).
    func advance(_ delta: Double, exactly: Double? = nil) -> Bool {
        guard delta > 0 else { return !stopped && !world.isHalted }
        guard mayAdvance(by: delta) else { return false }
        let target = exactly ?? simulator.currentTime + delta
        while !world.isHalted, let next = simulator.clock.nextFireTime, next < target {
            simulator.clock.advance(to: next)
            world.timerFirings += 1
            if world.timerFirings >= Limits.timerFirings {
                world.haltReason =
                    "the run stopped at \(SeedFormat.number(next)) s after \(Limits.timerFirings) timer firings (the limit)"
                world.isHalted = true
            }
        }
        if world.isHalted {
            stopped = true
            return false
        }
        simulator.clock.advance(to: target)
        return true
    }

    func run() {
        let steps = scenario.timeline
        for (index, step) in steps.enumerated() {
            progress?(index, steps.count)
            // Relative waits advance by exactly their amount, as a hand-written test would (L2).
            if let at = step.at {
                guard advance(at - simulator.currentTime, exactly: at) else { return }
            } else {
                guard advance(step.after ?? 0) else { return }
            }
            if let note = step.note { world.trace.note(note) }
            perform(step.action)
            if stopped || world.isHalted { return }
        }
        progress?(steps.count, steps.count)
        let end = ScenarioValidator.naturalEnd(scenario)
        _ = advance(end - simulator.currentTime)
        if let stop = stopTime, !stopped, stop > simulator.currentTime {
            simulator.advance(by: stop - simulator.currentTime)
        }
    }

    // MARK: Primitives

    private func down(_ points: [CGPoint]) -> [SimulatedTouch] {
        let first = world.fingers.count + 1
        world.pendingDowns = points.enumerated().map { (first + $0.offset, $0.element) }
        let fingers = simulator.touchDown(at: points)
        world.pendingDowns = []
        for (finger, point) in zip(fingers, points) {
            world.touchNumbers[ObjectIdentifier(finger.touch)] = finger.number
            let record = ScenarioWorld.FingerRecord(
                number: finger.number, touch: finger.touch, point: point, time: simulator.currentTime)
            world.fingers.append(record)
            world.record[ObjectIdentifier(finger.touch)] = record
            world.liveFingers.append(record)
            if world.recordsGeometry { RenderPin.recordDown(record, in: simulator.window) }
        }
        return fingers
    }

    private func record(_ fingers: [SimulatedTouch], _ points: [CGPoint]) {
        for (finger, point) in zip(fingers, points) {
            guard let record = world.record[ObjectIdentifier(finger.touch)] else { continue }
            record.path.append((simulator.currentTime, point))
            if world.recordsGeometry { RenderPin.recordMove(record, to: point, in: simulator.window) }
        }
    }

    private func move(_ fingers: [SimulatedTouch], _ points: [CGPoint]) {
        simulator.move(fingers, to: points)
        record(fingers, points)
    }

    private func lift(_ fingers: [SimulatedTouch], cancel: Bool = false) {
        if cancel {
            for finger in fingers { simulator.cancel(finger) }
        } else {
            simulator.lift(fingers)
        }
        for finger in fingers {
            guard let record = world.record[ObjectIdentifier(finger.touch)], record.endTime == nil else { continue }
            record.endTime = simulator.currentTime
            world.liveFingers.removeAll { $0 === record }
            world.endedFingers.append(record)
        }
    }

    /// Plays a gesture's plan step by step, so that the run can stop inside it; a refused plan (never
    /// one of a validated scenario) goes to the simulator, which reports why.
    private func play(_ plan: GesturePlan) {
        guard plan.refusal == nil else {
            simulator.play(plan)
            return
        }
        var fingers: [SimulatedTouch] = []
        for step in plan.steps {
            if world.isHalted { return }
            world.gestureEvents += 1
            if world.gestureEvents > Limits.gestureEvents {
                world.haltReason =
                    "the run stopped at \(SeedFormat.number(simulator.currentTime)) s after \(Limits.gestureEvents) gesture events (the limit)"
                world.isHalted = true
                return
            }
            switch step {
            case .down(let points): fingers = down(points)
            case .move(let points): move(fingers, points)
            case .lift: lift(fingers)
            case .wait(let seconds): guard advance(seconds) else { return }
            }
        }
    }

    func perform(_ action: StepAction) {
        switch action {
        case .down(let list):
            let fingers = down(list.map(\.point))
            for (item, finger) in zip(list, fingers) { named[item.finger] = finger }
        case .move(let list):
            let fingers = list.compactMap { named[$0.finger] }
            guard fingers.count == list.count else { return }
            move(fingers, list.map(\.point))
        case .up(let names), .cancel(let names):
            let fingers = names.compactMap { named[$0] }
            guard fingers.count == names.count else { return }
            if case .cancel = action { lift(fingers, cancel: true) } else { lift(fingers) }
            for name in names { named[name] = nil }
        case .tap, .drag, .longPress, .swipe, .pinch, .rotate:
            if let plan = action.plan { play(plan) }
        case .shake(let shake):
            simulator.shake(duration: shake.duration)
        case .key(let key):
            let flags = key.modifiers.reduce(into: UIKey.ModifierFlags()) {
                $0.formUnion(ScenarioSchema.keyModifiers.value($1) ?? [])
            }
            simulator.pressKey(key.characters, modifierFlags: flags, duration: key.duration)
        case .type(let typing):
            simulator.type(typing.text, keyDuration: typing.keyDuration)
        case .remote(let command):
            simulator.sendRemoteControl(ScenarioSchema.remoteCommands.value(command) ?? .remoteControlPlay)
        case .set(let change):
            guard let view = world.views[change.view] else { return }
            WorldBuilder.apply(change.properties, to: view)
            WorldBuilder.apply(change.overrides, to: view)
        case .becomeFirstResponder(let id):
            guard let responder = world.responders[id] else { return }
            (responder as? ScenarioResponder)?.behaviour.canBecomeFirstResponder = true
            responder.becomeFirstResponder()
        case .resignFirstResponder(let id):
            world.responders[id]?.resignFirstResponder()
        case .push(let push):
            guard let controller = world.controllers[push.controller] else { return }
            world.container(push.on, UINavigationController.self)?.pushViewController(
                controller, animated: push.animated)
        case .pop(let pop):
            _ = world.container(pop.on, UINavigationController.self)?.popViewController(animated: pop.animated)
        case .selectTab(let select):
            world.container(select.on, UITabBarController.self)?.selectedIndex = select.index
        case .wait:
            break
        }
    }
}

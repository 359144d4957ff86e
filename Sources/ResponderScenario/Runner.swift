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

    private func advance(_ delta: Double) -> Bool {
        guard delta > 0 else { return !stopped }
        guard mayAdvance(by: delta) else { return false }
        simulator.advance(by: delta)
        return true
    }

    func run() {
        let steps = scenario.timeline
        for (index, step) in steps.enumerated() {
            progress?(index, steps.count)
            // Relative waits advance by exactly their amount, as a hand-written test would (L2).
            if let at = step.at {
                guard advance(at - simulator.currentTime) else { return }
            } else {
                guard advance(step.after ?? 0) else { return }
            }
            if let note = step.note { world.trace.note(note) }
            perform(step.action)
            if stopped { return }
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
            world.fingers.append(
                ScenarioWorld.FingerRecord(
                    number: finger.number, touch: finger.touch, point: point, time: simulator.currentTime))
        }
        return fingers
    }

    private func record(_ fingers: [SimulatedTouch], _ points: [CGPoint]) {
        for (finger, point) in zip(fingers, points) {
            world.fingers.first { $0.touch === finger.touch }?.path.append((simulator.currentTime, point))
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
        for finger in fingers { world.fingers.first { $0.touch === finger.touch }?.endTime = simulator.currentTime }
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
            switch step {
            case .down(let points): fingers = down(points)
            case .move(let points): move(fingers, points)
            case .lift: lift(fingers)
            case .wait(let seconds): guard advance(seconds) else { return }
            }
        }
    }

    private func perform(_ action: StepAction) {
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
        case .shake(let duration):
            simulator.shake(duration: duration)
        case .key(let characters, let modifiers, let duration):
            var flags: UIKey.ModifierFlags = []
            for modifier in modifiers {
                switch modifier {
                case "shift": flags.insert(.shift)
                case "control": flags.insert(.control)
                case "alternate": flags.insert(.alternate)
                case "command": flags.insert(.command)
                default: flags.insert(.alphaShift)
                }
            }
            simulator.pressKey(characters, modifierFlags: flags, duration: duration)
        case .remote(let command):
            simulator.sendRemoteControl(Self.subtype(command))
        case .set(let target, let properties, let overrides):
            guard let view = world.views[target] else { return }
            WorldBuilder.apply(properties, to: view, initial: false)
            if let behaviour = (view as? ScenarioResponder)?.behaviour {
                if let hitTest = overrides.hitTest {
                    behaviour.hitTest = hitTest
                    if case .forwardTo(let id)? = hitTest { behaviour.forwardTarget = world.views[id] }
                }
                if let pointInside = overrides.pointInside { behaviour.pointInside = pointInside }
                if let insets = overrides.touchAreaInsets {
                    if case .insets(let t, let l, let b, let r)? = insets {
                        behaviour.touchAreaInsets = UIEdgeInsets(top: t, left: l, bottom: b, right: r)
                    } else {
                        behaviour.touchAreaInsets = nil
                    }
                }
                if let passing = overrides.passing {
                    let keep = behaviour.passing
                    behaviour.passing = passing
                    behaviour.passing.presses = keep.presses
                    behaviour.passing.motion = keep.motion
                    behaviour.passing.remoteControl = keep.remoteControl
                }
            }
        case .becomeFirstResponder(let id):
            guard let responder = world.responders[id] else { return }
            (responder as? ScenarioResponder)?.behaviour.canBecomeFirstResponder = true
            responder.becomeFirstResponder()
        case .resignFirstResponder(let id):
            world.responders[id]?.resignFirstResponder()
        case .wait:
            break
        }
    }

    static func subtype(_ command: String) -> UIEvent.EventSubtype {
        switch command {
        case "pause": return .remoteControlPause
        case "stop": return .remoteControlStop
        case "togglePlayPause": return .remoteControlTogglePlayPause
        case "nextTrack": return .remoteControlNextTrack
        case "previousTrack": return .remoteControlPreviousTrack
        case "beginSeekingBackward": return .remoteControlBeginSeekingBackward
        case "endSeekingBackward": return .remoteControlEndSeekingBackward
        case "beginSeekingForward": return .remoteControlBeginSeekingForward
        case "endSeekingForward": return .remoteControlEndSeekingForward
        default: return .remoteControlPlay
        }
    }
}

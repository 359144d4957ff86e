import Foundation
import ResponderKit

/// Plays a scenario's timeline on its world's simulator.
///
/// Gestures (tap, drag, long press, swipe, pinch, rotate) are expanded here into the same downs, moves,
/// lifts and clock advances as `EventSimulator`'s helpers make, so a run can stop at any moment
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

    /// Down at `points`, moves along `path(t)` in `steps` even steps over `duration`, lift: the helpers'
    /// shared shape (`drag`, `pinch`, `rotate`).
    private func gesture(
        _ start: [CGPoint], duration: Double, steps: Int, _ path: (CGFloat) -> [CGPoint]
    ) {
        let fingers = down(start)
        for step in 1...steps {
            guard advance(duration / Double(steps)) else { return }
            move(fingers, path(CGFloat(step) / CGFloat(steps)))
        }
        lift(fingers)
    }

    /// `a + (b − a)·t` as `EventSimulator.drag` moves; a weighted sum when `b − a` overflows (issue 19).
    static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        func mix(_ u: CGFloat, _ v: CGFloat) -> CGFloat {
            let gap = v - u
            return gap.isFinite ? u + gap * t : u * (1 - t) + v * t
        }
        return CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y))
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
        case .tap(let points, let count, let interval):
            for index in 0..<count {
                if index > 0 { guard advance(interval) else { return } }
                let fingers = down(points)
                guard advance(0.05) else { return }
                lift(fingers)
            }
        case .drag(let from, let to, let duration, let steps):
            gesture([from], duration: duration, steps: steps) { [Self.lerp(from, to, $0)] }
        case .longPress(let at, let duration):
            let fingers = down([at])
            guard advance(duration) else { return }
            lift(fingers)
        case .swipe(let from, let direction, let distance, let duration, let steps):
            let unit: CGPoint
            switch direction {
            case "left": unit = CGPoint(x: -1, y: 0)
            case "up": unit = CGPoint(x: 0, y: -1)
            case "down": unit = CGPoint(x: 0, y: 1)
            default: unit = CGPoint(x: 1, y: 0)
            }
            let to = CGPoint(x: from.x + unit.x * distance, y: from.y + unit.y * distance)
            gesture([from], duration: duration, steps: steps) { [Self.lerp(from, to, $0)] }
        case .pinch(let center, let from, let to, let duration, let steps):
            func positions(_ d: CGFloat) -> [CGPoint] {
                [CGPoint(x: center.x - d / 2, y: center.y), CGPoint(x: center.x + d / 2, y: center.y)]
            }
            gesture(positions(from), duration: duration, steps: steps) { positions(from + (to - from) * $0) }
        case .rotate(let center, let radius, let degrees, let duration, let steps):
            let angle = degrees * .pi / 180
            func positions(_ theta: CGFloat) -> [CGPoint] {
                let offset = CGPoint(x: cos(theta) * radius, y: sin(theta) * radius)
                return [
                    CGPoint(x: center.x - offset.x, y: center.y - offset.y),
                    CGPoint(x: center.x + offset.x, y: center.y + offset.y),
                ]
            }
            gesture(positions(0), duration: duration, steps: steps) { positions(angle * $0) }
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

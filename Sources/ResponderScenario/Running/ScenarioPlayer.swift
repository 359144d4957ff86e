import Foundation
import ResponderKit

/// A scenario's world driven one step at a time, as input comes (Responder Studio, ST3).
///
/// Each step runs through the same runner `responder run` uses, at the time it is given, and is kept:
/// ``recording()`` is the session as a scenario whose timeline replays to the same trace. The clock is
/// the world's virtual clock, moved forward by the caller (to wall time, in the studio): every decision
/// then happens at a time the recording can name exactly (ST3), which a clock read during dispatch could not.
@MainActor public final class ScenarioPlayer {
    public let world: ScenarioWorld
    private let runner: ScenarioRunner
    private let base: Scenario
    /// The steps played so far, each at the time it was played.
    public private(set) var steps: [Step] = []
    /// Fingers down, by name.
    public private(set) var fingersDown: Set<String> = []

    /// Builds the world of `scenario` without its timeline (the file's own steps are not played), and
    /// `setup`'s part of it (ST6).
    public init(_ scenario: Scenario, setup: ScenarioWorldSetup? = nil) {
        var base = scenario
        base.timeline = []
        base.endTime = nil
        self.base = base
        world = WorldBuilder.build(base, setup: setup)
        runner = ScenarioRunner(world: world)
    }

    /// The world's virtual time.
    public var time: Double { world.simulator.currentTime }

    /// True once a work limit (timer firings, ``Limits``) stopped the world; it takes no more input.
    public var isHalted: Bool { world.isHalted }

    /// Moves the clock forward to exactly `time`, firing the timers due on the way; an earlier or
    /// non-finite time changes nothing.
    public func advance(to time: Double) {
        guard time.isFinite, time > self.time, !world.isHalted else { return }
        _ = runner.advance(time - self.time, exactly: time)
    }

    /// New fingers touch down, in one event. Returns nil, or why nothing was sent (a finger already
    /// down, a non-finite point).
    public func down(_ touches: [(finger: String, point: CGPoint)]) -> String? {
        if let problem = check(touches, mustBeDown: false) { return problem }
        fingersDown.formUnion(touches.map(\.finger))
        play(.down(touches.map { FingerPoint(finger: $0.finger, point: $0.point) }))
        return nil
    }

    /// Fingers that are down move, in one event.
    public func move(_ touches: [(finger: String, point: CGPoint)]) -> String? {
        if let problem = check(touches, mustBeDown: true) { return problem }
        play(.move(touches.map { FingerPoint(finger: $0.finger, point: $0.point) }))
        return nil
    }

    /// Fingers lift (or, with `cancel`, are cancelled: T6), in one event.
    public func lift(_ fingers: [String], cancel: Bool = false) -> String? {
        if let problem = check(fingers.map { ($0, CGPoint.zero) }, mustBeDown: true) { return problem }
        fingersDown.subtract(fingers)
        play(cancel ? .cancel(fingers) : .up(fingers))
        return nil
    }

    /// The session as a scenario: the hierarchy, the steps played at their times, ending now.
    public func recording() -> Scenario {
        var scenario = base
        scenario.timeline = steps
        scenario.endTime = time
        return scenario
    }

    private func check(_ touches: [(finger: String, point: CGPoint)], mustBeDown: Bool) -> String? {
        if world.isHalted { return "the session stopped: \(world.haltReason ?? "a work limit")" }
        if touches.isEmpty { return "no fingers" }
        var seen = Set<String>()
        for touch in touches {
            if !seen.insert(touch.finger).inserted { return "finger \(touch.finger) is listed twice in one event" }
            if mustBeDown, !fingersDown.contains(touch.finger) { return "finger \(touch.finger) is not down" }
            if !mustBeDown, fingersDown.contains(touch.finger) { return "finger \(touch.finger) is already down" }
            if !touch.point.x.isFinite || !touch.point.y.isFinite {
                return "finger \(touch.finger): the point is not finite"
            }
        }
        return nil
    }

    private func play(_ action: StepAction) {
        var step = Step()
        step.at = time
        step.action = action
        steps.append(step)
        runner.perform(action)
    }
}

import Foundation

/// A multi-event gesture as a value (SPEC A.1, A.2): the downs, evenly spaced moves, lifts and waits a
/// helper like ``EventSimulator/drag(from:to:duration:steps:)`` sends, worked out once, here.
///
/// `EventSimulator.play(_:)` sends a plan at once; the scenario runner plays the same plan step by step
/// (it may stop part way, at `--at-time`), so both make the same events from one copy of the geometry.
/// Parameters are checked when the plan is made: a refused plan has no steps and says why.
public struct GesturePlan: Equatable, Sendable {
    /// One step: an event of the fingers, or time passing.
    public enum Step: Equatable, Sendable {
        /// New fingers touch down at these points, in one event; they replace the plan's current fingers.
        case down([CGPoint])
        /// The current fingers move to these points (one per finger), in one event.
        case move([CGPoint])
        /// The current fingers lift, in one event.
        case lift
        /// Virtual time passes (possibly zero).
        case wait(TimeInterval)
    }

    /// What to send, in order (empty when refused).
    public let steps: [Step]
    /// Why the parameters were refused, e.g. `drag: steps must be at least 1, got 0`; nil for a good plan.
    public let refusal: String?

    init(_ steps: [Step]) {
        self.steps = steps
        refusal = nil
    }

    init(refusal: String) {
        steps = []
        self.refusal = refusal
    }

    /// The virtual time the plan takes.
    public var duration: TimeInterval {
        steps.reduce(0) { total, step in
            if case .wait(let seconds) = step { return total + seconds }
            return total
        }
    }

    /// Down at `start`, then `steps` moves, each after `duration / steps`, to `path(t)` for t = 1/steps
    /// ... 1, then lift: the shape of drags, swipes, pinches and rotations.
    static func moving(
        from start: [CGPoint], duration: TimeInterval, steps: Int, _ path: (CGFloat) -> [CGPoint]
    ) -> GesturePlan {
        var plan: [Step] = [.down(start)]
        plan.reserveCapacity(2 * steps + 2)
        for step in 1...steps {
            plan.append(.wait(duration / Double(steps)))
            plan.append(.move(path(CGFloat(step) / CGFloat(steps))))
        }
        plan.append(.lift)
        return GesturePlan(plan)
    }

    /// The common checks of every helper, with its name in the message; nil when all is well.
    static func check(_ name: String, points: [CGPoint], duration: TimeInterval, steps: Int) -> String? {
        if let bad = points.first(where: { !$0.isFinite }) {
            return "\(name): point is not finite: \(SeedFormat.point(bad))"
        }
        guard duration.isFinite, duration >= 0, duration <= maximumDuration else {
            return "\(name): duration must be between 0 and \(Int(maximumDuration)) s, got \(duration)"
        }
        guard steps >= 1, steps <= maximumSteps else {
            return "\(name): steps must be between 1 and \(maximumSteps), got \(steps)"
        }
        return nil
    }

    /// The most steps (moves, or taps of `tap(at:count:)`) one plan takes (A.4): each is an event, so a
    /// plan's work is bounded, and `2 * steps + 2` cannot overflow.
    public static let maximumSteps = 100_000
    /// The longest duration (or tap interval) of one plan, in seconds (A.4): about 31 years, where the
    /// clock still tells a millisecond from the next (a scenario holds a stepper for 10^6 s).
    public static let maximumDuration: TimeInterval = 1_000_000_000

    /// `a + (b − a)·t`; as a weighted sum when `b − a` overflows (from −1e308 to 1e308: Reliability, "Hostile sizes").
    static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        func mix(_ u: CGFloat, _ v: CGFloat) -> CGFloat {
            let gap = v - u
            return gap.isFinite ? u + gap * t : u * (1 - t) + v * t
        }
        return CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y))
    }
}

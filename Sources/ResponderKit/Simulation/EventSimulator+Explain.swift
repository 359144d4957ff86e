import Foundation

/// X3: why a point lands where it does, from the engine's own walk.
extension EventSimulator {
    /// Explains a touch that would begin at `point` (window coordinates) now, without sending one: the
    /// engine's hit-test of the windows and its recognizer collection run, recorded, exactly as for a new
    /// touch (X3). User overrides and delegates are called as they would be (with a probe touch numbered
    /// 0); nothing is written to the trace.
    public func explain(at point: CGPoint) -> TouchExplanation {
        guard point.isFinite else {
            refuse("explain(at:): point is not finite: \(SeedFormat.point(point))")
            return TouchExplanation(
                touch: nil, point: point, time: currentTime, steps: [], hitTestView: nil, note: nil,
                responderChain: [], recognizers: [])
        }
        let wasTracing = trace.isEnabled
        trace.isEnabled = false
        defer { trace.isEnabled = wasTracing }
        let recorder = application.dispatcher.explainBinding(at: window.pointToSuperview(point))
        return recorder.explanation(touch: nil, windowPoint: point, time: currentTime, names: trace)
    }

    /// Records how every touch that begins from now on is bound, for ``explain(touch:)`` (X3). Off by
    /// default: recording costs a walk of objects per touch.
    public var explainsTouches: Bool {
        get { application.dispatcher.explainsAllTouches }
        set { application.dispatcher.explainsAllTouches = newValue }
    }

    /// How `touch` was bound when it began (X3): the walk the engine did then, not a new one. Nil unless
    /// ``explainsTouches`` was on when it began (or it came from an aimed tap, X4).
    public func explain(touch: SimulatedTouch) -> TouchExplanation? {
        guard let recorder = application.dispatcher.explanations[touch.number] else { return nil }
        let point = window.pointFromSuperview(recorder.point)
        return recorder.explanation(touch: touch.number, windowPoint: point, time: recorder.time, names: trace)
    }
}

extension EventSimulator {
    /// X6: the arena report of the touches made while the trace was on.
    public var arenaReport: ArenaReport { trace.arenaReport }
}

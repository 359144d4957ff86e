import Foundation
import ResponderKit
import Testing

/// X12: expectations about routing that, when they fail, record an `Issue` at the caller's line carrying
/// the engine's own explanation (X3, X4, X6), so the failing test's output names the culprit and the walk.
/// Each returns whether it held.
extension EventSimulator {
    /// Expects `touch` to have been bound (H7) to `view` or one of its subviews, as `tap(on:)` counts a
    /// hit. The failure shows the walk of the touch (X3) when `explainsTouches` was on when it began
    /// (the `.eventTrace` trait turns it on), else a walk made now at the touch's location.
    @discardableResult
    public func expect(
        touch: SimulatedTouch, boundTo view: UIView, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let bound = touch.touch.view
        if let bound, bound === view || bound.isDescendant(of: view) { return true }
        let walk: String
        if let explanation = explain(touch: touch) {
            walk = explanation.text
        } else {
            walk =
                "(the walk when it began was not recorded: turn on explainsTouches; a walk now:)\n"
                + explain(at: touch.location).text
        }
        fail(
            "touch \(touch.number) was bound to \(bound.map { trace.name(of: $0) } ?? "nothing"), "
                + "not to \(trace.name(of: view)) (X12)\n" + walk, at: sourceLocation)
        return false
    }

    /// Expects a touch beginning at `point` (window coordinates) now to be bound to exactly `view` (X3's
    /// `explain(at:)`, which sends nothing).
    @discardableResult
    public func expect(
        pointAt point: CGPoint, boundTo view: UIView, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let explanation = explain(at: point)
        let expected = trace.name(of: view)
        if explanation.hitTestView == expected { return true }
        fail(
            "a touch at \(SeedFormat.point(point)) would be bound to \(explanation.hitTestView ?? "nothing"), "
                + "not to \(expected) (X12)\n" + explanation.text, at: sourceLocation)
        return false
    }

    /// Taps `view` (X4) and expects the tap to land on it; a miss records its report — culprit and walk —
    /// at the caller's line instead of leaving it in `issues`.
    @discardableResult
    public func expect(tapOn view: UIView, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        tapReportingMiss(view, sourceLocation)
    }

    /// Taps `view` (X4) and expects `recognizer` to recognize for that tap. Records the miss report if the
    /// tap missed, else the tap's arena report rows (X6: each recognizer's final state and the reason).
    /// The arena report needs the trace: it is on for the tap if it was off (its lines stay in the trace).
    @discardableResult
    public func expect(
        tapOn view: UIView, triggers recognizer: UIGestureRecognizer,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let wasTracing = trace.isEnabled
        trace.isEnabled = true
        defer { trace.isEnabled = wasTracing }
        let before = arenaReport.rows.count
        guard tapReportingMiss(view, sourceLocation) else { return false }
        let rows = Array(arenaReport.rows.dropFirst(before))
        let name = trace.name(of: recognizer)
        let recognized: Set<UIGestureRecognizer.State> = [.began, .changed, .recognized]
        if rows.contains(where: { $0.recognizer == name && recognized.contains($0.state) }) { return true }
        let verdict =
            rows.first { $0.recognizer == name }.map { "it ended \($0.state): \($0.reasonText)" }
            ?? "it did not see the touch"
        let table = rows.map { "  touch \($0.touch)  \($0.recognizer)  \($0.state)  \($0.reasonText)\n" }.joined()
        fail(
            "tap(on: \(trace.name(of: view))) did not trigger \(name) (X12): \(verdict)\narena report of the tap (X6):\n"
                + table, at: sourceLocation)
        return false
    }

    private func tapReportingMiss(_ view: UIView, _ sourceLocation: SourceLocation) -> Bool {
        _ = takeUnrecordedIssues()
        let hit = tap(on: view)
        let reports = takeUnrecordedIssues()
        for report in reports { fail(report, at: sourceLocation) }
        return hit && reports.isEmpty
    }

    private func fail(_ message: String, at sourceLocation: SourceLocation) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        EventTraceScope.current?.noteFailure()
    }
}

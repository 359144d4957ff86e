import Foundation

/// X3: the binding of a touch that is not sent — the same hit-test and recognizer collection as `bind`,
/// recorded, for ``EventSimulator/explain(at:)``.
extension TouchDispatcher {
    /// Runs the window hit-test (H1–H9) and GR1 collection for `screenPoint` as a new touch's binding would,
    /// recording both. Delegates are asked about a probe touch (number 0) that is never sent.
    func explainBinding(at screenPoint: CGPoint) -> HitTestRecorder {
        let recorder = HitTestRecorder(point: screenPoint)
        let event = UIEvent(type: .touches, timestamp: application.clock.now, tracer: nil, number: 0)
        event.hitTestRecorder = recorder
        let found = hitTestWindows(at: screenPoint, with: event)
        event.hitTestRecorder = nil
        let window = found?.window ?? application.keyWindow
        recorder.window = window
        guard let view = found?.view, view.windowStorage === window else { return recorder }
        recorder.boundView = view
        let probe = UITouch(number: 0, screenLocation: screenPoint, timestamp: application.clock.now)
        probe.window = window
        probe.view = view
        _ = collectRecognizers(for: probe, from: view, recorder: recorder)
        probe.view = nil
        probe.window = nil
        return recorder
    }
}

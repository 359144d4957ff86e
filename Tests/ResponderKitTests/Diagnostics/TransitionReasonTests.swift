import Foundation
import ResponderKit
import Testing

/// X15: "a reason for every state change of every recognizer" — each built-in recognizer is driven through
/// every transition it can make (GR3's table: possible → began/ended/failed, began → changed/ended/cancelled,
/// changed → changed/ended/cancelled), and each `state` line must carry the reason of its cause. The steps
/// between `.began` and `.changed` say what moved: the pan's translation from where it started, the long
/// press's distance from where it pressed, the pinch's finger distance and scale, the rotation's angle.
@MainActor @Suite struct TransitionReasonTests {
    /// A full-screen view with one recognizer named `name`, tracing on.
    func scene(_ name: String, _ recognizer: UIGestureRecognizer) -> EventSimulator {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        view.accessibilityIdentifier = "canvas"
        simulator.window.addSubview(view)
        recognizer.name = name
        view.addGestureRecognizer(recognizer)
        simulator.trace.isEnabled = true
        return simulator
    }

    func states(_ simulator: EventSimulator) -> [String] { simulator.trace.lines(kinds: ["state"]) }

    /// Every `state` line of `lines` ends with a parenthesised reason.
    func expectReasons(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        for line in lines { #expect(line.hasSuffix(")"), "no reason: \(line)", sourceLocation: sourceLocation) }
    }

    @Test("X15, GR13: a pan's every step — began, changed by moving, changed by a finger lifting, ended")
    func panSteps() {
        let simulator = scene("pan", UIPanGestureRecognizer(handler: { _ in }))
        // Two fingers: the centroid moves 20 pt (≥ 10 pt hysteresis: began), then 20 more (changed, the
        // translation from touch-down is {0, 40}); lifting finger 2 leaves finger 1 down (changed: the
        // pan's minimum is 1 finger), lifting finger 1 ends it.
        let fingers = simulator.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)])
        simulator.move(fingers, to: [CGPoint(x: 100, y: 120), CGPoint(x: 200, y: 120)])
        simulator.move(fingers, to: [CGPoint(x: 100, y: 140), CGPoint(x: 200, y: 140)])
        simulator.move(fingers, to: [CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150)])
        simulator.lift(fingers[1])
        simulator.lift(fingers[0])
        let lines = states(simulator)
        #expect(
            lines == [
                "pan possible -> began (moved 20 pt ≥ 10 pt hysteresis)",
                "pan began -> changed (moved, translation {0, 40})",
                "pan changed -> changed (moved, translation {0, 50})",
                "pan changed -> changed (touch 2 lifted, 1 touch still down)",
                "pan changed -> ended (lifted)",
            ])
        expectReasons(lines)
    }

    @Test("X15, GR13, T6: a pan that began then ended, one cancelled while changed, one disabled")
    func panEndings() {
        let pan = UIPanGestureRecognizer(handler: { _ in })
        let simulator = scene("pan", pan)
        let quick = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.move(quick, to: CGPoint(x: 100, y: 115))
        simulator.lift(quick)
        let cancelled = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.move(cancelled, to: CGPoint(x: 115, y: 100))
        simulator.move(cancelled, to: CGPoint(x: 130, y: 100))
        simulator.cancel(cancelled)
        let disabled = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.move(disabled, to: CGPoint(x: 100, y: 85))
        pan.isEnabled = false
        simulator.lift(disabled)
        let lines = states(simulator)
        #expect(
            lines == [
                "pan possible -> began (moved 15 pt ≥ 10 pt hysteresis)",
                "pan began -> ended (lifted)",
                "pan possible -> began (moved 15 pt ≥ 10 pt hysteresis)",
                "pan began -> changed (moved, translation {30, 0})",
                "pan changed -> cancelled (its touches were cancelled)",
                "pan possible -> began (moved 15 pt ≥ 10 pt hysteresis)",
                "pan began -> cancelled (disabled)",
            ])
        expectReasons(lines)
    }

    @Test("X15, GR13: a long press held, moved while held (changed twice), lifted; one cancelled")
    func longPressSteps() {
        let simulator = scene("hold", UILongPressGestureRecognizer(handler: { _ in }))
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 0.6)
        simulator.move(finger, to: CGPoint(x: 103, y: 104))  // 5 pt from the press: within 10 pt
        simulator.move(finger, to: CGPoint(x: 106, y: 108))  // 10 pt: moving is allowed once it began
        simulator.lift(finger)
        let cancelled = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 0.6)
        simulator.cancel(cancelled)
        let lines = states(simulator)
        #expect(
            lines == [
                "hold possible -> began (held 0.5 s = minimumPressDuration)",
                "hold began -> changed (moved 5 pt while held)",
                "hold changed -> changed (moved 10 pt while held)",
                "hold changed -> ended (lifted)",
                "hold possible -> began (held 0.5 s = minimumPressDuration)",
                "hold began -> cancelled (its touches were cancelled)",
            ])
        expectReasons(lines)
    }

    @Test("X15, GR13: a pinch begins, changes with the fingers' distance and scale, ends; one fails")
    func pinchSteps() {
        let simulator = scene("pinch", UIPinchGestureRecognizer(handler: { _ in }))
        // 100 pt apart at touch-down (scale's base); 120 pt: changed by 20 ≥ 10 (began); 140 pt: scale 1.4.
        let fingers = simulator.touchDown(at: [CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 300)])
        simulator.move(fingers, to: [CGPoint(x: 90, y: 300), CGPoint(x: 210, y: 300)])
        simulator.move(fingers, to: [CGPoint(x: 80, y: 300), CGPoint(x: 220, y: 300)])
        simulator.lift(fingers)
        let still = simulator.touchDown(at: [CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 300)])
        simulator.lift(still)
        let lines = states(simulator)
        #expect(
            lines == [
                "pinch possible -> began (the fingers' distance changed 20 pt ≥ 10 pt hysteresis)",
                "pinch began -> changed (fingers 140 pt apart, scale 1.4)",
                "pinch changed -> ended (lifted)",
                "pinch possible -> failed (its touches ended before it began)",
            ])
        expectReasons(lines)
    }

    @Test("X15, GR13: a rotation begins past 5°, changes with its angle, is cancelled")
    func rotationSteps() {
        let simulator = scene("rotation", UIRotationGestureRecognizer(handler: { _ in }))
        func fingers(_ degrees: CGFloat) -> [CGPoint] {
            let angle = degrees * .pi / 180
            let dx = 50 * cos(angle)
            let dy = 50 * sin(angle)
            return [CGPoint(x: 150 - dx, y: 300 - dy), CGPoint(x: 150 + dx, y: 300 + dy)]
        }
        let touches = simulator.touchDown(at: fingers(0))
        simulator.move(touches, to: fingers(10))
        simulator.move(touches, to: fingers(25))
        simulator.cancel(touches[0])
        simulator.cancel(touches[1])
        let lines = states(simulator)
        #expect(
            lines == [
                "rotation possible -> began (turned 10° ≥ 5°)",
                "rotation began -> changed (turned, rotation 25°)",
                "rotation changed -> cancelled (its touches were cancelled)",
            ])
        expectReasons(lines)
    }

    @Test("X15, GR13: a screen-edge pan from the left edge: began, changed, ended; one away from the edge")
    func screenEdgePanSteps() {
        let edge = UIScreenEdgePanGestureRecognizer(handler: { _ in })
        edge.edges = .left
        let simulator = scene("edge", edge)
        let finger = simulator.touchDown(at: CGPoint(x: 5, y: 300))
        simulator.move(finger, to: CGPoint(x: 25, y: 300))
        simulator.move(finger, to: CGPoint(x: 45, y: 300))
        simulator.lift(finger)
        let away = simulator.touchDown(at: CGPoint(x: 100, y: 300))
        simulator.lift(away)
        let lines = states(simulator)
        #expect(
            lines == [
                "edge possible -> began (moved 20 pt ≥ 10 pt hysteresis)",
                "edge began -> changed (moved, translation {40, 0})",
                "edge changed -> ended (lifted)",
                "edge possible -> failed (began 20 pt or more from its edges [.left])",
            ])
        expectReasons(lines)
    }

    @Test("X15, GR13: the discrete ones — tap and swipe recognize or fail, never without a reason")
    func discreteSteps() {
        let tapSimulator = scene("tap", UITapGestureRecognizer(handler: { _ in }))
        tapSimulator.tap(at: CGPoint(x: 50, y: 50))
        let cancelled = tapSimulator.touchDown(at: CGPoint(x: 50, y: 50))
        tapSimulator.cancel(cancelled)
        #expect(
            states(tapSimulator) == [
                "tap possible -> ended (tapped)", "tap possible -> failed (its touches were cancelled)",
            ])
        let swipe = UISwipeGestureRecognizer(handler: { _ in })
        swipe.direction = .left
        let swipeSimulator = scene("swipe", swipe)
        swipeSimulator.swipe(from: CGPoint(x: 300, y: 300), direction: .left)
        #expect(states(swipeSimulator).count == 1)
        #expect(states(swipeSimulator).first?.hasPrefix("swipe possible -> ended (") == true)
        expectReasons(states(tapSimulator) + states(swipeSimulator))
    }

    @Test("X15, S1, S3: a scroll view's own recognizers — pan began, changed, ended; delayed touches released")
    func scrollViewSteps() {
        let simulator = EventSimulator()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        scrollView.accessibilityIdentifier = "list"
        simulator.window.addSubview(scrollView)
        simulator.trace.isEnabled = true
        simulator.tap(at: CGPoint(x: 200, y: 300))
        let finger = simulator.touchDown(at: CGPoint(x: 200, y: 500))
        simulator.move(finger, to: CGPoint(x: 200, y: 480))
        simulator.move(finger, to: CGPoint(x: 200, y: 440))
        simulator.lift(finger)
        let lines = states(simulator)
        expectReasons(lines)
        #expect(lines.contains("list.scrollPan began -> changed (moved, translation {0, -60})"), "\(lines)")
        #expect(lines.contains("list.scrollPan changed -> ended (lifted)"), "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("list.delayedTouches possible -> failed (lifted before 0.15 s") }, "\(lines)")
    }

    @Test("X15, X6: the arena report keeps the reason a gesture began while it is still changed")
    func reportKeepsBeganReason() {
        let simulator = scene("pan", UIPanGestureRecognizer(handler: { _ in }))
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.move(finger, to: CGPoint(x: 100, y: 120))
        simulator.move(finger, to: CGPoint(x: 100, y: 140))
        let row = simulator.trace.arenaReport.rows.first
        #expect(row?.state == .changed)
        #expect(row?.reason == "moved 20 pt ≥ 10 pt hysteresis")
        simulator.lift(finger)
    }

    @Test("X15: with tracing off no step reason is made (nothing recorded, nothing asked)")
    func noTraceNoReasons() {
        let simulator = scene("pan", UIPanGestureRecognizer(handler: { _ in }))
        simulator.trace.isEnabled = false
        simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), duration: 0.1, steps: 4)
        #expect(simulator.trace.entries.isEmpty)
        #expect(simulator.trace.arenaReport.rows.isEmpty)
    }
}

import Foundation
import ResponderKit
import Testing

/// X5: `settle(maxTime:)` runs the clock until nothing is pending, or reports what still is.
@MainActor @Suite struct SettleTests {
    @MainActor final class Ticker {
        var frames = 0
        func step(_ link: CADisplayLink) { frames += 1 }
    }

    func scrollScene() -> (EventSimulator, UIScrollView) {
        let simulator = EventSimulator()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scrollView.contentSize = CGSize(width: 375, height: 10_000)
        simulator.window.addSubview(scrollView)
        return (simulator, scrollView)
    }

    @Test("X5, S1: a fling settles where a long advance(by:) ends, and time stops when the scroll view does")
    func decelerationSettles() {
        let (simulator, scrollView) = scrollScene()
        simulator.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 300), duration: 0.2, steps: 10)
        #expect(scrollView.isDecelerating)
        // The oracle: the same fling in another world, left to run far longer than it coasts.
        let (other, otherScrollView) = scrollScene()
        other.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 300), duration: 0.2, steps: 10)
        other.advance(by: 30)
        #expect(simulator.settle(maxTime: 30))
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset == otherScrollView.contentOffset)
        #expect(simulator.currentTime < 30)
        #expect(simulator.issues.isEmpty)
    }

    @Test("X5, GR: a tap's double-tap window runs out, and a settled world settles at once")
    func tapWindow() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        simulator.window.addSubview(view)
        let doubleTap = UITapGestureRecognizer(handler: { _ in })
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(simulator.settle())
        #expect(doubleTap.state == .possible)  // failed, then reset
        let settledAt = simulator.currentTime
        #expect(settledAt > 0.05 && settledAt < 1)
        #expect(simulator.settle())
        #expect(simulator.currentTime == settledAt)
    }

    @Test("X5, DL1: a running display link never settles: the report names it and the finger still down")
    func displayLinkReported() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        view.accessibilityIdentifier = "canvas"
        simulator.window.addSubview(view)
        let press = UILongPressGestureRecognizer(handler: { _ in })
        press.name = "press"
        press.minimumPressDuration = 5
        view.addGestureRecognizer(press)
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.step)
        simulator.trace.setName("link", for: link)
        link.add(to: .main, forMode: .common)
        let finger = simulator.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(!simulator.settle(maxTime: 0.5))
        #expect(simulator.currentTime == 0.5)
        #expect(ticker.frames == 30)
        #expect(
            simulator.issues == [
                """
                settle(maxTime: 0.5): still pending at t=0.5 after 0.5 s (X5):
                  link: display link, every frame, next at t=0.516667
                  press: recognizer timer (state possible), next at t=5
                  touch 1 is still down (on canvas)
                """
            ])
        simulator.lift(finger)
        link.invalidate()
        #expect(simulator.settle(maxTime: 10))
        #expect(simulator.issues.count == 1)
    }

    @Test("X5: bad maxTime is an issue and moves nothing")
    func badMaxTime() {
        let simulator = EventSimulator()
        #expect(!simulator.settle(maxTime: -1))
        #expect(!simulator.settle(maxTime: .infinity))
        #expect(simulator.currentTime == 0)
        #expect(
            simulator.issues == [
                "settle(maxTime:): maxTime must be finite and not negative, got -1.0",
                "settle(maxTime:): maxTime must be finite and not negative, got inf",
            ])
    }
}

/// X6: the arena report, per touch and recognizer, from what the trace recorded.
@MainActor @Suite struct ArenaReportTests {
    @Test("X6: single and double tap — each recognizer's last state and the engine's reason, text and JSON")
    func singleAgainstDouble() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        simulator.window.addSubview(view)
        let single = UITapGestureRecognizer(handler: { _ in })
        single.name = "single"
        let double = UITapGestureRecognizer(handler: { _ in })
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let pan = UIPanGestureRecognizer(handler: { _ in })
        pan.name = "pan"
        view.addGestureRecognizer(pan)
        let hold = UILongPressGestureRecognizer(handler: { _ in })
        hold.name = "hold"
        view.addGestureRecognizer(hold)
        let off = UISwipeGestureRecognizer(handler: { _ in })
        off.name = "off"
        off.isEnabled = false  // never sees a touch: not in the report
        view.addGestureRecognizer(off)
        simulator.tap(at: CGPoint(x: 50, y: 50))  // before tracing: not in the report
        simulator.settle()
        simulator.trace.isEnabled = true
        simulator.tap(at: CGPoint(x: 50, y: 50))
        simulator.settle()
        simulator.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 50), duration: 0.2, steps: 4)
        simulator.settle()
        let report = simulator.arenaReport
        #expect(
            report.text == """
                touch  recognizer  state   reason
                2      single      ended   tapped
                2      double      failed  tap 2 did not begin within 0.35 s of tap 1
                2      pan         failed  lifted after moving 0 pt < 10 pt hysteresis
                2      hold        failed  released after 0.05 s < 0.5 s
                3      single      failed  excluded by 'pan'
                3      double      failed  excluded by 'pan'
                3      pan         ended   lifted
                3      hold        failed  moved 37.5 pt > 10 pt allowableMovement

                """)
        #expect(
            report.json
                == "[{\"touch\":2,\"recognizer\":\"single\",\"state\":\"ended\",\"reason\":\"tapped\"},"
                + "{\"touch\":2,\"recognizer\":\"double\",\"state\":\"failed\","
                + "\"reason\":\"tap 2 did not begin within 0.35 s of tap 1\"},"
                + "{\"touch\":2,\"recognizer\":\"pan\",\"state\":\"failed\","
                + "\"reason\":\"lifted after moving 0 pt < 10 pt hysteresis\"},"
                + "{\"touch\":2,\"recognizer\":\"hold\",\"state\":\"failed\",\"reason\":\"released after 0.05 s < 0.5 s\"},"
                + "{\"touch\":3,\"recognizer\":\"single\",\"state\":\"failed\",\"reason\":\"excluded by 'pan'\"},"
                + "{\"touch\":3,\"recognizer\":\"double\",\"state\":\"failed\",\"reason\":\"excluded by 'pan'\"},"
                + "{\"touch\":3,\"recognizer\":\"pan\",\"state\":\"ended\",\"reason\":\"lifted\"},"
                + "{\"touch\":3,\"recognizer\":\"hold\",\"state\":\"failed\","
                + "\"reason\":\"moved 37.5 pt > 10 pt allowableMovement\"}]")
        // Each row's state is the last one the trace shows for that recognizer in that gesture.
        #expect(simulator.trace.lines(kinds: ["state"]).contains("single possible -> failed (excluded by 'pan')"))
    }

    @Test("X6, X7: a capped trace caps its arena report: rows stop at maximumEntries, states still update")
    func cappedReport() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        simulator.window.addSubview(view)
        for name in ["a", "b", "c", "d"] {
            let tap = UITapGestureRecognizer(handler: { _ in })
            tap.name = name
            view.addGestureRecognizer(tap)
        }
        simulator.trace.isEnabled = true
        simulator.trace.maximumEntries = 3
        for _ in 0..<50 {
            simulator.tap(at: CGPoint(x: 50, y: 50))
            simulator.settle()
        }
        #expect(simulator.arenaReport.rows.map(\.recognizer) == ["a", "b", "c"])
        #expect(simulator.arenaReport.rows.allSatisfy { $0.touch == 1 && $0.state != .possible })
    }

    @Test("X6: without tracing there is nothing to report, and the report says so")
    func empty() {
        let simulator = EventSimulator()
        simulator.tap(at: CGPoint(x: 5, y: 5))
        #expect(simulator.arenaReport.rows.isEmpty)
        #expect(simulator.arenaReport.text == "arena report: no recognizer saw a recorded touch\n")
        #expect(simulator.arenaReport.json == "[]")
    }
}

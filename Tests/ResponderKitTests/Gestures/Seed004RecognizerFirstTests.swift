import Foundation
import ResponderKit
import Testing

/// Seed 004, section 3.1: a recognizer sees every event before the hit-test view (GR2), and its action
/// comes between its own touches method and the view's `touchesCancelled` (GR3a).
@MainActor @Suite struct Seed004RecognizerFirstTests {
    /// The seed's `oneView`: logs each touches method in the seed's `%s` style and does not call super.
    final class OneView: UIView {
        var log: Log?
        var style: (String) -> String = { "-[oneView \($0):withEvent:]" }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?(style("touchesBegan")) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log?(style("touchesMoved")) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?(style("touchesEnded")) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?(style("touchesCancelled"))
        }
    }

    /// The seed's `SubTapGesture`: logs each touches method after calling super.
    final class SubTapGesture: UITapGestureRecognizer {
        var log: Log?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            log?("-[SubTapGesture touchesBegan:withEvent:]")
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            log?("-[SubTapGesture touchesMoved:withEvent:]")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            log?("-[SubTapGesture touchesEnded:withEvent:]")
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            log?("-[SubTapGesture touchesCancelled:withEvent:]")
        }
    }

    /// The same logging subclass of a pan (the seed's second experiment swaps the tap for a pan).
    final class SubPanGesture: UIPanGestureRecognizer {
        var log: Log?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            log?("-[SubPanGesture touchesBegan:withEvent:]")
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            log?("-[SubPanGesture touchesMoved:withEvent:]")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            log?("-[SubPanGesture touchesEnded:withEvent:]")
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            log?("-[SubPanGesture touchesCancelled:withEvent:]")
        }
    }

    /// The seed's scene: a controller's view with `oneView` at (60, 60, 100, 100) and `recognizer` on it.
    private func scene(_ recognizer: UIGestureRecognizer, log: Log) -> (EventSimulator, OneView) {
        let simulator = EventSimulator()
        let controller = UIViewController()
        simulator.window.rootViewController = controller
        let one = OneView(frame: CGRect(x: 60, y: 60, width: 100, height: 100))
        one.log = log
        controller.view.addSubview(one)
        one.addGestureRecognizer(recognizer)
        return (simulator, one)
    }

    /// A finger down at (100, 100), `moves` moves of `step` points down about 8 ms apart, then lift.
    private func press(_ simulator: EventSimulator, moves: Int, step: CGFloat, lift: Bool = true) -> SimulatedTouch {
        var point = CGPoint(x: 100, y: 100)
        let finger = simulator.touchDown(at: point)
        for _ in 0..<moves {
            simulator.advance(by: 0.008)
            point.y += step
            simulator.move(finger, to: point)
        }
        if lift {
            simulator.advance(by: 0.025)
            simulator.lift(finger)
        }
        return finger
    }

    @Test("GR2, GR7, GR3a: tapping oneView — began, six moves, tapHandler, then one-touchesCancelled")
    func tapCancelsTheView() {
        let log = Log()
        let tap = UITapGestureRecognizer { _ in log("tapHandler") }
        let (simulator, one) = scene(tap, log: log)
        one.style = { "one-\($0)" }
        _ = press(simulator, moves: 6, step: 0.5)
        #expect(
            log.lines
                == ["one-touchesBegan"] + Array(repeating: "one-touchesMoved", count: 6)
                + ["tapHandler", "one-touchesCancelled"])
        #expect(simulator.issues.isEmpty)
    }

    @Test(
        "GR2, GR3a, GR11: SubTapGesture logging after super — each event reaches the recognizer first, the action precedes the view's cancel"
    )
    func subTapGestureOrder() {
        let log = Log()
        let tap = SubTapGesture { _ in log("tapHandler") }
        tap.log = log
        let (simulator, _) = scene(tap, log: log)
        _ = press(simulator, moves: 1, step: 0.5)
        #expect(
            log.lines == [
                "-[SubTapGesture touchesBegan:withEvent:]",
                "-[oneView touchesBegan:withEvent:]",
                "-[SubTapGesture touchesMoved:withEvent:]",
                "-[oneView touchesMoved:withEvent:]",
                "-[SubTapGesture touchesEnded:withEvent:]",
                "tapHandler",
                "-[oneView touchesCancelled:withEvent:]",
            ])
    }

    @Test(
        "GR2, GR3a, GR7: a logging pan — recognizer and view alternate until the pan begins; then only the recognizer and its actions"
    )
    func subPanGestureOrder() {
        let log = Log()
        let pan = SubPanGesture { recognizer in log("panHandler (\(recognizer.state))") }
        pan.log = log
        let (simulator, _) = scene(pan, log: log)
        // 4 pt per move: the third move (12 pt from touch-down) passes the 10 pt hysteresis.
        let finger = press(simulator, moves: 5, step: 4, lift: false)
        // The seed's log, up to where it stops (before the lift).
        #expect(
            log.lines == [
                "-[SubPanGesture touchesBegan:withEvent:]",
                "-[oneView touchesBegan:withEvent:]",
                "-[SubPanGesture touchesMoved:withEvent:]",
                "-[oneView touchesMoved:withEvent:]",
                "-[SubPanGesture touchesMoved:withEvent:]",
                "-[oneView touchesMoved:withEvent:]",
                "-[SubPanGesture touchesMoved:withEvent:]",
                "panHandler (began)",
                "-[oneView touchesCancelled:withEvent:]",
                "-[SubPanGesture touchesMoved:withEvent:]",
                "panHandler (changed)",
                "-[SubPanGesture touchesMoved:withEvent:]",
                "panHandler (changed)",
            ])
        log.clear()
        simulator.advance(by: 0.02)
        simulator.lift(finger)
        simulator.advance(by: 1)
        // The view heard its last of the touch when it was cancelled (T6).
        #expect(log.lines == ["-[SubPanGesture touchesEnded:withEvent:]", "panHandler (ended)"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("GR2, GR3: a pan that never begins — the view gets the whole touch, ended included, and no action runs")
    func panThatNeverBegins() {
        let log = Log()
        let pan = SubPanGesture { _ in log("panHandler") }
        pan.log = log
        let (simulator, _) = scene(pan, log: log)
        _ = press(simulator, moves: 2, step: 4)  // 8 pt: below the hysteresis
        #expect(
            log.lines == [
                "-[SubPanGesture touchesBegan:withEvent:]",
                "-[oneView touchesBegan:withEvent:]",
                "-[SubPanGesture touchesMoved:withEvent:]",
                "-[oneView touchesMoved:withEvent:]",
                "-[SubPanGesture touchesMoved:withEvent:]",
                "-[oneView touchesMoved:withEvent:]",
                "-[SubPanGesture touchesEnded:withEvent:]",
                "-[oneView touchesEnded:withEvent:]",
            ])
    }
}

import Foundation
import ResponderKit
import Testing

/// The delegate's and the view's say in recognition: `gestureRecognizerShouldBegin` (GR6) and
/// `gestureRecognizer(_:shouldReceive:)` (GR1).
@MainActor @Suite struct GestureDelegateTests {
    /// A delegate answering `gestureRecognizerShouldBegin` and `shouldReceive` as configured, counting calls.
    final class Gatekeeper: UIGestureRecognizerDelegate {
        var shouldBegin = true
        var shouldReceive = true
        var beginQuestions = 0
        var receiveQuestions = 0
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            beginQuestions += 1
            return shouldBegin
        }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            receiveQuestions += 1
            return shouldReceive
        }
    }

    /// A view that refuses to let `refused` begin (UIView's own `gestureRecognizerShouldBegin`, GR6).
    final class RefusingView: LoggingView {
        weak var refused: UIGestureRecognizer?
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            log?("\(name) asked about \(gestureRecognizer.name ?? "?")")
            return gestureRecognizer !== refused
        }
    }

    /// A pan that logs the touches it is given (after super).
    final class LoggingPan: UIPanGestureRecognizer {
        var log: Log?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            log?("\(name ?? "") touchesBegan")
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            log?("\(name ?? "") touchesMoved")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            log?("\(name ?? "") touchesEnded")
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            log?("\(name ?? "") touchesCancelled")
        }
    }

    private func drag(_ simulator: EventSimulator) {
        simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 100), duration: 0.2, steps: 4)
        simulator.advance(by: 1)
    }

    @Test("GR6: the delegate's gestureRecognizerShouldBegin returning false fails the pan; the view ends normally")
    func delegateRefusesToBegin() {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        let log = Log()
        let view = quietView("V", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        simulator.window.addSubview(view)
        let pan = UIPanGestureRecognizer { _ in log("panHandler") }
        pan.name = "pan"
        let gate = Gatekeeper()
        gate.shouldBegin = false
        pan.delegate = gate
        view.addGestureRecognizer(pan)
        drag(simulator)
        #expect(log.lines == ["V touchesBegan"] + Array(repeating: "V touchesMoved", count: 4) + ["V touchesEnded"])
        #expect(gate.beginQuestions == 1)
        #expect(
            simulator.trace.lines(timestamps: true, kinds: ["state", "requested"]) == [
                "[0.050] pan requests began",
                "[0.050] pan possible -> failed (delegate's gestureRecognizerShouldBegin returned false)",
            ])
        #expect(simulator.issues.isEmpty)
    }

    @Test("GR6: with the delegate returning true the same drag begins the pan and cancels the view (control)")
    func delegateAllowsToBegin() {
        let simulator = EventSimulator()
        let log = Log()
        let view = quietView("V", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        simulator.window.addSubview(view)
        let pan = UIPanGestureRecognizer { recognizer in log("pan \(recognizer.state)") }
        let gate = Gatekeeper()
        pan.delegate = gate
        view.addGestureRecognizer(pan)
        drag(simulator)
        #expect(
            log.lines == [
                "V touchesBegan", "pan began", "V touchesCancelled", "pan changed", "pan changed", "pan changed",
                "pan ended",
            ])
        #expect(gate.beginQuestions == 1)
    }

    @Test(
        "GR6, GR9: the view's own gestureRecognizerShouldBegin returning false fails its tap; the view gets touchesEnded"
    )
    func viewRefusesItsTap() {
        let simulator = EventSimulator()
        let log = Log()
        let view = RefusingView("V", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        view.callsSuper = false
        simulator.window.addSubview(view)
        let tap = UITapGestureRecognizer { _ in log("tapHandler") }
        tap.name = "tap"
        view.refused = tap
        view.addGestureRecognizer(tap)
        simulator.tap(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 1)
        #expect(log.lines == ["V touchesBegan", "V asked about tap", "V touchesEnded"])
    }

    @Test("GR6: the view refuses only the recognizer it names — its pan fails while its long press still begins")
    func viewRefusesOneOfTwo() {
        let simulator = EventSimulator()
        let log = Log()
        let view = RefusingView("V", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        view.callsSuper = false
        simulator.window.addSubview(view)
        let pan = UIPanGestureRecognizer { recognizer in log("pan \(recognizer.state)") }
        pan.name = "pan"
        let press = UILongPressGestureRecognizer { recognizer in log("longPress \(recognizer.state)") }
        press.name = "longPress"
        press.allowableMovement = 50
        view.refused = pan
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(press)
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 0.1)
        simulator.move(finger, to: CGPoint(x: 120, y: 100))
        simulator.advance(by: 0.5)
        simulator.lift(finger)
        #expect(
            log.lines == [
                "V touchesBegan", "V asked about pan", "V touchesMoved", "V asked about longPress", "longPress began",
                "V touchesCancelled", "longPress ended",
            ])
    }

    @Test(
        "GR1: shouldReceive false keeps a recognizer out of the touch — it gets no touches and no action; the others keep GR1 order"
    )
    func shouldReceiveFalse() {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        let log = Log()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        simulator.window.addSubview(container)
        let view = quietView("V", frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: Log())
        container.addSubview(view)
        func pan(_ name: String, on host: UIView) -> LoggingPan {
            let pan = LoggingPan { recognizer in log("\(name) \(recognizer.state)") }
            pan.name = name
            pan.log = log
            host.addGestureRecognizer(pan)
            return pan
        }
        let gate = Gatekeeper()
        gate.shouldReceive = false
        let first = pan("first", on: view)
        let blocked = pan("blocked", on: view)
        blocked.delegate = gate
        _ = pan("outer", on: container)
        let delegateForFirst = Gatekeeper()
        first.delegate = delegateForFirst
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        let names = finger.touch.gestureRecognizers?.map { $0.name ?? "?" }
        simulator.advance(by: 0.1)
        simulator.move(finger, to: CGPoint(x: 130, y: 100))
        simulator.advance(by: 0.1)
        simulator.lift(finger)
        #expect(names == ["first", "outer"])
        #expect(gate.receiveQuestions == 1)
        #expect(delegateForFirst.receiveQuestions == 1)
        #expect(
            log.lines == [
                "first touchesBegan", "outer touchesBegan", "first touchesMoved", "outer touchesMoved", "first began",
                "first touchesEnded", "first ended",
            ])
        #expect(
            simulator.trace.lines(kinds: ["recognizerTouches"]) == [
                "first touchesBegan [touch 1]", "outer touchesBegan [touch 1]",
                "first touchesMoved [touch 1]", "outer touchesMoved [touch 1]",
                "first touchesEnded [touch 1]",
            ])
    }
}

import Foundation
import ResponderKit
import Testing

/// GR3's state machine as a subclass sees it (GR11): illegal transitions refused with a message, state
/// readable right after it is set, `reset()` once per finished recognition after its action.
@MainActor @Suite struct GestureStateTests {
    /// A custom recognizer whose touches methods run the given script.
    final class Scripted: UIGestureRecognizer {
        var onBegan: (Scripted) -> Void = { _ in }
        var onMoved: (Scripted) -> Void = { _ in }
        var onEnded: (Scripted) -> Void = { _ in }
        var resets = 0
        var log: Log?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            onBegan(self)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            onMoved(self)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            onEnded(self)
        }
        override func reset() {
            super.reset()
            resets += 1
            log?("reset")
        }
    }

    final class CountingTap: UITapGestureRecognizer {
        var log: Log?
        override func reset() {
            super.reset()
            log?("reset")
        }
    }

    final class CountingPan: UIPanGestureRecognizer {
        var log: Log?
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            log?("pan touchesMoved")
        }
        override func reset() {
            super.reset()
            log?("reset")
        }
    }

    /// A window with a view `V` (swallowing touches) carrying `recognizer`.
    private func scene(_ recognizer: UIGestureRecognizer, log: Log) -> EventSimulator {
        let simulator = EventSimulator()
        let view = quietView("V", frame: CGRect(x: 0, y: 0, width: 375, height: 400), log: log)
        view.isMultipleTouchEnabled = true
        simulator.window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        return simulator
    }

    @Test(
        "GR3: .possible -> .changed from a subclass is refused with a message; no crash, no action, the view unaffected"
    )
    func possibleToChangedIsRefused() {
        let log = Log()
        let bad = Scripted { _ in log("action") }
        bad.name = "bad"
        bad.onBegan = { recognizer in
            recognizer.state = .changed
            log("state read back: \(recognizer.state)")
        }
        bad.onEnded = { recognizer in recognizer.state = .failed }
        let simulator = scene(bad, log: log)
        simulator.tap(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 1)
        #expect(simulator.issues == ["illegal state transition of bad from possible to changed (GR3)"])
        #expect(log.lines == ["state read back: possible", "V touchesBegan", "V touchesEnded"])
    }

    @Test("GR3: .failed -> .began is refused with a message; the recognizer stays failed and sends nothing")
    func failedToBeganIsRefused() {
        let log = Log()
        let bad = Scripted { _ in log("action") }
        bad.name = "bad"
        bad.onBegan = { recognizer in
            recognizer.state = .failed
            recognizer.state = .began
            log("state read back: \(recognizer.state)")
        }
        bad.onMoved = { _ in log("bad touchesMoved") }
        let simulator = scene(bad, log: log)
        simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), duration: 0.1, steps: 2)
        simulator.advance(by: 1)
        #expect(simulator.issues == ["illegal state transition of bad from failed to began (GR3)"])
        #expect(
            log.lines == [
                "state read back: failed", "V touchesBegan", "V touchesMoved", "V touchesMoved", "V touchesEnded",
            ])
        #expect(bad.state == .possible)
        #expect(bad.resets == 1)
    }

    @Test("GR3: .ended -> .changed (after recognizing) is refused with a message; one action, one reset")
    func endedToChangedIsRefused() {
        let log = Log()
        let bad = Scripted { recognizer in log("action \(recognizer.state)") }
        bad.name = "bad"
        bad.log = log
        bad.onEnded = { recognizer in
            recognizer.state = .ended
            recognizer.state = .changed
        }
        let simulator = scene(bad, log: log)
        simulator.tap(at: CGPoint(x: 100, y: 100))
        #expect(simulator.issues == ["illegal state transition of bad from ended to changed (GR3)"])
        #expect(log.lines == ["V touchesBegan", "action ended", "reset", "V touchesCancelled"])
    }

    @Test("GR3, GR11: a custom continuous recognizer reads back each state it sets, then its action sees it")
    func stateReadsBackTheNewValue() {
        let log = Log()
        let custom = Scripted { recognizer in log("action \(recognizer.state)") }
        custom.log = log
        custom.onMoved = { recognizer in
            recognizer.state = recognizer.state == .possible ? .began : .changed
            log("set \(recognizer.state)")
        }
        custom.onEnded = { recognizer in
            recognizer.state = .ended
            log("set \(recognizer.state)")
        }
        let simulator = scene(custom, log: log)
        simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 130), duration: 0.2, steps: 3)
        #expect(
            log.lines == [
                "V touchesBegan", "set began", "action began", "V touchesCancelled", "set changed", "action changed",
                "set changed", "action changed", "set ended", "action ended", "reset",
            ])
        #expect(custom.state == .possible)
        #expect(simulator.issues.isEmpty)
    }

    @Test("GR3: reset() runs once per recognized tap, after its action; the state reads .possible afterwards")
    func resetOncePerTap() {
        let log = Log()
        var statesAfter: [UIGestureRecognizer.State] = []
        let tap = CountingTap { recognizer in log("tapHandler \(recognizer.state)") }
        tap.log = log
        let simulator = scene(tap, log: Log())
        for _ in 0..<3 {
            simulator.tap(at: CGPoint(x: 100, y: 100))
            statesAfter.append(tap.state)
            simulator.advance(by: 1)
        }
        #expect(log.lines == Array(repeating: ["tapHandler ended", "reset"], count: 3).flatMap { $0 })
        #expect(statesAfter == [.possible, .possible, .possible])
    }

    @Test("GR3: a pan's actions, then one reset after .ended; nothing more for its touch")
    func resetOncePerPan() {
        let log = Log()
        let pan = CountingPan { recognizer in log("pan \(recognizer.state)") }
        pan.log = log
        let simulator = scene(pan, log: Log())
        simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 148), duration: 0.3, steps: 4)
        simulator.advance(by: 1)
        #expect(
            log.lines == [
                "pan touchesMoved", "pan began", "pan touchesMoved", "pan changed", "pan touchesMoved", "pan changed",
                "pan touchesMoved", "pan changed", "pan ended", "reset",
            ])
    }

    @Test("GR3: a tap that fails while the finger is down resets only when the finger lifts")
    func resetWaitsForTheTouchesToEnd() {
        let log = Log()
        let tap = CountingTap { _ in log("tapHandler") }
        tap.log = log
        let simulator = scene(tap, log: Log())
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 0.05)
        simulator.move(finger, to: CGPoint(x: 160, y: 100))
        log("moved 60 pt: \(tap.state)")
        simulator.advance(by: 0.05)
        log("lift")
        simulator.lift(finger)
        log("after lift: \(tap.state)")
        #expect(log.lines == ["moved 60 pt: failed", "lift", "reset", "after lift: possible"])
    }

    @Test(
        "GR3: a two-finger pan that ends when one finger lifts resets only when the other lifts; it ignores its moves")
    func resetAfterTheLastFinger() {
        let log = Log()
        let pan = CountingPan { recognizer in log("pan \(recognizer.state)") }
        pan.minimumNumberOfTouches = 2
        pan.log = log
        let simulator = scene(pan, log: Log())
        let fingers = simulator.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)])
        simulator.advance(by: 0.05)
        simulator.move(fingers, to: [CGPoint(x: 100, y: 120), CGPoint(x: 200, y: 120)])
        simulator.advance(by: 0.05)
        simulator.lift(fingers[0])
        log("first lifted")
        simulator.advance(by: 0.05)
        simulator.move(fingers[1], to: CGPoint(x: 200, y: 160))
        simulator.advance(by: 0.05)
        log("second lifts")
        simulator.lift(fingers[1])
        #expect(
            log.lines == [
                "pan touchesMoved", "pan began", "pan ended", "first lifted", "second lifts", "reset",
            ])
    }

    @Test("GR3: a began pan whose touch is cancelled by the input source sends .cancelled once, then resets")
    func cancelledTouchCancelsPan() {
        let log = Log()
        let pan = CountingPan { recognizer in log("pan \(recognizer.state)") }
        let simulator = scene(pan, log: log)
        pan.log = Log()
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 0.05)
        simulator.move(finger, to: CGPoint(x: 100, y: 120))
        simulator.advance(by: 0.05)
        simulator.cancel(finger)
        simulator.advance(by: 1)
        #expect(log.lines == ["V touchesBegan", "pan began", "V touchesCancelled", "pan cancelled"])
        #expect(pan.state == .possible)
        #expect(simulator.issues.isEmpty)
    }
}

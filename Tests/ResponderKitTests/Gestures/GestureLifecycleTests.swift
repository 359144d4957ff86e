import Foundation
import ResponderKit
import Testing

/// Recognizers that are disabled (GR10), removed, or lose their view in the middle of a gesture: the
/// action reports `.cancelled` once if they had begun, nothing otherwise, and the hit-test view still
/// hears exactly one end of its touch (T6, T7).
@MainActor @Suite struct GestureLifecycleTests {
    /// A container `C` holding the hit-test view `V` (swallowing touches); a pan named `pan` on `host`.
    @MainActor struct Scene {
        let simulator = EventSimulator()
        let log = Log()
        let container: UIView
        let view: LoggingView
        let pan: UIPanGestureRecognizer

        init(panOnContainer: Bool = false) {
            let log = self.log
            container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
            simulator.window.addSubview(container)
            view = quietView("V", frame: CGRect(x: 20, y: 20, width: 300, height: 300), log: log)
            view.accessibilityIdentifier = "V"
            container.addSubview(view)
            pan = UIPanGestureRecognizer { recognizer in log("pan \(recognizer.state)") }
            pan.name = "pan"
            (panOnContainer ? container : view).addGestureRecognizer(pan)
            simulator.trace.isEnabled = true
        }

        /// `count` moves of 5 pt to the right from the finger's location, 0.02 s apart.
        func move(_ finger: SimulatedTouch, _ count: Int) {
            for _ in 0..<count {
                simulator.advance(by: 0.02)
                simulator.move(finger, to: finger.location.shifted(5, 0))
            }
        }

        /// Lifts, lets time run out, and checks nothing was reported.
        func finish(_ finger: SimulatedTouch) {
            simulator.advance(by: 0.02)
            simulator.lift(finger)
            simulator.advance(by: 2)
            #expect(simulator.issues.isEmpty)
        }

        /// Deliveries to `V` (T6: exactly one end per touch it saw begin).
        var viewEnds: Int { log.lines.filter { $0 == "V touchesEnded" || $0 == "V touchesCancelled" }.count }
    }

    @Test("GR10: isEnabled = false mid-pan sends one .cancelled action, then nothing; the view stays cancelled")
    func disableMidPan() {
        let scene = Scene()
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 100))
        scene.move(finger, 3)  // began on the second move (10 pt), changed on the third
        scene.log("disable")
        scene.pan.isEnabled = false
        scene.move(finger, 3)
        scene.finish(finger)
        #expect(
            scene.log.lines == [
                "V touchesBegan", "V touchesMoved", "pan began", "V touchesCancelled", "pan changed", "disable",
                "pan cancelled",
            ])
        #expect(
            scene.simulator.trace.lines(kinds: ["state", "reset"]) == [
                "pan possible -> began (moved 10 pt ≥ 10 pt hysteresis)",
                "pan began -> changed (moved, translation {15, 0})", "pan changed -> cancelled (disabled)", "pan reset",
            ])
        #expect(scene.pan.state == .possible)
    }

    @Test("GR10, GR3: disabled right after it began, the trace shows began -> cancelled")
    func disableRightAfterBegan() {
        let scene = Scene()
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 100))
        scene.move(finger, 2)
        scene.pan.isEnabled = false
        scene.finish(finger)
        #expect(
            scene.log.lines == ["V touchesBegan", "V touchesMoved", "pan began", "V touchesCancelled", "pan cancelled"])
        #expect(
            scene.simulator.trace.lines(kinds: ["state"]) == [
                "pan possible -> began (moved 10 pt ≥ 10 pt hysteresis)", "pan began -> cancelled (disabled)",
            ])
    }

    @Test("GR10, GR1: a disabled recognizer is left out of new touches; re-enabled, it works again")
    func disabledIgnoresNewTouches() {
        let scene = Scene()
        scene.pan.isEnabled = false
        scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), duration: 0.2, steps: 4)
        #expect(
            scene.log.lines == ["V touchesBegan"] + Array(repeating: "V touchesMoved", count: 4) + ["V touchesEnded"])
        #expect(scene.simulator.trace.lines(kinds: ["recognizerTouches", "state", "gestureAction"]).isEmpty)
        scene.log.clear()
        scene.pan.isEnabled = true
        scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), duration: 0.2, steps: 4)
        #expect(
            scene.log.lines == [
                "V touchesBegan", "pan began", "V touchesCancelled", "pan changed", "pan changed", "pan changed",
                "pan ended",
            ])
    }

    @Test(
        "GR10, GR3: disabling a .possible pan fails it silently; re-enabled at once it still ignores the rest of that touch"
    )
    func disablePossiblePan() {
        let scene = Scene()
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 100))
        scene.move(finger, 1)
        scene.pan.isEnabled = false
        scene.pan.isEnabled = true
        scene.move(finger, 6)
        scene.finish(finger)
        #expect(
            scene.log.lines == ["V touchesBegan"] + Array(repeating: "V touchesMoved", count: 7) + ["V touchesEnded"])
        #expect(
            scene.simulator.trace.lines(kinds: ["state", "reset", "recognizerTouches"]) == [
                "pan touchesBegan [touch 1]", "pan touchesMoved [touch 1]", "pan possible -> failed (disabled)",
                "pan reset",
            ])
    }

    @Test(
        "T6, T7: removeGestureRecognizer mid-pan — one .cancelled action; the view's touch ended once, at the pan's begin"
    )
    func removeRecognizerMidPan() {
        let scene = Scene()
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 100))
        scene.move(finger, 3)
        scene.log("remove")
        scene.view.removeGestureRecognizer(scene.pan)
        #expect(scene.pan.view == nil)
        scene.move(finger, 3)
        scene.finish(finger)
        #expect(
            scene.log.lines == [
                "V touchesBegan", "V touchesMoved", "pan began", "V touchesCancelled", "pan changed", "remove",
                "pan cancelled",
            ])
        #expect(scene.viewEnds == 1)
    }

    @Test("T6: removeGestureRecognizer while the pan is .possible — no action; the view gets the rest and its end")
    func removePossibleRecognizer() {
        let scene = Scene()
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 100))
        scene.move(finger, 1)
        scene.view.removeGestureRecognizer(scene.pan)
        scene.move(finger, 4)
        scene.finish(finger)
        #expect(
            scene.log.lines == ["V touchesBegan"] + Array(repeating: "V touchesMoved", count: 5) + ["V touchesEnded"])
    }

    @Test("T7: a recognizer removed from inside its own .began action reports .cancelled once, right after")
    func removeFromInsideTheAction() {
        let scene = Scene()
        let pan = UIPanGestureRecognizer { recognizer in
            scene.log("own \(recognizer.state)")
            if recognizer.state == .began { recognizer.view?.removeGestureRecognizer(recognizer) }
        }
        scene.view.removeGestureRecognizer(scene.pan)
        scene.view.addGestureRecognizer(pan)
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 100))
        scene.move(finger, 5)
        scene.finish(finger)
        #expect(
            scene.log.lines == ["V touchesBegan", "V touchesMoved", "own began", "own cancelled", "V touchesCancelled"])
        #expect(scene.viewEnds == 1)
    }

    @Test(
        "T6, GR10: the recognizer's view leaves the window mid-pan — one .cancelled action; the hit-test view ended once"
    )
    func removeRecognizersViewMidPan() {
        let scene = Scene(panOnContainer: true)
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 100))
        scene.move(finger, 3)
        scene.log("remove container")
        scene.container.removeFromSuperview()
        scene.move(finger, 3)
        scene.finish(finger)
        #expect(
            scene.log.lines == [
                "V touchesBegan", "V touchesMoved", "pan began", "V touchesCancelled", "pan changed",
                "remove container", "pan cancelled",
            ])
        #expect(scene.viewEnds == 1)
    }

    @Test(
        "T6: the recognizer's view leaves while the pan is .possible — no action; the hit-test view is cancelled once")
    func removeRecognizersViewWhilePossible() {
        let scene = Scene(panOnContainer: true)
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 100))
        scene.move(finger, 1)
        scene.log("remove container")
        scene.container.removeFromSuperview()
        scene.move(finger, 4)
        scene.finish(finger)
        #expect(
            scene.log.lines == ["V touchesBegan", "V touchesMoved", "remove container", "V touchesCancelled"])
        #expect(
            scene.simulator.trace.lines(kinds: ["state", "gestureAction"]) == [
                "pan possible -> failed (its view left the window)"
            ])
    }

    @Test("T6, R2: a view that forwarded its touch's began to its superview leaves the window — both get one cancel")
    func forwardedTouchEndsWhenItsViewLeaves() {
        let simulator = EventSimulator()
        let log = Log()
        let parent = LoggingView("P", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        parent.callsSuper = false
        simulator.window.addSubview(parent)
        let child = LoggingView("C", frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: log)
        parent.addSubview(child)  // calls super: forwards to P
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 0.05)
        simulator.move(finger, to: CGPoint(x: 104, y: 100))
        child.removeFromSuperview()
        simulator.advance(by: 0.05)
        simulator.move(finger, to: CGPoint(x: 108, y: 100))
        simulator.lift(finger)
        #expect(
            log.lines == [
                "C touchesBegan", "P touchesBegan", "C touchesMoved", "P touchesMoved", "C touchesCancelled",
                "P touchesCancelled",
            ])
        #expect(simulator.issues.isEmpty)
    }
}

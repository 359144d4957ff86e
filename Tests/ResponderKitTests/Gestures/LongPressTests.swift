import Foundation
import ResponderKit
import Testing

/// `UILongPressGestureRecognizer` (GR13): it begins on its own timer, so its transition is settled — and
/// the view's touches cancelled or released — at the timer's moment, with no touch event (GR3a, L1).
@MainActor @Suite struct LongPressTests {
    /// A window with a view `V` (swallowing touches) carrying a long press named `longPress`; the trace
    /// records deliveries, actions and state changes with their virtual times.
    @MainActor struct Scene {
        let simulator = EventSimulator()
        let log = Log()
        let view: LoggingView
        let press: UILongPressGestureRecognizer
        /// The virtual time of each action, with its state.
        var actions: [String] { log.lines }

        init(_ configure: (UILongPressGestureRecognizer) -> Void = { _ in }) {
            let simulator = self.simulator
            let log = self.log
            view = quietView("V", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: Log())
            view.accessibilityIdentifier = "V"
            simulator.window.addSubview(view)
            press = UILongPressGestureRecognizer { recognizer in
                log("\(recognizer.state) at \(decimal(CGFloat(simulator.currentTime)))")
            }
            press.name = "longPress"
            configure(press)
            view.addGestureRecognizer(press)
            simulator.trace.isEnabled = true
        }

        func trace(_ kinds: Set<String> = ["touches", "gestureAction", "withheld", "released", "discarded"])
            -> [String]
        {
            simulator.trace.lines(timestamps: true, kinds: kinds)
        }
    }

    @Test(
        "GR13, GR3a, GR7: the long press begins on its timer at touch-down + 0.5 s, with no touch event; the view is cancelled then"
    )
    func beginsOnItsTimer() {
        let scene = Scene()
        let sim = scene.simulator
        sim.advance(by: 1)
        let finger = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.3)
        #expect(scene.actions.isEmpty)
        sim.advance(by: 0.3)  // the timer fires at 1.5, inside this advance
        sim.advance(by: 0.1)
        sim.move(finger, to: CGPoint(x: 130, y: 100))
        sim.advance(by: 0.1)
        sim.lift(finger)
        #expect(scene.actions == ["began at 1.5", "changed at 1.7", "ended at 1.8"])
        #expect(
            scene.trace() == [
                "[1.000] V touchesBegan [touch 1]",
                "[1.500] longPress action (began)",
                "[1.500] V touchesCancelled [touch 1]",
                "[1.700] longPress action (changed)",
                "[1.800] longPress action (ended)",
            ])
        #expect(scene.press.state == .possible)
        #expect(sim.issues.isEmpty)
    }

    @Test("GR13: movement within allowableMovement (10 pt) before 0.5 s does not stop the long press")
    func smallMovementIsAllowed() {
        let scene = Scene()
        let sim = scene.simulator
        let finger = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.2)
        sim.move(finger, to: CGPoint(x: 106, y: 107))  // 9.2 pt away
        sim.advance(by: 0.5)
        sim.lift(finger)
        #expect(scene.actions == ["began at 0.5", "ended at 0.7"])
    }

    @Test("GR13: moving more than 10 pt before 0.5 s fails the long press; the view gets the whole touch")
    func movingTooFarFails() {
        let scene = Scene()
        let sim = scene.simulator
        let finger = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.2)
        sim.move(finger, to: CGPoint(x: 111, y: 100))
        sim.advance(by: 1)
        sim.lift(finger)
        sim.advance(by: 1)
        #expect(scene.actions.isEmpty)
        #expect(
            scene.trace(["touches", "gestureAction", "state"]) == [
                "[0.000] V touchesBegan [touch 1]",
                "[0.200] longPress possible -> failed (moved 11 pt > 10 pt allowableMovement)",
                "[0.200] V touchesMoved [touch 1]",
                "[1.200] V touchesEnded [touch 1]",
            ])
    }

    @Test("GR13, GR9: lifting before 0.5 s fails the long press at once; the view's touchesEnded is not held back")
    func liftingEarlyFails() {
        let scene = Scene()
        let sim = scene.simulator
        let finger = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.4)
        sim.lift(finger)
        sim.advance(by: 1)
        #expect(scene.actions.isEmpty)
        #expect(
            scene.trace(["touches", "gestureAction", "state", "withheld"]) == [
                "[0.000] V touchesBegan [touch 1]",
                "[0.400] longPress possible -> failed (released after 0.4 s < 0.5 s)",
                "[0.400] V touchesEnded [touch 1]",
            ])
    }

    @Test("GR13: minimumPressDuration is honoured — 1.2 s, not 0.5 s")
    func minimumPressDuration() {
        let scene = Scene { $0.minimumPressDuration = 1.2 }
        let sim = scene.simulator
        sim.advance(by: 0.25)
        let finger = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 1)
        #expect(scene.actions.isEmpty)
        sim.advance(by: 1)
        sim.lift(finger)
        #expect(scene.actions == ["began at 1.45", "ended at 2.25"])
    }

    @Test("GR13: a press shorter than a custom minimumPressDuration fails")
    func shorterThanMinimumFails() {
        let scene = Scene { $0.minimumPressDuration = 1.2 }
        scene.simulator.longPress(at: CGPoint(x: 100, y: 100), duration: 1)
        scene.simulator.advance(by: 1)
        #expect(scene.actions.isEmpty)
    }

    @Test("GR7: cancelsTouchesInView = false — at the timer the view keeps its touch and gets its moves and end")
    func notCancellingTheView() {
        let scene = Scene { $0.cancelsTouchesInView = false }
        let sim = scene.simulator
        let finger = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.75)
        sim.move(finger, to: CGPoint(x: 100, y: 140))
        sim.advance(by: 0.25)
        sim.lift(finger)
        #expect(
            scene.trace() == [
                "[0.000] V touchesBegan [touch 1]",
                "[0.500] longPress action (began)",
                "[0.750] longPress action (changed)",
                "[0.750] V touchesMoved [touch 1]",
                "[1.000] longPress action (ended)",
                "[1.000] V touchesEnded [touch 1]",
            ])
    }

    @Test(
        "GR3a, GR8: delaysTouchesBegan — the withheld began is released at the timer's moment when the long press no longer delays it"
    )
    func timerReleasesWithheldTouches() {
        let scene = Scene {
            $0.delaysTouchesBegan = true
            $0.cancelsTouchesInView = false
        }
        let sim = scene.simulator
        let finger = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.25)
        sim.move(finger, to: CGPoint(x: 104, y: 100))
        sim.advance(by: 0.5)
        sim.lift(finger)
        #expect(
            scene.trace() == [
                "[0.000] touch 1 began withheld from V",
                "[0.250] touch 1 moved withheld from V",
                "[0.500] longPress action (began)",
                "[0.500] touch 1 began released to V",
                "[0.500] V touchesBegan [touch 1]",
                "[0.500] touch 1 moved released to V",
                "[0.500] V touchesMoved [touch 1]",
                "[0.750] longPress action (ended)",
                "[0.750] V touchesEnded [touch 1]",
            ])
    }

    @Test(
        "GR3a, GR8: delaysTouchesBegan with cancelsTouchesInView — when the timer begins the long press, the withheld touches are discarded"
    )
    func timerDiscardsWithheldTouches() {
        let scene = Scene { $0.delaysTouchesBegan = true }
        let sim = scene.simulator
        sim.longPress(at: CGPoint(x: 100, y: 100), duration: 0.8)
        #expect(
            scene.trace() == [
                "[0.000] touch 1 began withheld from V",
                "[0.500] longPress action (began)",
                "[0.500] touch 1 discarded for V: 'longPress' began or recognized",
                "[0.800] longPress action (ended)",
            ])
    }
}

import Foundation
import ResponderKit
import Testing

/// `UITapGestureRecognizer`'s limits (GR13): 45 pt of movement, 1.5 s of press, the number of fingers.
@MainActor @Suite struct TapRecognizerTests {
    @MainActor struct Scene {
        let simulator = EventSimulator()
        let log = Log()
        let tap: UITapGestureRecognizer

        init(multipleTouch: Bool = false, _ configure: (UITapGestureRecognizer) -> Void = { _ in }) {
            let log = self.log
            let view = quietView("V", frame: CGRect(x: 0, y: 0, width: 375, height: 400), log: log)
            view.isMultipleTouchEnabled = multipleTouch
            view.accessibilityIdentifier = "V"
            simulator.window.addSubview(view)
            tap = UITapGestureRecognizer { recognizer in
                log(
                    "tapHandler (\(recognizer.state)) touches \(recognizer.numberOfTouches) at \(format(recognizer.location(in: view)))"
                )
            }
            tap.name = "tap"
            configure(tap)
            view.addGestureRecognizer(tap)
        }

        /// Down at (100, 100), one move `dx` to the right after 0.05 s, lift after another 0.05 s.
        func tap(moving dx: CGFloat) {
            let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
            simulator.advance(by: 0.05)
            simulator.move(finger, to: CGPoint(x: 100 + dx, y: 100))
            simulator.advance(by: 0.05)
            simulator.lift(finger)
            simulator.advance(by: 1)
        }

        /// Down at (100, 100), held for `seconds`, lift.
        func press(for seconds: TimeInterval) {
            let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
            simulator.advance(by: seconds)
            simulator.lift(finger)
            simulator.advance(by: 1)
        }
    }

    @Test("GR13, GR7: a finger wandering 44 pt still taps; the view is cancelled")
    func smallMovementTaps() {
        let scene = Scene()
        scene.tap(moving: 44)
        #expect(
            scene.log.lines == [
                "V touchesBegan", "V touchesMoved", "tapHandler (ended) touches 1 at {144, 100}", "V touchesCancelled",
            ])
    }

    @Test("GR13, GR9: a finger moving more than 45 pt fails the tap; the view gets its touchesEnded at once")
    func largeMovementFails() {
        let scene = Scene()
        scene.simulator.trace.isEnabled = true
        scene.tap(moving: 46)
        #expect(scene.log.lines == ["V touchesBegan", "V touchesMoved", "V touchesEnded"])
        #expect(
            scene.simulator.trace.lines(timestamps: true, kinds: ["state"]) == [
                "[0.050] tap possible -> failed (moved 46 pt > 45 pt)"
            ])
    }

    @Test("GR13: a press of 1.4 s is still a tap")
    func shortPressTaps() {
        let scene = Scene()
        scene.press(for: 1.4)
        #expect(
            scene.log.lines == ["V touchesBegan", "tapHandler (ended) touches 1 at {100, 100}", "V touchesCancelled"])
    }

    @Test("GR13, GR3a: a 3.84 s press (seed 004) fails the tap on its 1.5 s timer; the view ends normally at the lift")
    func longPressFailsTap() {
        let scene = Scene()
        scene.simulator.trace.isEnabled = true
        scene.press(for: 3.84)
        #expect(scene.log.lines == ["V touchesBegan", "V touchesEnded"])
        #expect(
            scene.simulator.trace.lines(timestamps: true, kinds: ["state", "touches", "reset"]) == [
                "[0.000] V touchesBegan [touch 1]",
                "[1.500] tap possible -> failed (still down after 1.5 s, the longest a tap lasts)",
                "[3.840] tap reset",
                "[3.840] V touchesEnded [touch 1]",
            ])
    }

    @Test("GR13, T5: numberOfTouchesRequired = 2 — a two-finger tap fires once, at the fingers' centroid")
    func twoFingerTap() {
        let scene = Scene(multipleTouch: true) { $0.numberOfTouchesRequired = 2 }
        scene.simulator.tap(at: [CGPoint(x: 100, y: 100), CGPoint(x: 160, y: 140)])
        scene.simulator.advance(by: 1)
        #expect(
            scene.log.lines == [
                "V touchesBegan", "tapHandler (ended) touches 2 at {130, 120}", "V touchesCancelled",
            ])
    }

    @Test("GR13: two fingers landing 30 ms apart and lifting together still make a two-finger tap")
    func staggeredTwoFingerTap() {
        let scene = Scene(multipleTouch: true) { $0.numberOfTouchesRequired = 2 }
        let sim = scene.simulator
        let first = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.03)
        let second = sim.touchDown(at: CGPoint(x: 140, y: 100))
        sim.advance(by: 0.05)
        sim.lift([first, second])
        sim.advance(by: 1)
        #expect(
            scene.log.lines == [
                "V touchesBegan", "V touchesBegan", "tapHandler (ended) touches 2 at {120, 100}", "V touchesCancelled",
            ])
    }

    @Test("GR13: numberOfTouchesRequired = 2 — a one-finger tap does not fire it; the view gets the whole touch")
    func oneFingerDoesNotFireTwoFingerTap() {
        let scene = Scene(multipleTouch: true) { $0.numberOfTouchesRequired = 2 }
        scene.simulator.tap(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 1)
        #expect(scene.log.lines == ["V touchesBegan", "V touchesEnded"])
    }

    @Test("GR13: numberOfTouchesRequired = 2 — three fingers do not fire it")
    func threeFingersDoNotFireTwoFingerTap() {
        let scene = Scene(multipleTouch: true) { $0.numberOfTouchesRequired = 2 }
        scene.simulator.tap(at: [CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 100), CGPoint(x: 200, y: 100)])
        scene.simulator.advance(by: 1)
        #expect(scene.log.lines == ["V touchesBegan", "V touchesEnded"])
    }

    @Test("GR13: a one-finger tap recognizer is not fired by a two-finger tap")
    func twoFingersDoNotFireOneFingerTap() {
        let scene = Scene(multipleTouch: true)
        scene.simulator.tap(at: [CGPoint(x: 100, y: 100), CGPoint(x: 160, y: 140)])
        scene.simulator.advance(by: 1)
        #expect(scene.log.lines == ["V touchesBegan", "V touchesEnded"])
    }

    @Test("GR13, T3: a double tap needs the second tap within 0.35 s — 0.3 s fires it, 0.4 s does not")
    func doubleTapInterval() {
        for (interval, fires) in [(0.3, true), (0.4, false)] {
            let scene = Scene { $0.numberOfTapsRequired = 2 }
            scene.simulator.tap(at: CGPoint(x: 100, y: 100), count: 2, interval: interval)
            scene.simulator.advance(by: 1)
            let fired = scene.log.lines.filter { $0.hasPrefix("tapHandler") }
            #expect(fired == (fires ? ["tapHandler (ended) touches 1 at {100, 100}"] : []), "interval \(interval)")
        }
    }
}

import Foundation
import ResponderKit
import Testing

/// `UISwipeGestureRecognizer`'s rule (GR13: 50 pt along the direction within 0.5 s, little across it) and
/// a subclass giving up a touch with `ignore(_:for:)` (GR11).
@MainActor @Suite struct SwipeAndIgnoreTests {
    /// Swipes recognized by a swipe recognizer with `direction`, for one drag from (150, 300) by (dx, dy).
    private func swipes(
        _ direction: UISwipeGestureRecognizer.Direction, dx: CGFloat, dy: CGFloat, duration: TimeInterval = 0.15
    ) -> [String] {
        let simulator = EventSimulator()
        let log = Log()
        let view = UIView(frame: simulator.window.bounds)
        simulator.window.addSubview(view)
        let swipe = UISwipeGestureRecognizer { recognizer in
            log("swipe \(recognizer.state) at \(decimal(CGFloat(simulator.currentTime)))")
        }
        swipe.direction = direction
        view.addGestureRecognizer(swipe)
        let start = CGPoint(x: 150, y: 300)
        simulator.drag(from: start, to: start.shifted(dx, dy), duration: duration, steps: 6)
        simulator.advance(by: 1)
        #expect(simulator.issues.isEmpty)
        return log.lines
    }

    @Test("GR13: a 90 pt flick to the left in 0.15 s is a left swipe, recognized on the move that passes 50 pt")
    func leftSwipe() {
        // 15 pt per 25 ms: the fourth move (60 pt, at 0.1 s) passes 50 pt.
        #expect(swipes(.left, dx: -90, dy: 0) == ["swipe ended at 0.1"])
    }

    @Test("GR13: the same flick is not a right swipe, nor an up or down one")
    func wrongDirection() {
        #expect(swipes(.right, dx: -90, dy: 0).isEmpty)
        #expect(swipes(.up, dx: -90, dy: 0).isEmpty)
        #expect(swipes(.down, dx: -90, dy: 0).isEmpty)
    }

    @Test("GR13: a recognizer for left or right takes a flick either way")
    func eitherDirection() {
        #expect(swipes([.left, .right], dx: 90, dy: 0) == ["swipe ended at 0.1"])
        #expect(swipes([.left, .right], dx: -90, dy: 0) == ["swipe ended at 0.1"])
    }

    @Test("GR13: a flick that moves as much across the direction as along it is not a swipe")
    func diagonalFails() {
        #expect(swipes(.right, dx: 90, dy: 90).isEmpty)
    }

    @Test("GR13: 90 pt taking 0.9 s is too slow — 50 pt is not reached within 0.5 s")
    func tooSlowFails() {
        #expect(swipes(.right, dx: 90, dy: 0, duration: 0.9).isEmpty)
    }

    /// A pan that gives up every touch beginning in the right half of the screen.
    final class LeftHalfPan: UIPanGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            for touch in touches where touch.location(in: nil).x > 187.5 { ignore(touch, for: event) }
        }
    }

    @Test("GR11: ignore(_:for:) — the recognizer hears nothing more of the ignored touch, only of the other one")
    func ignoredTouch() {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        let view = UIView(frame: simulator.window.bounds)
        view.isMultipleTouchEnabled = true
        simulator.window.addSubview(view)
        let pan = LeftHalfPan { _ in }
        pan.name = "pan"
        view.addGestureRecognizer(pan)
        let fingers = simulator.touchDown(at: [CGPoint(x: 100, y: 300), CGPoint(x: 300, y: 300)])
        simulator.advance(by: 0.05)
        simulator.move(fingers, to: [CGPoint(x: 104, y: 300), CGPoint(x: 280, y: 300)])
        let touches = pan.numberOfTouches
        simulator.advance(by: 0.05)
        simulator.lift(fingers)
        #expect(touches == 1)
        #expect(
            simulator.trace.lines(kinds: ["recognizerTouches", "state"]) == [
                "pan touchesBegan [touch 1, touch 2]", "pan touchesMoved [touch 1]", "pan touchesEnded [touch 1]",
                "pan possible -> failed (lifted after moving 4 pt < 10 pt hysteresis)",
            ])
    }
}

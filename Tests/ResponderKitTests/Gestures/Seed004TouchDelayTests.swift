import Foundation
import ResponderKit
import Testing

/// Seed 004, section 1: `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded`, each with
/// the view controller logging its touches (no `super`) and the recognizer's action logging a line.
@MainActor @Suite struct Seed004TouchDelayTests {
    /// The seed's view controller: logs every touches method, does not call super.
    final class LoggingController: UIViewController {
        let log: Log
        init(log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("touchesBegan") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("touchesMoved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("touchesEnded") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("touchesCancelled") }
    }

    @MainActor struct Scene {
        let simulator = EventSimulator()
        let log = Log()
        let controller: LoggingController

        init(recognizer: (Log) -> UIGestureRecognizer) {
            controller = LoggingController(log: log)
            simulator.window.rootViewController = controller
            controller.view.addGestureRecognizer(recognizer(log))
        }

        /// Down at (100, 300), `moves` moves of `step` points to the right 1/60 s apart, then lift.
        func drag(moves: Int, step: CGFloat) {
            var point = CGPoint(x: 100, y: 300)
            let finger = simulator.touchDown(at: point)
            for _ in 0..<moves {
                simulator.advance(by: 1.0 / 60)
                point.x += step
                simulator.move(finger, to: point)
            }
            simulator.advance(by: 1.0 / 60)
            simulator.lift(finger)
        }
    }

    private func pan(_ configure: @escaping (UIPanGestureRecognizer) -> Void) -> (Log) -> UIGestureRecognizer {
        { log in
            let pan = UIPanGestureRecognizer { _ in log("panHandler") }
            configure(pan)
            return pan
        }
    }

    @Test(
        "GR7, GR2, GR3a: cancelsTouchesInView = YES — moves reach the view until the pan begins, then touchesCancelled")
    func cancelsTouchesInViewYes() {
        let scene = Scene(recognizer: pan { $0.cancelsTouchesInView = true })
        scene.drag(moves: 8, step: 2.2)  // the fifth move passes the 10 pt hysteresis
        #expect(
            scene.log.lines
                == ["touchesBegan"] + Array(repeating: "touchesMoved", count: 4)
                + ["panHandler", "touchesCancelled"] + Array(repeating: "panHandler", count: 4))
    }

    @Test("GR7, GR3a: cancelsTouchesInView = NO — the action comes first in each event, then the view's move")
    func cancelsTouchesInViewNo() {
        let scene = Scene(recognizer: pan { $0.cancelsTouchesInView = false })
        scene.drag(moves: 7, step: 2.2)
        #expect(
            scene.log.lines
                == ["touchesBegan"] + Array(repeating: "touchesMoved", count: 4)
                + [
                    "panHandler", "touchesMoved", "panHandler", "touchesMoved", "panHandler", "touchesMoved",
                    "panHandler", "touchesEnded",
                ])
    }

    @Test(
        "GR8: delaysTouchesBegan = YES — the view gets nothing while the pan recognizes; withheld touches are discarded"
    )
    func delaysTouchesBeganYes() {
        let scene = Scene(recognizer: pan { $0.delaysTouchesBegan = true })
        scene.drag(moves: 8, step: 2.2)
        #expect(scene.log.lines == Array(repeating: "panHandler", count: 5))
    }

    @Test("GR8: delaysTouchesBegan = NO — began and one move, then the pan's action and touchesCancelled")
    func delaysTouchesBeganNo() {
        let scene = Scene(recognizer: pan { $0.delaysTouchesBegan = false })
        scene.drag(moves: 6, step: 6)  // the second move passes 10 pt
        #expect(
            scene.log.lines
                == ["touchesBegan", "touchesMoved", "panHandler", "touchesCancelled"]
                + Array(repeating: "panHandler", count: 5))
    }

    /// Three taps, each with `moves` tiny moves, 0.15 s apart: a triple-tap recognizer.
    private func tripleTap(delaysTouchesEnded: Bool, moves: [Int]) -> [String] {
        let scene = Scene { log in
            let tap = UITapGestureRecognizer { _ in log("tapHandler") }
            tap.numberOfTapsRequired = 3
            tap.delaysTouchesEnded = delaysTouchesEnded
            return tap
        }
        for (index, count) in moves.enumerated() {
            if index > 0 { scene.simulator.advance(by: 0.15) }
            var point = CGPoint(x: 200, y: 200)
            let finger = scene.simulator.touchDown(at: point)
            for _ in 0..<count {
                scene.simulator.advance(by: 0.008)
                point.y += 0.5
                scene.simulator.move(finger, to: point)
            }
            scene.simulator.advance(by: 0.02)
            scene.simulator.lift(finger)
        }
        return scene.log.lines
    }

    @Test(
        "GR9, T5: delaysTouchesEnded = YES — the first tap's end is withheld, so the single-touch view never sees taps 2 and 3; then cancelled"
    )
    func delaysTouchesEndedYes() {
        let lines = tripleTap(delaysTouchesEnded: true, moves: [6, 4, 4])
        #expect(
            lines == ["touchesBegan"] + Array(repeating: "touchesMoved", count: 6) + ["tapHandler", "touchesCancelled"])
    }

    @Test("GR9: delaysTouchesEnded = NO — every tap ends at once; the third is cancelled when the tap recognizes")
    func delaysTouchesEndedNo() {
        let lines = tripleTap(delaysTouchesEnded: false, moves: [5, 4, 4])
        let expected =
            ["touchesBegan"] + Array(repeating: "touchesMoved", count: 5) + ["touchesEnded", "touchesBegan"]
            + Array(repeating: "touchesMoved", count: 4) + ["touchesEnded", "touchesBegan"]
            + Array(repeating: "touchesMoved", count: 4) + ["tapHandler", "touchesCancelled"]
        #expect(lines == expected)
    }
}

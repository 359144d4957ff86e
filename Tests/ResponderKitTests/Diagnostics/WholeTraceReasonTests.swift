import Foundation
import ResponderKit
import Testing

/// X15: failure reasons in whole traces of tiny worlds — a window with `pad` (0, 0, 100, 100)
/// and its recognizers, as in ``WholeTraceTests`` (whose comment explains the lines every trace repeats).
@MainActor @Suite struct WholeTraceReasonTests {
    func world(_ recognizers: [(String, UIGestureRecognizer)]) -> EventSimulator {
        let simulator = EventSimulator()
        let pad = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        pad.accessibilityIdentifier = "pad"
        simulator.window.addSubview(pad)
        for (name, recognizer) in recognizers {
            recognizer.name = name
            pad.addGestureRecognizer(recognizer)
        }
        simulator.trace.isEnabled = true
        return simulator
    }

    @Test("X15, GR4, GR13: one drag left — long press moved too far, swipe direction refused, tap excluded by pan")
    func oneDragManyReasons() {
        let swipe = UISwipeGestureRecognizer(handler: { _ in })
        swipe.direction = .right
        let simulator = world([
            ("tap", UITapGestureRecognizer(handler: { _ in })),
            ("hold", UILongPressGestureRecognizer(handler: { _ in })), ("swipe", swipe),
            ("pan", UIPanGestureRecognizer(handler: { _ in })),
        ])
        let finger = simulator.touchDown(at: CGPoint(x: 80, y: 50))
        simulator.move(finger, to: CGPoint(x: 60, y: 50))
        simulator.move(finger, to: CGPoint(x: 40, y: 50))
        simulator.lift(finger)
        // Event 2 moves 20 pt left in one step. GR2: recognizers see it in the order they were added. The
        // long press fails (allowableMovement is 10 pt, UIKit's default); the swipe fails (it allows only
        // .right); the pan requests .began (20 pt ≥ its 10 pt hysteresis) and, committed, excludes the tap
        // (GR4: by default two recognizers do not recognize together), whose 45 pt limit was not reached.
        // cancelsTouchesInView (default true) cancels pad's touch. Event 3: a step of the pan, with its
        // translation from touch-down (80 → 40: {-40, 0}); event 4 ends it; all four reset.
        expectWholeTrace(
            simulator,
            """
            event 1 at 0: touch 1 began {80, 50}
            hit-test pass 1 for touch 1
            UIWindow hitTest point:{80, 50}
            UIWindow pointInside point:{80, 50} -> true
            pad hitTest point:{80, 50}
            pad pointInside point:{80, 50} -> true
            hit-test pass 2 for touch 1
            UIWindow hitTest point:{80, 50}
            UIWindow pointInside point:{80, 50} -> true
            pad hitTest point:{80, 50}
            pad pointInside point:{80, 50} -> true
            touch 1 -> pad (tapCount 1)
            tap touchesBegan [touch 1]
            hold touchesBegan [touch 1]
            swipe touchesBegan [touch 1]
            pan touchesBegan [touch 1]
            pad touchesBegan [touch 1]
            pad -> UIWindow touchesBegan [touch 1] (next)
            UIWindow -> UIApplication touchesBegan [touch 1] (next)
            touchesBegan dropped after UIApplication: end of the responder chain
            event 2 at 0: touch 1 moved {60, 50}
            tap touchesMoved [touch 1]
            hold touchesMoved [touch 1]
            hold possible -> failed (moved 20 pt > 10 pt allowableMovement)
            swipe touchesMoved [touch 1]
            swipe possible -> failed (direction .left not allowed)
            pan touchesMoved [touch 1]
            pan requests began
            pan possible -> began (moved 20 pt ≥ 10 pt hysteresis)
            tap possible -> failed (excluded by 'pan')
            pan action (began)
            pad touchesCancelled [touch 1]
            pad -> UIWindow touchesCancelled [touch 1] (next)
            UIWindow -> UIApplication touchesCancelled [touch 1] (next)
            touchesCancelled dropped after UIApplication: end of the responder chain
            event 3 at 0: touch 1 moved {40, 50}
            pan touchesMoved [touch 1]
            pan began -> changed (moved, translation {-40, 0})
            pan action (changed)
            event 4 at 0: touch 1 ended {40, 50}
            pan touchesEnded [touch 1]
            pan changed -> ended (lifted)
            pan action (ended)
            tap reset
            hold reset
            swipe reset
            pan reset

            """)
    }

    @Test("X15, GR13: a double tap's second tap never comes; a long press released early")
    func timingReasons() {
        let double = UITapGestureRecognizer(handler: { _ in })
        double.numberOfTapsRequired = 2
        let simulator = world([("double", double), ("hold", UILongPressGestureRecognizer(handler: { _ in }))])
        simulator.tap(at: CGPoint(x: 50, y: 50))
        simulator.advance(by: 0.4)
        // The long press fails at lift (0.05 s < minimumPressDuration 0.5 s). The double tap stays possible,
        // so pad's touchesEnded is withheld (delaysTouchesEnded, default true, T5); after 0.35 s without a
        // second tap it fails, and the withheld touchesEnded is released to pad.
        expectWholeTrace(
            simulator,
            """
            event 1 at 0: touch 1 began {50, 50}
            hit-test pass 1 for touch 1
            UIWindow hitTest point:{50, 50}
            UIWindow pointInside point:{50, 50} -> true
            pad hitTest point:{50, 50}
            pad pointInside point:{50, 50} -> true
            hit-test pass 2 for touch 1
            UIWindow hitTest point:{50, 50}
            UIWindow pointInside point:{50, 50} -> true
            pad hitTest point:{50, 50}
            pad pointInside point:{50, 50} -> true
            touch 1 -> pad (tapCount 1)
            double touchesBegan [touch 1]
            hold touchesBegan [touch 1]
            pad touchesBegan [touch 1]
            pad -> UIWindow touchesBegan [touch 1] (next)
            UIWindow -> UIApplication touchesBegan [touch 1] (next)
            touchesBegan dropped after UIApplication: end of the responder chain
            event 2 at 0.05: touch 1 ended {50, 50}
            double touchesEnded [touch 1]
            hold touchesEnded [touch 1]
            hold possible -> failed (released after 0.05 s < 0.5 s)
            hold reset
            touch 1 ended withheld from pad
            double possible -> failed (tap 2 did not begin within 0.35 s of tap 1)
            double reset
            touch 1 ended released to pad
            pad touchesEnded [touch 1]
            pad -> UIWindow touchesEnded [touch 1] (next)
            UIWindow -> UIApplication touchesEnded [touch 1] (next)
            touchesEnded dropped after UIApplication: end of the responder chain

            """)
    }

    @Test("X15, GR5: a single tap waits for the double tap, which recognizes: the single one fails, and why")
    func requiredRecognizerRecognized() {
        let double = UITapGestureRecognizer(handler: { _ in })
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer(handler: { _ in })
        single.require(toFail: double)
        let simulator = world([("single", single), ("double", double)])
        simulator.tap(at: CGPoint(x: 50, y: 50), count: 2)
        // GR5: single recognizes at the first lift but waits for double (require(toFail:)). The second tap
        // (0.1 s later) is not delivered to pad while touch 1 is still pending there (T5); at its lift the
        // double tap recognizes, so single fails for that reason, and pad's withheld touch 1 is cancelled
        // (cancelsTouchesInView).
        expectWholeTrace(
            simulator,
            """
            event 1 at 0: touch 1 began {50, 50}
            hit-test pass 1 for touch 1
            UIWindow hitTest point:{50, 50}
            UIWindow pointInside point:{50, 50} -> true
            pad hitTest point:{50, 50}
            pad pointInside point:{50, 50} -> true
            hit-test pass 2 for touch 1
            UIWindow hitTest point:{50, 50}
            UIWindow pointInside point:{50, 50} -> true
            pad hitTest point:{50, 50}
            pad pointInside point:{50, 50} -> true
            touch 1 -> pad (tapCount 1)
            single touchesBegan [touch 1]
            double touchesBegan [touch 1]
            pad touchesBegan [touch 1]
            pad -> UIWindow touchesBegan [touch 1] (next)
            UIWindow -> UIApplication touchesBegan [touch 1] (next)
            touchesBegan dropped after UIApplication: end of the responder chain
            event 2 at 0.05: touch 1 ended {50, 50}
            single touchesEnded [touch 1]
            single requests ended
            double touchesEnded [touch 1]
            single waits for 'double' to fail
            touch 1 ended withheld from pad
            event 3 at 0.15: touch 2 began {50, 50}
            hit-test pass 1 for touch 2
            UIWindow hitTest point:{50, 50}
            UIWindow pointInside point:{50, 50} -> true
            pad hitTest point:{50, 50}
            pad pointInside point:{50, 50} -> true
            hit-test pass 2 for touch 2
            UIWindow hitTest point:{50, 50}
            UIWindow pointInside point:{50, 50} -> true
            pad hitTest point:{50, 50}
            pad pointInside point:{50, 50} -> true
            touch 2 -> pad (tapCount 2): not delivered to the view: it is busy with touch 1 (T5)
            single touchesBegan [touch 2]
            double touchesBegan [touch 2]
            event 4 at 0.2: touch 2 ended {50, 50}
            double touchesEnded [touch 2]
            double requests ended
            double possible -> ended (tapped 2 times)
            single possible -> failed (required recognizer 'double' recognized)
            double action (ended)
            single reset
            double reset
            pad touchesCancelled [touch 1]
            pad -> UIWindow touchesCancelled [touch 1] (next)
            UIWindow -> UIApplication touchesCancelled [touch 1] (next)
            touchesCancelled dropped after UIApplication: end of the responder chain

            """)
    }

    @Test("X15, S1: a horizontal drag on a vertical scroll view — its pan refused, its delayed touches released")
    func scrollViewRefusal() {
        let simulator = EventSimulator()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        list.contentSize = CGSize(width: 100, height: 300)
        list.accessibilityIdentifier = "list"
        simulator.window.addSubview(list)
        simulator.trace.isEnabled = true
        let finger = simulator.touchDown(at: CGPoint(x: 80, y: 50))
        simulator.move(finger, to: CGPoint(x: 50, y: 50))
        simulator.lift(finger)
        // S2: the scroll view holds the touch from its content for 0.15 s (delaysContentTouches). S1: a
        // horizontal move on content that only scrolls vertically: the pan asks, and the scroll view refuses
        // with its reason. The finger lifts before 0.15 s: the delayed-touches recognizer fails and releases
        // the held phases, in order, to the view under the finger (the scroll view itself here).
        expectWholeTrace(
            simulator,
            """
            event 1 at 0: touch 1 began {80, 50}
            hit-test pass 1 for touch 1
            UIWindow hitTest point:{80, 50}
            UIWindow pointInside point:{80, 50} -> true
            list hitTest point:{80, 50}
            list pointInside point:{80, 50} -> true
            hit-test pass 2 for touch 1
            UIWindow hitTest point:{80, 50}
            UIWindow pointInside point:{80, 50} -> true
            list hitTest point:{80, 50}
            list pointInside point:{80, 50} -> true
            touch 1 -> list (tapCount 1)
            list.scrollPan touchesBegan [touch 1]
            list.delayedTouches touchesBegan [touch 1]
            list holds touch 1 from its content for 0.15 s (S2)
            touch 1 began withheld from list
            event 2 at 0: touch 1 moved {50, 50}
            list.scrollPan touchesMoved [touch 1]
            list.scrollPan requests began
            list.delayedTouches touchesMoved [touch 1]
            list does not scroll: it cannot scroll horizontally (S1)
            list.scrollPan possible -> failed (list.gestureRecognizerShouldBegin returned false: cannot scroll horizontally)
            touch 1 moved withheld from list
            event 3 at 0: touch 1 ended {50, 50}
            list.delayedTouches touchesEnded [touch 1]
            list releases touch 1 on lift before 0.15 s
            list.delayedTouches possible -> failed (lifted before 0.15 s: touches released)
            list.scrollPan reset
            list.delayedTouches reset
            touch 1 ended withheld from list
            touch 1 began released to list
            list touchesBegan [touch 1]
            touch 1 moved released to list
            list touchesMoved [touch 1]
            touch 1 ended released to list
            list touchesEnded [touch 1]

            """)
    }
}

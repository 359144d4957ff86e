import Foundation
import ResponderKit
import Testing

/// Compares the whole text trace with `expected`; on a difference the comment carries the actual trace.
@MainActor func expectWholeTrace(
    _ simulator: EventSimulator, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = simulator.trace.text()
    #expect(actual == expected, "actual trace:\n\(actual)", sourceLocation: sourceLocation)
}

/// X14–X16: the new messages in whole traces of tiny worlds, so each line is seen in its place.
/// Every world is a window (UIWindow, 375 × 667) with one view `pad` at (0, 0, 100, 100) unless it says
/// otherwise. The parts each trace repeats, explained once:
/// - every touch gets two hit-test passes (H7): the window, then `pad` (the point converted into its
///   coordinates), each asked `hitTest` and then `pointInside`;
/// - a recognizer sees each touch before the view (GR2: `pad.tap touchesBegan` before `pad touchesBegan`);
/// - a plain UIView passes touches up (R1): `pad -> UIWindow -> UIApplication`, dropped at the end.
@MainActor @Suite struct WholeTraceTests {
    func world(_ recognizers: [(String, UIGestureRecognizer)] = []) -> (EventSimulator, UIView) {
        let simulator = EventSimulator()
        let pad = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        pad.accessibilityIdentifier = "pad"
        simulator.window.addSubview(pad)
        for (name, recognizer) in recognizers {
            recognizer.name = name
            pad.addGestureRecognizer(recognizer)
        }
        simulator.trace.isEnabled = true
        return (simulator, pad)
    }

    /// Accepts 10 pt beyond its bounds, asking `super` first (so the default is known, X16).
    final class Roomy: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            super.point(inside: point, with: event) || bounds.insetBy(dx: -10, dy: -10).contains(point)
        }
    }

    /// Answers itself for any point inside, never asking `super`.
    final class Grabby: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            self.point(inside: point, with: event) ? self : nil
        }
    }

    @Test("X16, H2, H6: a point(inside:) override that says true where the bounds say false")
    func pointInsideOverride() {
        let (simulator, pad) = world()
        let roomy = Roomy(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        roomy.accessibilityIdentifier = "roomy"
        pad.addSubview(roomy)
        simulator.tap(at: CGPoint(x: 35, y: 20))
        // H2: roomy (10, 10, 20, 20) gets {25, 10}, outside its 20 × 20 bounds: UIView's default says false,
        // the override (which asked super first) says true, so the walk goes on and the extra line says so
        // (X16). No subview answers, so roomy is the hit-test view; the touch then climbs the chain (R1).
        expectWholeTrace(
            simulator,
            """
            event 1 at 0: touch 1 began {35, 20}
            hit-test pass 1 for touch 1
            UIWindow hitTest point:{35, 20}
            UIWindow pointInside point:{35, 20} -> true
            pad hitTest point:{35, 20}
            pad pointInside point:{35, 20} -> true
            roomy hitTest point:{25, 10}
            roomy pointInside point:{25, 10} -> true
            roomy.pointInside (override) -> true; default would be false (H2)
            hit-test pass 2 for touch 1
            UIWindow hitTest point:{35, 20}
            UIWindow pointInside point:{35, 20} -> true
            pad hitTest point:{35, 20}
            pad pointInside point:{35, 20} -> true
            roomy hitTest point:{25, 10}
            roomy pointInside point:{25, 10} -> true
            roomy.pointInside (override) -> true; default would be false (H2)
            touch 1 -> roomy (tapCount 1)
            roomy touchesBegan [touch 1]
            roomy -> pad touchesBegan [touch 1] (next)
            pad -> UIWindow touchesBegan [touch 1] (next)
            UIWindow -> UIApplication touchesBegan [touch 1] (next)
            touchesBegan dropped after UIApplication: end of the responder chain
            event 2 at 0.05: touch 1 ended {35, 20}
            roomy touchesEnded [touch 1]
            roomy -> pad touchesEnded [touch 1] (next)
            pad -> UIWindow touchesEnded [touch 1] (next)
            UIWindow -> UIApplication touchesEnded [touch 1] (next)
            touchesEnded dropped after UIApplication: end of the responder chain

            """)
    }

    @Test("X16, H4: a hitTest override that never calls super: its answer, and no default asked")
    func hitTestOverrideWithoutSuper() {
        let (simulator, pad) = world()
        let grabby = Grabby(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        grabby.accessibilityIdentifier = "grabby"
        grabby.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        pad.addSubview(grabby)
        simulator.tap(at: CGPoint(x: 20, y: 20))
        // H4: grabby answers itself without calling super, so its subview is never asked and there is no
        // default to compare with: the trace says so instead of calling user code again (X16).
        expectWholeTrace(
            simulator,
            """
            event 1 at 0: touch 1 began {20, 20}
            hit-test pass 1 for touch 1
            UIWindow hitTest point:{20, 20}
            UIWindow pointInside point:{20, 20} -> true
            pad hitTest point:{20, 20}
            pad pointInside point:{20, 20} -> true
            grabby hitTest point:{10, 10}
            grabby.hitTest (override) -> grabby; super not called, default not asked (H4)
            hit-test pass 2 for touch 1
            UIWindow hitTest point:{20, 20}
            UIWindow pointInside point:{20, 20} -> true
            pad hitTest point:{20, 20}
            pad pointInside point:{20, 20} -> true
            grabby hitTest point:{10, 10}
            grabby.hitTest (override) -> grabby; super not called, default not asked (H4)
            touch 1 -> grabby (tapCount 1)
            grabby touchesBegan [touch 1]
            grabby -> pad touchesBegan [touch 1] (next)
            pad -> UIWindow touchesBegan [touch 1] (next)
            UIWindow -> UIApplication touchesBegan [touch 1] (next)
            touchesBegan dropped after UIApplication: end of the responder chain
            event 2 at 0.05: touch 1 ended {20, 20}
            grabby touchesEnded [touch 1]
            grabby -> pad touchesEnded [touch 1] (next)
            pad -> UIWindow touchesEnded [touch 1] (next)
            UIWindow -> UIApplication touchesEnded [touch 1] (next)
            touchesEnded dropped after UIApplication: end of the responder chain

            """)
    }

    @Test("X5: settle reports a finger still down and the long-press timer pending at maxTime")
    func settleReportsPendingWork() {
        let (simulator, _) = world([("hold", UILongPressGestureRecognizer(handler: { _ in }))])
        _ = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(!simulator.settle(maxTime: 0.2))
        // X5: nothing ends before t = 0.2: the long press's timer fires at 0.5 s (minimumPressDuration,
        // UIKit's default) and the finger is still down, so settle stops at maxTime and lists both.
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
            hold touchesBegan [touch 1]
            pad touchesBegan [touch 1]
            pad -> UIWindow touchesBegan [touch 1] (next)
            UIWindow -> UIApplication touchesBegan [touch 1] (next)
            touchesBegan dropped after UIApplication: end of the responder chain
            error: settle(maxTime: 0.2): still pending at t=0.2 after 0.2 s (X5):
              hold: recognizer timer (state possible), next at t=0.5
              touch 1 is still down (on pad)

            """)
    }
}

/// X4: a `tap(on:)` miss in the whole trace: the touch is sent like a real finger's, then the
/// miss report names the culprit and carries the engine's walk (X3).
@MainActor @Suite struct WholeTraceMissTests {
    @Test("X4, H1: tap(on:) a view covered by a later sibling — the tap goes to the cover, the issue says why")
    func coveredMiss() {
        let simulator = EventSimulator()
        let target = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        target.accessibilityIdentifier = "target"
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        cover.accessibilityIdentifier = "cover"
        simulator.window.addSubview(target)
        simulator.window.addSubview(cover)
        simulator.trace.isEnabled = true
        #expect(!simulator.tap(on: target))
        // H1: hit-testing asks the topmost (last added) subview first: cover contains the point and
        // answers, so target is never asked. The tap is still sent (X4: like a real finger) and goes to cover
        // and up its chain; then the miss report names cover as the culprit, with the engine's walk (X3).
        expectWholeTrace(
            simulator,
            """
            event 1 at 0: touch 1 began {50, 50}
            hit-test pass 1 for touch 1
            UIWindow hitTest point:{50, 50}
            UIWindow pointInside point:{50, 50} -> true
            cover hitTest point:{50, 50}
            cover pointInside point:{50, 50} -> true
            hit-test pass 2 for touch 1
            UIWindow hitTest point:{50, 50}
            UIWindow pointInside point:{50, 50} -> true
            cover hitTest point:{50, 50}
            cover pointInside point:{50, 50} -> true
            touch 1 -> cover (tapCount 1)
            cover touchesBegan [touch 1]
            cover -> UIWindow touchesBegan [touch 1] (next)
            UIWindow -> UIApplication touchesBegan [touch 1] (next)
            touchesBegan dropped after UIApplication: end of the responder chain
            event 2 at 0.05: touch 1 ended {50, 50}
            cover touchesEnded [touch 1]
            cover -> UIWindow touchesEnded [touch 1] (next)
            UIWindow -> UIApplication touchesEnded [touch 1] (next)
            touchesEnded dropped after UIApplication: end of the responder chain
            error: tap(on: target) missed (X4): touch 1 at {50, 50} went to cover: target is covered by cover, which answered first (H1: topmost subview first)
              explain touch 1 at {50, 50} at t=0 (window coordinates)
              UIWindow at {50, 50}: inside its bounds {0, 0, 375, 667} (H2); asks its 2 subview(s), topmost (last added) first
                cover at {50, 50}: inside its bounds {0, 0, 100, 60} (H2); no subview answers: cover is the answer (H1)
              UIWindow returns cover: cover answered first
              hit-test view: cover
              responder chain: cover -> UIWindow -> UIApplication
              recognizers: none

            """)
    }
}

import Foundation
import ResponderKit
import Testing

/// X4: a whole trace per `tap(on:)` miss cause. The world: `container` (0, 100, 200, 100) in the
/// window, holding `target` (20, 20, 100, 40), whose visible centre is {70, 140} in the window. Each tap is
/// sent like a real finger's (two hit-test passes, H7; delivery up the chain, R1), and the miss report
/// follows the touch's end, naming the culprit with the engine's walk (X3).
@MainActor @Suite struct WholeTraceMissCauseTests {
    @MainActor struct World {
        let simulator = EventSimulator()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        let target: UIView

        init(target: UIView = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 40))) {
            self.target = target
            container.accessibilityIdentifier = "container"
            target.accessibilityIdentifier = "target"
            simulator.window.addSubview(container)
            container.addSubview(target)
            simulator.trace.isEnabled = true
        }
    }

    /// Answers itself for any point inside, never its subviews (H4).
    final class Interceptor: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            self.point(inside: point, with: event) ? self : nil
        }
    }

    /// Only a 5 pt band along the edges takes touches (H6).
    final class Ring: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.contains(point) && !bounds.insetBy(dx: 5, dy: 5).contains(point)
        }
    }

    @Test("X4, H1: hidden")
    func hidden() {
        let world = World()
        world.target.isHidden = true
        #expect(!world.simulator.tap(on: world.target))
        // H1 (UIKit's hitTest ignores hidden views): target is skipped in both passes, container takes the
        // touch and passes it up; the report names the cause.
        expectWholeTrace(
            world.simulator,
            """
            event 1 at 0: touch 1 began {70, 140}
            hit-test pass 1 for touch 1
            UIWindow hitTest point:{70, 140}
            UIWindow pointInside point:{70, 140} -> true
            container hitTest point:{70, 40}
            container pointInside point:{70, 40} -> true
            target hitTest point:{50, 20}
            target skipped: hidden
            hit-test pass 2 for touch 1
            UIWindow hitTest point:{70, 140}
            UIWindow pointInside point:{70, 140} -> true
            container hitTest point:{70, 40}
            container pointInside point:{70, 40} -> true
            target hitTest point:{50, 20}
            target skipped: hidden
            touch 1 -> container (tapCount 1)
            container touchesBegan [touch 1]
            container -> UIWindow touchesBegan [touch 1] (next)
            UIWindow -> UIApplication touchesBegan [touch 1] (next)
            touchesBegan dropped after UIApplication: end of the responder chain
            event 2 at 0.05: touch 1 ended {70, 140}
            container touchesEnded [touch 1]
            container -> UIWindow touchesEnded [touch 1] (next)
            UIWindow -> UIApplication touchesEnded [touch 1] (next)
            touchesEnded dropped after UIApplication: end of the responder chain
            error: tap(on: target) missed (X4): touch 1 at {70, 140} went to container: target is not hittable: hidden (H1)
              explain touch 1 at {70, 140} at t=0 (window coordinates)
              UIWindow at {70, 140}: inside its bounds {0, 0, 375, 667} (H2); asks its 1 subview(s), topmost (last added) first
                container at {70, 40}: inside its bounds {0, 0, 200, 100} (H2); asks its 1 subview(s), topmost (last added) first
                  target at {50, 20}: hidden (H1): hitTest returns nil, subviews not asked
                container: no subview answered, so container itself is the answer
              UIWindow returns container: container answered first
              hit-test view: container
              responder chain: container -> UIWindow -> UIApplication
              recognizers: none

            """)
    }

    @Test("X4, H1: alpha < 0.01")
    func transparent() {
        let world = World()
        world.target.alpha = 0.005
        #expect(!world.simulator.tap(on: world.target))
        // H1: alpha below 0.01 counts as hidden for hit-testing (UIKit's documented limit).
        expectWholeTrace(
            world.simulator,
            """
            event 1 at 0: touch 1 began {70, 140}
            hit-test pass 1 for touch 1
            UIWindow hitTest point:{70, 140}
            UIWindow pointInside point:{70, 140} -> true
            container hitTest point:{70, 40}
            container pointInside point:{70, 40} -> true
            target hitTest point:{50, 20}
            target skipped: alpha < 0.01
            hit-test pass 2 for touch 1
            UIWindow hitTest point:{70, 140}
            UIWindow pointInside point:{70, 140} -> true
            container hitTest point:{70, 40}
            container pointInside point:{70, 40} -> true
            target hitTest point:{50, 20}
            target skipped: alpha < 0.01
            touch 1 -> container (tapCount 1)
            container touchesBegan [touch 1]
            container -> UIWindow touchesBegan [touch 1] (next)
            UIWindow -> UIApplication touchesBegan [touch 1] (next)
            touchesBegan dropped after UIApplication: end of the responder chain
            event 2 at 0.05: touch 1 ended {70, 140}
            container touchesEnded [touch 1]
            container -> UIWindow touchesEnded [touch 1] (next)
            UIWindow -> UIApplication touchesEnded [touch 1] (next)
            touchesEnded dropped after UIApplication: end of the responder chain
            error: tap(on: target) missed (X4): touch 1 at {70, 140} went to container: target is not hittable: alpha 0.005 < 0.01 (H1)
              explain touch 1 at {70, 140} at t=0 (window coordinates)
              UIWindow at {70, 140}: inside its bounds {0, 0, 375, 667} (H2); asks its 1 subview(s), topmost (last added) first
                container at {70, 40}: inside its bounds {0, 0, 200, 100} (H2); asks its 1 subview(s), topmost (last added) first
                  target at {50, 20}: alpha 0.005 < 0.01 (H1): hitTest returns nil, subviews not asked
                container: no subview answered, so container itself is the answer
              UIWindow returns container: container answered first
              hit-test view: container
              responder chain: container -> UIWindow -> UIApplication
              recognizers: none

            """)
    }

    @Test("X4, H1: user interaction disabled on an ancestor")
    func interactionDisabled() {
        let world = World()
        world.container.isUserInteractionEnabled = false
        #expect(!world.simulator.tap(on: world.target))
        // H1: container ignores touches, so neither it nor its subviews are asked; the window is the hit.
        expectWholeTrace(
            world.simulator,
            """
            event 1 at 0: touch 1 began {70, 140}
            hit-test pass 1 for touch 1
            UIWindow hitTest point:{70, 140}
            UIWindow pointInside point:{70, 140} -> true
            container hitTest point:{70, 40}
            container skipped: user interaction disabled
            hit-test pass 2 for touch 1
            UIWindow hitTest point:{70, 140}
            UIWindow pointInside point:{70, 140} -> true
            container hitTest point:{70, 40}
            container skipped: user interaction disabled
            touch 1 -> UIWindow (tapCount 1)
            UIWindow touchesBegan [touch 1]
            UIWindow -> UIApplication touchesBegan [touch 1] (next)
            touchesBegan dropped after UIApplication: end of the responder chain
            event 2 at 0.05: touch 1 ended {70, 140}
            UIWindow touchesEnded [touch 1]
            UIWindow -> UIApplication touchesEnded [touch 1] (next)
            touchesEnded dropped after UIApplication: end of the responder chain
            error: tap(on: target) missed (X4): touch 1 at {70, 140} went to UIWindow: its ancestor container is not hittable: user interaction disabled (H1)
              explain touch 1 at {70, 140} at t=0 (window coordinates)
              UIWindow at {70, 140}: inside its bounds {0, 0, 375, 667} (H2); asks its 1 subview(s), topmost (last added) first
                container at {70, 40}: user interaction disabled (H1): hitTest returns nil, subviews not asked
              UIWindow: no subview answered, so UIWindow itself is the answer
              hit-test view: UIWindow
              responder chain: UIWindow -> UIApplication
              recognizers: none

            """)
    }

    @Test("X4, H9: a disabled control")
    func disabledControl() {
        let world = World(target: UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 40)))
        (world.target as? UIButton)?.isEnabled = false
        #expect(!world.simulator.tap(on: world.target))
        // H9: a disabled control returns nil from hitTest, so touches fall through to the view behind it.
        expectWholeTrace(
            world.simulator,
            """
            event 1 at 0: touch 1 began {70, 140}
            hit-test pass 1 for touch 1
            UIWindow hitTest point:{70, 140}
            UIWindow pointInside point:{70, 140} -> true
            container hitTest point:{70, 40}
            container pointInside point:{70, 40} -> true
            target hitTest point:{50, 20}
            target skipped: disabled control
            hit-test pass 2 for touch 1
            UIWindow hitTest point:{70, 140}
            UIWindow pointInside point:{70, 140} -> true
            container hitTest point:{70, 40}
            container pointInside point:{70, 40} -> true
            target hitTest point:{50, 20}
            target skipped: disabled control
            touch 1 -> container (tapCount 1)
            container touchesBegan [touch 1]
            container -> UIWindow touchesBegan [touch 1] (next)
            UIWindow -> UIApplication touchesBegan [touch 1] (next)
            touchesBegan dropped after UIApplication: end of the responder chain
            event 2 at 0.05: touch 1 ended {70, 140}
            container touchesEnded [touch 1]
            container -> UIWindow touchesEnded [touch 1] (next)
            UIWindow -> UIApplication touchesEnded [touch 1] (next)
            touchesEnded dropped after UIApplication: end of the responder chain
            error: tap(on: target) missed (X4): touch 1 at {70, 140} went to container: target is not hittable: disabled control (H9), touches fall through
              explain touch 1 at {70, 140} at t=0 (window coordinates)
              UIWindow at {70, 140}: inside its bounds {0, 0, 375, 667} (H2); asks its 1 subview(s), topmost (last added) first
                container at {70, 40}: inside its bounds {0, 0, 200, 100} (H2); asks its 1 subview(s), topmost (last added) first
                  target at {50, 20}: disabled control (H9), touches fall through: hitTest returns nil, subviews not asked
                container: no subview answered, so container itself is the answer
              UIWindow returns container: container answered first
              hit-test view: container
              responder chain: container -> UIWindow -> UIApplication
              recognizers: none

            """)
    }

    @Test("X4, H2, H3: outside a clipping ancestor")
    func outsideClippingAncestor() {
        let world = World()
        world.container.clipsToBounds = true
        world.target.frame = CGRect(x: 210, y: 20, width: 40, height: 40)
        #expect(!world.simulator.tap(on: world.target))
        // H2, H3: nothing of target is visible (it lies beyond container's clipping bounds), so the aim is the
        // centre of its whole frame, {230, 140}; container's point(inside:) is false there, so its subviews are
        // never asked (UIKit: a point outside a view is never a hit in its subviews) and the window takes it.
        expectWholeTrace(
            world.simulator,
            """
            event 1 at 0: touch 1 began {230, 140}
            hit-test pass 1 for touch 1
            UIWindow hitTest point:{230, 140}
            UIWindow pointInside point:{230, 140} -> true
            container hitTest point:{230, 40}
            container pointInside point:{230, 40} -> false
            hit-test pass 2 for touch 1
            UIWindow hitTest point:{230, 140}
            UIWindow pointInside point:{230, 140} -> true
            container hitTest point:{230, 40}
            container pointInside point:{230, 40} -> false
            touch 1 -> UIWindow (tapCount 1)
            UIWindow touchesBegan [touch 1]
            UIWindow -> UIApplication touchesBegan [touch 1] (next)
            touchesBegan dropped after UIApplication: end of the responder chain
            event 2 at 0.05: touch 1 ended {230, 140}
            UIWindow touchesEnded [touch 1]
            UIWindow -> UIApplication touchesEnded [touch 1] (next)
            touchesEnded dropped after UIApplication: end of the responder chain
            error: tap(on: target) missed (X4): touch 1 at {230, 140} went to UIWindow: target lies outside its ancestor container, whose point(inside:) is false there (H2, H3: only the clipping shows it)
              explain touch 1 at {230, 140} at t=0 (window coordinates)
              UIWindow at {230, 140}: inside its bounds {0, 0, 375, 667} (H2); asks its 1 subview(s), topmost (last added) first
                container at {230, 40}: outside its bounds {0, 0, 200, 100} (H2): point(inside:) false -> nil
              UIWindow: no subview answered, so UIWindow itself is the answer
              hit-test view: UIWindow
              responder chain: UIWindow -> UIApplication
              recognizers: none

            """)
    }

    @Test("X4, H6: refused by the view's own point(inside:) override")
    func refusedByPointInside() {
        let world = World(target: Ring(frame: CGRect(x: 20, y: 20, width: 100, height: 40)))
        #expect(!world.simulator.tap(on: world.target))
        // H6: the ring's override refuses its own centre although the bounds contain it (X16 shows both).
        expectWholeTrace(
            world.simulator,
            """
            event 1 at 0: touch 1 began {70, 140}
            hit-test pass 1 for touch 1
            UIWindow hitTest point:{70, 140}
            UIWindow pointInside point:{70, 140} -> true
            container hitTest point:{70, 40}
            container pointInside point:{70, 40} -> true
            target hitTest point:{50, 20}
            target pointInside point:{50, 20} -> false
            target.pointInside (override) -> false; default would be true (H2)
            hit-test pass 2 for touch 1
            UIWindow hitTest point:{70, 140}
            UIWindow pointInside point:{70, 140} -> true
            container hitTest point:{70, 40}
            container pointInside point:{70, 40} -> true
            target hitTest point:{50, 20}
            target pointInside point:{50, 20} -> false
            target.pointInside (override) -> false; default would be true (H2)
            touch 1 -> container (tapCount 1)
            container touchesBegan [touch 1]
            container -> UIWindow touchesBegan [touch 1] (next)
            UIWindow -> UIApplication touchesBegan [touch 1] (next)
            touchesBegan dropped after UIApplication: end of the responder chain
            event 2 at 0.05: touch 1 ended {70, 140}
            container touchesEnded [touch 1]
            container -> UIWindow touchesEnded [touch 1] (next)
            UIWindow -> UIApplication touchesEnded [touch 1] (next)
            touchesEnded dropped after UIApplication: end of the responder chain
            error: tap(on: target) missed (X4): touch 1 at {70, 140} went to container: target's point(inside:) override refuses its own centre (H6)
              explain touch 1 at {70, 140} at t=0 (window coordinates)
              UIWindow at {70, 140}: inside its bounds {0, 0, 375, 667} (H2); asks its 1 subview(s), topmost (last added) first
                container at {70, 40}: inside its bounds {0, 0, 200, 100} (H2); asks its 1 subview(s), topmost (last added) first
                  target at {50, 20}: point(inside:) (override) -> false; default would be true (inside its bounds {0, 0, 100, 40}) -> nil
                container: no subview answered, so container itself is the answer
              UIWindow returns container: container answered first
              hit-test view: container
              responder chain: container -> UIWindow -> UIApplication
              recognizers: none

            """)
    }

    @Test("X4, H4: an ancestor's hitTest override answers itself")
    func interceptedByOverride() {
        let world = World()
        let card = Interceptor(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.accessibilityIdentifier = "card"
        world.container.addSubview(card)
        world.target.removeFromSuperview()
        card.addSubview(world.target)
        #expect(!world.simulator.tap(on: world.target))
        // H4: card answers itself without calling super. Pass 1 is the trace's own walk: it never calls user
        // code twice, so no default is asked (X16). Pass 2, the binding pass, is recorded by the explain
        // recorder tap(on:) turns on for its report (X3, X4), which asks the default with a nil event (H8):
        // hence the two different override lines for one touch.
        expectWholeTrace(
            world.simulator,
            """
            event 1 at 0: touch 1 began {70, 140}
            hit-test pass 1 for touch 1
            UIWindow hitTest point:{70, 140}
            UIWindow pointInside point:{70, 140} -> true
            container hitTest point:{70, 40}
            container pointInside point:{70, 40} -> true
            card hitTest point:{70, 40}
            card.hitTest (override) -> card; super not called, default not asked (H4)
            hit-test pass 2 for touch 1
            UIWindow hitTest point:{70, 140}
            UIWindow pointInside point:{70, 140} -> true
            container hitTest point:{70, 40}
            container pointInside point:{70, 40} -> true
            card hitTest point:{70, 40}
            card.hitTest (override) -> card; default would be target (H4)
            touch 1 -> card (tapCount 1)
            card touchesBegan [touch 1]
            card -> container touchesBegan [touch 1] (next)
            container -> UIWindow touchesBegan [touch 1] (next)
            UIWindow -> UIApplication touchesBegan [touch 1] (next)
            touchesBegan dropped after UIApplication: end of the responder chain
            event 2 at 0.05: touch 1 ended {70, 140}
            card touchesEnded [touch 1]
            card -> container touchesEnded [touch 1] (next)
            container -> UIWindow touchesEnded [touch 1] (next)
            UIWindow -> UIApplication touchesEnded [touch 1] (next)
            touchesEnded dropped after UIApplication: end of the responder chain
            error: tap(on: target) missed (X4): touch 1 at {70, 140} went to card: its ancestor card's hitTest override returned card instead of target (H4, H5)
              explain touch 1 at {70, 140} at t=0 (window coordinates)
              UIWindow at {70, 140}: inside its bounds {0, 0, 375, 667} (H2); asks its 1 subview(s), topmost (last added) first
                container at {70, 40}: inside its bounds {0, 0, 200, 100} (H2); asks its 1 subview(s), topmost (last added) first
                  card at {70, 40}: card.hitTest (override) -> card; default would be target (H4)
                container returns card: card answered first
              UIWindow returns card: container answered first
              hit-test view: card
              responder chain: card -> container -> UIWindow -> UIApplication
              recognizers: none

            """)
    }
}

import Foundation
import ResponderKit
import Testing

/// X4: input aimed at a view lands on its visible centre; a miss is still sent and reported with its
/// culprit and the engine's walk (X3). One whole-text test per cause.
@MainActor @Suite struct AimedInputTests {
    /// A window with `container` (0, 100, 200, 100) holding `target` (20, 20, 100, 40).
    @MainActor struct Scene {
        let simulator = EventSimulator()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        let target = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        var tapped = 0

        init() {
            container.accessibilityIdentifier = "container"
            target.accessibilityIdentifier = "target"
            simulator.window.addSubview(container)
            container.addSubview(target)
        }

        var issue: String { simulator.issues.joined(separator: "\n---\n") }
    }

    final class Interceptor: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            self.point(inside: point, with: event) && !isHidden ? self : nil
        }
    }

    final class Ring: UIView {
        /// Only a 5 pt band along the edges takes touches.
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.contains(point) && !bounds.insetBy(dx: 5, dy: 5).contains(point)
        }
    }

    @Test("X4: a visible view is hit at its centre, and no issue is recorded")
    func hit() {
        let scene = Scene()
        scene.simulator.trace.isEnabled = true
        #expect(scene.simulator.tap(on: "target"))
        #expect(scene.simulator.issues.isEmpty)
        #expect(scene.simulator.trace.lines(kinds: ["touchBound"]) == ["touch 1 -> target (tapCount 1)"])
    }

    @Test("X4: covered — the culprit is the view that answered first")
    func covered() {
        let scene = Scene()
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 150))
        cover.accessibilityIdentifier = "cover"
        scene.simulator.window.addSubview(cover)
        #expect(!scene.simulator.tap(on: scene.target))
        #expect(
            scene.issue == """
                tap(on: target) missed (X4): touch 1 at {70, 140} went to cover: target is covered by cover, which answered first (H1: topmost subview first)
                  explain touch 1 at {70, 140} at t=0 (window coordinates)
                  UIWindow at {70, 140}: inside its bounds {0, 0, 375, 667} (H2); asks its 2 subview(s), topmost (last added) first
                    cover at {70, 140}: inside its bounds {0, 0, 375, 150} (H2); no subview answers: cover is the answer (H1)
                  UIWindow returns cover: cover answered first
                  hit-test view: cover
                  responder chain: cover -> UIWindow -> UIApplication
                  recognizers: none
                """)
    }

    @Test("X4, H1: hidden")
    func hidden() {
        let scene = Scene()
        scene.target.isHidden = true
        #expect(!scene.simulator.tap(on: scene.target))
        #expect(
            scene.issue == """
                tap(on: target) missed (X4): touch 1 at {70, 140} went to container: target is not hittable: hidden (H1)
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
        let scene = Scene()
        scene.target.alpha = 0.005
        #expect(!scene.simulator.longPress(on: "target", duration: 0.6))
        #expect(
            scene.issue == """
                longPress(on: target) missed (X4): touch 1 at {70, 140} went to container: target is not hittable: alpha 0.005 < 0.01 (H1)
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
        let scene = Scene()
        scene.container.isUserInteractionEnabled = false
        #expect(!scene.simulator.drag(on: scene.target, by: CGPoint(x: 30, y: 0), steps: 2))
        #expect(
            scene.issue == """
                drag(on: target) missed (X4): touch 1 at {70, 140} went to UIWindow: its ancestor container is not hittable: user interaction disabled (H1)
                  explain touch 1 at {70, 140} at t=0 (window coordinates)
                  UIWindow at {70, 140}: inside its bounds {0, 0, 375, 667} (H2); asks its 1 subview(s), topmost (last added) first
                    container at {70, 40}: user interaction disabled (H1): hitTest returns nil, subviews not asked
                  UIWindow: no subview answered, so UIWindow itself is the answer
                  hit-test view: UIWindow
                  responder chain: UIWindow -> UIApplication
                  recognizers: none
                """)
    }

    @Test("X4, H2, H3: outside a clipping ancestor")
    func clipped() {
        let scene = Scene()
        scene.container.clipsToBounds = true
        scene.target.frame = CGRect(x: 210, y: 20, width: 40, height: 40)
        #expect(!scene.simulator.tap(on: scene.target))
        #expect(
            scene.issue == """
                tap(on: target) missed (X4): touch 1 at {230, 140} went to UIWindow: target lies outside its ancestor container, whose point(inside:) is false there (H2, H3: only the clipping shows it)
                  explain touch 1 at {230, 140} at t=0 (window coordinates)
                  UIWindow at {230, 140}: inside its bounds {0, 0, 375, 667} (H2); asks its 1 subview(s), topmost (last added) first
                    container at {230, 40}: outside its bounds {0, 0, 200, 100} (H2): point(inside:) false -> nil
                  UIWindow: no subview answered, so UIWindow itself is the answer
                  hit-test view: UIWindow
                  responder chain: UIWindow -> UIApplication
                  recognizers: none
                """)
    }

    @Test("X4, H4: refused by an ancestor's hitTest override")
    func interceptedByOverride() {
        let scene = Scene()
        let card = Interceptor(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.accessibilityIdentifier = "card"
        scene.container.addSubview(card)
        scene.target.removeFromSuperview()
        card.addSubview(scene.target)
        #expect(!scene.simulator.tap(on: scene.target))
        #expect(
            scene.issue == """
                tap(on: target) missed (X4): touch 1 at {70, 140} went to card: its ancestor card's hitTest override returned card instead of target (H4, H5)
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

    @Test("X4, H6: refused by the view's own point(inside:) override")
    func refusedByPointInside() {
        let scene = Scene()
        let ring = Ring(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        ring.accessibilityIdentifier = "ring"
        scene.target.removeFromSuperview()
        scene.container.addSubview(ring)
        #expect(!scene.simulator.tap(on: "ring"))
        #expect(
            scene.issue == """
                tap(on: ring) missed (X4): touch 1 at {70, 140} went to container: ring's point(inside:) override refuses its own centre (H6)
                  explain touch 1 at {70, 140} at t=0 (window coordinates)
                  UIWindow at {70, 140}: inside its bounds {0, 0, 375, 667} (H2); asks its 1 subview(s), topmost (last added) first
                    container at {70, 40}: inside its bounds {0, 0, 200, 100} (H2); asks its 1 subview(s), topmost (last added) first
                      ring at {50, 20}: point(inside:) (override) -> false; default would be true (inside its bounds {0, 0, 100, 40}) -> nil
                    container: no subview answered, so container itself is the answer
                  UIWindow returns container: container answered first
                  hit-test view: container
                  responder chain: container -> UIWindow -> UIApplication
                  recognizers: none
                """)
    }

    @Test("X4: an unknown identifier is an issue and sends nothing")
    func unknownIdentifier() {
        let scene = Scene()
        scene.simulator.trace.isEnabled = true
        #expect(!scene.simulator.tap(on: "nope"))
        #expect(
            scene.simulator.issues == [
                "tap(on: \"nope\"): no view in a window has this accessibilityIdentifier; nothing was sent"
            ])
        #expect(scene.simulator.trace.lines(kinds: ["event"]).isEmpty)
    }

    @Test("X4, G1: the visible centre is found through transforms and clipping")
    func transformedAndClipped() {
        let scene = Scene()
        scene.container.transform = CGAffineTransform(scaleX: 2, y: 2)  // container now spans x -100...300
        scene.container.clipsToBounds = true
        // target sticks out of the container's right edge: only its left part (x 180...200 inside) shows.
        scene.target.frame = CGRect(x: 180, y: 20, width: 100, height: 40)
        let center = scene.simulator.visibleCenter(of: scene.target)
        // Container: centre (100, 150), scale 2 → its bounds map to x -100...300, y 50...250. Target's
        // visible x 180...200 maps to 260...300, y 20...60 maps to 90...170.
        #expect(center == CGPoint(x: 280, y: 130))
        scene.simulator.explainsTouches = true
        #expect(scene.simulator.tap(on: scene.target))
        #expect(scene.simulator.issues.isEmpty)
    }
}

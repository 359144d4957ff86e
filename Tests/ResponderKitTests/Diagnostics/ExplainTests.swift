import Foundation
import ResponderKit
import Testing

/// X3: `explain` records the engine's own walk, overrides against their defaults, the chain and GR1.
@MainActor @Suite struct ExplainTests {
    /// A cell whose override sends taps anywhere in it to its buy button (the issue's porting example).
    final class ItemCell: UIView {
        let buyButton = UIView(frame: CGRect(x: 200, y: 10, width: 60, height: 24))
        override init(frame: CGRect) {
            super.init(frame: frame)
            buyButton.accessibilityIdentifier = "buyButton"
            addSubview(buyButton)
        }
        required init?(coder: NSCoder) { nil }
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? buyButton : hit
        }
    }

    /// A round badge: only its inscribed circle takes touches.
    final class RoundBadge: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            let r = bounds.width / 2
            return (point.x - r) * (point.x - r) + (point.y - r) * (point.y - r) <= r * r
        }
    }

    @MainActor final class Refuser: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            false
        }
    }

    @MainActor struct Scene {
        let simulator = EventSimulator()
        let list = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 300))
        let cell = ItemCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        let badge = RoundBadge(frame: CGRect(x: 300, y: 200, width: 40, height: 40))
        let cover = UIView(frame: CGRect(x: 0, y: 60, width: 375, height: 40))
        let refuser = Refuser()

        init() {
            list.accessibilityIdentifier = "list"
            cell.accessibilityIdentifier = "cell"
            badge.accessibilityIdentifier = "badge"
            cover.accessibilityIdentifier = "cover"
            cover.isHidden = true
            simulator.window.addSubview(list)
            list.addSubview(cell)
            list.addSubview(badge)
            list.addSubview(cover)
            let swipe = UISwipeGestureRecognizer(handler: { _ in })
            swipe.name = "swipe"
            swipe.delegate = refuser
            list.addGestureRecognizer(swipe)
            let tap = UITapGestureRecognizer(handler: { _ in })
            tap.name = "cellTap"
            cell.addGestureRecognizer(tap)
        }
    }

    @Test("X3, H4: a hitTest override that calls super is shown with its answer and the default's")
    func overrideAnswer() {
        let scene = Scene()
        let text = scene.simulator.explain(at: CGPoint(x: 40, y: 120)).text
        #expect(
            text == """
                explain {40, 120} at t=0 (window coordinates)
                UIWindow at {40, 120}: inside its bounds {0, 0, 375, 667} (H2); asks its 1 subview(s), topmost (last added) first
                  list at {40, 20}: inside its bounds {0, 0, 375, 300} (H2); asks its 3 subview(s), topmost (last added) first
                    cover at {40, -40}: hidden (H1): hitTest returns nil, subviews not asked
                    badge at {-260, -180}: outside its bounds {0, 0, 40, 40} (H2): point(inside:) false -> nil
                    cell at {40, 20}: inside its bounds {0, 0, 375, 44} (H2); asks its 1 subview(s), topmost (last added) first
                      buyButton at {-160, 10}: outside its bounds {0, 0, 60, 24} (H2): point(inside:) false -> nil
                    cell: no subview answered, so cell itself is the answer
                    cell.hitTest (override) -> buyButton; default would be cell (H5)
                  list returns buyButton: cell answered first
                UIWindow returns buyButton: list answered first
                hit-test view: buyButton
                responder chain: buyButton -> cell -> list -> UIWindow -> UIApplication
                recognizers (GR1, inner first):
                  cellTap (on cell): receives the touch (no delegate)
                  swipe (on list): its delegate's shouldReceive said false: it never sees the touch

                """)
    }

    @Test("X3, H6: a point(inside:) override that disagrees with the bounds is shown with both answers")
    func pointInsideOverride() {
        let scene = Scene()
        let corner = scene.simulator.explain(at: CGPoint(x: 302, y: 302)).lines
        #expect(
            corner.contains(
                "    badge at {2, 2}: point(inside:) (override) -> false; default would be true "
                    + "(inside its bounds {0, 0, 40, 40}) -> nil"))
        #expect(corner.contains("hit-test view: list"))
        let middle = scene.simulator.explain(at: CGPoint(x: 320, y: 320))
        #expect(middle.hitTestView == "badge")
        #expect(middle.steps.map(\.rule) == ["H2", "H2", "H1", "H2", "H1", "H1"])
    }

    @Test("X3: explain(at:) names the view the engine binds, at every point of a grid (oracle: the binding)")
    func agreesWithBinding() {
        let scene = Scene()
        scene.cover.isHidden = false
        scene.simulator.explainsTouches = true
        for y in stride(from: 90, through: 420, by: 15) {
            for x in stride(from: 5, through: 370, by: 45) {
                let point = CGPoint(x: x, y: y)
                let explained = scene.simulator.explain(at: point)
                let touch = scene.simulator.touchDown(at: point)
                let bound = touch.touch.view.map { scene.simulator.trace.name(of: $0) }
                #expect(explained.hitTestView == bound, "at \(point)")
                // The live touch's recorded walk is the same walk.
                #expect(scene.simulator.explain(touch: touch)?.steps == explained.steps, "at \(point)")
                scene.simulator.lift(touch)
                scene.simulator.advance(by: 1)
            }
        }
    }

    @Test("X3: a live touch is explained only when recorded, and explaining writes nothing to the trace")
    func liveTouch() {
        let scene = Scene()
        scene.simulator.trace.isEnabled = true
        _ = scene.simulator.explain(at: CGPoint(x: 40, y: 120))
        #expect(scene.simulator.trace.entries.isEmpty)
        let unrecorded = scene.simulator.touchDown(at: CGPoint(x: 40, y: 120))
        #expect(scene.simulator.explain(touch: unrecorded) == nil)
        scene.simulator.lift(unrecorded)
        scene.simulator.explainsTouches = true
        let recorded = scene.simulator.touchDown(at: CGPoint(x: 40, y: 120))
        let lines = scene.simulator.explain(touch: recorded)?.lines ?? []
        #expect(lines.first == "explain touch 2 at {40, 120} at t=0 (window coordinates)")
        #expect(lines.contains("hit-test view: buyButton"))
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("X3, GR1: a disabled recognizer is listed as not asked; a delegate that says yes is named")
    func recognizerVerdicts() {
        let scene = Scene()
        let off = UIPanGestureRecognizer(handler: { _ in })
        off.name = "off"
        off.isEnabled = false
        scene.cell.addGestureRecognizer(off)
        let yes = YesSayer()
        let asked = UILongPressGestureRecognizer(handler: { _ in })
        asked.name = "asked"
        asked.delegate = yes
        scene.simulator.window.addGestureRecognizer(asked)
        let explanation = scene.simulator.explain(at: CGPoint(x: 40, y: 120))
        #expect(
            explanation.recognizers.map(\.text) == [
                "cellTap (on cell): receives the touch (no delegate)",
                "off (on cell): not asked: disabled or not yet reset",
                "swipe (on list): its delegate's shouldReceive said false: it never sees the touch",
                "asked (on UIWindow): receives the touch: its delegate's shouldReceive said true",
            ])
        #expect(yes.asked == 1)
    }

    @MainActor final class YesSayer: NSObject, UIGestureRecognizerDelegate {
        var asked = 0
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            asked += 1
            return true
        }
    }

    @Test("X3: a non-finite point is an issue, not a trap")
    func nonFinite() {
        let scene = Scene()
        let explanation = scene.simulator.explain(at: CGPoint(x: CGFloat.nan, y: 1))
        #expect(explanation.hitTestView == nil)
        #expect(scene.simulator.issues == ["explain(at:): point is not finite: {nan, 1}"])
    }
}

import Foundation
import ResponderKit
import Testing

/// X14: names a developer recognises without setting one, and overrides' answers in the trace.
@MainActor @Suite struct TraceNameTests {
    /// A screen written as an iOS developer would: views held in properties, recognizers unnamed.
    final class CheckoutViewController: UIViewController {
        let banner = UIView()
        let buyButton = UIButton(type: .system)
        lazy var pager = UIScrollView()
        var taps = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            banner.frame = CGRect(x: 0, y: 0, width: 375, height: 100)
            banner.addGestureRecognizer(UITapGestureRecognizer(target: self, action: CheckoutViewController.tapped))
            let second = UITapGestureRecognizer(target: self, action: CheckoutViewController.tapped)
            second.numberOfTapsRequired = 2
            banner.addGestureRecognizer(second)
            view.addSubview(banner)
            pager.frame = CGRect(x: 0, y: 100, width: 375, height: 300)
            pager.contentSize = CGSize(width: 1125, height: 300)
            view.addSubview(pager)
            buyButton.frame = CGRect(x: 100, y: 500, width: 100, height: 44)
            buyButton.addTarget(self, action: CheckoutViewController.buy, named: "buy", for: .touchUpInside)
            view.addSubview(buyButton)
        }

        func tapped() { taps += 1 }
        func buy() {}
    }

    func checkout() -> (EventSimulator, CheckoutViewController) {
        let simulator = EventSimulator()
        let controller = CheckoutViewController()
        simulator.window.rootViewController = controller
        simulator.window.layoutIfNeeded()
        simulator.trace.isEnabled = true
        return (simulator, controller)
    }

    @Test("X14: views by their controller's property, recognizers by owner and kind, actions by the given name")
    func propertyAndOwnerNames() {
        let (simulator, _) = checkout()
        simulator.tap(at: CGPoint(x: 50, y: 50))
        simulator.advance(by: 0.5)
        simulator.drag(from: CGPoint(x: 300, y: 250), to: CGPoint(x: 100, y: 250), duration: 0.2, steps: 4)
        simulator.tap(at: CGPoint(x: 150, y: 520))
        let text = simulator.trace.text()
        #expect(text.contains("touch 1 -> banner (tapCount 1)"))
        #expect(text.contains("banner.tap possible -> ended (tapped)"))
        #expect(text.contains("banner.tap#2 possible -> failed"))
        #expect(text.contains("touch 2 -> pager (tapCount 1)"))
        #expect(text.contains("pager.scrollPan possible -> began"))
        #expect(text.contains("pager.delayedTouches possible -> failed"))
        #expect(text.contains("touch 3 -> buyButton (tapCount 1)"))
        #expect(text.contains("action 'buy' -> CheckoutViewController"))
        // Nothing that has a property or an owner is left with a bare class name.
        for bare in [
            "UIView", "UIButton", "UIScrollView", "UITapGestureRecognizer", "UIScrollViewPanGestureRecognizer",
        ] {
            #expect(!text.contains("\(bare) "), "\(bare) appears bare")
            #expect(!text.contains("\(bare)#"), "\(bare)# appears")
        }
    }

    /// A developer's own view class: its instances keep their class name (the seeds' logs show it).
    final class BadgeView: UIView {}

    /// Holds a subview in a property of a developer's own class.
    final class CardView: UIView {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let icon = UIView(frame: CGRect(x: 50, y: 0, width: 40, height: 40))
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(badge)
            addSubview(icon)
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test("X14: a superview's property names a UIKit view; a developer's subclass keeps its class name")
    func superviewPropertyAndCustomClass() {
        let simulator = EventSimulator()
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        simulator.window.addSubview(card)
        simulator.trace.isEnabled = true
        simulator.tap(at: CGPoint(x: 60, y: 10))
        simulator.tap(at: CGPoint(x: 10, y: 10))
        let bound = simulator.trace.lines(kinds: ["touchBound"])
        #expect(bound == ["touch 1 -> icon (tapCount 1)", "touch 2 -> BadgeView (tapCount 1)"])
        #expect(simulator.trace.text().contains("CardView hitTest"))
    }

    @Test("X14: a UIAction is named by its title, else its given identifier")
    func uiActionNames() {
        let simulator = EventSimulator()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.addAction(UIAction(identifier: UIAction.Identifier("checkout.pay")) { _ in }, for: .touchUpInside)
        button.addAction(UIAction(title: "Pay") { _ in }, for: .touchUpInside)
        simulator.window.addSubview(button)
        simulator.trace.isEnabled = true
        simulator.tap(at: CGPoint(x: 10, y: 10))
        let actions = simulator.trace.lines(kinds: ["action"])
        #expect(actions == ["action 'checkout.pay' (UIAction) from UIButton", "action 'Pay' (UIAction) from UIButton"])
    }

    /// A cell whose override sends taps on it to its button.
    final class ItemCell: UIView {
        let buyButton = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 44))
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(buyButton)
        }
        required init?(coder: NSCoder) { nil }
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? buyButton : hit
        }
    }

    /// Answers inside for 20 pt around its bounds; never calls super's hitTest.
    final class WideView: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            self.point(inside: point, with: event) ? self : nil
        }
    }

    @Test("X16, H4: an override's answer and the default's, where they differ; none where they agree")
    func overrideLines() {
        let simulator = EventSimulator()
        let cell = ItemCell(frame: CGRect(x: 0, y: 100, width: 375, height: 44))
        simulator.window.addSubview(cell)
        simulator.trace.isEnabled = true
        simulator.tap(at: CGPoint(x: 20, y: 120))
        #expect(
            simulator.trace.lines(kinds: ["hitTestOverride"]) == [
                "ItemCell.hitTest (override) -> buyButton; default would be ItemCell (H4)",
                "ItemCell.hitTest (override) -> buyButton; default would be ItemCell (H4)",
            ])
        simulator.trace.removeAll()
        simulator.tap(at: CGPoint(x: 120, y: 120))  // on the button: the override agrees with the default
        #expect(simulator.trace.lines(kinds: ["hitTestOverride"]).isEmpty)
    }

    /// Answers inside for 20 pt around its bounds, through UIKit's default hitTest.
    final class GrownView: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    @Test("X16, H2: a point(inside:) override that widens the view says what the bounds would have answered")
    func pointInsideOverride() {
        let simulator = EventSimulator()
        let grown = GrownView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        simulator.window.addSubview(grown)
        simulator.trace.isEnabled = true
        simulator.tap(at: CGPoint(x: 90, y: 110))
        #expect(
            simulator.trace.lines(kinds: ["pointInsideOverride"]) == [
                "GrownView.pointInside (override) -> true; default would be false (H2)",
                "GrownView.pointInside (override) -> true; default would be false (H2)",
            ])
    }

    @Test("X16, H4: a hitTest override that never calls super: the trace does not call user code to compare")
    func overrideWithoutSuper() {
        let simulator = EventSimulator()
        let wide = WideView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        simulator.window.addSubview(wide)
        simulator.trace.isEnabled = true
        simulator.tap(at: CGPoint(x: 90, y: 110))
        #expect(
            simulator.trace.text(kinds: ["hitTest", "hitTestOverride", "pointInsideOverride", "touchBound"])
                == """
                UIWindow hitTest point:{90, 110}
                WideView hitTest point:{-10, 10}
                WideView.hitTest (override) -> WideView; super not called, default not asked (H4)
                UIWindow hitTest point:{90, 110}
                WideView hitTest point:{-10, 10}
                WideView.hitTest (override) -> WideView; super not called, default not asked (H4)
                touch 1 -> WideView (tapCount 1)

                """)
    }
}

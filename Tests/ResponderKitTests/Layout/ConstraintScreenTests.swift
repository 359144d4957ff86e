import Foundation
import ResponderKit
import Testing

/// A screen laid out only with constraints, as a real view controller writes it, hit-tested through the
/// simulator before and after the simulated screen rotates (LY13, LY20, LY24–LY27).
@MainActor @Suite struct ConstraintScreenTests {
    /// Header pinned to the safe area, a button in the bottom-trailing corner of the layout margins, a
    /// card centred in the safe area, 80 % of the width but at most 400 pt, half as tall as wide.
    final class ScreenController: UIViewController {
        let log = Log()
        lazy var header = LayoutTouchTarget("header", log: log)
        lazy var card = LayoutTouchTarget("card", log: log)
        let button = UIButton(type: .system)
        var layouts = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            button.setTitle("Next", for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            button.addAction(UIAction { [log] _ in log("button") }, for: .touchUpInside)
            view.addSubview(header)
            view.addSubview(card)
            view.addSubview(button)
            let safe = view.safeAreaLayoutGuide
            let width = card.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.8)
            width.priority = .defaultHigh
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: safe.topAnchor),
                header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: 44),
                button.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                button.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
                card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                card.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
                card.widthAnchor.constraint(lessThanOrEqualToConstant: 400),
                width,
                card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            ])
        }

        override func viewDidLayoutSubviews() { layouts += 1 }
    }

    @Test("LY13, LY24-LY27: a constraint-only screen is hit where it is laid out, in portrait and after rotating")
    func rotation() {
        let simulator = EventSimulator(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = ScreenController()
        simulator.window.rootViewController = controller
        let log = controller.log

        // Portrait, by hand: the root view's margins are the system minimum 16 (a 390 pt wide view) plus the
        // safe area; the button's title "Next" measures 2 em × 15 pt = 30 wide, 18 + 12 = 30 tall (LY28);
        // 0.8 × 390 = 312 ≤ 400, so the card is 312 × 156 around the safe area's centre y 47 + 763 / 2.
        #expect(tapped(simulator, CGPoint(x: 195, y: 60), log) == "header")
        #expect(controller.header.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(controller.button.frame == CGRect(x: 344, y: 780, width: 30, height: 30))
        #expect(controller.card.frame == CGRect(x: 39, y: 350.5, width: 312, height: 156))
        #expect(tapped(simulator, CGPoint(x: 359, y: 795), log) == "button")
        #expect(tapped(simulator, CGPoint(x: 195, y: 428.5), log) == "card")
        #expect(tapped(simulator, CGPoint(x: 45, y: 355), log) == "card")
        #expect(tapped(simulator, CGPoint(x: 30, y: 355), log) == nil)  // beside the card: the root view
        #expect(tapped(simulator, CGPoint(x: 195, y: 20), log) == nil)  // under the status bar

        // Landscape with the notch on the right and a home indicator: 844 × 390, insets 0, 47, 21, 47.
        let layoutsBefore = controller.layouts
        simulator.rotate(to: .landscapeLeft, safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(simulator.interfaceOrientation == .landscapeLeft)
        #expect(simulator.window.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(controller.layouts > layoutsBefore)
        // Margins: the system minimum is 20 on an 844 pt wide view, plus the safe area: 0, 67, 21, 67.
        // 0.8 × 844 = 675.2 > 400: the 750 constraint gives, the card is 400 × 200 at the centre of the safe
        // area (y 369 / 2).
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 67, bottom: 21, right: 67))
        #expect(controller.header.frame == CGRect(x: 47, y: 0, width: 750, height: 44))
        #expect(controller.button.frame == CGRect(x: 747, y: 339, width: 30, height: 30))
        #expect(controller.card.frame == CGRect(x: 222, y: 84.5, width: 400, height: 200))
        #expect(tapped(simulator, CGPoint(x: 422, y: 20), log) == "header")
        #expect(tapped(simulator, CGPoint(x: 762, y: 354), log) == "button")
        #expect(tapped(simulator, CGPoint(x: 422, y: 184.5), log) == "card")
        // The portrait places now hold something else, or nothing.
        #expect(tapped(simulator, CGPoint(x: 195, y: 60), log) == nil)
        #expect(tapped(simulator, CGPoint(x: 45, y: 355), log) == nil)
        #expect(tapped(simulator, CGPoint(x: 30, y: 20), log) == nil)  // beside the header, under the notch side

        // Back to portrait: the same frames as at first.
        simulator.rotate(to: .portrait, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(controller.card.frame == CGRect(x: 39, y: 350.5, width: 312, height: 156))
        #expect(tapped(simulator, CGPoint(x: 359, y: 795), log) == "button")
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY27: rotating without insets turns the screen's safe area with the device")
    func rotatedInsets() {
        let simulator = EventSimulator(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        simulator.rotate(to: .landscapeLeft)  // the device's top (the notch) goes right, its bottom left
        #expect(simulator.safeAreaInsets == UIEdgeInsets(top: 0, left: 34, bottom: 0, right: 47))
        #expect(simulator.window.safeAreaInsets == UIEdgeInsets(top: 0, left: 34, bottom: 0, right: 47))
        simulator.rotate(to: .landscapeRight)
        #expect(simulator.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 34))
        #expect(simulator.window.bounds.size == CGSize(width: 844, height: 390))
        simulator.rotate(to: .portraitUpsideDown)
        #expect(simulator.safeAreaInsets == UIEdgeInsets(top: 34, left: 0, bottom: 47, right: 0))
        #expect(simulator.window.bounds.size == CGSize(width: 390, height: 844))
        #expect(simulator.window.windowScene?.interfaceOrientation == .portraitUpsideDown)
        simulator.rotate(to: .unknown)
        simulator.setScreenSize(CGSize(width: -1, height: 10))
        #expect(simulator.issues.count == 2)
        simulator.setScreenSize(CGSize(width: 320, height: 480))
        #expect(simulator.window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }
}

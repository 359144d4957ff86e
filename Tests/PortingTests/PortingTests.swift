import Testing
import UIKit

/// A2: iOS files compiled with their imports untouched (`UIKit`, `QuartzCore`,
/// `UIKit.UIGestureRecognizerSubclass`), driven by the simulator.
@MainActor @Suite struct PortingTests {
    @Test("A2, AP6: the card sets colours and layer state; its enlarged close button takes a near miss")
    func card() {
        let simulator = EventSimulator()
        let card = CardView(frame: CGRect(x: 20, y: 100, width: 335, height: 120))
        simulator.window.addSubview(card)
        card.layoutIfNeeded()
        var closed = 0
        card.onClose = { closed += 1 }
        #expect(card.backgroundColor == .secondarySystemBackground)
        #expect(card.layer.cornerRadius == 12 && card.layer.shadowOpacity == 0.15)
        #expect(card.layer.borderWidth == 0.5)
        #expect(card.layer.shadowPath?.boundingBox == card.bounds)
        // 6 pt outside the 28 pt button's top-right corner, inside the 44 pt area.
        let nearMiss = card.convert(CGPoint(x: card.closeButton.frame.maxX + 6, y: 4), to: simulator.window)
        simulator.tap(at: nearMiss)
        #expect(closed == 1 && card.alpha == 0)
        #expect(simulator.issues.isEmpty)
    }

    @Test("A2, DL1: the spinner turns by its speed on the display link, and stops off-window")
    func spinner() {
        let simulator = EventSimulator()
        let spinner = SpinnerView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        simulator.window.addSubview(spinner)
        simulator.advance(by: 1)
        // The first frame only records its time: 59 steps of 1/60 s at π rad/s.
        #expect(abs(spinner.angle - .pi * 59 / 60) < 1e-9)
        #expect(abs(atan2(spinner.transform.b, spinner.transform.a) - (.pi * 59 / 60)) < 1e-9)
        spinner.removeFromSuperview()
        let angle = spinner.angle
        simulator.advance(by: 1)
        #expect(spinner.angle == angle)
    }

    @Test("A2: a recognizer written with UIKit.UIGestureRecognizerSubclass recognizes a long hold only")
    func forcePress() {
        let simulator = EventSimulator()
        let view = UIView(frame: simulator.window.bounds)
        simulator.window.addSubview(view)
        var presses = 0
        view.addGestureRecognizer(ForcePressGestureRecognizer { _ in presses += 1 })
        simulator.tap(at: CGPoint(x: 100, y: 100))
        #expect(presses == 0)
        let touch = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 0.4)
        simulator.lift(touch)
        #expect(presses == 1)
    }

    @Test("A2, A3, AP12, AP14: a view controller sets up colours, a round avatar and a configured button")
    func profile() {
        let simulator = EventSimulator(screenSize: CGSize(width: 390, height: 844))
        let controller = ProfileViewController()
        simulator.window.rootViewController = controller
        #expect(controller.view.backgroundColor == .systemGroupedBackground)
        #expect(controller.followButton.tintColor == .systemIndigo)
        #expect(controller.avatar.center == CGPoint(x: 195, y: 96))  // UIScreen.main is this world's
        #expect(controller.nameLabel.font.pointSize == 22)
        // A tap in the avatar's square corner misses the circle; one in the middle hits it.
        simulator.tap(at: CGPoint(x: 150, y: 51))
        #expect(controller.avatarTaps == 0)
        simulator.tap(at: CGPoint(x: 195, y: 96))
        #expect(controller.avatarTaps == 1)
        #expect(controller.followButton.currentTitle == "Follow")
        simulator.tap(at: CGPoint(x: 195, y: 226))
        #expect(controller.isFollowing)
        #expect(controller.followButton.currentTitle == "Following")
        #expect(controller.followButton.accessibilityValue == "Following")
        #expect(simulator.issues.isEmpty)
    }
}

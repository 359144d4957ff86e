import Testing
import UIKit

/// A2: iOS files compiled with their imports untouched (`UIKit`, `QuartzCore`,
/// `UIKit.UIGestureRecognizerSubclass`), driven by the simulator.
@MainActor @Suite struct PortingTests {
    @Test("A2, AP6, AN1, AN7: the card sets colours and layers; its enlarged close button takes a near miss")
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
        // AN1, AN4, AN7: it fades and shrinks away, and is removed when the animation completes.
        #expect(closed == 0 && card.alpha == 0 && card.superview != nil)
        simulator.advance(by: 0.1)
        let shown = card.layer.presentation()!
        #expect(shown.opacity > 0 && shown.opacity < 1)
        #expect(shown.transform.m11 > 0.9 && shown.transform.m11 < 1)
        simulator.advance(by: 0.15)
        #expect(closed == 1 && card.superview == nil)
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

    @Test(
        "A2, LY13, LY24-LY27, LY31: a screen laid out with constraints only is hit where it is laid out, also after rotating"
    )
    func signIn() {
        let simulator = EventSimulator(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = SignInViewController()
        simulator.window.rootViewController = controller
        func centre(_ view: UIView) -> CGPoint {
            view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        }
        simulator.advance(by: 0)  // a run-loop turn: the pending layout runs (LY20)
        // LY24-LY26: the title under the safe area, the form in the root view's 16 pt margins, the
        // footer from 44 pt above the safe area's bottom to the screen's.
        #expect(controller.titleLabel.frame.origin == CGPoint(x: 16, y: 71))
        #expect(controller.form.frame.minX == 16 && controller.form.frame.width == 358)
        #expect(controller.form.frame.minY == controller.titleLabel.frame.maxY + 24)  // 3 × system spacing
        #expect(controller.footer.frame == CGRect(x: 0, y: 766, width: 390, height: 78))
        #expect(controller.signInButton.frame.width == 358)  // the vertical stack fills its width
        for view in [controller.titleLabel, controller.form, controller.footer, controller.signInButton] {
            #expect(!view.hasAmbiguousLayout)
        }
        simulator.tap(at: centre(controller.signInButton))
        simulator.tap(at: centre(controller.helpButton))
        simulator.tap(at: centre(controller.rememberSwitch))
        simulator.tap(at: centre(controller.footer))
        #expect(controller.signIns == 1 && controller.helpRequests == 1 && controller.footerTaps == 1)
        #expect(controller.rememberSwitch.isOn)

        // LY27: landscape, with a notched phone's landscape insets; margins are 20 pt plus the safe area.
        let portraitSignIn = centre(controller.signInButton)
        simulator.rotate(to: .landscapeLeft, safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(controller.view.frame.size == CGSize(width: 844, height: 390))
        #expect(controller.titleLabel.frame.origin == CGPoint(x: 67, y: 24))
        #expect(controller.form.frame.minX == 67 && controller.form.frame.width == 710)
        #expect(controller.footer.frame == CGRect(x: 0, y: 325, width: 844, height: 65))
        #expect(!controller.signInButton.frame.contains(controller.view.convert(portraitSignIn, from: nil)))
        simulator.tap(at: portraitSignIn)  // the form moved up 47 pt: the help button is there now
        #expect(controller.signIns == 1 && controller.helpRequests == 2)
        simulator.tap(at: centre(controller.signInButton))
        simulator.tap(at: centre(controller.footer))
        #expect(controller.signIns == 2 && controller.footerTaps == 2)

        // LY31: hiding the remember-me row moves the buttons up: the switch is no longer hit, the sign-in
        // button now in the row's place is.
        let switchCentre = centre(controller.rememberSwitch)
        controller.rememberRow.isHidden = true
        simulator.advance(by: 0)
        #expect(controller.signInButton.frame.minY == 0)
        simulator.tap(at: switchCentre)
        #expect(controller.rememberSwitch.isOn && controller.signIns == 3)
        simulator.tap(at: centre(controller.helpButton))
        #expect(controller.helpRequests == 3)
        #expect(controller.layoutPasses > 0)
        #expect(simulator.issues.isEmpty)
    }
}

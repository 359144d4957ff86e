import Foundation
import ResponderKit
import Testing

/// LY35 with TX7: `keyboardLayoutGuide` follows the simulated keyboard, and what is pinned to it moves —
/// for hit-testing too.
@MainActor @Suite struct KeyboardLayoutGuideTests {
    /// The keyboard's announced end frame: the oracle for where the guide must be.
    @MainActor final class EndFrames {
        var frames: [CGRect] = []
        private var token: NSObjectProtocol?

        init() {
            token = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
            ) { note in
                let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                MainActor.assumeIsolated { self.frames.append(end ?? .null) }
            }
        }

        func stop() { if let token { NotificationCenter.default.removeObserver(token) } }
    }

    private func screen() -> (EventSimulator, UIView) {
        let simulator = EventSimulator(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        simulator.window.rootViewController = controller
        return (simulator, controller.view)
    }

    private func center(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

    @Test("LY35, TX7: a button pinned to the guide's top moves above the keyboard and back, and is hit there")
    func buttonFollowsKeyboard() throws {
        let (simulator, view) = screen()
        let frames = EndFrames()
        defer { frames.stop() }
        let log = Log()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let button = UIButton(type: .system)
        button.addAction(UIAction { _ in log("button touchUpInside") }, for: .touchUpInside)
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        view.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            button.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            button.heightAnchor.constraint(equalToConstant: 44),
            button.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        simulator.advance(by: 0)
        let resting = button.frame
        // No keyboard: the guide's top is the safe area's bottom (Apple, followsUndockedKeyboard).
        #expect(resting.maxY == view.safeAreaLayoutGuide.layoutFrame.maxY)
        #expect(resting.height == 44)
        #expect(simulator.window.hitTest(center(resting), with: nil) === button)

        // A tap on the field makes it first responder; the keyboard shows and the button sits on it.
        simulator.tap(at: center(field.frame))
        simulator.advance(by: 0.5)
        #expect(field.isFirstResponder)
        let keyboard = try #require(frames.frames.last)
        let raised = button.frame
        #expect(raised.maxY == view.convert(keyboard, from: nil).minY)
        #expect(raised.height == 44 && raised.minX == 20 && raised.width == 350)
        #expect(view.keyboardLayoutGuide.layoutFrame == view.convert(keyboard, from: nil))
        #expect(simulator.window.hitTest(center(raised), with: nil) === button)
        #expect(simulator.window.hitTest(center(resting), with: nil) !== button)
        simulator.tap(at: center(raised))
        simulator.advance(by: 0.5)
        #expect(log.lines == ["button touchUpInside"])

        // Resigning hides the keyboard: the button returns to the safe area's bottom, and is hit there.
        field.resignFirstResponder()
        simulator.advance(by: 0.5)
        #expect(frames.frames.count == 2)
        #expect(button.frame == resting)
        #expect(simulator.window.hitTest(center(resting), with: nil) === button)
        #expect(simulator.window.hitTest(center(raised), with: nil) !== button)
        simulator.tap(at: center(resting))
        simulator.advance(by: 0.5)
        #expect(log.lines == ["button touchUpInside", "button touchUpInside"])
    }

    @Test("LY35: without a keyboard the guide is the safe-area bottom inset tall (zero without usesBottomSafeArea)")
    func noKeyboardIsSafeAreaInset() {
        let (simulator, view) = screen()
        let guide = view.keyboardLayoutGuide
        #expect(guide === view.keyboardLayoutGuide)
        #expect(guide.followsUndockedKeyboard == false && guide.usesBottomSafeArea)
        let spacer = UIView()
        spacer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(spacer)
        NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            spacer.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            spacer.topAnchor.constraint(equalTo: guide.topAnchor),
            spacer.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        simulator.advance(by: 0)
        #expect(view.safeAreaInsets.bottom == 34)
        #expect(guide.layoutFrame.height == view.safeAreaInsets.bottom)
        #expect(guide.layoutFrame.maxY == view.bounds.height)
        #expect(spacer.frame == guide.layoutFrame)  // the engine agrees with `layoutFrame`

        guide.usesBottomSafeArea = false
        simulator.advance(by: 0)
        #expect(guide.layoutFrame == CGRect(x: 0, y: view.bounds.height, width: view.bounds.width, height: 0))
        #expect(spacer.frame == guide.layoutFrame)
    }

    @Test("LY35, TX7: the guide follows an accessory view's extra height, and a view's own overlap with the keyboard")
    func followsFrameChangesAndOverlap() throws {
        let (simulator, view) = screen()
        let frames = EndFrames()
        defer { frames.stop() }
        let plain = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let accessorized = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
        accessorized.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        // A card ending 144 pt above the screen's bottom: the keyboard covers only part of it.
        let card = UIView(frame: CGRect(x: 0, y: 500, width: 390, height: 200))
        view.addSubview(plain)
        view.addSubview(accessorized)
        view.addSubview(card)
        simulator.advance(by: 0)
        plain.becomeFirstResponder()
        simulator.advance(by: 0.5)
        let first = try #require(frames.frames.last)
        #expect(view.keyboardLayoutGuide.layoutFrame == view.convert(first, from: nil))
        #expect(card.keyboardLayoutGuide.layoutFrame.height == card.frame.maxY - first.minY)
        #expect(card.keyboardLayoutGuide.layoutFrame.maxY == card.bounds.height)

        accessorized.becomeFirstResponder()
        simulator.advance(by: 0.5)
        let second = try #require(frames.frames.last)
        #expect(second.height > first.height)
        #expect(view.keyboardLayoutGuide.layoutFrame == view.convert(second, from: nil))
        #expect(card.keyboardLayoutGuide.layoutFrame.height == card.frame.maxY - second.minY)
    }
}

import Foundation
import ResponderKit
import Testing

/// Seed 004, sections 3 and 4: UIControl tracking, views inside controls, controls inside views with a
/// tap recognizer, and the default-action rule (C1, C4, C6, GR6).
@MainActor @Suite struct Seed004ControlTests {
    /// The seed's `subControl`: logs around `super.touchesBegan` and in `beginTracking`.
    final class SubControl: UIControl {
        var log: Log?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?("enter touchesBegan")
            super.touchesBegan(touches, with: event)
            log?("leave touchesBegan")
        }
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            log?("beginTracking")
            return super.beginTracking(touch, with: event)
        }
    }

    final class Controller: UIViewController {
        var log: Log?
        func subControlClicked() { log?("subControl clicked") }
        func clickControl(_ sender: UIControl) { log?("click Control") }
        func buttonClick() { log?("button click") }
        func tap(_ recognizer: UITapGestureRecognizer) { log?("tap") }
    }

    @Test("C1: touchesBegan calls beginTracking inside it; the action follows on lift (seed 004's log)")
    func trackingLog() {
        let simulator = EventSimulator()
        let log = Log()
        let controller = Controller()
        controller.log = log
        simulator.window.rootViewController = controller
        let control = SubControl(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        control.log = log
        control.addTarget(controller, action: Controller.subControlClicked, for: .touchUpInside)
        controller.view.addSubview(control)
        simulator.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.lines == ["enter touchesBegan", "beginTracking", "leave touchesBegan", "subControl clicked"])
    }

    final class YellowView: UIView {
        var log: Log?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?("YellowView touchesBegan") }
    }

    @Test("C4, H1: a view inside a control gets the touch it is hit by; the control gets its own touches")
    func viewInsideControl() {
        let simulator = EventSimulator()
        let log = Log()
        let controller = Controller()
        controller.log = log
        simulator.window.rootViewController = controller
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 200))
        control.addTarget(controller, action: Controller.clickControl, for: .touchUpInside)
        controller.view.addSubview(control)
        let yellow = YellowView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        yellow.log = log
        control.addSubview(yellow)
        simulator.tap(at: CGPoint(x: 130, y: 130))  // the yellow view
        #expect(log.lines == ["YellowView touchesBegan"])
        log.clear()
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 150, y: 250))  // the red control
        #expect(log.lines == ["click Control"])
    }

    /// The seed's yellow view with a tap recognizer and a control (custom or UIButton) inside it.
    private func controlInTappableView(button: Bool, tapAt point: CGPoint) -> [String] {
        let simulator = EventSimulator()
        let log = Log()
        let controller = Controller()
        controller.log = log
        simulator.window.rootViewController = controller
        let yellow = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        controller.view.addSubview(yellow)
        yellow.addGestureRecognizer(UITapGestureRecognizer(target: controller, action: Controller.tap))
        let frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let control: UIControl = button ? UIButton(frame: frame) : SubControl(frame: frame)
        control.addTarget(
            controller, action: button ? Controller.buttonClick : Controller.subControlClicked,
            for: .touchUpInside)
        yellow.addSubview(control)
        simulator.tap(at: point)
        return log.lines
    }

    @Test("C6: a custom control has no default action, so the parent's tap wins")
    func customControlLosesToTap() {
        #expect(controlInTappableView(button: false, tapAt: CGPoint(x: 200, y: 200)) == ["tap"])
    }

    @Test("C6, GR6: a UIButton refuses its parent's single tap through gestureRecognizerShouldBegin")
    func buttonBeatsTap() {
        #expect(controlInTappableView(button: true, tapAt: CGPoint(x: 200, y: 200)) == ["button click"])
    }

    @Test("C6: tapping the parent view itself still fires its tap")
    func tapOnParent() {
        #expect(controlInTappableView(button: true, tapAt: CGPoint(x: 110, y: 110)) == ["tap"])
    }

    @Test("C6: a recognizer on a view lying over the button is not refused")
    func coveringViewWins() {
        let simulator = EventSimulator()
        let log = Log()
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        button.addAction(UIAction { _ in log("button click") }, for: .touchUpInside)
        simulator.window.addSubview(button)
        let cover = UIView(frame: CGRect(x: 40, y: 40, width: 120, height: 120))
        cover.addGestureRecognizer(UITapGestureRecognizer { _ in log("tap") })
        simulator.window.addSubview(cover)
        simulator.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.lines == ["tap"])
    }

    @Test("C6: a recognizer added to the button itself wins over the button's action")
    func recognizerOnButtonWins() {
        let simulator = EventSimulator()
        let log = Log()
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        button.addAction(UIAction { _ in log("button click") }, for: .touchUpInside)
        button.addGestureRecognizer(UITapGestureRecognizer { _ in log("tap") })
        simulator.window.addSubview(button)
        simulator.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.lines == ["tap"])
    }
}

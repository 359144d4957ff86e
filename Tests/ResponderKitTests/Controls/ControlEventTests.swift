import Foundation
import ResponderKit
import Testing

/// C2, C3: the touch control events of one tracked touch, with the 70 pt drag margin.
@MainActor @Suite struct ControlEventTests {
    /// A button at (100, 100, 100, 50) logging every touch event it sends.
    private func scene() -> (EventSimulator, UIButton, Log) {
        let simulator = EventSimulator()
        let log = Log()
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        simulator.window.addSubview(button)
        let events: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
            (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in events { button.addAction(UIAction { _ in log(name) }, for: event) }
        return (simulator, button, log)
    }

    @Test("C2: dragging out past 70 pt and back sends exit then enter; lifting inside is up-inside")
    func dragOutAndBack() {
        let (simulator, button, log) = scene()
        let finger = simulator.touchDown(at: CGPoint(x: 150, y: 125))
        #expect(button.isHighlighted && button.isTracking && button.isTouchInside)
        simulator.move(finger, to: CGPoint(x: 150, y: 200))  // 25 pt below the bottom edge: still inside
        simulator.move(finger, to: CGPoint(x: 150, y: 230))  // 80 pt below: outside the margin
        #expect(!button.isHighlighted && !button.isTouchInside)
        simulator.move(finger, to: CGPoint(x: 150, y: 240))
        simulator.move(finger, to: CGPoint(x: 150, y: 140))
        simulator.lift(finger)
        #expect(!button.isHighlighted && !button.isTracking)
        #expect(
            log.lines == [
                "touchDown", "dragInside", "dragOutside", "dragExit", "dragOutside", "dragInside", "dragEnter",
                "upInside", "primary",
            ])
    }

    @Test("C2: lifting outside the margin is up-outside and no primary action")
    func liftOutside() {
        let (simulator, _, log) = scene()
        let finger = simulator.touchDown(at: CGPoint(x: 150, y: 125))
        simulator.move(finger, to: CGPoint(x: 150, y: 300))
        simulator.lift(finger)
        #expect(log.lines == ["touchDown", "dragOutside", "dragExit", "upOutside"])
    }

    @Test("C2, T3: a second quick tap sends touchDownRepeat with its touchDown")
    func downRepeat() {
        let (simulator, _, log) = scene()
        simulator.tap(at: CGPoint(x: 150, y: 125), count: 2, interval: 0.1)
        #expect(
            log.lines == ["touchDown", "upInside", "primary", "touchDown", "touchDownRepeat", "upInside", "primary"])
    }

    @Test("C2, GR7: a parent's pan that begins cancels the button's touch: touchCancel, no action")
    func cancelledByParentPan() {
        let (simulator, button, log) = scene()
        let parent = UIView(frame: simulator.window.bounds)
        simulator.window.addSubview(parent)
        parent.addSubview(button)
        parent.addGestureRecognizer(UIPanGestureRecognizer { _ in log("pan") })
        // 5 pt steps: the first move is a drag inside, the second reaches the pan's 10 pt.
        simulator.drag(from: CGPoint(x: 120, y: 110), to: CGPoint(x: 120, y: 130), duration: 0.1, steps: 4)
        #expect(log.lines == ["touchDown", "dragInside", "pan", "cancel", "pan", "pan", "pan"])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test("H9: a disabled button is not hit; the touch falls through to the view behind it")
    func disabledButtonFallsThrough() {
        let (simulator, button, log) = scene()
        let behind = LoggingView("behind", frame: CGRect(x: 0, y: 0, width: 375, height: 400), log: log)
        simulator.window.insertSubview(behind, belowSubview: button)
        button.isEnabled = false
        #expect(button.state == .disabled)
        simulator.tap(at: CGPoint(x: 150, y: 125))
        #expect(log.lines == ["behind touchesBegan", "behind touchesEnded"])
    }
}

import Foundation
import ResponderKit
import Testing

/// Engine bugs found by the reliability suite (issue 8), each with the smallest reproduction.
@MainActor @Suite struct EngineRegressionTests {
    /// A recognizer that logs the phases it receives.
    final class PhaseLog: UILongPressGestureRecognizer {
        var phases: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            phases.append("began")
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            phases.append("ended")
            super.touchesEnded(touches, with: event)
        }
    }

    @Test("GR2, GR3, T6: an event whose touches end in two windows reaches the recognizers of both")
    func endsInTwoWindows() {
        let simulator = EventSimulator()
        let window = simulator.window
        let window2 = UIWindow(windowScene: window.windowScene!)
        window2.frame = CGRect(x: 0, y: 0, width: 150, height: 200)
        window2.windowLevel = .alert
        window2.isHidden = false
        var actions: [UIGestureRecognizer.State] = []
        let press = PhaseLog(target: nil, action: nil)
        let handler = UILongPressGestureRecognizer { actions.append($0.state) }
        handler.minimumPressDuration = 0.2
        window.addGestureRecognizer(handler)
        window.addGestureRecognizer(press)
        // One finger in each window, down and up in the same events: the second window is dispatched
        // first, and its settling must not take the main window's ended touch away from its recognizers.
        let fingers = simulator.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 400)])
        simulator.lift(fingers)
        simulator.advance(by: 1)
        #expect(press.phases == ["began", "ended"])
        #expect(actions.isEmpty, "the press ended before 0.2 s: it must fail, not begin")
        #expect(handler.state == .possible && press.state == .possible)
        #expect(simulator.issues.isEmpty)
    }

    @Test("GR3, T6: a pan whose view's touch is finished still ends when the touch lifts with one in another window")
    func claimedTouchEndsWithAnotherWindow() {
        let simulator = EventSimulator()
        let window = simulator.window
        let window2 = UIWindow(windowScene: window.windowScene!)
        window2.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        window2.windowLevel = .alert
        window2.isHidden = false
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        window.addGestureRecognizer(pan)
        let fingers = simulator.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 300, y: 300)])
        simulator.advance(by: 0.05)
        // The pan begins and claims the main window's touch: its view is finished with it (GR7).
        simulator.move(fingers, to: [CGPoint(x: 50, y: 50), CGPoint(x: 300, y: 360)])
        simulator.advance(by: 0.05)
        simulator.lift(fingers)
        simulator.advance(by: 1)
        #expect(states == [.began, .ended])
        #expect(pan.state == .possible)
        #expect(simulator.issues.isEmpty)
    }
}

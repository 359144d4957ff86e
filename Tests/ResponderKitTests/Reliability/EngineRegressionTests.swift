import Foundation
import ResponderKit
import Testing

/// Engine bugs found by the reliability suite (Reliability), each with the smallest reproduction.
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

    /// A delegate that runs `body` once, from inside the first question it is asked of a kind.
    final class HookDelegate: UIGestureRecognizerDelegate {
        var onReceive: (() -> Void)?
        var onSimultaneous: (() -> Void)?
        var simultaneous = false
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            let body = onReceive
            onReceive = nil
            body?()
            return true
        }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            let body = onSimultaneous
            onSimultaneous = nil
            body?()
            return simultaneous
        }
    }

    /// A tap that logs every touch it is given.
    final class TouchLog: UITapGestureRecognizer {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            log.append("began")
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            log.append("ended")
            super.touchesEnded(touches, with: event)
        }
    }

    @Test("T7, GR1: a recognizer removed from inside its own shouldReceive gets none of that touch")
    func removedInShouldReceive() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        simulator.window.addSubview(view)
        var actions = 0
        let tap = TouchLog { _ in actions += 1 }
        let delegate = HookDelegate()
        delegate.onReceive = { view.removeGestureRecognizer(tap) }
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        simulator.advance(by: 1)
        #expect(tap.log.isEmpty)
        #expect(actions == 0 && tap.view == nil && tap.state == .possible)
        #expect(simulator.issues.isEmpty)
    }

    @Test("T7, GR1: when shouldReceive removes the touched view, that view's recognizers get none of the touch")
    func viewRemovedInShouldReceive() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        simulator.window.addSubview(view)
        var actions = 0
        let tap = TouchLog { _ in actions += 1 }
        let other = TouchLog { _ in actions += 1 }
        let delegate = HookDelegate()
        delegate.onReceive = { view.removeFromSuperview() }
        tap.delegate = delegate
        view.addGestureRecognizer(other)
        view.addGestureRecognizer(tap)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        simulator.advance(by: 1)
        #expect(tap.log.isEmpty && other.log.isEmpty)
        #expect(actions == 0)
        #expect(simulator.issues.isEmpty)
    }

    @Test("T7, GR3: a recognizer removed while its request to begin is being settled fails, legally and silently")
    func removedWhileRequestPending() {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        simulator.window.addSubview(view)
        var log: [String] = []
        let first = UIPanGestureRecognizer { log.append("first \($0.state)") }
        let pending = UIPanGestureRecognizer { log.append("pending \($0.state)") }
        pending.name = "pending"
        let asked = UIPanGestureRecognizer { log.append("asked \($0.state)") }
        let allows = HookDelegate()
        allows.simultaneous = true
        pending.delegate = allows
        // `first` commits first; asking `asked`'s delegate whether it may recognize alongside runs while
        // `pending` has asked to begin and is not settled yet: removing `pending` there must fail it.
        let hook = HookDelegate()
        hook.onSimultaneous = { view.removeGestureRecognizer(pending) }
        asked.delegate = hook
        for recognizer in [first, pending, asked] { view.addGestureRecognizer(recognizer) }
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 0.05)
        simulator.move(finger, to: CGPoint(x: 100, y: 130))
        simulator.lift(finger)
        simulator.advance(by: 1)
        #expect(log == ["first began", "first ended"])
        let states = simulator.trace.entries.filter { $0.kind == "state" && $0.text.hasPrefix("pending") }.map(\.text)
        #expect(states == ["pending possible -> failed (removed from its view)"])
        #expect(pending.state == .possible)
        #expect(simulator.issues.isEmpty)
    }

    /// Fails as soon as it gets a touch.
    final class FailsAtOnce: UIGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
    }

    @Test("GR1, GR3: a recognizer in a window dispatched second still takes part when its touch began with another")
    func beganInTwoWindows() {
        let simulator = EventSimulator()
        let window2 = UIWindow(windowScene: simulator.window.windowScene!)
        window2.frame = CGRect(x: 200, y: 0, width: 175, height: 200)
        window2.windowLevel = .alert
        window2.isHidden = false
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        window2.addGestureRecognizer(tap)
        simulator.window.addGestureRecognizer(FailsAtOnce())
        // The main window's touch has the lower number, so the main window is dispatched first, and a
        // recognizer there fails at once; settling that must not send away the second window's
        // recognizer, which has not seen its touch yet.
        let fingers = simulator.touchDown(at: [CGPoint(x: 50, y: 400), CGPoint(x: 250, y: 50)])
        simulator.advance(by: 0.05)
        simulator.lift(fingers)
        simulator.advance(by: 1)
        #expect(taps == 1)
        #expect(tap.state == .possible)
        simulator.tap(at: CGPoint(x: 250, y: 50))
        #expect(taps == 2)
        #expect(simulator.issues.isEmpty)
    }

    /// A view that logs the touches phases it gets, and may run `onBegan` after logging.
    final class PhaseView: UIView {
        var log: [String] = []
        var onBegan: (() -> Void)?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("began")
            super.touchesBegan(touches, with: event)
            let body = onBegan
            onBegan = nil
            body?()
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("moved")
            super.touchesMoved(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("ended")
            super.touchesEnded(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("cancelled")
            super.touchesCancelled(touches, with: event)
        }
    }

    @Test("T7, T6: a window hidden from a callback gets nothing of the event that is being dispatched")
    func windowHiddenMidEvent() {
        let simulator = EventSimulator()
        let window2 = UIWindow(windowScene: simulator.window.windowScene!)
        window2.frame = CGRect(x: 200, y: 0, width: 175, height: 200)
        window2.windowLevel = .alert
        window2.isHidden = false
        let inMain = PhaseView(frame: CGRect(x: 0, y: 300, width: 375, height: 300))
        simulator.window.addSubview(inMain)
        let inSecond = PhaseView(frame: window2.bounds)
        window2.addSubview(inSecond)
        inMain.onBegan = { window2.isHidden = true }
        // The main window's touch has the lower number: it is dispatched first and hides the second window.
        let fingers = simulator.touchDown(at: [CGPoint(x: 50, y: 400), CGPoint(x: 250, y: 50)])
        simulator.lift(fingers)
        #expect(inMain.log == ["began", "ended"])
        #expect(inSecond.log.isEmpty)
        #expect(simulator.issues.isEmpty)
    }

    /// A delegate that runs `body` once, from inside `shouldRecognizeSimultaneouslyWith`.
    final class SimultaneityHook: UIGestureRecognizerDelegate {
        var body: (() -> Void)?
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            let run = body
            body = nil
            run?()
            return false
        }
    }

    @Test("T7, GR3: a recognizer removed right after it began, before its action, announces began then cancelled")
    func removedBeforeBeganAnnounced() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        simulator.window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        let other = UIPanGestureRecognizer { _ in }
        let hook = SimultaneityHook()
        // `pan` commits first; the arena then asks its delegate about `other`, which removes `pan`.
        hook.body = { view.removeGestureRecognizer(pan) }
        pan.delegate = hook
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(other)
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 0.05)
        simulator.move(finger, to: CGPoint(x: 100, y: 130))
        simulator.lift(finger)
        simulator.advance(by: 1)
        #expect(states == [.began, .cancelled])
        #expect(pan.state == .possible)
        #expect(simulator.issues.isEmpty)
    }

    @Test("T6, R2: a view moved to another parent mid-touch keeps forwarding that touch to the one that saw it begin")
    func reparentedMidTouch() {
        let simulator = EventSimulator()
        let first = PhaseView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let second = PhaseView(frame: CGRect(x: 0, y: 300, width: 375, height: 300))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        simulator.window.addSubview(first)
        simulator.window.addSubview(second)
        first.addSubview(child)
        let finger = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        second.addSubview(child)  // still in the window: the touch goes on for the child (H7)
        simulator.move(finger, to: CGPoint(x: 60, y: 60))
        simulator.lift(finger)
        #expect(first.log == ["began", "moved", "ended"])
        #expect(second.log.isEmpty)
        #expect(simulator.issues.isEmpty)
    }

    /// A long press that runs `onReset` once, from inside `reset()`.
    final class ResetHook: UILongPressGestureRecognizer {
        var onReset: (() -> Void)?
        override func reset() {
            super.reset()
            let body = onReset
            onReset = nil
            body?()
        }
    }

    @Test("T7, T6: a window hidden from reset() while its own event is dispatched delivers nothing more to its views")
    func windowHiddenFromReset() {
        let simulator = EventSimulator()
        let window2 = UIWindow(windowScene: simulator.window.windowScene!)
        window2.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        window2.windowLevel = .alert
        window2.isHidden = false
        let view = PhaseView(frame: window2.bounds)
        window2.addSubview(view)
        let press = ResetHook { _ in }
        press.onReset = { window2.isHidden = true }
        view.addGestureRecognizer(press)
        let finger = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        // The press fails on this lift and resets (hiding the window) before the view gets the event.
        simulator.lift(finger)
        #expect(view.log == ["began", "cancelled"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("T7, GR1: a view removed while another touch of the same event is bound gives its recognizers nothing")
    func viewRemovedWhileBindingAnotherTouch() {
        let simulator = EventSimulator()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 600))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 150, height: 600))
        simulator.window.addSubview(left)
        simulator.window.addSubview(right)
        let onLeft = TouchLog { _ in }
        left.addGestureRecognizer(onLeft)
        let onRight = TouchLog { _ in }
        let delegate = HookDelegate()
        delegate.onReceive = { left.removeFromSuperview() }
        onRight.delegate = delegate
        right.addGestureRecognizer(onRight)
        // Touch 1 binds to `left` (collecting `onLeft`); binding touch 2 asks `onRight` and removes `left`.
        let fingers = simulator.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50)])
        simulator.lift(fingers)
        simulator.advance(by: 1)
        #expect(onLeft.log.isEmpty)
        #expect(onRight.log == ["began", "ended"])
        #expect(onLeft.state == .possible)
        #expect(simulator.issues.isEmpty)
    }
}

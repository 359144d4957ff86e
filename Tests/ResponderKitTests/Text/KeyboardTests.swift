import Foundation
import ResponderKit
import Testing

/// TX7: the simulated keyboard's notifications, their order, frame and timing on the virtual clock.
@MainActor @Suite struct KeyboardTests {
    @Test("TX7: show on becoming first responder, hide on resigning; will at once, did 0.25 s later")
    func showAndHide() {
        let simulator = EventSimulator()
        let recorder = KeyboardRecorder { simulator.currentTime }
        defer { recorder.stop() }
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        simulator.window.addSubview(field)
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 100, y: 117))
        simulator.advance(by: 1)
        field.resignFirstResponder()
        simulator.advance(by: 1)
        // The tap lifts at 1.05 s; 667 - 216 = 451.
        #expect(
            recorder.lines == [
                "1.05 willChangeFrame end=(0, 451, 375, 216) duration=0.25 curve=7",
                "1.05 willShow end=(0, 451, 375, 216) duration=0.25 curve=7",
                "1.30 didChangeFrame end=(0, 451, 375, 216) duration=0.25 curve=7",
                "1.30 didShow end=(0, 451, 375, 216) duration=0.25 curve=7",
                "2.05 willChangeFrame end=(0, 667, 375, 216) duration=0.25 curve=7",
                "2.05 willHide end=(0, 667, 375, 216) duration=0.25 curve=7",
                "2.30 didChangeFrame end=(0, 667, 375, 216) duration=0.25 curve=7",
                "2.30 didHide end=(0, 667, 375, 216) duration=0.25 curve=7",
            ])
    }

    @Test("TX7: the accessory view adds its height; switching fields shows again without hiding")
    func accessoryAndSwitching() {
        let simulator = EventSimulator()
        let recorder = KeyboardRecorder { simulator.currentTime }
        defer { recorder.stop() }
        let first = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let second = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        second.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        simulator.window.addSubview(first)
        simulator.window.addSubview(second)
        first.becomeFirstResponder()
        simulator.advance(by: 1)
        second.becomeFirstResponder()
        simulator.advance(by: 1)
        #expect(
            recorder.lines.filter { $0.contains("will") } == [
                "0.00 willChangeFrame end=(0, 451, 375, 216) duration=0.25 curve=7",
                "0.00 willShow end=(0, 451, 375, 216) duration=0.25 curve=7",
                "1.00 willChangeFrame end=(0, 407, 375, 260) duration=0.25 curve=7",
                "1.00 willShow end=(0, 407, 375, 260) duration=0.25 curve=7",
            ])
    }

    @Test("TX7: a responder that takes no text hides the keyboard when it becomes first responder")
    func nonTextResponderHides() {
        final class Plain: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let simulator = EventSimulator()
        let recorder = KeyboardRecorder { simulator.currentTime }
        defer { recorder.stop() }
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let plain = Plain(frame: CGRect(x: 0, y: 300, width: 10, height: 10))
        simulator.window.addSubview(field)
        simulator.window.addSubview(plain)
        field.becomeFirstResponder()
        simulator.advance(by: 1)
        #expect(plain.becomeFirstResponder())
        simulator.advance(by: 1)
        #expect(!field.isEditing)
        #expect(
            recorder.lines.map { String($0.split(separator: " ")[1]) }.suffix(4) == [
                "willChangeFrame", "willHide", "didChangeFrame", "didHide",
            ])
    }

    @Test("TX7, AP13: keyboardDismissMode .onDrag ends editing and hides the keyboard when a drag begins")
    func onDragDismissal() {
        let simulator = EventSimulator()
        let recorder = KeyboardRecorder { simulator.currentTime }
        defer { recorder.stop() }
        let log = Log()
        let scrollView = UIScrollView(frame: simulator.window.bounds)
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        scrollView.keyboardDismissMode = .onDrag
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        let delegate = LoggingFieldDelegate(log: log)
        field.delegate = delegate
        simulator.window.addSubview(scrollView)
        scrollView.addSubview(field)
        field.becomeFirstResponder()
        simulator.advance(by: 1)
        log.clear()
        simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), duration: 0.2, steps: 5)
        #expect(!field.isFirstResponder)
        #expect(log.lines == ["shouldEndEditing", "didEndEditing reason=committed"])
        #expect(recorder.lines.contains { $0.contains("willHide") })
        withExtendedLifetime(delegate) {}
    }
}

import Foundation
import ResponderKit
import Testing

@MainActor private final class LoggingTextViewDelegate: UITextViewDelegate {
    let log: Log
    init(log: Log) { self.log = log }
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log("shouldBeginEditing")
        return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log("didBeginEditing") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log("shouldChangeText {\(range.location), \(range.length)} \(text.debugDescription)")
        return true
    }
    func textViewDidChange(_ textView: UITextView) { log("didChange") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log("shouldEndEditing")
        return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { log("didEndEditing") }
}

/// TX8: the text view, a scroll view that edits.
@MainActor @Suite struct TextViewTests {
    @Test("TX8: a tap begins editing; return inserts a newline; whole delegate log")
    func newline() {
        let simulator = EventSimulator()
        let log = Log()
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        let delegate = LoggingTextViewDelegate(log: log)
        textView.delegate = delegate
        simulator.window.addSubview(textView)
        simulator.tap(at: CGPoint(x: 100, y: 150))
        #expect(textView.isFirstResponder)
        simulator.type("a\nb")
        #expect(textView.text == "a\nb")
        #expect(textView.selectedRange == NSRange(location: 3, length: 0))
        simulator.window.endEditing(false)
        #expect(
            log.lines == [
                "shouldBeginEditing", "didBeginEditing",
                "shouldChangeText {0, 0} \"a\"", "didChange",
                "shouldChangeText {1, 0} \"\\n\"", "didChange",
                "shouldChangeText {2, 0} \"b\"", "didChange",
                "shouldEndEditing", "didEndEditing",
            ])
        withExtendedLifetime(delegate) {}
    }

    @Test("TX8: a non-editable text view does not become first responder and takes no keys")
    func notEditable() {
        let simulator = EventSimulator()
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        textView.isEditable = false
        textView.text = "fixed"
        simulator.window.addSubview(textView)
        simulator.tap(at: CGPoint(x: 100, y: 150))
        simulator.type("x")
        #expect(!textView.isFirstResponder && textView.text == "fixed")
    }
}

import Foundation
import ResponderKit
import Testing

/// A view controller that logs the presses reaching it along the chain (R6, seed 003's chain).
@MainActor private final class KeyController: UIViewController {
    var log: Log?
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let keys = presses.compactMap { $0.key?.characters }.sorted().joined()
        log?("controller pressesBegan \(keys)")
        super.pressesBegan(presses, with: event)
    }
}

@MainActor @Suite struct TextFieldTests {
    /// The fields' delegates (a field holds its delegate weakly, as in UIKit).
    private let delegates = Delegates()

    @MainActor private final class Delegates {
        var all: [LoggingFieldDelegate] = []
    }

    private func scene() -> (EventSimulator, UITextField, Log, LoggingFieldDelegate) {
        let simulator = EventSimulator()
        let log = Log()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let delegate = LoggingFieldDelegate(log: log)
        delegates.all.append(delegate)
        field.delegate = delegate
        logEditingEvents(of: field, to: log)
        simulator.window.addSubview(field)
        return (simulator, field, log, delegate)
    }

    @Test("TX2, TX5: a tap begins editing through the field's own recognizer; whole log")
    func tapBeginsEditing() {
        let (simulator, field, log, _) = scene()
        simulator.tap(at: CGPoint(x: 100, y: 117))
        #expect(field.isFirstResponder && field.isEditing)
        #expect(
            log.lines == [
                "shouldBeginEditing", "didBeginEditing", "event editingDidBegin", "event touchUpInside",
            ])
    }

    @Test("TX2, TX3: typing into a field whose delegate refuses digits; whole log of calls and events")
    func refusesDigits() {
        let (simulator, field, log, delegate) = scene()
        delegate.refusesDigits = true
        #expect(field.becomeFirstResponder())
        log.clear()
        simulator.type("a1b")
        #expect(field.text == "ab")
        #expect(
            log.lines == [
                "shouldChange {0, 0} \"a\" -> true", "event editingChanged",
                "shouldChange {1, 0} \"1\" -> false",
                "shouldChange {1, 0} \"b\" -> true", "event editingChanged",
            ])
        log.clear()
        simulator.pressKey("\u{8}")
        #expect(field.text == "a")
        #expect(log.lines == ["shouldChange {1, 1} \"\" -> true", "event editingChanged"])
    }

    @Test("TX3: keys reach the first responder through pressesBegan; shortcuts continue up seed 003's chain")
    func keysThroughTheChain() {
        let simulator = EventSimulator()
        let log = Log()
        let controller = KeyController()
        controller.log = log
        simulator.window.rootViewController = controller
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        controller.view.addSubview(field)
        simulator.pressKey("z")  // no first responder: the key window, then up; the controller is not on it
        #expect(log.lines.isEmpty)
        field.becomeFirstResponder()
        simulator.type("hi")
        simulator.pressKey("s", modifierFlags: .command)
        #expect(field.text == "hi")
        #expect(log.lines == ["controller pressesBegan s"])
        field.resignFirstResponder()
        simulator.pressKey("q")  // not editing any more: nothing typed; the window has it, not the field
        #expect(field.text == "hi")
    }

    @Test("TX3: a key held by a field that stops editing still ends at the field, not up the chain")
    func pressEndsWhereItBegan() {
        let simulator = EventSimulator()
        let log = Log()
        let controller = KeyController()
        controller.log = log
        simulator.window.rootViewController = controller
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        simulator.pressKey("x")
        simulator.pressKey("y", modifierFlags: .control)
        #expect(field.text == "x")
        #expect(log.lines == ["controller pressesBegan y"])
    }

    @Test("TX3: return asks textFieldShouldReturn; with a Did-End-On-Exit action the field resigns")
    func returnEndsEditing() {
        let (simulator, field, log, _) = scene()
        field.becomeFirstResponder()
        simulator.type("ok")
        log.clear()
        simulator.type("\n")
        #expect(field.isFirstResponder)  // no action for .editingDidEndOnExit: return does not resign
        #expect(log.lines == ["shouldReturn"])
        log.clear()
        field.addAction(UIAction { _ in log("event editingDidEndOnExit") }, for: .editingDidEndOnExit)
        simulator.pressKey("\r")
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(
            log.lines == [
                "shouldReturn", "event editingDidEndOnExit", "shouldEndEditing", "didEndEditing reason=committed",
                "event editingDidEnd",
            ])
        #expect(field.text == "ok")
    }

    @Test("TX3: a delegate that refuses return keeps the field editing and sends no event")
    func refusedReturn() {
        let (simulator, field, log, delegate) = scene()
        delegate.refusesReturn = true
        field.addAction(UIAction { _ in log("event editingDidEndOnExit") }, for: .editingDidEndOnExit)
        field.becomeFirstResponder()
        log.clear()
        simulator.type("\n")
        #expect(field.isFirstResponder)
        #expect(log.lines == ["shouldReturn"])
    }

    @Test("TX1, TX2: endEditing(true) ends editing even when the delegate refuses; endEditing(false) does not")
    func endEditingForced() {
        let (simulator, field, log, delegate) = scene()
        field.becomeFirstResponder()
        delegate.refusesEnd = true
        log.clear()
        #expect(!simulator.window.endEditing(false))
        #expect(field.isEditing && field.isFirstResponder)
        #expect(log.lines == ["shouldEndEditing"])
        log.clear()
        #expect(simulator.window.endEditing(true))
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(log.lines == ["shouldEndEditing", "didEndEditing reason=committed", "event editingDidEnd"])
    }

    @Test("TX2: a disabled field cannot become first responder and asks nothing")
    func disabled() {
        let (simulator, field, log, _) = scene()
        field.isEnabled = false
        #expect(!field.canBecomeFirstResponder)
        #expect(!field.becomeFirstResponder())
        simulator.tap(at: CGPoint(x: 100, y: 117))
        #expect(!field.isFirstResponder && log.lines.isEmpty)
    }

    @Test("TX2: one field taking over from another: the first ends editing before the second begins")
    func switchingFields() {
        let (simulator, first, log, _) = scene()
        let second = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        let secondLog = Log()
        let secondDelegate = LoggingFieldDelegate(log: secondLog)
        second.delegate = secondDelegate
        delegates.all.append(secondDelegate)
        simulator.window.addSubview(second)
        first.becomeFirstResponder()
        log.clear()
        simulator.tap(at: CGPoint(x: 100, y: 217))
        #expect(second.isFirstResponder && !first.isEditing)
        #expect(log.lines == ["shouldEndEditing", "didEndEditing reason=committed", "event editingDidEnd"])
        #expect(secondLog.lines == ["shouldBeginEditing", "didBeginEditing"])
    }

    @Test("TX4: insertion at the caret; the selection is replaced; positions and ranges in UTF-16")
    func caretAndSelection() {
        let (simulator, field, _, _) = scene()
        field.text = "hello"
        field.becomeFirstResponder()
        let start = field.beginningOfDocument
        let caret = field.position(from: start, offset: 1)!
        field.selectedTextRange = field.textRange(from: caret, to: caret)
        simulator.type("X")
        #expect(field.text == "hXello")
        let from = field.position(from: start, offset: 2)!
        let to = field.position(from: start, offset: 4)!
        field.selectedTextRange = field.textRange(from: from, to: to)
        #expect(field.text(in: field.selectedTextRange!) == "el")
        simulator.pressKey("\u{8}")
        #expect(field.text == "hXlo")
        #expect(field.offset(from: start, to: field.selectedTextRange!.start) == 2)
        #expect(field.position(from: start, offset: 99) == nil)
        field.text = "👍"
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 2)
        simulator.pressKey("\u{8}")  // one composed character, two UTF-16 units
        #expect(field.text == "" && !field.hasText)
    }

    @Test("TX6: the clear button clears on tap only when shown, asking textFieldShouldClear")
    func clearButton() {
        let (simulator, field, log, delegate) = scene()
        field.text = "abc"
        field.clearButtonMode = .whileEditing
        let clear = field.clearButtonRect(forBounds: field.bounds)
        let clearPoint = field.convert(CGPoint(x: clear.midX, y: clear.midY), to: simulator.window)
        simulator.tap(at: clearPoint)  // not editing yet: no button, the tap begins editing
        #expect(field.text == "abc" && field.isEditing)
        log.clear()
        simulator.advance(by: 1)
        simulator.tap(at: clearPoint)
        #expect(field.text == "" && field.isEditing)
        #expect(log.lines == ["shouldClear", "event editingChanged", "event touchUpInside"])
        field.text = "abc"
        delegate.refusesClear = true
        simulator.advance(by: 1)
        simulator.tap(at: clearPoint)
        #expect(field.text == "abc")
    }

    @Test("TX2: stored traits and the placeholder do not change editing")
    func storedTraits() {
        let (simulator, field, _, _) = scene()
        field.placeholder = "Name"
        field.isSecureTextEntry = true
        field.keyboardType = .numberPad
        field.returnKeyType = .done
        field.borderStyle = .roundedRect
        field.becomeFirstResponder()
        simulator.type("pw")
        #expect(field.text == "pw" && field.placeholder == "Name" && field.isSecureTextEntry)
        #expect(field.attributedText?.string == "pw")
    }
}

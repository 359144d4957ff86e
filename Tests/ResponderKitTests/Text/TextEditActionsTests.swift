import Foundation
import ResponderKit
import Testing

@MainActor @Suite struct TextEditActionsTests {
    private func editingField(_ text: String) -> (EventSimulator, UITextField) {
        let simulator = EventSimulator()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        simulator.window.addSubview(field)
        simulator.tap(at: CGPoint(x: 100, y: 117))
        simulator.type(text)
        return (simulator, field)
    }

    private func showMenu(on view: UIView) {
        UIMenuController.shared.showMenu(from: view, rect: view.bounds)
    }

    @Test("PB6, PT3: the edit menu offers what applies: a caret offers Select, Select All and Paste")
    func menuItemsFollowState() {
        let (simulator, field) = editingField("hello world")
        showMenu(on: field)
        #expect(simulator.editMenuTitles == ["Select", "Select All"])
        simulator.pasteboard.string = "copied elsewhere"
        #expect(simulator.editMenuTitles == ["Paste", "Select", "Select All"])
        simulator.chooseEditMenuItem("Select")
        #expect(field.selectedTextRange.map { field.text(in: $0) } == "world")
        showMenu(on: field)
        #expect(simulator.editMenuTitles == ["Cut", "Copy", "Paste", "Select All", "Delete"])
        UIMenuController.shared.hideMenu()
    }

    @Test("PB6: Select All then Copy puts the text on the world's pasteboard; Cut also deletes it")
    func copyAndCut() {
        let (simulator, field) = editingField("hello")
        showMenu(on: field)
        simulator.chooseEditMenuItem("Select All")
        showMenu(on: field)
        simulator.chooseEditMenuItem("Copy")
        #expect(simulator.pasteboard.string == "hello" && field.text == "hello")
        simulator.pasteboard.string = "other"
        showMenu(on: field)
        simulator.chooseEditMenuItem("Cut")
        #expect(simulator.pasteboard.string == "hello" && field.text == "")
        #expect(simulator.pasteboard.changeCount == 3)
    }

    @Test("PB6, TX2: Paste replaces the selection through the delegate's should-change, with editingChanged")
    func pasteAsksDelegate() {
        let (simulator, field) = editingField("ab")
        let log = Log()
        let delegate = LoggingFieldDelegate(log: log)
        field.delegate = delegate
        logEditingEvents(of: field, to: log)
        simulator.pasteboard.string = "XY"
        showMenu(on: field)
        simulator.chooseEditMenuItem("Paste")
        #expect(field.text == "abXY")
        #expect(log.lines == ["shouldChange {2, 0} \"XY\" -> true", "event editingChanged"])
        delegate.refusesDigits = true
        simulator.pasteboard.string = "12"
        field.paste(nil)
        #expect(field.text == "abXY")
        withExtendedLifetime(delegate) {}
    }

    @Test("PB6: a secure field never copies or cuts; a field not editing offers nothing")
    func secureAndIdle() {
        let (simulator, field) = editingField("secret")
        field.isSecureTextEntry = true
        field.selectAll(nil)
        #expect(!field.canPerformAction(Selector("copy:"), withSender: nil))
        #expect(!field.canPerformAction(Selector("cut:"), withSender: nil))
        field.copy(nil)
        #expect(simulator.pasteboard.string == nil)
        field.resignFirstResponder()
        simulator.pasteboard.string = "x"
        #expect(!field.canPerformAction(Selector("paste:"), withSender: nil))
        #expect(!field.canPerformAction(Selector("selectAll:"), withSender: nil))
    }

    @Test("PB6, TX8: a selectable, non-editable text view copies its selection but offers no Paste or Cut")
    func readOnlyTextView() {
        let simulator = EventSimulator()
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        textView.isEditable = false
        textView.text = "read only"
        simulator.window.addSubview(textView)
        simulator.pasteboard.string = "x"
        textView.selectedRange = NSRange(location: 5, length: 4)
        #expect(!textView.canPerformAction(Selector("paste:"), withSender: nil))
        #expect(!textView.canPerformAction(Selector("cut:"), withSender: nil))
        simulator.withCurrentWorld { textView.copy(nil) }
        #expect(simulator.pasteboard.string == "only")
    }
}

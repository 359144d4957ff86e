import Foundation

/// A multi-line text input, a scroll view as in UIKit (TX8). A tap on an editable text view makes it
/// first responder through its own tap recognizer (TX5); while editing, keys type into it and return
/// inserts a newline (UIKit's text view has no return action). A selectable but not editable one takes
/// no keys and does not become first responder here (selection by touch is not modelled).
@preconcurrency @MainActor open class UITextView: UIScrollView, UITextInput, TextEditingSession {
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")

    var buffer = TextEditingBuffer()
    private var editingStorage = false
    private var consumedPresses = ConsumedPresses()
    private var inputViewStorage: UIView?
    private var inputAccessoryViewStorage: UIView?

    open var isEditable = true
    open var isSelectable = true
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var isSecureTextEntry = false
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installEditingTap()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installEditingTap()
    }

    /// The text (never nil when read). Setting it puts the caret at the end and tells no delegate.
    open var text: String! {
        get { buffer.text }
        set {
            buffer.text = newValue ?? ""
            buffer.moveCaretToEnd()
        }
    }

    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: buffer.text) }
        set { text = newValue?.string }
    }

    /// The selected range in UTF-16 offsets, as UIKit's `selectedRange`.
    open var selectedRange: NSRange {
        get { buffer.selection }
        set { buffer.selection = TextRanges.clamp(newValue, length: buffer.length) }
    }

    open override var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }

    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }

    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    // MARK: First responder (TX8)

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        editingStorage = true
        buffer.moveCaretToEnd()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        if let window { window.simulatedKeyboard.show(in: window, for: self) }
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard canResignFirstResponder else { return false }
        guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        endEditingSession(forced: false)
        return true
    }

    func endEditingSession(forced: Bool) {
        guard editingStorage else { return }
        editingStorage = false
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        if let window { window.simulatedKeyboard.hide(in: window) }
    }

    // MARK: Keys (TX3, TX8)

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var rest = Set<UIPress>()
        for press in presses.sorted(by: { $0.timestamp < $1.timestamp }) {
            guard editingStorage, let key = TextKey(press.key) else {
                rest.insert(press)
                continue
            }
            consumedPresses.insert(press)
            switch key {
            case .text(let characters): insertText(characters)
            case .backspace: deleteBackward()
            case .returnKey: insertText("\n")
            }
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = consumedPresses.passing(presses, ending: false)
        if !rest.isEmpty { super.pressesChanged(rest, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = consumedPresses.passing(presses, ending: true)
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = consumedPresses.passing(presses, ending: true)
        if !rest.isEmpty { super.pressesCancelled(rest, with: event) }
    }

    // MARK: UIKeyInput (TX8)

    open var hasText: Bool { !buffer.text.isEmpty }

    open func insertText(_ text: String) {
        change(buffer.replacementRangeForInsertion, to: text)
    }

    open func deleteBackward() {
        guard let range = buffer.replacementRangeForDeletion else { return }
        change(range, to: "")
    }

    /// TX8: `textView(_:shouldChangeTextIn:replacementText:)`, then the text changes,
    /// `textViewDidChangeSelection`, `textViewDidChange` and the notification.
    final func change(_ range: NSRange, to replacement: String, askingDelegate: Bool = true) {
        if askingDelegate {
            guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
            else { return }
        }
        buffer.replace(range, with: replacement)
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: Tap (TX5)

    private func installEditingTap() {
        let tap = UITapGestureRecognizer(target: self, action: UITextView.editingTapRecognized, named: "editingTap")
        tap.cancelsTouchesInView = false
        addGestureRecognizer(tap)
    }

    final func editingTapRecognized(_ recognizer: UITapGestureRecognizer) {
        if isFirstResponder {
            buffer.moveCaretToEnd()
        } else if isEditable {
            becomeFirstResponder()
        }
    }
}

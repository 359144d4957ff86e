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
    var editingStorage = false
    var consumedPresses = ConsumedPresses()
    private var inputViewStorage: UIView?
    private var inputAccessoryViewStorage: UIView?

    open var isEditable = true
    open var isSelectable = true
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var isSecureTextEntry = false
    open var font: UIFont? {
        didSet { storageApplyDefaults() }
    }
    open var textColor: UIColor? {
        didSet { storageApplyDefaults() }
    }
    open var textAlignment: NSTextAlignment = .natural
    /// TK9: where the text container sits in the content: 8 pt above and below by default, as UIKit's.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textLayoutChanged() }
    }
    /// TK9: made on first use (or handed in), out of line.
    var textKitStorage: TextViewTextKit?
    var textKit: TextViewTextKit {
        if let textKitStorage { return textKitStorage }
        let made = makeTextKit(container: nil)
        textKitStorage = made
        return made
    }

    /// TK9: UIKit's designated initializer; a given container brings its layout manager and storage.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame)
        if let textContainer { textKitStorage = makeTextKit(container: textContainer) }
        installEditingTap()
    }

    /// A convenience initializer, as UIKit's: `init(frame:textContainer:)` with a container of its own.
    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

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
            storageTakeText()
            textLayoutChanged()
        }
    }

    /// TK9: the text storage's contents, attributes included; setting it replaces them.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: textKit.storage) }
        set {
            let kit = textKit
            kit.storage.setAttributedString(newValue ?? NSAttributedString(string: ""))
            buffer.moveCaretToEnd()
        }
    }

    open var textContainer: NSTextContainer { textKit.container }
    open var layoutManager: NSLayoutManager { textKit.layoutManager }
    open var textStorage: NSTextStorage { textKit.storage }

    /// TK9: lays the text out in the container and sizes the content to it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutText()
    }

    /// TK9: the text through the layout manager, at the container inset.
    open override func draw(_ rect: CGRect) { drawTextContent() }

    /// The selected range in UTF-16 offsets, as UIKit's `selectedRange`.
    open var selectedRange: NSRange {
        get { buffer.selection }
        set { buffer.selection = TextRanges.clamp(newValue, length: buffer.length) }
    }

    open override var inputView: UIView? {
        get { inputViewStorage }
        set { withExtendedLifetime(exchange(&inputViewStorage, with: newValue)) {} }  // A11
    }

    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { withExtendedLifetime(exchange(&inputAccessoryViewStorage, with: newValue)) {} }  // A11
    }

    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    // MARK: First responder (TX8)

    open override var canBecomeFirstResponder: Bool { isEditable }

    /// TX8: `textViewShouldBeginEditing`, first responder, `textViewDidBeginEditing`, the notification,
    /// the keyboard (TX7).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        beginEditingSession { super.becomeFirstResponder() }
    }

    /// TX8: `textViewShouldEndEditing`, resigns, then `textViewDidEndEditing` and the notification.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        resignEditingSession { super.resignFirstResponder() }
    }

    // MARK: Keys (TX3, TX8)

    /// While editing, text keys type, backspace deletes and return inserts a newline; other presses go up
    /// the chain (R6).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = typeKeys(of: presses)
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

    open func deleteBackward() { deleteBackwardInBuffer() }

    // MARK: Edit actions (PB6)

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    open override func cut(_ sender: Any?) { cutSelection() }
    open override func copy(_ sender: Any?) { copySelection() }
    open override func paste(_ sender: Any?) { pasteOverSelection() }
    open override func select(_ sender: Any?) { selectWordAtCaret() }
    open override func selectAll(_ sender: Any?) { selectAllText() }
    open override func delete(_ sender: Any?) { deleteSelection() }

    // MARK: Tap (TX5)

    private func installEditingTap() {
        let tap = UITapGestureRecognizer(target: self, action: UITextView.editingTapRecognized, named: "editingTap")
        tap.cancelsTouchesInView = false
        addGestureRecognizer(tap)
    }

    final func editingTapRecognized(_ recognizer: UITapGestureRecognizer) {
        if isFirstResponder {
            placeCaret(at: recognizer.location(in: self))
        } else if isEditable {
            becomeFirstResponder()
        }
    }
}

/// The text view's side of the shared editing session (TX8): its delegate and notifications.
extension UITextView {
    var takesKeys: Bool { editingStorage }
    var selectsWithoutEditing: Bool { isSelectable }

    func delegateAllowsBeginEditing() -> Bool { textViewDelegate?.textViewShouldBeginEditing(self) ?? true }
    func delegateAllowsEndEditing() -> Bool { textViewDelegate?.textViewShouldEndEditing(self) ?? true }

    /// TX8: `textView(_:shouldChangeTextIn:replacementText:)`.
    func delegateAllowsChange(of range: NSRange, to replacement: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    func editingDidBegin() {
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    func editingDidEnd() {
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// TK9: the storage follows a typed change.
    func bufferDidReplace(_ range: NSRange, with replacement: String) { storageReplace(range, with: replacement) }

    /// TX8: `textViewDidChangeSelection`, `textViewDidChange` and the notification.
    func textDidChange() {
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    func selectionDidChange() { textViewDelegate?.textViewDidChangeSelection(self) }

    /// UIKit's text view has no return action: return types a newline.
    func returnKeyPressed() { insertText("\n") }
}

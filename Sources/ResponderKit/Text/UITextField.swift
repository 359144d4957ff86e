import Foundation

/// A single-line text input (TX2–TX6). A tap makes it first responder through its own tap recognizer
/// (TX5); while editing, key presses that reach it through `pressesBegan` type into it (TX3), asking the
/// delegate and sending the editing control events in UIKit's order (TX2).
@preconcurrency @MainActor open class UITextField: UIControl, UITextInput, TextEditingSession {
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay (the clear button) shows.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    public enum DidEndEditingReason: Int, Sendable {
        case committed, cancelled
    }

    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")

    /// TX6: the clear button's side and its margin from the trailing edge (undocumented; Fidelity notes).
    static let clearButtonSide: CGFloat = 19
    static let clearButtonMargin: CGFloat = 7

    var buffer = TextEditingBuffer()
    var editingStorage = false
    var consumedPresses = ConsumedPresses()
    private var inputViewStorage: UIView?
    private var inputAccessoryViewStorage: UIView?

    open weak var delegate: UITextFieldDelegate?
    open var placeholder: String? {
        didSet {
            guard placeholder != oldValue else { return }
            placeholderAttributes = nil
            if buffer.text.isEmpty { textLooksChanged() }
        }
    }
    /// The attributes of `attributedPlaceholder` (its colour and font draw the placeholder, TK3).
    var placeholderAttributes: [NSAttributedString.Key: Any]?
    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { textLooksChanged() } }
    }
    open var clearButtonMode: ViewMode = .never
    open var clearsOnBeginEditing = false
    open var isSecureTextEntry = false
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// TA3: the whole text takes it, as UIKit's documentation says.
    open var font: UIFont? {
        didSet {
            if let font, attributeRuns != nil { attributeRuns?.setEverywhere([.font: font]) }
            textLooksChanged()
        }
    }
    open var textColor: UIColor? {
        didSet {
            if let textColor, attributeRuns != nil { attributeRuns?.setEverywhere([.foregroundColor: textColor]) }
            setNeedsDisplay()
        }
    }
    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }
    /// TK2: the overlay views, laid out in `leftViewRect(forBounds:)`/`rightViewRect(forBounds:)` and shown
    /// (as subviews) while their mode says so.
    open var leftView: UIView? {
        didSet { overlayChanged(from: oldValue, to: leftView) }
    }
    open var leftViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }
    open var rightView: UIView? {
        didSet { overlayChanged(from: oldValue, to: rightView) }
    }
    open var rightViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installEditingTap()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installEditingTap()
    }

    /// The text; never nil when read, as in UIKit. Setting it puts the caret at the end and sends no
    /// control event (only typing does).
    open var text: String? {
        get { buffer.text }
        set {
            buffer.text = newValue ?? ""
            buffer.moveCaretToEnd()
            dropAttributeRuns()  // TA3: the new string in the field's own attributes
            textLooksChanged()
        }
    }

    /// LY28: one line of the text (the placeholder's while empty) in the font (17 pt system by default);
    /// a rounded-rect field adds 7 pt on each side and is its line height rounded plus 14 pt tall, at
    /// least 34 (a 17 pt field is 34 pt, as on iOS). Other styles are the text's own size.
    open override var intrinsicContentSize: CGSize {
        let font = font ?? .systemFont(ofSize: 17)
        let shown = buffer.text.isEmpty ? placeholder ?? "" : buffer.text
        let width = TextMetrics.ceilToPixel(TextMetrics.width(shown, pointSize: font.pointSize), pixelScale)
        let line = TextMetrics.ceilToPixel(font.lineHeight, pixelScale)
        guard borderStyle == .roundedRect else { return CGSize(width: width, height: line) }
        return CGSize(width: width + 14, height: max(34, font.lineHeight.rounded() + 14))
    }

    /// TA3: read back as set; typing edits its runs locally (`UITextField+Attributes.swift`).
    open var attributedText: NSAttributedString? {
        get { attributedTextValue }
        set { setAttributedText(newValue) }
    }
    /// TA3: the font, text colour and paragraph style; setting it applies them to the whole text.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { defaultAttributesValue }
        set { setDefaultAttributes(newValue) }
    }
    /// TA3: the attributes typed text takes; nil unless editing.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { typingAttributesValue }
        set { setTypingAttributes(newValue) }
    }
    var attributeRuns: TextAttributeRuns?
    var typingAttributesStorage: [NSAttributedString.Key: Any]?

    /// The placeholder with its attributes: its foreground colour and font draw it (TK3).
    open var attributedPlaceholder: NSAttributedString? {
        get {
            placeholder.map { NSAttributedString(string: $0, attributes: placeholderAttributes ?? [:]) }
        }
        set {
            placeholder = newValue?.string
            if let newValue, newValue.length > 0 {
                placeholderAttributes = newValue.attributes(at: 0, effectiveRange: nil)
            }
        }
    }

    // MARK: Rects and drawing (TK1–TK4): overridable as in UIKit, and what the field lays out and draws by

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The bounds less the border's margin and the shown overlays (TK1).
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    /// TK1: the text's rectangle while editing; by default `textRect(forBounds:)`'s default, not a call to an
    /// override of it (so padding subclasses override both, as on iOS).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    /// TK1: by default where the text would be, through `textRect(forBounds:)`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(leftView, leading: true, in: bounds) }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(rightView, leading: false, in: bounds) }
    /// TK3: the text on one line in its font and colour, centred vertically in `rect`.
    open func drawText(in rect: CGRect) {
        if let runs = attributeRuns, !isSecureTextEntry { return drawAttributedLine(runs, in: rect) }  // TA3
        drawLine(shownText, in: rect, font: resolvedFont, color: textColor ?? .label)
    }
    /// TK3: the placeholder in `.placeholderText` (or its attributed colour), centred vertically in `rect`.
    open func drawPlaceholder(in rect: CGRect) {
        let attributes = placeholderAttributes ?? [:]
        drawLine(
            placeholder ?? "", in: rect, font: attributes[.font] as? UIFont ?? resolvedFont,
            color: attributes[.foregroundColor] as? UIColor ?? .placeholderText)
    }
    /// TK3: the placeholder when there is no text, else the text, in their rectangles.
    open override func draw(_ rect: CGRect) { drawField() }
    /// TK2: places the overlays and marks the field for drawing (its rectangles follow its bounds).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
    }

    open var isEditing: Bool { editingStorage }

    open override var inputView: UIView? {
        get { inputViewStorage }
        set { withExtendedLifetime(exchange(&inputViewStorage, with: newValue)) {} }  // A11
    }

    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { withExtendedLifetime(exchange(&inputAccessoryViewStorage, with: newValue)) {} }  // A11
    }

    // MARK: First responder (TX2)

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Asks `textFieldShouldBeginEditing`, becomes first responder, then `textFieldDidBeginEditing`,
    /// `.editingDidBegin`, the begin-editing notification and the keyboard (TX2, TX7).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        beginEditingSession { super.becomeFirstResponder() }
    }

    /// Asks `textFieldShouldEndEditing`, resigns, then ends editing (TX2).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        resignEditingSession { super.resignFirstResponder() }
    }

    // MARK: Keys (TX3)

    /// While editing, a text key is inserted, backspace deletes, return asks `textFieldShouldReturn`;
    /// those presses stop here. Other presses, and all of them when not editing, go up the chain (R6).
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

    // MARK: UIKeyInput (TX3)

    open var hasText: Bool { !buffer.text.isEmpty }

    /// Replaces the selection with `text` if `textField(_:shouldChangeCharactersIn:replacementString:)`
    /// allows it; `"\n"` is the return key, as the keyboard sends it (TX3).
    open func insertText(_ text: String) {
        if TextKey.returnCharacters.contains(text) {
            returnKeyPressed()
            return
        }
        change(buffer.replacementRangeForInsertion, to: text)
    }

    /// Deletes the selection, or the character before the caret, if the delegate allows it (TX3).
    open func deleteBackward() { deleteBackwardInBuffer() }

    /// TX3: `textFieldShouldReturn`; if it allows, `.editingDidEndOnExit`, and a field with an action for
    /// that event resigns (the "Did End On Exit" connection that dismisses the keyboard).
    final func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
    }

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

    // MARK: Tap and clear button (TX5, TX6)

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        return CGRect(
            x: bounds.maxX - Self.clearButtonMargin - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// TX6: whether `clearButtonMode` shows the clear button now (only over some text).
    var isClearButtonShown: Bool {
        guard hasText else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    private func installEditingTap() {
        let tap = UITapGestureRecognizer(target: self, action: UITextField.editingTapRecognized, named: "editingTap")
        // The field's own control events still flow: the tap does not cancel its touches (TX5).
        tap.cancelsTouchesInView = false
        addGestureRecognizer(tap)
    }

    /// TX5, TX6: a tap on the shown clear button clears (if `textFieldShouldClear` allows); any tap then
    /// begins editing, or, when already editing, puts the caret at the insertion point nearest the touch in
    /// the text laid out in `editingRect(forBounds:)` (TK4).
    final func editingTapRecognized(_ recognizer: UITapGestureRecognizer) {
        let location = recognizer.location(in: self)
        if isClearButtonShown, clearButtonRect(forBounds: bounds).contains(location) {
            clearByButton()
        }
        if isFirstResponder {
            placeCaret(at: location)
        } else {
            becomeFirstResponder()
        }
    }

    private func clearByButton() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        buffer.text = ""
        clearAttributeRuns()
        buffer.moveCaretToEnd()
        textLooksChanged()
        if isEditing { textDidChange() }
    }
}

/// The field's side of the shared editing session (TX2): its delegate, control events and notifications.
extension UITextField {
    var takesKeys: Bool { isEditing }
    var selectsWithoutEditing: Bool { false }

    func delegateAllowsBeginEditing() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }
    func delegateAllowsEndEditing() -> Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

    /// TX2: `textField(_:shouldChangeCharactersIn:replacementString:)`.
    func delegateAllowsChange(of range: NSRange, to replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    /// `clearsOnBeginEditing`, then `textFieldDidBeginEditing`, `.editingDidBegin` and the notification.
    func editingDidBegin() {
        if clearsOnBeginEditing {
            buffer.text = ""
            clearAttributeRuns()
            buffer.moveCaretToEnd()
        }
        editingLooksChanged()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    /// `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd` and the notification.
    func editingDidEnd() {
        typingAttributesStorage = nil  // TA3: nil outside editing
        editingLooksChanged()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// TX2: `textFieldDidChangeSelection`, `.editingChanged` and the did-change notification.
    func textDidChange() {
        textLooksChanged()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// TA3: the typing attributes follow the new caret.
    func selectionDidChange() {
        typingAttributesStorage = nil
        delegate?.textFieldDidChangeSelection(self)
    }

    /// TA3: the runs follow the edit.
    func bufferDidReplace(_ range: NSRange, with replacement: String) { replaceAttributeRuns(range, with: replacement) }
}

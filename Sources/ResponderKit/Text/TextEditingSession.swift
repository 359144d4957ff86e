import Foundation

/// What `UITextField` and `UITextView` share: one editing session — begin, resign and end in UIKit's
/// order (TX2, TX8), keys (TX3), positions and ranges (TX4) — written once. Each class supplies only its
/// delegate's calls and its control events through the requirements below.
///
/// The first-responder code also ends editing through this protocol when it takes the status without
/// asking: a forced `endEditing(true)` (TX1) or a responder leaving its window (TX10).
@MainActor protocol TextEditingSession: UIView, UITextInput {
    var buffer: TextEditingBuffer { get set }
    var editingStorage: Bool { get set }
    var consumedPresses: ConsumedPresses { get set }
    /// Whether key presses type now (the field asks its open `isEditing`).
    var takesKeys: Bool { get }
    /// PB6: whether Copy, Select and Select All apply while not editing (a selectable text view).
    var selectsWithoutEditing: Bool { get }
    /// PB6: a secure entry's text is never copied or cut.
    var isSecureTextEntry: Bool { get set }

    func delegateAllowsBeginEditing() -> Bool
    func delegateAllowsEndEditing() -> Bool
    func delegateAllowsChange(of range: NSRange, to replacement: String) -> Bool
    /// After the caret went to the end: the delegate, control events and the begin notification.
    func editingDidBegin()
    /// The delegate, control events and the end notification.
    func editingDidEnd()
    /// The delegate, control events and the change notification, after the text changed.
    func textDidChange()
    func selectionDidChange()
    func returnKeyPressed()
    /// After the buffer replaced `range` (TK9: a text view's storage follows).
    func bufferDidReplace(_ range: NSRange, with replacement: String)
}

extension TextEditingSession {
    func bufferDidReplace(_ range: NSRange, with replacement: String) {}

    /// TX2, TX8: asks the delegate, becomes first responder through `becomeFirst` (the class's `super`),
    /// then the caret goes to the end, `editingDidBegin()` runs and the keyboard shows (TX7).
    func beginEditingSession(becomeFirst: () -> Bool) -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegateAllowsBeginEditing() else { return false }
        guard becomeFirst() else { return false }
        editingStorage = true
        buffer.moveCaretToEnd()
        editingDidBegin()
        if let window { window.simulatedKeyboard.show(in: window, for: self) }
        return true
    }

    /// TX2, TX8: asks the delegate, resigns through `resign` (the class's `super`), then ends editing.
    func resignEditingSession(resign: () -> Bool) -> Bool {
        guard isFirstResponder else { return resign() }
        guard canResignFirstResponder else { return false }
        guard delegateAllowsEndEditing() else { return false }
        guard resign() else { return false }
        endEditingSession(forced: false)
        return true
    }

    /// `editingDidEnd()`, then the keyboard hides unless another text input took over (TX2, TX7). Also
    /// called without asking anyone when the status was taken (`forced`: TX1, TX10).
    func endEditingSession(forced: Bool) {
        guard editingStorage else { return }
        editingStorage = false
        editingDidEnd()
        if let window { window.simulatedKeyboard.hide(in: window) }
    }

    // MARK: Keys (TX3)

    /// Types the text keys of `presses` while editing; returns the presses that go up the chain (R6).
    func typeKeys(of presses: Set<UIPress>) -> Set<UIPress> {
        var rest = Set<UIPress>()
        for press in presses.sorted(by: { $0.timestamp < $1.timestamp }) {
            guard takesKeys, let key = TextKey(press.key) else {
                rest.insert(press)
                continue
            }
            consumedPresses.insert(press)
            switch key {
            case .text(let characters): insertText(characters)
            case .backspace: deleteBackward()
            case .returnKey: returnKeyPressed()
            }
        }
        return rest
    }

    /// Deletes the selection, or the character before the caret, if the delegate allows it (TX3).
    func deleteBackwardInBuffer() {
        guard let range = buffer.replacementRangeForDeletion else { return }
        change(range, to: "")
    }

    /// TX2, TX8: the delegate's should-change (unless `askingDelegate` is false), then the text changes and
    /// `textDidChange()` reports it.
    func change(_ range: NSRange, to replacement: String, askingDelegate: Bool = true) {
        if askingDelegate {
            guard delegateAllowsChange(of: range, to: replacement) else { return }
        }
        buffer.replace(range, with: replacement)
        bufferDidReplace(range, with: replacement)
        textDidChange()
    }
}

// MARK: UITextInput (TX4): the same positions and ranges for both classes, in UTF-16 offsets

extension TextEditingSession {
    public var selectedTextRange: UITextRange? {
        get { TextRanges.range(buffer.selection) }
        set {
            guard let range = newValue?.nsRange else { return }
            buffer.selection = TextRanges.clamp(range, length: buffer.length)
            selectionDidChange()
        }
    }

    public var beginningOfDocument: UITextPosition { UITextPosition(utf16Offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(utf16Offset: buffer.length) }

    public func text(in range: UITextRange) -> String? { TextRanges.text(in: range, of: buffer) }

    /// Replaces without asking the delegate (UIKit asks only for typing), then reports the change.
    public func replace(_ range: UITextRange, withText text: String) {
        guard let nsRange = range.nsRange, nsRange.location + nsRange.length <= buffer.length else { return }
        change(nsRange, to: text, askingDelegate: false)
    }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextRanges.range(from: fromPosition, to: toPosition, length: buffer.length)
    }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextRanges.position(from: position, offset: offset, length: buffer.length)
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.utf16Offset - from.utf16Offset
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        TextRanges.compare(position, other)
    }
}

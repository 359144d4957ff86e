import Foundation

/// PB6: the standard edit actions of text fields and text views — Cut, Copy, Paste, Select, Select All
/// and Delete — reading and writing the world's general pasteboard. Each class answers
/// `canPerformAction(_:withSender:)` and performs the actions through these, so the edit menu
/// (`UIMenuController`, PT3) shows exactly the items that apply and choosing one edits the text.
extension TextEditingSession {
    /// Whether `action` applies now, or nil when it is not a standard edit action (the caller asks super).
    func canPerformEditAction(_ action: Selector) -> Bool? {
        let selection = buffer.selection
        let editable = takesKeys
        let selectable = editable || selectsWithoutEditing
        switch action.name {
        case "cut:": return editable && selection.length > 0 && !isSecureTextEntry
        case "copy:": return selectable && selection.length > 0 && !isSecureTextEntry
        case "paste:": return editable && UIPasteboard.general.hasStrings
        case "select:": return selectable && selection.length == 0 && buffer.length > 0
        case "selectAll:": return selectable && buffer.length > 0 && selection.length < buffer.length
        case "delete:": return editable && selection.length > 0
        default: return nil
        }
    }

    /// Copy: the selected text becomes the pasteboard's string.
    func copySelection() {
        guard canPerformEditAction(Selector("copy:")) == true else { return }
        UIPasteboard.general.string = buffer.substring(buffer.selection)
    }

    /// Cut: copies, then deletes the selection if the delegate allows the change (the copy stands either
    /// way: PB6 Fidelity).
    func cutSelection() {
        guard canPerformEditAction(Selector("cut:")) == true else { return }
        UIPasteboard.general.string = buffer.substring(buffer.selection)
        change(buffer.selection, to: "")
    }

    /// Paste: the pasteboard's string replaces the selection if the delegate allows the change, as typing.
    func pasteOverSelection() {
        guard canPerformEditAction(Selector("paste:")) == true, let string = UIPasteboard.general.string else {
            return
        }
        change(buffer.selection, to: string)
    }

    /// Delete: the selection goes if the delegate allows the change.
    func deleteSelection() {
        guard canPerformEditAction(Selector("delete:")) == true else { return }
        change(buffer.selection, to: "")
    }

    /// Select All: the whole text becomes the selection.
    func selectAllText() {
        guard canPerformEditAction(Selector("selectAll:")) == true else { return }
        setSelection(NSRange(location: 0, length: buffer.length))
    }

    /// Select: the word at the caret (letters and digits around it, else the word just before it)
    /// becomes the selection.
    func selectWordAtCaret() {
        guard canPerformEditAction(Selector("select:")) == true else { return }
        let text = buffer.text as NSString
        let word = CharacterSet.alphanumerics
        func isWord(_ index: Int) -> Bool {
            guard index >= 0, index < text.length, let scalar = Unicode.Scalar(text.character(at: index)) else {
                return false
            }
            return word.contains(scalar)
        }
        var end = buffer.selection.location
        while end > 0, !isWord(end), !isWord(end - 1) { end -= 1 }
        var start = end
        while isWord(start - 1) { start -= 1 }
        while isWord(end) { end += 1 }
        setSelection(NSRange(location: start, length: end - start))
    }

    private func setSelection(_ range: NSRange) {
        buffer.selection = TextRanges.clamp(range, length: buffer.length)
        selectionDidChange()
    }
}

import Foundation

/// The text of a field or text view and its selection, in UTF-16 offsets as `NSRange` counts (TX4).
/// An empty selection is the caret.
struct TextEditingBuffer {
    var text = "" {
        didSet { clampSelection() }
    }
    var selection = NSRange(location: 0, length: 0)

    var length: Int { text.utf16.count }

    /// The range a typed string replaces: the selection.
    var replacementRangeForInsertion: NSRange { selection }

    /// The range backspace removes: the selection, or the composed character before the caret; nil at
    /// the start of the text with nothing selected.
    var replacementRangeForDeletion: NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        let caret = String.Index(utf16Offset: selection.location, in: text)
        let before = text.rangeOfComposedCharacterSequence(at: text.index(before: caret))
        let start = before.lowerBound.utf16Offset(in: text)
        return NSRange(location: start, length: selection.location - start)
    }

    /// Replaces `range` (clamped to the text) with `string`; the caret goes after the inserted text.
    mutating func replace(_ range: NSRange, with string: String) {
        let lower = min(max(range.location, 0), length)
        let upper = min(max(range.location + range.length, lower), length)
        let utf16 = Array(text.utf16)
        let head = String(decoding: utf16[0..<lower], as: UTF16.self)
        let tail = String(decoding: utf16[upper...], as: UTF16.self)
        text = head + string + tail
        selection = NSRange(location: lower + string.utf16.count, length: 0)
    }

    /// The text `range` would leave after replacement with `string`.
    func replacing(_ range: NSRange, with string: String) -> String {
        var copy = self
        copy.replace(range, with: string)
        return copy.text
    }

    mutating func moveCaretToEnd() { selection = NSRange(location: length, length: 0) }

    private mutating func clampSelection() {
        let lower = min(max(selection.location, 0), length)
        let upper = min(max(selection.location + selection.length, lower), length)
        selection = NSRange(location: lower, length: upper - lower)
    }
}

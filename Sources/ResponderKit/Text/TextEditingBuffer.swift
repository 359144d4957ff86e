import Foundation

/// The text of a field or text view and its selection, in UTF-16 offsets as `NSRange` counts (TX4).
/// An empty selection is the caret.
///
/// An edit costs what it changes, not what the text weighs (TX11): the text is one native string edited
/// in place; its UTF-16 length is kept, not counted; and a UTF-16 offset is found by walking the UTF-8
/// bytes from the nearest known place — the start, the end, or the end of the last edit, where the next
/// keystroke usually falls. Setting the whole text costs its length once.
struct TextEditingBuffer {
    var text: String {
        get { storage }
        set {
            storage = newValue
            utf16Length = newValue.utf16.count
            anchor = Anchor(utf16: 0, utf8: 0)
            selection = Self.clamp(selection, length: utf16Length)
        }
    }
    var selection = NSRange(location: 0, length: 0)

    private var storage = ""
    private var utf16Length = 0
    /// A place whose offsets in both encodings are known, on a scalar boundary.
    private var anchor = Anchor(utf16: 0, utf8: 0)

    private struct Anchor {
        var utf16: Int
        var utf8: Int
    }

    var length: Int { utf16Length }

    /// The range a typed string replaces: the selection.
    var replacementRangeForInsertion: NSRange { selection }

    /// The range backspace removes: the selection, or the composed character before the caret; nil at
    /// the start of the text with nothing selected.
    var replacementRangeForDeletion: NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        let caret = index(utf8Offset(forUTF16: selection.location))
        let before = storage.index(before: caret)
        return NSRange(location: selection.location - utf16Count(before..<caret), length: utf16Count(before..<caret))
    }

    /// Replaces `range` (clamped to the text) with `string`; the caret goes after the inserted text.
    mutating func replace(_ range: NSRange, with string: String) {
        let clamped = Self.clamp(range, length: utf16Length)
        let lower8 = utf8Offset(forUTF16: clamped.location)
        anchor = Anchor(utf16: clamped.location, utf8: lower8)
        let upper8 = utf8Offset(forUTF16: clamped.location + clamped.length)
        let inserted16 = string.utf16.count
        storage.unicodeScalars.replaceSubrange(index(lower8)..<index(upper8), with: string.unicodeScalars)
        utf16Length += inserted16 - clamped.length
        anchor = Anchor(utf16: clamped.location + inserted16, utf8: lower8 + string.utf8.count)
        selection = NSRange(location: anchor.utf16, length: 0)
    }

    /// The text `range` would leave after replacement with `string`.
    func replacing(_ range: NSRange, with string: String) -> String {
        var copy = self
        copy.replace(range, with: string)
        return copy.text
    }

    /// The text of `range` (UTF-16 offsets within the text).
    func substring(_ range: NSRange) -> String {
        let lower = index(utf8Offset(forUTF16: range.location))
        let upper = index(utf8Offset(forUTF16: range.location + range.length))
        return String(storage.unicodeScalars[lower..<upper])
    }

    mutating func moveCaretToEnd() { selection = NSRange(location: utf16Length, length: 0) }

    // MARK: Offsets

    private func index(_ utf8Offset: Int) -> String.Index {
        storage.utf8.index(storage.utf8.startIndex, offsetBy: utf8Offset)
    }

    private func utf16Count(_ range: Range<String.Index>) -> Int {
        storage.unicodeScalars[range].reduce(0) { $0 + ($1.value > 0xFFFF ? 2 : 1) }
    }

    /// The UTF-8 offset of a UTF-16 offset, walking from the nearest known place; an offset inside a
    /// surrogate pair rounds down to the pair's start.
    private func utf8Offset(forUTF16 target: Int) -> Int {
        let end = Anchor(utf16: utf16Length, utf8: storage.utf8.count)
        let start = Anchor(utf16: 0, utf8: 0)
        let nearest = [start, anchor, end].min { abs($0.utf16 - target) < abs($1.utf16 - target) } ?? start
        var place = nearest
        let utf8 = storage.utf8
        var position = index(place.utf8)
        if target >= place.utf16 {
            while place.utf16 < target, position < utf8.endIndex {
                let width = Self.scalarWidth(leading: utf8[position])
                let units = width == 4 ? 2 : 1
                guard place.utf16 + units <= target else { break }
                place.utf16 += units
                place.utf8 += width
                position = utf8.index(position, offsetBy: width)
            }
        } else {
            while place.utf16 > target, position > utf8.startIndex {
                var width = 0
                repeat {
                    position = utf8.index(before: position)
                    width += 1
                } while utf8[position] & 0xC0 == 0x80
                place.utf16 -= width == 4 ? 2 : 1
                place.utf8 -= width
            }
        }
        return place.utf8
    }

    private static func clamp(_ range: NSRange, length: Int) -> NSRange {
        let lower = min(max(range.location, 0), length)
        let upper = min(max(range.location + range.length, lower), length)
        return NSRange(location: lower, length: upper - lower)
    }

    private static func scalarWidth(leading byte: UInt8) -> Int {
        switch byte {
        case ..<0x80: 1
        case ..<0xE0: 2
        case ..<0xF0: 3
        default: 4
        }
    }
}

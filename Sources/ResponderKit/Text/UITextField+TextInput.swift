import Foundation

/// TX4: positions and ranges over the field's text, in UTF-16 offsets.
extension UITextField {
    public var selectedTextRange: UITextRange? {
        get { TextRanges.range(buffer.selection) }
        set {
            guard let range = newValue?.nsRange else { return }
            buffer.selection = TextRanges.clamp(range, length: buffer.length)
            delegate?.textFieldDidChangeSelection(self)
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

/// The arithmetic both text classes share (TX4).
@MainActor enum TextRanges {
    static func range(_ nsRange: NSRange) -> UITextRange {
        UITextRange(
            start: UITextPosition(utf16Offset: nsRange.location),
            end: UITextPosition(utf16Offset: nsRange.location + nsRange.length))
    }

    static func clamp(_ range: NSRange, length: Int) -> NSRange {
        let lower = min(max(range.location, 0), length)
        let upper = min(max(range.location + range.length, lower), length)
        return NSRange(location: lower, length: upper - lower)
    }

    static func text(in range: UITextRange, of buffer: TextEditingBuffer) -> String? {
        guard let nsRange = range.nsRange, nsRange.location + nsRange.length <= buffer.length else { return nil }
        let utf16 = Array(buffer.text.utf16)[nsRange.location..<nsRange.location + nsRange.length]
        return String(decoding: utf16, as: UTF16.self)
    }

    static func range(from start: UITextPosition, to end: UITextPosition, length: Int) -> UITextRange? {
        let offsets = [start.utf16Offset, end.utf16Offset]
        guard offsets.allSatisfy({ (0...length).contains($0) }) else { return nil }
        return UITextRange(start: start, end: end)
    }

    static func position(from position: UITextPosition, offset: Int, length: Int) -> UITextPosition? {
        guard position.utf16Offset >= 0 else { return nil }
        let (target, overflow) = position.utf16Offset.addingReportingOverflow(offset)
        guard !overflow, (0...length).contains(target) else { return nil }
        return UITextPosition(utf16Offset: target)
    }

    static func compare(_ lhs: UITextPosition, _ rhs: UITextPosition) -> ComparisonResult {
        if lhs.utf16Offset < rhs.utf16Offset { return .orderedAscending }
        return lhs.utf16Offset > rhs.utf16Offset ? .orderedDescending : .orderedSame
    }
}

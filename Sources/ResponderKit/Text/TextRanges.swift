import Foundation

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
        return buffer.substring(nsRange)  // what the range covers, not the whole text (TX11)
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

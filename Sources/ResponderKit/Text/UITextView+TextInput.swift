import Foundation

/// TX4 for text views: the same positions and ranges as the field's.
extension UITextView {
    public var selectedTextRange: UITextRange? {
        get { TextRanges.range(buffer.selection) }
        set {
            guard let range = newValue?.nsRange else { return }
            buffer.selection = TextRanges.clamp(range, length: buffer.length)
            textViewDelegate?.textViewDidChangeSelection(self)
        }
    }

    public var beginningOfDocument: UITextPosition { UITextPosition(utf16Offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(utf16Offset: buffer.length) }

    public func text(in range: UITextRange) -> String? { TextRanges.text(in: range, of: buffer) }

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

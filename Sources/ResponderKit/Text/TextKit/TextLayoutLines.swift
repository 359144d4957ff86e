import Foundation

/// One laid-out line (TK10): its fragment and used rectangles in the container, its UTF-16 range and
/// where each of its UTF-16 units starts and how wide it is (the second unit of a pair is zero wide).
struct TextLayoutLine {
    var rect: CGRect
    var usedRect: CGRect
    var range: NSRange
    var starts: [CGFloat]
    var widths: [CGFloat]
}

/// TextKit's layout of a string in a container (TK10), with the text measure labels use (LY28): each
/// character advances by its run's font (`.font`, else the default font), an attachment by its bounds'
/// width (TK12); paragraphs break at newlines, lines wrap greedily after spaces (a word wider than a
/// line breaks between characters), each line as tall as its tallest font or attachment.
enum TextLayoutLines {
    static func layout(
        _ text: NSAttributedString, in container: NSTextContainer, defaultFont: UIFont
    ) -> [TextLayoutLine] {
        let units = measure(text, defaultFont: defaultFont)
        let padding = container.lineFragmentPadding
        let limit = container.wrapWidth
        var lines: [TextLayoutLine] = []
        var y: CGFloat = 0
        var index = 0
        while index < units.count {
            if container.maximumNumberOfLines > 0, lines.count == container.maximumNumberOfLines { break }
            let end = lineEnd(units, from: index, limit: limit)
            let slice = units[index..<end]
            let height = slice.map(\.height).max() ?? defaultFont.lineHeight
            if let maxHeight = container.heightLimit, y + height > maxHeight, !lines.isEmpty { break }
            var x = padding
            var starts: [CGFloat] = []
            var usedEnd = padding
            for unit in slice {
                starts.append(x)
                x += unit.width
                // Spaces and the newline a line breaks at do not count as used, as in the label's measure.
                if !unit.isSpace && !unit.isNewline { usedEnd = x }
            }
            let used = usedEnd - padding
            let width = limit.map { $0 + 2 * padding } ?? used + 2 * padding
            lines.append(
                TextLayoutLine(
                    rect: CGRect(x: 0, y: y, width: width, height: height),
                    usedRect: CGRect(x: 0, y: y, width: used + 2 * padding, height: height),
                    range: NSRange(location: index, length: end - index), starts: starts, widths: slice.map(\.width)))
            y += height
            index = end
        }
        return lines
    }

    struct Unit {
        var width: CGFloat
        var height: CGFloat
        var isSpace: Bool
        var isNewline: Bool
    }

    /// Each UTF-16 unit's advance and line height.
    static func measure(_ text: NSAttributedString, defaultFont: UIFont) -> [Unit] {
        var units: [Unit] = []
        units.reserveCapacity(text.length)
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
            let font = attributes[.font] as? UIFont ?? defaultFont
            let attachment = attributes[.attachment] as? NSTextAttachment
            let run = (text.string as NSString).substring(with: range)
            for scalar in run.unicodeScalars {
                let newline = scalar == "\n" || scalar == "\r"
                var width = newline ? 0 : TextMetrics.advance(scalar) * font.pointSize
                var height = font.lineHeight
                if let attachment, scalar.value == UInt32(NSTextAttachment.character) {
                    width = attachment.measuredBounds.width
                    height = Swift.max(height, attachment.measuredBounds.height)
                }
                units.append(Unit(width: width, height: height, isSpace: scalar == " ", isNewline: newline))
                if scalar.utf16.count == 2 {
                    units.append(Unit(width: 0, height: height, isSpace: false, isNewline: false))
                }
            }
        }
        return units
    }

    /// The end of the line starting at `start`: after a newline, or where the next word no longer fits.
    static func lineEnd(_ units: [Unit], from start: Int, limit: CGFloat?) -> Int {
        var width: CGFloat = 0
        var lastBreak: Int?
        var index = start
        while index < units.count {
            let unit = units[index]
            if unit.isNewline { return index + 1 }
            if let limit, !unit.isSpace, width + unit.width > limit, index > start {
                return lastBreak ?? index
            }
            width += unit.width
            if unit.isSpace { lastBreak = index + 1 }
            index += 1
        }
        return index
    }
}

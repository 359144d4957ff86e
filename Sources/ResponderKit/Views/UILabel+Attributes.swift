import Foundation

/// TK6, TA3: a one-line label whose attributed text gives some characters their own font or colour draws it
/// run by run, each piece in its run's font and colour (the highlighted colour while highlighted, faded while
/// disabled, as the plain text), left to right from where the whole line is placed.
extension UILabel {
    /// Records the runs; false (nothing recorded) when the text has no font or colour of its own.
    func recordAttributedRuns(_ attributed: NSAttributedString, in placed: CGRect, context: CGContext) -> Bool {
        let whole = NSRange(location: 0, length: attributed.length)
        var pieces: [(range: NSRange, font: UIFont?, color: UIColor?)] = []
        var styled = false
        attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            let font = attributes[.font] as? UIFont
            let color = attributes[.foregroundColor] as? UIColor
            if font != nil || color != nil { styled = true }
            pieces.append((range, font, color))
        }
        guard styled else { return false }
        let string = attributed.string as NSString
        var x = placed.minX
        for piece in pieces {
            let text = string.substring(with: piece.range)
            let font = piece.font ?? self.font ?? .systemFont(ofSize: 17)
            let color = runColor(piece.color)
            let width = TextMetrics.width(text, pointSize: font.pointSize)
            context.recordText(
                text, in: CGRect(x: x, y: placed.midY - font.lineHeight / 2, width: width, height: font.lineHeight),
                fontName: font.fontName, pointSize: font.pointSize, color: color.cgColor)
            x += width
        }
        return true
    }

    private func runColor(_ own: UIColor?) -> UIColor {
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        let color = own ?? textColor ?? .label
        return isEnabled ? color : color.withAlphaComponent(0.44)
    }
}

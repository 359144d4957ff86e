import Foundation

/// How a label measures and draws its text (LY28, TK5, TK6).
extension UILabel {
    /// Where multi-line text wraps: `preferredMaxLayoutWidth`, else the given width; nil for one line.
    func wrapWidth(for width: CGFloat) -> CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return width > 0 ? width : nil
    }

    var textLines: Int { Swift.max(numberOfLines, 0) }

    /// TK5: what `intrinsicContentSize` and `sizeThatFits(_:)` measure: the overridable text rectangle for
    /// bounds of unbounded height, `width` wide (unbounded when nil).
    func measuredRect(wrappingAt width: CGFloat?) -> CGRect {
        let bounds = CGRect(x: 0, y: 0, width: width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    /// TK5: UILabel's own text rectangle; zero size without text.
    func defaultTextRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        let limit = bounds.width < .greatestFiniteMagnitude / 2 ? bounds.width : nil
        let wrap = lines == 1 ? nil : limit
        let measured = TextMetrics.lineWidths(
            text ?? "", pointSize: font.pointSize, maxWidth: wrap, maxLines: Swift.max(lines, 0))
        var size = TextMetrics.size(lines: measured, font: font, scale: pixelScale)
        if let limit { size.width = Swift.min(size.width, Swift.max(limit, 0)) }
        return CGRect(origin: bounds.origin, size: size)
    }

    /// TK6: the colour text is drawn in: the highlighted colour while highlighted, a faded colour while
    /// disabled, else `textColor`.
    var drawingColor: UIColor {
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        return isEnabled ? textColor : textColor.withAlphaComponent(0.44)
    }

    /// TK6: `drawText(in:)`'s default.
    func drawLabelText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let string = text, !string.isEmpty else { return }
        let laid = defaultTextRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        let x: CGFloat
        switch textAlignment {
        case .center: x = rect.minX + (rect.width - laid.width) / 2
        case .right: x = rect.maxX - laid.width
        default: x = rect.minX
        }
        let placed = CGRect(x: x, y: rect.midY - laid.height / 2, width: laid.width, height: laid.height)
        if let shadowColor {
            context.recordText(
                string, in: placed.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height), fontName: font.fontName,
                pointSize: font.pointSize, color: shadowColor.cgColor)
        }
        // TA3: a one-line attributed text draws its runs.
        if numberOfLines == 1, let attributed = attributedText,
            recordAttributedRuns(attributed, in: placed, context: context)
        {
            return
        }
        context.recordText(
            string, in: placed, fontName: font.fontName, pointSize: font.pointSize, color: drawingColor.cgColor)
    }
}

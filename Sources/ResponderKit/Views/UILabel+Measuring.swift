import Foundation

/// How a label measures its text (LY28).
extension UILabel {
    /// Where multi-line text wraps: `preferredMaxLayoutWidth`, else the given width; nil for one line.
    func wrapWidth(for width: CGFloat) -> CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return width > 0 ? width : nil
    }

    var textLines: Int { Swift.max(numberOfLines, 0) }

    func textSize(wrappingAt width: CGFloat?) -> CGSize {
        let lines = TextMetrics.lineWidths(text ?? "", pointSize: font.pointSize, maxWidth: width, maxLines: textLines)
        return TextMetrics.size(lines: lines, font: font, scale: pixelScale)
    }
}

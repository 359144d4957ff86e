import Foundation

/// How a label measures its text (LY28).
extension UILabel {
    /// The system font's 17 pt.
    var textPointSize: CGFloat { 17 }

    var numberOfLinesForLayout: Int { 1 }

    /// Where multi-line text wraps: `preferredMaxLayoutWidth`, else the given width; nil for one line.
    func wrapWidth(for width: CGFloat) -> CGFloat? {
        guard numberOfLinesForLayout != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return width > 0 ? width : nil
    }

    func textSize(wrappingAt width: CGFloat?) -> CGSize {
        let lines = TextMetrics.lineWidths(
            text ?? "", pointSize: textPointSize, maxWidth: width, maxLines: numberOfLinesForLayout)
        return TextMetrics.size(lines: lines, pointSize: textPointSize, scale: pixelScale)
    }
}

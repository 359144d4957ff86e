import Foundation

/// UIKit's string measuring (TK8), with the text measure labels use (LY28), so a cell that sizes itself
/// with `boundingRect` agrees with the label showing the same text in the same font.
extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextMeasuring.boundingRect(String(self), size: nil, options: [], attributes: attrs ?? [:]).size
    }

    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        TextMeasuring.boundingRect(
            String(self), size: size, options: options, attributes: attributes ?? [:], context: context)
    }
}

extension String {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextMeasuring.boundingRect(self, size: nil, options: [], attributes: attrs ?? [:]).size
    }

    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        TextMeasuring.boundingRect(self, size: size, options: options, attributes: attributes ?? [:], context: context)
    }
}

extension NSAttributedString {
    /// TK8: measured with its first character's attributes (one run, as DR6 draws it), an attachment's
    /// bounds counting for its character (TK12).
    public func size() -> CGSize {
        TextMeasuring.boundingRect(self, size: nil, options: []).size
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        TextMeasuring.boundingRect(self, size: size, options: options, context: context)
    }
}

/// The measuring behind `size(withAttributes:)` and `boundingRect(with:…)` (TK8).
enum TextMeasuring {
    /// The font a string is measured in: `.font`, else Helvetica 12 as UIKit's string drawing (DR6).
    static func font(_ attributes: [NSAttributedString.Key: Any]) -> UIFont {
        attributes[.font] as? UIFont ?? UIFont(name: TextDrawing.defaultFontName, size: TextDrawing.defaultPointSize)
            ?? .systemFont(ofSize: TextDrawing.defaultPointSize)
    }

    /// TK8: with `.usesLineFragmentOrigin` the lines wrap at `size.width` (all of them: the height does not
    /// cut them) and the origin is zero; without it the string is one line (newlines do not break it) with
    /// its origin at the baseline, `y` minus the ascender. Sizes are not rounded, as UIKit's are not.
    static func boundingRect(
        _ string: String, size: CGSize?, options: NSStringDrawingOptions, attributes: [NSAttributedString.Key: Any],
        context: NSStringDrawingContext? = nil, extra: (width: CGFloat, height: CGFloat) = (0, 0)
    ) -> CGRect {
        let font = font(attributes)
        let multiLine = options.contains(.usesLineFragmentOrigin)
        let wrap =
            multiLine ? size.map(\.width).flatMap { $0 > 0 && $0 < .greatestFiniteMagnitude / 2 ? $0 : nil } : nil
        let text = multiLine ? string : string.replacingOccurrences(of: "\n", with: " ")
        let lines = TextMetrics.lineWidths(text, pointSize: font.pointSize, maxWidth: wrap, maxLines: 0)
        let lineHeight = Swift.max(font.lineHeight, extra.height)
        let rect = CGRect(
            x: 0, y: multiLine ? 0 : -font.ascender, width: (lines.max() ?? 0) + extra.width,
            height: CGFloat(Swift.max(lines.count, string.isEmpty && extra.width == 0 ? 0 : 1)) * lineHeight)
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }

    static func boundingRect(
        _ string: NSAttributedString, size: CGSize?, options: NSStringDrawingOptions,
        context: NSStringDrawingContext? = nil
    ) -> CGRect {
        let attributes = string.length > 0 ? string.attributes(at: 0, effectiveRange: nil) : [:]
        let attachments = NSTextAttachment.attachments(in: string)
        let font = font(attributes)
        // An attachment's character is measured as its bounds' width, not a glyph (TK12).
        let plain = string.string.replacingOccurrences(of: "\u{FFFC}", with: "")
        let extraWidth = attachments.reduce(0) { $0 + $1.measuredBounds.width }
        let tallest = attachments.map(\.measuredBounds.height).max() ?? 0
        return boundingRect(
            plain, size: size, options: options, attributes: [.font: font], context: context,
            extra: (extraWidth, tallest))
    }
}

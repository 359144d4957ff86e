import Foundation

/// UIKit's string drawing (DR6): the string, its font (`.font`, else Helvetica 12 as UIKit's) and colour
/// (`.foregroundColor`, else black) recorded into the current context; nothing without one. Text is
/// measured with the font metrics every font has here (AP10).
extension NSString {
    /// Draws on one line per paragraph with the top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(String(self), at: point, attributes: attrs ?? [:])
    }

    /// Draws wrapped to `rect`'s width, at its top-left corner.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(String(self), in: rect, attributes: attrs ?? [:])
    }
}

extension String {
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(self, at: point, attributes: attrs ?? [:])
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(self, in: rect, attributes: attrs ?? [:])
    }
}

extension NSAttributedString {
    /// Draws with the attributes of the string's first character (one run: Fidelity, DR6).
    public func draw(at point: CGPoint) {
        TextDrawing.draw(string, at: point, attributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : [:])
    }

    public func draw(in rect: CGRect) {
        TextDrawing.draw(string, in: rect, attributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : [:])
    }
}

/// The measuring and recording behind the string drawing methods (DR6).
enum TextDrawing {
    /// UIKit's font for string drawing without a `.font` attribute.
    static let defaultFontName = "Helvetica"
    static let defaultPointSize: CGFloat = 12

    static func font(_ attributes: [NSAttributedString.Key: Any]) -> (name: String, size: CGFloat) {
        if let font = attributes[.font] as? UIFont { return (font.fontName, font.pointSize) }
        return (defaultFontName, defaultPointSize)
    }

    static func color(_ attributes: [NSAttributedString.Key: Any]) -> CGColor {
        (attributes[.foregroundColor] as? UIColor)?.cgColor ?? CGColor(gray: 0, alpha: 1)
    }

    /// The lines' size with the font: the widest line by the number of lines times the line height.
    static func size(_ string: String, pointSize: CGFloat, wrappingAt width: CGFloat?) -> CGSize {
        let lines = TextMetrics.lineWidths(string, pointSize: pointSize, maxWidth: width, maxLines: 0)
        let lineHeight = pointSize * (1950 + 494) / 2048  // SF Pro's, as every font's here (AP10)
        return CGSize(width: lines.max() ?? 0, height: CGFloat(lines.count) * lineHeight)
    }

    static func draw(_ string: String, at point: CGPoint, attributes: [NSAttributedString.Key: Any]) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let font = font(attributes)
        let size = size(string, pointSize: font.size, wrappingAt: nil)
        shadow(string, in: CGRect(origin: point, size: size), font: font, attributes: attributes, context: context)
        context.recordText(
            string, in: CGRect(origin: point, size: size), fontName: font.name, pointSize: font.size,
            color: color(attributes))
    }

    static func draw(_ string: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let font = font(attributes)
        shadow(string, in: rect, font: font, attributes: attributes, context: context)
        context.recordText(string, in: rect, fontName: font.name, pointSize: font.size, color: color(attributes))
    }

    /// TK11: a `.shadow` attribute with a colour records the text first at the shadow's offset in its colour.
    static func shadow(
        _ string: String, in rect: CGRect, font: (name: String, size: CGFloat),
        attributes: [NSAttributedString.Key: Any],
        context: CGContext
    ) {
        guard let shadow = attributes[.shadow] as? NSShadow, let color = shadow.cgShadowColor else { return }
        let offset = shadow.shadowOffset
        context.recordText(
            string, in: rect.offsetBy(dx: offset.width, dy: offset.height), fontName: font.name, pointSize: font.size,
            color: color)
    }
}

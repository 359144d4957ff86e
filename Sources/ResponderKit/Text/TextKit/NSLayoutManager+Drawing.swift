import Foundation

/// What `drawGlyphs(forGlyphRange:at:)` and `drawBackground(forGlyphRange:at:)` record (TK10).
extension NSLayoutManager {
    func drawLines(_ glyphs: NSRange, at origin: CGPoint) {
        guard UIGraphicsGetCurrentContext() != nil, let storage = textStorage else { return }
        let string = storage.string as NSString
        for line in laidOutLines() {
            var part = NSIntersectionRange(line.range, glyphs)
            while part.length > 0, string.character(at: NSMaxRange(part) - 1) == 0x0A { part.length -= 1 }
            guard part.length > 0 else { continue }
            let first = part.location - line.range.location
            let last = first + part.length - 1
            let rect = CGRect(
                x: origin.x + line.starts[first], y: origin.y + line.rect.minY,
                width: line.starts[last] + line.widths[last] - line.starts[first], height: line.rect.height)
            var attributes = storage.attributes(at: part.location, effectiveRange: nil)
            if attributes[.font] == nil { attributes[.font] = TextMeasuring.font([:]) }
            TextDrawing.draw(string.substring(with: part), in: rect, attributes: attributes)
        }
    }

    func drawBackgrounds(_ glyphs: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let storage = textStorage,
            let container = textContainers.first
        else { return }
        let range = NSIntersectionRange(glyphs, NSRange(location: 0, length: storage.length))
        storage.enumerateAttribute(.backgroundColor, in: range) { value, run, _ in
            guard let color = value as? UIColor else { return }
            let rect = boundingRect(forGlyphRange: run, in: container).offsetBy(dx: origin.x, dy: origin.y)
            context.saveGState()
            context.setFillColor(color.cgColor)
            context.fill(rect)
            context.restoreGState()
        }
    }
}

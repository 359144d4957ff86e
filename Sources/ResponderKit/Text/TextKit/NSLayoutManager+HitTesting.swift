import Foundation

/// From a point to a character (TK10): how real code finds the link a tap landed on.
extension NSLayoutManager {
    /// The glyph under `point` (container coordinates): the line at its height (the first above, the last
    /// below), the glyph whose advance holds its x (the line's first or last glyph beyond its ends), with
    /// how far through that glyph the point is, 0 to 1.
    public func glyphIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        let lines = laidOut(container)
        guard let line = lines.first(where: { point.y < $0.rect.maxY }) ?? lines.last, line.range.length > 0 else {
            partialFraction?.pointee = 0
            return 0
        }
        for (offset, start) in line.starts.enumerated() where point.x < start + line.widths[offset] {
            let width = line.widths[offset]
            partialFraction?.pointee = width > 0 ? Swift.min(Swift.max((point.x - start) / width, 0), 1) : 0
            return line.range.location + offset
        }
        partialFraction?.pointee = 1
        return NSMaxRange(line.range) - 1
    }

    public func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    /// The character under `point` and the fraction of the distance between its insertion points.
    public func characterIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: partialFraction)
    }
}

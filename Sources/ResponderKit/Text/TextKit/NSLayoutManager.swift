import Foundation

/// Lays a text storage's text out in its text containers and draws it (TK10). Glyphs are the text's UTF-16
/// units, one each (Fidelity: no ligatures or glyph substitution), so glyph and character ranges coincide.
/// All text flows into the first container; layout is made when asked for and dropped when the text or
/// the container's geometry changes.
open class NSLayoutManager: NSObject {
    public private(set) var textContainers: [NSTextContainer] = []
    open internal(set) weak var textStorage: NSTextStorage?
    open var usesFontLeading = true
    open var allowsNonContiguousLayout = false
    open var showsInvisibleCharacters = false
    open var showsControlCharacters = false

    private var lines: [TextLayoutLine]?
    /// Told after the storage's edits are processed (a text view keeps its text in step, TK9).
    var storageEdited: (@Sendable (NSRange, Int) -> Void)?

    public override init() { super.init() }

    // MARK: Containers

    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        guard index >= 0, index <= textContainers.count else { return }
        textContainers.insert(container, at: index)
        container.layoutManager = self
        lines = nil
    }

    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else { return }
        let removed = textContainers.remove(at: index)
        if removed.layoutManager === self { removed.layoutManager = nil }
        lines = nil
    }

    open func textContainerChangedGeometry(_ container: NSTextContainer) { lines = nil }

    // MARK: Drawing (TK10)

    /// Records each line's part of the glyphs as text (DR5) at `origin` plus its place in the container,
    /// in its first character's font and foreground colour (black by default); a `.shadow` is recorded first.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        drawLines(glyphsToShow, at: origin)
    }

    /// Fills the rectangles of the runs with a `.backgroundColor` among the glyphs, at `origin`.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        drawBackgrounds(glyphsToShow, at: origin)
    }

    // MARK: Invalidation (TK10)

    /// The storage's edit: the layout is made again when next needed.
    open func processEditing(
        for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
        changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange
    ) {
        lines = nil
        storageEdited?(newCharRange, delta)
    }

    open func invalidateLayout(
        forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?
    ) {
        lines = nil
        actualCharRange?.pointee = NSRange(location: 0, length: numberOfGlyphs)
    }

    func invalidateAllLayout() { lines = nil }

    // MARK: Layout

    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    open func ensureLayout(for container: NSTextContainer) { _ = laidOut(container) }
    open func ensureLayout(forCharacterRange charRange: NSRange) { _ = laidOutLines() }
    open func ensureLayout(forGlyphRange glyphRange: NSRange) { _ = laidOutLines() }

    /// The lines of the first container (none for any other).
    func laidOut(_ container: NSTextContainer) -> [TextLayoutLine] {
        container === textContainers.first ? laidOutLines() : []
    }

    func laidOutLines() -> [TextLayoutLine] {
        if let lines { return lines }
        guard let container = textContainers.first, let textStorage else { return [] }
        let made = TextLayoutLines.layout(textStorage, in: container, defaultFont: TextMeasuring.font([:]))
        lines = made
        return made
    }

    /// The union of the lines' used rectangles (padding included), zero without text.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        laidOut(container).reduce(CGRect.null) { $0.union($1.usedRect) }.nonNull
    }

    open func glyphRange(for container: NSTextContainer) -> NSRange {
        guard let last = laidOut(container).last else { return NSRange(location: 0, length: 0) }
        return NSRange(location: 0, length: NSMaxRange(last.range))
    }

    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange: NSRangePointer?) -> NSRange {
        let range = clamped(charRange)
        actualCharacterRange?.pointee = range
        return range
    }

    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        let range = clamped(glyphRange)
        actualGlyphRange?.pointee = range
        return range
    }

    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange: NSRangePointer?) -> NSTextContainer? {
        guard let container = textContainers.first, glyphIndex >= 0, glyphIndex < glyphRange(for: container).length
        else {
            return nil
        }
        effectiveRange?.pointee = glyphRange(for: container)
        return container
    }

    /// The rectangle in the container of the glyphs of `glyphRange`, across the lines they are on.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        var result = CGRect.null
        for line in laidOut(container) {
            let overlap = NSIntersectionRange(line.range, glyphRange)
            guard overlap.length > 0 || (glyphRange.length == 0 && NSLocationInRange(glyphRange.location, line.range))
            else { continue }
            let first = overlap.location - line.range.location
            let last = first + Swift.max(overlap.length, 1) - 1
            let minX = line.starts[first]
            let maxX = line.starts[last] + line.widths[last]
            result = result.union(CGRect(x: minX, y: line.rect.minY, width: maxX - minX, height: line.rect.height))
        }
        return result.nonNull
    }

    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange: NSRangePointer?) -> CGRect {
        guard let line = line(containing: glyphIndex) else { return .zero }
        effectiveRange?.pointee = line.range
        return line.rect
    }

    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange: NSRangePointer?) -> CGRect {
        guard let line = line(containing: glyphIndex) else { return .zero }
        effectiveRange?.pointee = line.range
        return line.usedRect
    }

    /// The glyph's origin in its line fragment: its x, and the line's baseline.
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let line = line(containing: glyphIndex) else { return .zero }
        let font = textStorage.flatMap {
            glyphIndex < $0.length ? $0.attribute(.font, at: glyphIndex, effectiveRange: nil) as? UIFont : nil
        }
        return CGPoint(x: line.starts[glyphIndex - line.range.location], y: (font ?? TextMeasuring.font([:])).ascender)
    }

    open func enumerateLineFragments(
        forGlyphRange glyphRange: NSRange,
        using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        guard let container = textContainers.first else { return }
        var stop = ObjCBool(false)
        for line in laidOutLines() where NSIntersectionRange(line.range, glyphRange).length > 0 {
            block(line.rect, line.usedRect, container, line.range, &stop)
            if stop.boolValue { return }
        }
    }

    func line(containing glyphIndex: Int) -> TextLayoutLine? {
        laidOutLines().first { NSLocationInRange(glyphIndex, $0.range) }
    }

    private func clamped(_ range: NSRange) -> NSRange {
        let location = Swift.min(Swift.max(range.location, 0), numberOfGlyphs)
        return NSRange(location: location, length: Swift.min(Swift.max(range.length, 0), numberOfGlyphs - location))
    }
}

extension CGRect {
    /// `.zero` for the null rectangle.
    var nonNull: CGRect { isNull ? .zero : self }
}

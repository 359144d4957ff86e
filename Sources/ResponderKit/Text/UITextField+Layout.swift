import Foundation

/// How a field lays out, draws and hit-tests its text through its overridable rectangles (TK1–TK4).
extension UITextField {
    /// TK1: the border's margin on each side: none for `.none`, 7 pt otherwise (the rounded rect's, as its
    /// intrinsic size's 14 pt, LY28).
    var textMargin: CGFloat { borderStyle == .none ? 0 : 7 }

    var resolvedFont: UIFont { font ?? .systemFont(ofSize: 17) }

    /// TK1: `borderRect(forBounds:)` less the margin, less the left view's rectangle and the right view's or
    /// the clear button's while they are shown; full height.
    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        let border = borderRect(forBounds: bounds)
        var minX = border.minX + textMargin
        var maxX = border.maxX - textMargin
        if leftView != nil, isOverlayShown(leftViewMode) { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if rightView != nil, isOverlayShown(rightViewMode) { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if isClearButtonShown { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX) }
        return CGRect(x: minX, y: border.minY, width: max(0, maxX - minX), height: border.height)
    }

    /// TK2: an overlay view's own frame size at the leading or trailing edge, centred vertically; zero
    /// without the view.
    func overlayRect(_ view: UIView?, leading: Bool, in bounds: CGRect) -> CGRect {
        guard let size = view?.frame.size else { return .zero }
        let x = leading ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// TK2: whether a view mode shows its overlay now (unlike the clear button, without regard to text).
    func isOverlayShown(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    func overlayChanged(from old: UIView?, to new: UIView?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        setNeedsLayout()
        textLooksChanged()
    }

    /// TK2: a shown overlay is a subview at its rectangle; a hidden one is not in the field (so it takes no
    /// touches), as UIKit removes it.
    func layoutOverlays() {
        for (view, mode, leading) in [(leftView, leftViewMode, true), (rightView, rightViewMode, false)] {
            guard let view else { continue }
            if isOverlayShown(mode) {
                if view.superview !== self { addSubview(view) }
                view.frame = leading ? leftViewRect(forBounds: bounds) : rightViewRect(forBounds: bounds)
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
        setNeedsDisplay()
    }

    /// The text as shown: a bullet per character when secure.
    var shownText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: buffer.text.count) : buffer.text
    }

    /// TK3: what `draw(_:)` does: the placeholder in `placeholderRect(forBounds:)` when the text is empty,
    /// else the text in `editingRect(forBounds:)` while editing and `textRect(forBounds:)` otherwise.
    func drawField() {
        if buffer.text.isEmpty {
            guard placeholder?.isEmpty == false else { return }
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        } else {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        }
    }

    /// TK3: the part of one line that shows in `rect` — all of it, aligned as `textAlignment` says, when it
    /// fits; else the head that fits, or while editing the tail (the end, where typing goes) — centred
    /// vertically, recorded (DR5). Measuring stops at the rectangle's width, so a key in a long text costs
    /// what shows (TX11).
    func drawLine(_ string: String, in rect: CGRect, font: UIFont, color: UIColor) {
        guard let context = UIGraphicsGetCurrentContext(), !string.isEmpty else { return }
        let line = visibleLine(string, font: font, in: rect)
        context.recordText(
            String(string.utf16[line.range]) ?? "", in: line.rect, fontName: font.fontName, pointSize: font.pointSize,
            color: color.cgColor)
    }

    /// The shown part of one line of `string` in `rect` (UTF-16 range) and its rectangle (TK3, TK4).
    func visibleLine(
        _ string: String, font: UIFont, in rect: CGRect
    ) -> (range: Range<String.UTF16View.Index>, rect: CGRect) {
        let limit = Swift.max(rect.width, 0)
        var width: CGFloat = 0
        var range = string.utf16.startIndex..<string.utf16.endIndex
        let fromEnd = isEditing
        let scalars = string.unicodeScalars
        var index = fromEnd ? scalars.endIndex : scalars.startIndex
        while fromEnd ? index > scalars.startIndex : index < scalars.endIndex {
            let scalar = fromEnd ? scalars[scalars.index(before: index)] : scalars[index]
            let advance = TextMetrics.advance(scalar) * font.pointSize
            if width + advance > limit {
                range = fromEnd ? index..<string.utf16.endIndex : string.utf16.startIndex..<index
                break
            }
            width += advance
            index = fromEnd ? scalars.index(before: index) : scalars.index(after: index)
        }
        let x: CGFloat
        if range != string.utf16.startIndex..<string.utf16.endIndex {
            x = fromEnd ? rect.maxX - width : rect.minX
        } else {
            switch textAlignment {
            case .center: x = rect.minX + (rect.width - width) / 2
            case .right: x = rect.maxX - width
            default: x = rect.minX
            }
        }
        return (range, CGRect(x: x, y: rect.midY - font.lineHeight / 2, width: width, height: font.lineHeight))
    }

    /// TK4: the caret goes to the insertion point nearest the touch's x in the text as shown in
    /// `editingRect(forBounds:)`.
    func placeCaret(at point: CGPoint) {
        let shown = shownText
        let line = visibleLine(shown, font: resolvedFont, in: editingRect(forBounds: bounds))
        let visible = String(shown.utf16[line.range]) ?? ""
        let before = shown.utf16.distance(from: shown.utf16.startIndex, to: line.range.lowerBound)
        let offset =
            before
            + TextMetrics.insertionOffset(in: visible, pointSize: resolvedFont.pointSize, atX: point.x - line.rect.minX)
        let utf16 = isSecureTextEntry ? secureOffset(offset) : offset
        buffer.selection = NSRange(location: utf16, length: 0)
        selectionDidChange()
    }

    /// A secure field shows one bullet (one UTF-16 unit) per character: bullets back to the text's offset.
    private func secureOffset(_ bullets: Int) -> Int {
        buffer.text.prefix(bullets).utf16.count
    }

    /// The text, placeholder, font or border changed: a new intrinsic size and a redraw (LY28, TK3).
    func textLooksChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Editing began or ended: overlays with editing modes move, and the text is drawn in the other rectangle.
    func editingLooksChanged() {
        if leftView != nil || rightView != nil { setNeedsLayout() }
        setNeedsDisplay()
    }
}

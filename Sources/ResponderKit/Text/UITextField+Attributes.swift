import Foundation

/// The field's attributed text (TA3): `attributedText` is read back as set, kept as attribute runs that typing
/// edits locally (TX11); typed text takes `typingAttributes`, which while editing are those of the character
/// before the caret (else the first character, else `defaultTextAttributes`) until code sets them; `text`,
/// `font` and `textColor` behave as UIKit's documentation says (`text` styles the whole string with the field's
/// own attributes; `font`, `textColor` and `defaultTextAttributes` apply to the whole text). The recorded
/// drawing (DR5) draws each run in its font and colour.
extension UITextField {
    /// UIKit's defaults: the font, the text colour and a paragraph style with the alignment.
    var defaultAttributesValue: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        return [.font: resolvedFont, .foregroundColor: textColor ?? UIColor.label, .paragraphStyle: style]
    }

    func setDefaultAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        if let font = attributes[.font] as? UIFont { self.font = font }
        if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
        attributeRuns?.setEverywhere(attributes)
        setNeedsDisplay()
    }

    var attributedTextValue: NSAttributedString {
        guard let runs = attributeRuns else {
            return NSAttributedString(string: buffer.text, attributes: defaultAttributesValue)
        }
        return runs.attributedString(buffer.text)
    }

    /// The string and its runs (its length once); nil is an empty text.
    func setAttributedText(_ string: NSAttributedString?) {
        buffer.text = string?.string ?? ""
        buffer.moveCaretToEnd()
        attributeRuns = string.map { TextAttributeRuns($0) } ?? TextAttributeRuns()
        typingAttributesStorage = nil
        textLooksChanged()
    }

    /// `text =`: the whole string in the field's own attributes (the runs go).
    func dropAttributeRuns() {
        attributeRuns = nil
        typingAttributesStorage = nil
    }

    /// A cleared field (the clear button, `clearsOnBeginEditing`) keeps no runs of the old text.
    func clearAttributeRuns() {
        if attributeRuns != nil { attributeRuns = TextAttributeRuns() }
        typingAttributesStorage = nil
    }

    /// While editing: what code set, else the attributes of the character before the caret (the first one at
    /// the start), else the defaults. Not editing: nil, as UIKit's.
    var typingAttributesValue: [NSAttributedString.Key: Any]? {
        guard isEditing else { return nil }
        if let typingAttributesStorage { return typingAttributesStorage }
        guard let runs = attributeRuns else { return defaultAttributesValue }
        return runs.attributes(at: Swift.max(buffer.selection.location - 1, 0)) ?? defaultAttributesValue
    }

    /// Settable only while editing (UIKit ignores it otherwise); a plain field starts keeping runs.
    func setTypingAttributes(_ attributes: [NSAttributedString.Key: Any]?) {
        guard isEditing else { return }
        if attributes != nil, attributeRuns == nil {
            attributeRuns = TextAttributeRuns(length: buffer.length, attributes: defaultAttributesValue)
        }
        typingAttributesStorage = attributes
    }

    /// TX3 into runs: the replaced range goes, the typed text takes the typing attributes. A plain field
    /// (no runs) does nothing here: its typing costs what it did.
    func replaceAttributeRuns(_ range: NSRange, with replacement: String) {
        guard let runs = attributeRuns else { return }
        // The caret has already moved past the new text: the attributes come from before the replaced range
        // (its first character's at the start), as the typing attributes were when the key was pressed.
        let attributes =
            typingAttributesStorage ?? runs.attributes(at: Swift.max(range.location - 1, 0)) ?? defaultAttributesValue
        attributeRuns?.replace(range, insertedLength: replacement.utf16.count, attributes: attributes)
    }

    /// TK3 with runs: the shown part of the line (measured in the field's font), each run's piece recorded in
    /// its own font and colour, left to right.
    func drawAttributedLine(_ runs: TextAttributeRuns, in rect: CGRect) {
        let shown = buffer.text
        guard let context = UIGraphicsGetCurrentContext(), !shown.isEmpty else { return }
        let line = visibleLine(shown, font: resolvedFont, in: rect)
        let utf16 = shown.utf16
        let lower = utf16.distance(from: utf16.startIndex, to: line.range.lowerBound)
        let upper = utf16.distance(from: utf16.startIndex, to: line.range.upperBound)
        var x = line.rect.minX
        var start = 0
        for run in runs.runs {
            defer { start += run.length }
            let from = Swift.max(start, lower)
            let to = Swift.min(start + run.length, upper)
            guard from < to else { continue }
            let piece =
                String(
                    utf16[utf16.index(utf16.startIndex, offsetBy: from)..<utf16.index(utf16.startIndex, offsetBy: to)])
                ?? ""
            let font = run.attributes[.font] as? UIFont ?? resolvedFont
            let color = run.attributes[.foregroundColor] as? UIColor ?? textColor ?? .label
            let width = TextMetrics.width(piece, pointSize: font.pointSize)
            context.recordText(
                piece, in: CGRect(x: x, y: rect.midY - font.lineHeight / 2, width: width, height: font.lineHeight),
                fontName: font.fontName, pointSize: font.pointSize, color: color.cgColor)
            x += width
        }
    }
}

import Foundation

/// The deterministic text measure behind labels' and buttons' intrinsic sizes and baselines (LY28).
///
/// UIKit measures text with the font's glyph advances; headlessly there are no fonts, so each character
/// advances a fixed fraction of the point size, by class, roughly SF Pro's proportions: 0.25 em for
/// spaces and narrow marks (`i j l . , : ; ' ! |`), 0.35 em for `f r t - ( ) [ ] / "`, 0.5 em for other
/// lowercase letters, 0.8 em for `m w`, 0.65 em for capitals (`I` 0.25, `M W` 0.9), 0.6 em for digits,
/// 0.55 em for other ASCII symbols and Latin letters with accents, 1 em for everything else (CJK, emoji).
/// Lines are the font's `lineHeight` (SF Pro's: ascender 1950/2048 em, descender 494/2048 em, no
/// leading; a 17 pt line is 20.29 pt, AP10). Sizes are rounded up to the pixel (1/scale pt), as UIKit's are.
enum TextMetrics {
    /// The advance of one character, in em.
    static func advance(_ scalar: Unicode.Scalar) -> CGFloat {
        switch scalar {
        case " ", "i", "j", "l", ".", ",", ":", ";", "'", "!", "|", "I": return 0.25
        case "f", "r", "t", "-", "(", ")", "[", "]", "/", "\"": return 0.35
        case "m", "w": return 0.8
        case "M", "W": return 0.9
        case "a"..."z": return 0.5
        case "A"..."Z": return 0.65
        case "0"..."9": return 0.6
        case "\u{21}"..."\u{7E}", "\u{C0}"..."\u{24F}": return 0.55
        default: return 1
        }
    }

    static func width<S: StringProtocol>(_ text: S, pointSize: CGFloat) -> CGFloat {
        text.unicodeScalars.reduce(0) { $0 + advance($1) } * pointSize
    }

    /// The widths of the lines `text` takes: paragraphs split at newlines, words wrapped greedily at
    /// `maxWidth` (nil: no wrapping; a word wider than a line is broken between characters), at most
    /// `maxLines` lines (0: no limit; the last one is cut to `maxWidth`).
    static func lineWidths(_ text: String, pointSize: CGFloat, maxWidth: CGFloat?, maxLines: Int) -> [CGFloat] {
        guard !text.isEmpty else { return [] }
        let space = advance(" ") * pointSize
        var lines: [CGFloat] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let limit = maxWidth, limit > 0 else {
                lines.append(width(paragraph, pointSize: pointSize))
                continue
            }
            var current: CGFloat?
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var wordWidth = width(word, pointSize: pointSize)
                if let line = current, line + space + wordWidth <= limit {
                    current = line + space + wordWidth
                    continue
                }
                if let line = current { lines.append(line) }
                while wordWidth > limit {  // break the word between characters
                    lines.append(limit)
                    wordWidth -= limit
                }
                current = wordWidth
            }
            lines.append(current ?? 0)
        }
        guard maxLines > 0, lines.count > maxLines else { return lines }
        return Array(lines.prefix(maxLines - 1)) + [Swift.min(lines[maxLines - 1], maxWidth ?? .infinity)]
    }

    /// The size of the lines, rounded up to the pixel.
    static func size(lines: [CGFloat], font: UIFont, scale: CGFloat) -> CGSize {
        guard !lines.isEmpty else { return .zero }
        let width = lines.max() ?? 0
        let height = CGFloat(lines.count) * font.lineHeight
        return CGSize(width: ceilToPixel(width, scale), height: ceilToPixel(height, scale))
    }

    static func ceilToPixel(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
        // A hair of tolerance, so that an exact pixel does not round up by float noise.
        ((value * scale) - 1e-9).rounded(.up) / scale
    }

    /// Text centred vertically in a box: the first baseline is `ascender − height/2` below the centre,
    /// the last `height/2 + descender` (LY28). As (height factor, offset) from the top.
    static func baseline(first: Bool, lines: Int, font: UIFont) -> (CGFloat, CGFloat) {
        let textHeight = CGFloat(Swift.max(lines, 1)) * font.lineHeight
        return first ? (0.5, font.ascender - textHeight / 2) : (0.5, textHeight / 2 + font.descender)
    }
}

extension UIView {
    /// The screen scale intrinsic sizes round to: the window's screen, else 2 (the default screen).
    var pixelScale: CGFloat { windowStorage?.sceneStorage?.screen.scale ?? 2 }

    /// Where this view's baseline lies, as (factor of its height, offset) from its top, for views with
    /// text (LY28); nil: the bottom edge.
    func baselineGeometry(first: Bool) -> (CGFloat, CGFloat)? {
        if let label = self as? UILabel {
            let lines = TextMetrics.lineWidths(
                label.text ?? "", pointSize: label.font.pointSize, maxWidth: label.wrapWidth(for: boundsStorage.width),
                maxLines: label.textLines)
            return TextMetrics.baseline(first: first, lines: lines.count, font: label.font)
        }
        if let button = self as? UIButton, button.currentTitle?.isEmpty == false {
            return TextMetrics.baseline(first: first, lines: 1, font: button.titleFont)
        }
        return nil
    }
}

extension TextMetrics {
    /// The UTF-16 offset of the insertion point nearest `x` (from the line's start) in one line of `text`:
    /// before a character when `x` falls in its first half (TK4, TK9).
    static func insertionOffset(in text: String, pointSize: CGFloat, atX x: CGFloat) -> Int {
        var start: CGFloat = 0
        var offset = 0
        for character in text {
            let width = TextMetrics.width(String(character), pointSize: pointSize)
            if x < start + width / 2 { return offset }
            start += width
            offset += character.utf16.count
        }
        return offset
    }
}

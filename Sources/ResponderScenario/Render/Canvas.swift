import Foundation
import ResponderKit

/// A tiny XML writer with escaping.
struct Canvas {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    var depth = 0

    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // XML 1.0 forbids most control characters.
                if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" {
                    out += " "
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    func attributes(_ list: [(String, String)]) -> String {
        list.map { " \($0.0)=\"\(Self.escape($0.1))\"" }.joined()
    }

    mutating func open(_ name: String, _ attrs: [(String, String)]) {
        text += String(repeating: "  ", count: depth) + "<\(name)\(attributes(attrs))>\n"
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        text += String(repeating: "  ", count: depth) + "</\(name)>\n"
    }

    mutating func element(_ name: String, _ attrs: [(String, String)], text content: String? = nil) {
        let indent = String(repeating: "  ", count: depth)
        if let content {
            text += indent + "<\(name)\(attributes(attrs))>\(Self.escape(content))</\(name)>\n"
        } else {
            text += indent + "<\(name)\(attributes(attrs))/>\n"
        }
    }

    /// A number as SVG writes it: shortest exact form, 0 for non-finite values.
    static func n(_ v: CGFloat) -> String { v.isFinite ? SeedFormat.number(v) : "0" }

    static func points(_ list: [CGPoint]) -> String {
        list.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
    }

    /// A label: a white box behind its lines of text, the box being what ``LabelPlacer`` kept free (X21).
    mutating func label(_ box: CGRect, lines: [String], kind: String, id: String?, color: String = "#000000") {
        var attrs = [("class", "label"), ("data-kind", kind)]
        if let id { attrs.append(("data-id", id)) }
        open("g", attrs)
        element(
            "rect",
            [
                ("class", "label-box"), ("x", Self.n(box.minX)), ("y", Self.n(box.minY)), ("width", Self.n(box.width)),
                ("height", Self.n(box.height)), ("fill", "#ffffff"), ("fill-opacity", "0.85"), ("stroke", "#9e9e9e"),
                ("stroke-width", "0.5"),
            ])
        for (index, line) in lines.enumerated() {
            let y = box.minY + LabelPlacer.lineHeight * CGFloat(index + 1) - 2
            element("text", [("x", Self.n(box.minX + 2)), ("y", Self.n(y)), ("fill", color)], text: line)
        }
        close("g")
    }
}

/// Places label boxes so that no two intersect (X21): each label tries its candidate positions in order
/// and takes the first that is free and inside the picture.
struct LabelPlacer {
    static let lineHeight: CGFloat = 12
    var boxes: [CGRect] = []
    var area: CGRect

    init(area: CGRect) { self.area = area }

    /// The width of `text` at 10 px sans-serif, generously: 6.5 px a character, 10.5 for wide scripts.
    static func width(_ text: String) -> CGFloat {
        var width: CGFloat = 0
        for scalar in text.unicodeScalars { width += scalar.value >= 0x2E80 ? 10.5 : 6.5 }
        return width
    }

    static func size(_ lines: [String]) -> CGSize {
        CGSize(width: (lines.map(width).max() ?? 0) + 4, height: CGFloat(lines.count) * lineHeight + 3)
    }

    func isFree(_ box: CGRect) -> Bool {
        guard box.minX >= area.minX, box.minY >= area.minY, box.maxX <= area.maxX, box.maxY <= area.maxY else {
            return false
        }
        return !boxes.contains { Self.overlap($0, box) }
    }

    /// True when the two boxes share area (touching edges do not).
    static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The first free box of `size` among `origins` (top-left corners), kept; nil if none is free.
    mutating func place(_ size: CGSize, at origins: [CGPoint]) -> CGRect? {
        for origin in origins {
            let box = CGRect(origin: origin, size: size)
            if isFree(box) {
                boxes.append(box)
                return box
            }
        }
        return nil
    }

    /// `text` cut to fit `width` with an ellipsis ("" if not even one character fits).
    static func shortened(_ text: String, toFit width: CGFloat) -> String {
        if Self.width(text) <= width { return text }
        var out = ""
        for character in text {
            if Self.width(out + String(character) + "…") > width { break }
            out.append(character)
        }
        return out.isEmpty ? "" : out + "…"
    }
}

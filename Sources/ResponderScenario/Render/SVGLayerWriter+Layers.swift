import Foundation
import ResponderKit

/// Shape, gradient and text layers and a label's text, drawn from their properties (DR10).
extension SVGLayerWriter {
    mutating func shape(_ layer: CAShapeLayer) {
        guard let path = layer.path, !path.isEmpty else { return }
        let data = Self.pathData(path)
        if let (fill, opacity) = Self.paint(layer.fillColor), opacity > 0 {
            canvas.element(
                "path",
                [
                    ("class", "shape-fill"), ("d", data), ("fill", fill), ("fill-opacity", Self.n(opacity)),
                    ("fill-rule", layer.fillRule == .evenOdd ? "evenodd" : "nonzero"),
                ])
            wroteSomething = true
        }
        guard let (stroke, opacity) = Self.paint(layer.strokeColor), opacity > 0, layer.lineWidth > 0,
            layer.strokeEnd > layer.strokeStart
        else { return }
        var style = DrawingOperation.LineStyle()
        style.width = layer.lineWidth
        style.cap = [CAShapeLayerLineCap.round: CGLineCap.round, .square: .square][layer.lineCap] ?? .butt
        style.join = [CAShapeLayerLineJoin.round: CGLineJoin.round, .bevel: .bevel][layer.lineJoin] ?? .miter
        style.miterLimit = layer.miterLimit
        style.dashLengths = (layer.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        style.dashPhase = layer.lineDashPhase
        var attributes = [
            ("class", "shape-stroke"), ("d", data), ("fill", "none"), ("stroke", stroke),
            ("stroke-opacity", Self.n(opacity)),
        ]
        attributes += Self.lineAttributes(style)
        if style.dashLengths.isEmpty, layer.strokeStart > 0 || layer.strokeEnd < 1 {
            // A partial stroke: the path's length is 1, one dash from strokeStart to strokeEnd.
            let start = max(0, layer.strokeStart)
            let end = min(1, layer.strokeEnd)
            attributes += [
                ("pathLength", "1"), ("stroke-dasharray", "\(Self.n(end - start)) 1"),
                ("stroke-dashoffset", Self.n(-start)),
            ]
        }
        canvas.element("path", attributes)
        wroteSomething = true
    }

    mutating func gradient(_ layer: CAGradientLayer) {
        let colors = (layer.colors ?? []).compactMap(Self.color)
        guard !colors.isEmpty else { return }
        let id = newID("gradient")
        var defs = Canvas()
        defs.text = ""
        let start = layer.startPoint
        let end = layer.endPoint
        if layer.type == .radial {
            let radius = hypot(end.x - start.x, end.y - start.y)
            defs.open(
                "radialGradient",
                [("id", id), ("cx", Self.n(start.x)), ("cy", Self.n(start.y)), ("r", Self.n(radius))])
        } else {
            defs.open(
                "linearGradient",
                [
                    ("id", id), ("x1", Self.n(start.x)), ("y1", Self.n(start.y)), ("x2", Self.n(end.x)),
                    ("y2", Self.n(end.y)),
                ])
        }
        let locations = layer.locations?.map { CGFloat($0.doubleValue) }
        for (index, color) in colors.enumerated() {
            let offset =
                locations.flatMap { index < $0.count ? $0[index] : nil }
                ?? (colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1))
            let (hex, opacity) = Self.paint(color) ?? ("#000000", 1)
            defs.element(
                "stop", [("offset", Self.n(offset)), ("stop-color", hex), ("stop-opacity", Self.n(opacity))])
        }
        defs.close(layer.type == .radial ? "radialGradient" : "linearGradient")
        definitions += defs.text
        let b = layer.bounds
        var attributes = [
            ("class", "gradient"), ("x", Self.n(b.minX)), ("y", Self.n(b.minY)), ("width", Self.n(b.width)),
            ("height", Self.n(b.height)), ("fill", "url(#\(id))"),
        ]
        if layer.cornerRadius > 0 {
            attributes += [("rx", Self.n(layer.cornerRadius)), ("ry", Self.n(layer.cornerRadius))]
        }
        canvas.element("rect", attributes)
        wroteSomething = true
    }

    mutating func text(_ layer: CATextLayer) {
        let string: String
        if let plain = layer.string as? String {
            string = plain
        } else if let attributed = layer.string as? NSAttributedString {
            string = attributed.string
        } else {
            return
        }
        guard !string.isEmpty else { return }
        let family = (layer.font as? UIFont)?.fontName ?? (layer.font as? String) ?? "Helvetica"
        let (fill, opacity) = Self.paint(layer.foregroundColor) ?? ("#ffffff", 1)
        let anchors: [CATextLayerAlignmentMode: (String, CGFloat)] = [
            .center: ("middle", 0.5), .right: ("end", 1),
        ]
        let (anchor, fraction) = anchors[layer.alignmentMode] ?? ("start", 0)
        let b = layer.bounds
        canvas.element(
            "text",
            [
                ("class", "text-layer"), ("x", Self.n(b.minX + b.width * fraction)),
                ("y", Self.n(b.minY + layer.fontSize * 1950 / 2048)), ("font-family", family),
                ("font-size", Self.n(layer.fontSize)), ("text-anchor", anchor), ("fill", fill),
                ("fill-opacity", Self.n(opacity)),
            ], text: string)
        wroteSomething = true
    }

    /// A label's text, one line, centred vertically as UILabel draws it.
    mutating func labelText(_ label: UILabel, _ string: String) {
        let font = label.font ?? UIFont.systemFont(ofSize: 17)
        let (fill, opacity) = Self.paint(label.textColor?.cgColor) ?? ("#000000", 1)
        let anchors: [NSTextAlignment: (String, CGFloat)] = [.center: ("middle", 0.5), .right: ("end", 1)]
        let (anchor, fraction) = anchors[label.textAlignment] ?? ("start", 0)
        let b = label.bounds
        let top = b.minY + max(0, (b.height - font.lineHeight) / 2)
        canvas.element(
            "text",
            [
                ("class", "label-text"), ("x", Self.n(b.minX + b.width * fraction)),
                ("y", Self.n(top + font.ascender)), ("font-family", font.familyName),
                ("font-size", Self.n(font.pointSize)), ("text-anchor", anchor), ("fill", fill),
                ("fill-opacity", Self.n(opacity)),
            ], text: string.split(separator: "\n").first.map(String.init) ?? string)
        wroteSomething = true
    }
}

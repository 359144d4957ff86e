import Foundation
import ResponderKit

/// Writes a layer's appearance and recorded drawing as SVG elements (DR10), in the layer's bounds space.
@MainActor struct SVGLayerWriter {
    var canvas = Canvas()
    /// Gradients and clip paths, written after the content (SVG resolves references anywhere).
    var definitions = ""
    var wroteSomething = false
    private var nextID = 0
    /// Unique ids across the whole document: fragments of many views share one SVG.
    static var documentCounter = 0

    nonisolated static func n(_ v: CGFloat) -> String { Canvas.n(v) }

    static func matrix(_ t: CGAffineTransform) -> String {
        "matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(n).joined(separator: " ")))"
    }

    mutating func newID(_ kind: String) -> String {
        Self.documentCounter += 1
        return "\(kind)\(Self.documentCounter)"
    }

    /// `#rrggbb` and an opacity for a colour (grey or RGB components, clamped).
    static func paint(_ color: CGColor?) -> (String, CGFloat)? {
        guard let values = color?.components, values.count >= 2 else { return nil }
        let rgb = values.count >= 4 ? Array(values.prefix(3)) : [values[0], values[0], values[0]]
        let hex = rgb.map { String(format: "%02x", Int((min(1, max(0, $0)) * 255).rounded())) }.joined()
        return ("#" + hex, min(1, max(0, values[values.count - 1])))
    }

    static func color(_ any: Any) -> CGColor? {
        if let color = any as? UIColor { return color.cgColor }
        if let color = any as? CGColor { return color }
        return nil
    }

    /// SVG path data for a path (points in its own space).
    static func pathData(_ path: CGPath) -> String {
        var parts: [String] = []
        path.applyWithBlock { element in
            let e = element.pointee
            func p(_ i: Int) -> String { "\(n(e.points[i].x)) \(n(e.points[i].y))" }
            switch e.type {
            case .moveToPoint: parts.append("M\(p(0))")
            case .addLineToPoint: parts.append("L\(p(0))")
            case .addQuadCurveToPoint: parts.append("Q\(p(0)) \(p(1))")
            case .addCurveToPoint: parts.append("C\(p(0)) \(p(1)) \(p(2))")
            case .closeSubpath: parts.append("Z")
            @unknown default: break
            }
        }
        return parts.joined(separator: " ")
    }

    // MARK: A layer

    /// The layer's own content in its bounds space: background, contents, kind-specific content,
    /// sublayers that belong to no view, border.
    mutating func layerContent(_ layer: CALayer, label: UILabel? = nil) {
        let bounds = layer.bounds
        let radius = layer.cornerRadius
        func rectAttributes(_ r: CGRect) -> [(String, String)] {
            var list = [
                ("x", Self.n(r.minX)), ("y", Self.n(r.minY)), ("width", Self.n(r.width)), ("height", Self.n(r.height)),
            ]
            if radius > 0 { list += [("rx", Self.n(radius)), ("ry", Self.n(radius))] }
            return list
        }
        if let (fill, opacity) = Self.paint(layer.backgroundColor), opacity > 0 {
            canvas.element(
                "rect",
                [("class", "background")] + rectAttributes(bounds) + [
                    ("fill", fill), ("fill-opacity", Self.n(opacity)),
                ])
            wroteSomething = true
        }
        var clipReference: String?
        if layer.masksToBounds, layer.sublayers?.isEmpty == false || !layer.recordedDrawing.isEmpty {
            let id = newID("clip")
            var defs = Canvas()
            defs.text = ""
            defs.open("clipPath", [("id", id)])
            defs.element("rect", rectAttributes(bounds))
            defs.close("clipPath")
            definitions += defs.text
            clipReference = "url(#\(id))"
        }
        canvas.open("g", [("class", "content")] + (clipReference.map { [("clip-path", $0)] } ?? []))
        if let image = layer.contents as? CGImage { drawing(image.recordedDrawing) }
        switch layer {
        case let shape as CAShapeLayer: self.shape(shape)
        case let gradient as CAGradientLayer: self.gradient(gradient)
        case let text as CATextLayer: self.text(text)
        default: break
        }
        // A label that has been displayed drew its own text (TK6); one never displayed shows it here.
        if let label, layer.recordedDrawing.isEmpty, let string = label.text, !string.isEmpty {
            labelText(label, string)
        }
        for sublayer in layer.sublayers ?? [] where sublayer.delegate as? UIView == nil && !sublayer.isHidden {
            var child = SVGLayerWriter()
            child.canvas.text = ""
            child.canvas.depth = canvas.depth + 1
            child.layerContent(sublayer)
            guard child.wroteSomething else { continue }
            wroteSomething = true
            canvas.open(
                "g",
                [("class", "sublayer"), ("transform", Self.matrix(Self.placement(of: sublayer)))]
                    + (sublayer.opacity < 1 ? [("opacity", Self.n(CGFloat(sublayer.opacity)))] : []))
            canvas.text += child.canvas.text + child.definitions
            canvas.close("g")
        }
        canvas.close("g")
        if layer.borderWidth > 0, let (stroke, opacity) = Self.paint(layer.borderColor), opacity > 0 {
            let inset = bounds.insetBy(dx: layer.borderWidth / 2, dy: layer.borderWidth / 2)
            canvas.element(
                "rect",
                [("class", "border")] + rectAttributes(inset) + [
                    ("fill", "none"), ("stroke", stroke), ("stroke-opacity", Self.n(opacity)),
                    ("stroke-width", Self.n(layer.borderWidth)),
                ])
            wroteSomething = true
        }
    }

    /// A free sublayer's bounds space in its superlayer's: position, transform about the anchor point.
    static func placement(of layer: CALayer) -> CGAffineTransform {
        let b = layer.bounds
        let anchor = layer.anchorPoint
        let toAnchor = CGAffineTransform(
            translationX: -b.minX - anchor.x * b.width, y: -b.minY - anchor.y * b.height)
        return toAnchor.concatenating(layer.affineTransform())
            .concatenating(CGAffineTransform(translationX: layer.position.x, y: layer.position.y))
    }
}

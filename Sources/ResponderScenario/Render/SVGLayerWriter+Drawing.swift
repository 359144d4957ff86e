import Foundation
import ResponderKit

/// Recorded drawing operations and the layers that draw from their properties, as SVG (DR10).
extension SVGLayerWriter {
    static let blendModes: [CGBlendMode: String] = [
        .multiply: "multiply", .screen: "screen", .overlay: "overlay", .darken: "darken", .lighten: "lighten",
        .colorDodge: "color-dodge", .colorBurn: "color-burn", .softLight: "soft-light", .hardLight: "hard-light",
        .difference: "difference", .exclusion: "exclusion", .hue: "hue", .saturation: "saturation",
        .color: "color", .luminosity: "luminosity",
    ]

    static func lineAttributes(_ style: DrawingOperation.LineStyle) -> [(String, String)] {
        let caps: [CGLineCap: String] = [.butt: "butt", .round: "round", .square: "square"]
        let joins: [CGLineJoin: String] = [.miter: "miter", .round: "round", .bevel: "bevel"]
        var list = [
            ("stroke-width", n(style.width)), ("stroke-linecap", caps[style.cap] ?? "butt"),
            ("stroke-linejoin", joins[style.join] ?? "miter"), ("stroke-miterlimit", n(style.miterLimit)),
        ]
        if !style.dashLengths.isEmpty {
            list += [
                ("stroke-dasharray", style.dashLengths.map(n).joined(separator: " ")),
                ("stroke-dashoffset", n(style.dashPhase)),
            ]
        }
        return list
    }

    /// Each operation as one element, in order, wrapped in its clip groups (DR10).
    mutating func drawing(_ operations: [DrawingOperation]) {
        guard !operations.isEmpty else { return }
        wroteSomething = true
        canvas.open("g", [("class", "drawing")])
        var clipIDs: [String: String] = [:]
        for operation in operations {
            var clips: [String] = []
            for path in operation.clip {
                let data = Self.pathData(path)
                if let id = clipIDs[data] {
                    clips.append(id)
                    continue
                }
                let id = newID("clip")
                clipIDs[data] = id
                var defs = Canvas()
                defs.text = ""
                defs.open("clipPath", [("id", id)])
                defs.element("path", [("d", data)])
                defs.close("clipPath")
                definitions += defs.text
                clips.append(id)
            }
            for id in clips { canvas.open("g", [("clip-path", "url(#\(id))")]) }
            element(for: operation)
            for _ in clips { canvas.close("g") }
        }
        canvas.close("g")
    }

    private mutating func element(for operation: DrawingOperation) {
        var common: [(String, String)] = []
        if !operation.transform.isIdentity { common.append(("transform", Self.matrix(operation.transform))) }
        if operation.alpha < 1 { common.append(("opacity", Self.n(operation.alpha))) }
        if let mode = Self.blendModes[operation.blendMode] { common.append(("style", "mix-blend-mode: \(mode)")) }
        let paint = Self.paint(operation.color) ?? ("#000000", 1)
        switch operation.kind {
        case .fill(let path, let rule):
            canvas.element(
                "path",
                [
                    ("class", "fill"), ("d", Self.pathData(path)), ("fill", paint.0), ("fill-opacity", Self.n(paint.1)),
                    ("fill-rule", rule == .evenOdd ? "evenodd" : "nonzero"),
                ] + common)
        case .stroke(let path, let style):
            canvas.element(
                "path",
                [
                    ("class", "stroke"), ("d", Self.pathData(path)), ("fill", "none"), ("stroke", paint.0),
                    ("stroke-opacity", Self.n(paint.1)),
                ] + Self.lineAttributes(style) + common)
        case .clear(let rect):
            // SVG cannot erase what is below; the cleared rectangle is marked, not painted.
            canvas.element(
                "rect",
                [
                    ("class", "clear"), ("x", Self.n(rect.minX)), ("y", Self.n(rect.minY)),
                    ("width", Self.n(rect.width)), ("height", Self.n(rect.height)), ("fill", "none"),
                ] + common)
        case .image(let image, let rect):
            self.image(image, in: rect, common)
        case .text(let text):
            canvas.element(
                "text",
                [
                    ("class", "text"), ("x", Self.n(text.rect.minX)),
                    ("y", Self.n(text.rect.minY + text.pointSize * 1950 / 2048)), ("font-family", text.fontName),
                    ("font-size", Self.n(text.pointSize)), ("fill", paint.0), ("fill-opacity", Self.n(paint.1)),
                ] + common, text: text.string)
        }
    }

    /// A drawn image's own drawing scaled into `rect`; an image without one (from a file) as a dashed box
    /// with its name, there being no pixels.
    private mutating func image(_ image: CGImage, in rect: CGRect, _ common: [(String, String)]) {
        let points = image.recordedPointSize
        let operations = image.recordedDrawing
        guard !operations.isEmpty, points.width > 0, points.height > 0 else {
            canvas.open("g", [("class", "image")] + common)
            canvas.element(
                "rect",
                [
                    ("x", Self.n(rect.minX)), ("y", Self.n(rect.minY)), ("width", Self.n(rect.width)),
                    ("height", Self.n(rect.height)), ("fill", "#eeeeee"), ("stroke", "#9e9e9e"),
                    ("stroke-dasharray", "2 2"),
                ])
            canvas.close("g")
            return
        }
        let fit = CGAffineTransform(scaleX: rect.width / points.width, y: rect.height / points.height)
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        canvas.open("g", [("class", "image")] + common)
        canvas.open("g", [("transform", Self.matrix(fit))])
        drawing(operations)
        canvas.close("g")
        canvas.close("g")
    }
}

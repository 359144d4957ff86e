import Foundation
import ResponderKit

/// What a view's layer shows, as SVG (DR10): its background colour with its corner radius, the drawing
/// recorded by its last display, its sublayers that belong to no view (shape, gradient and text layers,
/// their own backgrounds, drawings and borders), a label's text, then its border — in the view's bounds
/// space, placed in window coordinates by one `matrix(…)` transform. Used by `responder render` and the
/// studio (which inserts the same fragment into its page).
@MainActor public enum LayerPicture {
    /// The fragment for `view`'s own layer (its subviews are their own fragments), or nil when it shows
    /// nothing (no background, drawing, sublayer, text or border).
    public static func svg(of view: UIView, in window: UIWindow) -> String? {
        let origin = view.convert(CGPoint.zero, to: window)
        let x = view.convert(CGPoint(x: 1, y: 0), to: window)
        let y = view.convert(CGPoint(x: 0, y: 1), to: window)
        let matrix = CGAffineTransform(
            a: x.x - origin.x, b: x.y - origin.y, c: y.x - origin.x, d: y.y - origin.y, tx: origin.x, ty: origin.y)
        guard [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].allSatisfy(\.isFinite) else { return nil }
        var writer = SVGLayerWriter()
        writer.canvas.text = ""
        writer.canvas.depth = 2
        writer.layerContent(view.layer, label: view as? UILabel)
        guard writer.wroteSomething else { return nil }
        var canvas = Canvas()
        canvas.text = ""
        canvas.depth = 1
        canvas.open("g", [("class", "layer"), ("transform", SVGLayerWriter.matrix(matrix))])
        canvas.text += writer.canvas.text + writer.definitions
        canvas.close("g")
        return canvas.text
    }
}

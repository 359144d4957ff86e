import Foundation

/// A view's drawing (DR1): its layer's delegate draws by calling `draw(_:)` with the context current.
extension UIView {
    /// `draw(_:in:)`'s default: for the view's own layer, `draw(_:)` with the marked rectangle and the
    /// context pushed (`UIGraphicsGetCurrentContext()` returns it), as UIKit's.
    func drawViewLayer(_ layer: CALayer, in ctx: CGContext) {
        guard layer === layerStorage else { return }
        GraphicsContextStack.with(ctx) { draw(ctx.drawRect) }
    }

    /// `UIView.draw(_:)` itself draws nothing; reaching it tells the display pass that the class may
    /// not draw at all (DR1).
    func noteInheritedDraw() { UIGraphicsGetCurrentContext()?.reachedPlainViewDraw = true }

    /// The bounds changed size: a layer that redraws on resize (`contentMode = .redraw`, or
    /// `needsDisplayOnBoundsChange`) is marked; one that waited for a size is scheduled (DR1).
    func boundsSizeDidChangeForDisplay() {
        guard let layer = layerStorage else { return }
        if layer.needsDisplayFlag {
            DisplayPass.schedule(layer)
        } else if layer.needsDisplayOnBoundsChange || contentMode == .redraw {
            layer.setNeedsDisplay()
        }
    }
}

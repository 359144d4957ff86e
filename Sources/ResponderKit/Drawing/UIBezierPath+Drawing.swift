import Foundation

/// `UIBezierPath` painting into the current context (DR6): with the path's own line properties, the
/// context's colours, and the context's state left as it was, as UIKit's. Nothing without a context.
extension UIBezierPath {
    func paintFill(blendMode: CGBlendMode?, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if let blendMode {
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
        }
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// The current stroke colour, and the path's width, cap, join, miter limit and dash.
    func paintStroke(blendMode: CGBlendMode?, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if let blendMode {
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
        }
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashLengths)
        context.addPath(cgPath)
        context.strokePath()
    }

    /// Intersects the current context's clip with the path, until the state is restored.
    func clipCurrentContext() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

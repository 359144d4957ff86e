import Foundation

#if !canImport(Darwin)
    /// A context's graphics state (DR3): what `saveGState()` saves and `restoreGState()` brings back.
    /// The current path is not part of it, as in Core Graphics.
    struct GraphicsState {
        var transform = CGAffineTransform.identity
        var fillColor = CGColor(gray: 0, alpha: 1)
        var strokeColor = CGColor(gray: 0, alpha: 1)
        var line = DrawingOperation.LineStyle()
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        /// In the context's base space (the layer's bounds space), each path transformed when added.
        var clip: [CGPath] = []
        var shouldAntialias = true
        var shadow: (offset: CGSize, blur: CGFloat, color: CGColor?)?
    }
#endif

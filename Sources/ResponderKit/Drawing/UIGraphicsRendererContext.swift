import Foundation

#if !canImport(Darwin)
    /// What a renderer's actions draw with (DR7): the Core Graphics context and rectangle conveniences.
    open class UIGraphicsRendererContext {
        public let cgContext: CGContext
        open var format: UIGraphicsRendererFormat { rendererFormat }
        let rendererFormat: UIGraphicsRendererFormat

        init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
            self.cgContext = cgContext
            rendererFormat = format
        }

        /// Fills `rect` with the current fill colour.
        open func fill(_ rect: CGRect) { cgContext.fill(rect) }

        open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
            cgContext.saveGState()
            cgContext.setBlendMode(blendMode)
            cgContext.fill(rect)
            cgContext.restoreGState()
        }

        /// Strokes `rect` with the current stroke colour and line width.
        open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

        open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
            cgContext.saveGState()
            cgContext.setBlendMode(blendMode)
            cgContext.stroke(rect)
            cgContext.restoreGState()
        }

        open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
    }
#endif

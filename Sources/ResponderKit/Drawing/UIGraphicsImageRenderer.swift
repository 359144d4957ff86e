import Foundation

#if !canImport(Darwin)
    /// Draws into a recorded image (DR7): `image(actions:)` runs the actions with a fresh context made
    /// current (`UIGraphicsGetCurrentContext()` returns it) and returns an image whose `cgImage` keeps what
    /// they drew. There are no pixels, so there is no PNG or JPEG data to return.
    open class UIGraphicsImageRenderer: UIGraphicsRenderer {
        public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

        public convenience init(size: CGSize) {
            self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat())
        }

        public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
            self.init(bounds: CGRect(origin: .zero, size: size), format: format)
        }

        public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: UIGraphicsImageRendererFormat()) }

        public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
            super.init(bounds: bounds, format: format)
        }

        private var imageFormat: UIGraphicsImageRendererFormat {
            format as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat()
        }

        /// Runs `actions` with the renderer's context current; the image has the bounds' size and the
        /// format's scale. User space starts at the bounds' origin.
        open func image(actions: DrawingActions) -> UIImage {
            let bounds = format.bounds
            let context = CGContext(size: bounds.size, scale: imageFormat.scale)
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            context.saveGState()
            let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: imageFormat)
            GraphicsContextStack.with(context) { actions(rendererContext) }
            return rendererContext.currentImage
        }
    }
#endif

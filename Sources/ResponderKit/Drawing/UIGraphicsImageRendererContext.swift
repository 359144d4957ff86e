import Foundation

#if !canImport(Darwin)
    /// An image renderer's drawing context (DR7): `currentImage` is what has been drawn so far.
    open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
        override open var format: UIGraphicsImageRendererFormat {
            rendererFormat as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat()
        }

        open var currentImage: UIImage {
            let image = cgContext.makeImage() ?? CGImage(pointSize: .zero, scale: 1, operations: [])
            return UIImage(cgImage: image, scale: cgContext.scale, orientation: .up)
        }
    }
#endif

import Foundation

#if !canImport(Darwin)
    /// Images and Core Graphics images (DR7), and drawing an image into the current context (DR6).
    extension UIImage {
        public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

        /// Its size in points is the image's pixel size divided by `scale`.
        public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
            let s = scale > 0 && scale.isFinite ? scale : 1
            self.init(
                source: .drawn(cgImage),
                size: CGSize(width: CGFloat(cgImage.width) / s, height: CGFloat(cgImage.height) / s),
                scale: s, orientation: orientation)
        }

        /// The drawn image for an image made by drawing; for an image from a file or a symbol, an image of
        /// its pixel size (points times scale) with its name and no drawing (there are no pixels, DR7).
        /// Nil for an empty image, as UIKit's `UIImage()`.
        public var cgImage: CGImage? {
            switch source {
            case .drawn(let image): return image
            case .empty: return nil
            case .named(let name), .symbol(let name):
                return CGImage(pointSize: pointSize, scale: imageScale, operations: [], name: name)
            case .data: return CGImage(pointSize: pointSize, scale: imageScale, operations: [])
            }
        }

        /// Draws the image with its top-left corner at `point`, at its size (DR6).
        public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

        public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
            draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
        }

        /// Draws the image scaled into `rect` in the current context; nothing without one.
        public func draw(in rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext(), let image = cgImage else { return }
            context.draw(image, in: rect)
        }

        public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.saveGState()
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            draw(in: rect)
            context.restoreGState()
        }
    }
#endif

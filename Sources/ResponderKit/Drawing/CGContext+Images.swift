import Foundation

#if !canImport(Darwin)
    /// Images and text (DR2, DR6).
    extension CGContext {
        /// Records the image in `rect` (user space). Tiling is recorded as one image in the rectangle.
        public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
            record(.image(image, rect), color: nil)
        }

        /// A string laid out in `rect`, painted with `color` (text drawing in UIKit, DR6).
        func recordText(_ string: String, in rect: CGRect, fontName: String, pointSize: CGFloat, color: CGColor) {
            record(
                .text(DrawingOperation.Text(string: string, rect: rect, fontName: fontName, pointSize: pointSize)),
                color: color)
        }
    }
#endif

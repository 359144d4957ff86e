import Foundation

#if !canImport(Darwin)
    /// A bitmap image as Core Graphics keeps it, because Linux Foundation has none (DR7). There are no
    /// pixels here: an image made by drawing (`UIGraphicsImageRenderer`, an image context, a layer's
    /// display) keeps the drawing operations that made it; an image from a file keeps its pixel size and
    /// its name. Immutable, like the real one.
    public final class CGImage: Hashable, CustomStringConvertible, @unchecked Sendable {
        /// Width and height in pixels (points times scale, rounded up).
        public let width: Int
        public let height: Int
        /// What was drawn into it, in its point space (DR5).
        public let recordedDrawing: [DrawingOperation]
        /// The scale its points were drawn at (pixels per point).
        let scale: CGFloat
        /// The size in points of the space `recordedDrawing` is in (the pixel size over the scale).
        public var recordedPointSize: CGSize { CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale) }
        /// Where it came from (an image's name), for pictures and descriptions.
        let name: String?

        init(pointSize: CGSize, scale: CGFloat, operations: [DrawingOperation], name: String? = nil) {
            let s = scale > 0 && scale.isFinite ? scale : 1
            width = Self.pixels(pointSize.width * s)
            height = Self.pixels(pointSize.height * s)
            self.scale = s
            recordedDrawing = operations
            self.name = name
        }

        private static func pixels(_ value: CGFloat) -> Int {
            guard value.isFinite, value > 0 else { return 0 }
            return Int(min(value.rounded(.up), CGFloat(Int32.max)))
        }

        public var bitsPerComponent: Int { 8 }
        public var bitsPerPixel: Int { 32 }
        public var bytesPerRow: Int { width * 4 }

        /// The part of the image inside `rect` (pixels); nil when they do not meet, as Core Graphics.
        /// The drawing is kept, moved so that the rectangle's origin is the new image's origin.
        public func cropping(to rect: CGRect) -> CGImage? {
            let whole = CGRect(x: 0, y: 0, width: width, height: height)
            let part = rect.standardized.integral.intersection(whole)
            guard !part.isNull, part.width > 0, part.height > 0 else { return nil }
            let shift = CGAffineTransform(translationX: -part.minX / scale, y: -part.minY / scale)
            let moved = recordedDrawing.map { operation in
                var copy = operation
                copy.transform = operation.transform.concatenating(shift)
                copy.clip = operation.clip.compactMap { path in withUnsafePointer(to: shift) { path.copy(using: $0) } }
                return copy
            }
            return CGImage(
                pointSize: CGSize(width: part.width / scale, height: part.height / scale), scale: scale,
                operations: moved, name: name)
        }

        /// Identity, as Core Foundation's `CFEqual` for images.
        public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

        public var description: String {
            "<CGImage \(width)x\(height)\(name.map { " \($0)" } ?? "") \(recordedDrawing.count) operations>"
        }
    }
#endif

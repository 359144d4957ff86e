import Foundation

#if !canImport(Darwin)
    /// The base of UIKit's renderers (DR7): a bounds and a format.
    open class UIGraphicsRenderer {
        public let format: UIGraphicsRendererFormat

        public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
            self.format = format
            format.bounds = bounds
        }

        open var allowsImageOutput: Bool { true }
    }
#endif

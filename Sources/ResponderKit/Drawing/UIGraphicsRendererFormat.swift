import Foundation

#if !canImport(Darwin)
    /// The format a renderer draws with (DR7).
    open class UIGraphicsRendererFormat {
        public required init() {}

        /// A new default format, as UIKit's (the main screen's scale).
        open class func `default`() -> Self { Self() }

        /// The renderer's bounds (set by the renderer).
        open internal(set) var bounds: CGRect = .zero
    }
#endif

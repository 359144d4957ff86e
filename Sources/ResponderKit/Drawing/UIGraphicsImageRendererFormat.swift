import Foundation

#if !canImport(Darwin)
    /// The scale and opacity of the images a `UIGraphicsImageRenderer` makes (DR7).
    open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
        public enum Range: Int, Sendable {
            case unspecified = -1
            case automatic = 0
            case `extended` = 1
            case standard = 2
        }

        /// Pixels per point: the main screen's by default.
        open var scale: CGFloat = UIGraphicsImageRendererFormat.mainScreenScale
        open var opaque = false
        open var preferredRange: Range = .automatic
        @available(*, deprecated, message: "Use preferredRange instead")
        open var prefersExtendedRange: Bool {
            get { preferredRange == .extended }
            set { preferredRange = newValue ? .extended : .standard }
        }

        public required init() { super.init() }

        /// A format for the main screen: the default here (one screen).
        open class func preferred() -> Self { Self() }

        /// The scale of the screen of the world whose code is running, read on the main thread; 2 (the
        /// simulated screen's default) when an image is drawn off it (DR7).
        static var mainScreenScale: CGFloat {
            guard Thread.isMainThread else { return 2 }
            return MainActor.assumeIsolated { UIScreen.main.scale }
        }
    }
#endif

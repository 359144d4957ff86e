import Foundation

/// Physical impacts: a view snapping into place, a collision (FB1).
@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's styles, with its raw values.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium = 1, heavy = 2, soft = 3, rigid = 4
    }

    /// The style it was made with (not UIKit API: UIKit keeps it private; read by tests).
    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// UIKit's default style is `.medium`.
    public override convenience init() { self.init(style: .medium) }

    open func impactOccurred() { occur(.impact(style, intensity: 1)) }

    /// `intensity` from 0 to 1; values outside are clamped, as UIKit's are (FB1).
    open func impactOccurred(intensity: CGFloat) {
        let clamped = intensity.isFinite ? Swift.min(Swift.max(intensity, 0), 1) : 1
        occur(.impact(style, intensity: clamped))
    }
}

import Foundation

/// Vibrant content over a blur (AP15): the blur it was made for is stored; nothing is drawn.
@preconcurrency @MainActor open class UIVibrancyEffect: UIVisualEffect {
    /// The blur it was made for (not UIKit API: read by tests).
    public let blurEffect: UIBlurEffect

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}

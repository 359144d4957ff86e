import Foundation

/// The key a transition is added under, whatever key `add(_:forKey:)` is given (AN25, as Core Animation).
public let kCATransition = "transition"

/// A transition of a layer's content (AN25): added with `layer.add(_:forKey:)`, it runs on the virtual
/// clock with Core Animation's timing (AN20: duration 0 is 0.25 s, begin time, speed, repeats, timing
/// function), tells its delegate when it starts and stops, and is found by `animation(forKey:)` while it
/// runs. Nothing is drawn, so its `type` and `subtype` are kept for tests and tools only.
@preconcurrency @MainActor open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    /// The share of the transition it starts and ends at (0 and 1, clamped to 0...1).
    open var startProgress: Float = 0 {
        didSet { startProgress = min(max(startProgress, 0), 1) }
    }
    open var endProgress: Float = 1 {
        didSet { endProgress = min(max(endProgress, 0), 1) }
    }
}

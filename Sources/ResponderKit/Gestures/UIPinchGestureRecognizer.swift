import Foundation

/// A continuous two-finger pinch (GR13): `scale` is the distance between the fingers over their distance
/// when the second one touched down (so it is not exactly 1 when the pinch begins, as in UIKit);
/// `velocity` is scale per second. Begins once the distance has changed by ``hysteresis`` points.
@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Change in finger distance (points) before a pinch begins (our choice, like the pan's 10 pt).
    public static let hysteresis: CGFloat = 10

    private var tracker = TwoFingerTracker()
    private var initialDistance: CGFloat?
    private var currentDistance: CGFloat?

    /// Cumulative scale since the fingers went down; setting it rebases the following values.
    open var scale: CGFloat {
        get {
            guard let base = tracker.base, let currentDistance, base > 0 else { return 1 }
            return currentDistance / base
        }
        set {
            guard let currentDistance, newValue > 0, newValue.isFinite else { return }
            tracker.base = currentDistance / newValue
        }
    }

    open var velocity: CGFloat { tracker.velocity }

    /// X15: a `.changed` step comes from the fingers' distance changing (storage only, not `scale`).
    override func stepReason() -> String? {
        guard let base = tracker.base, let currentDistance, base > 0 else { return "fingers moved" }
        let scale = SeedFormat.number((currentDistance / base * 100).rounded() / 100)
        return "fingers \(Self.points(currentDistance)) apart, scale \(scale)"
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if trackedTouches.count > 2 {
            for touch in touches where trackedTouches.firstIndex(of: touch).map({ $0 >= 2 }) == true {
                ignore(touch, for: event)
            }
        }
        guard initialDistance == nil, let (a, b) = TwoFingerTracker.segment(trackedTouches) else { return }
        let distance = a.distance(to: b)
        initialDistance = distance
        currentDistance = distance
        tracker.base = distance
        tracker.add(1, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let initialDistance, let (a, b) = TwoFingerTracker.segment(trackedTouches) else { return }
        let distance = a.distance(to: b)
        currentDistance = distance
        tracker.add(distance / initialDistance, at: event.timestamp)
        switch state {
        case .possible where abs(distance - initialDistance) >= Self.hysteresis:
            decide(
                .began,
                because: "the fingers' distance changed \(Self.points(abs(distance - initialDistance))) ≥ "
                    + "\(Self.points(Self.hysteresis)) hysteresis")
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        // A sample at lift: fingers held still before lifting end with zero velocity, as the pan does.
        if let initialDistance, let currentDistance {
            tracker.add(currentDistance / initialDistance, at: event.timestamp)
        }
        guard trackedTouches.filter({ !touches.contains($0) }).count < 2 else { return }
        endContinuousGesture()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelContinuousGesture()
    }

    open override func reset() {
        super.reset()
        tracker.reset()
        initialDistance = nil
        currentDistance = nil
    }
}

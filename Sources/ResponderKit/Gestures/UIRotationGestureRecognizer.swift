import Foundation

/// A continuous two-finger rotation (GR13): `rotation` is the cumulative angle (radians, clockwise
/// positive in UIKit's y-down coordinates) of the segment between the fingers since the second one
/// touched down; `velocity` is radians per second. Begins after ``minimumRotation``.
@preconcurrency @MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Rotation before the gesture begins: 5° (our choice; UIKit does not document its threshold).
    public static let minimumRotation: CGFloat = .pi / 36

    private var tracker = TwoFingerTracker()
    private var lastAngle: CGFloat?
    /// Unwrapped angle turned since the fingers went down.
    private var turned: CGFloat = 0

    /// Cumulative rotation; setting it rebases the following values.
    open var rotation: CGFloat {
        get { turned - (tracker.base ?? 0) }
        set { if newValue.isFinite { tracker.base = turned - newValue } }
    }

    open var velocity: CGFloat { tracker.velocity }

    /// X15: a `.changed` step comes from the fingers turning (storage only, not `rotation`).
    override func stepReason() -> String? {
        let angle = turned - (tracker.base ?? 0)
        return "turned, rotation \(angle < 0 ? "-" : "")\(Self.degrees(angle))°"
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if trackedTouches.count > 2 {
            for touch in touches where trackedTouches.firstIndex(of: touch).map({ $0 >= 2 }) == true {
                ignore(touch, for: event)
            }
        }
        guard lastAngle == nil, let (a, b) = TwoFingerTracker.segment(trackedTouches) else { return }
        lastAngle = GestureMath.angle(a, b)
        turned = 0
        tracker.base = 0
        tracker.add(0, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let previous = lastAngle, let (a, b) = TwoFingerTracker.segment(trackedTouches) else { return }
        let angle = GestureMath.angle(a, b)
        turned += GestureMath.angleDelta(from: previous, to: angle)
        lastAngle = angle
        tracker.add(turned, at: event.timestamp)
        switch state {
        case .possible where abs(turned) >= Self.minimumRotation:
            decide(
                .began,
                because: "turned \(Self.degrees(turned))° ≥ \(Self.degrees(Self.minimumRotation))°")
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        // A sample at lift: fingers held still before lifting end with zero velocity, as the pan does.
        if lastAngle != nil { tracker.add(turned, at: event.timestamp) }
        guard trackedTouches.filter({ !touches.contains($0) }).count < 2 else { return }
        endContinuousGesture()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelContinuousGesture()
    }

    private static func degrees(_ radians: CGFloat) -> String {
        SeedFormat.number((abs(radians) * 1800 / .pi).rounded() / 10)
    }

    open override func reset() {
        super.reset()
        tracker.reset()
        lastAngle = nil
        turned = 0
    }
}

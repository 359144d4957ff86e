import Foundation

/// The two-finger bookkeeping shared by pinch and rotation (GR13): the first two tracked touches form
/// a segment; the value (scale or angle) is followed from the moment both are down.
@MainActor struct TwoFingerTracker {
    private(set) var sampler = VelocitySampler<CGFloat>()
    /// The value that maps to the public property's 1 (scale) or 0 (rotation); moved when it is set.
    var base: CGFloat?

    mutating func reset() {
        sampler.removeAll()
        base = nil
    }

    static func segment(_ touches: [UITouch]) -> (CGPoint, CGPoint)? {
        guard touches.count >= 2 else { return nil }
        return (touches[0].screenLocation, touches[1].screenLocation)
    }

    mutating func add(_ value: CGFloat, at time: TimeInterval) { sampler.add(value, at: time) }

    /// Change per second over the last 0.1 s.
    var velocity: CGFloat {
        guard let span = sampler.span else { return 0 }
        return (span.last.value - span.first.value) / CGFloat(span.last.time - span.first.time)
    }
}

import Foundation

/// Small geometry shared by the recognizers: screen vectors into a view's coordinates, and velocity
/// from timestamped samples on the virtual clock (GR13).
@MainActor enum GestureMath {
    /// A screen-space displacement expressed in `view`'s coordinates (nil: the window's).
    static func vector(_ delta: CGPoint, from origin: CGPoint, in view: UIView?, window: UIWindow?) -> CGPoint {
        let target = view ?? window
        let a = UITouch.map(origin, to: target)
        let b = UITouch.map(CGPoint(x: origin.x + delta.x, y: origin.y + delta.y), to: target)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { a.distance(to: b) }

    /// Angle of the segment from `a` to `b`, in radians.
    static func angle(_ a: CGPoint, _ b: CGPoint) -> CGFloat { atan2(b.y - a.y, b.x - a.x) }

    /// The smallest signed difference between two angles, in (-π, π].
    static func angleDelta(from a: CGFloat, to b: CGFloat) -> CGFloat {
        var d = b - a
        while d > .pi { d -= 2 * .pi }
        while d <= -.pi { d += 2 * .pi }
        return d
    }
}

/// Recent values with their times; velocity is the change over the last ``window`` seconds.
struct VelocitySampler<Value> {
    /// How far back velocity looks: long enough to smooth 60–240 Hz input, short enough to follow a
    /// change of direction (our choice; UIKit does not document its filter).
    static var window: TimeInterval { 0.1 }

    private(set) var samples: [(time: TimeInterval, value: Value)] = []

    mutating func add(_ value: Value, at time: TimeInterval) {
        samples.append((time, value))
        let cutoff = time - Self.window
        // Keep one sample at or before the cutoff so the span covers the whole window.
        while samples.count > 2, samples[1].time <= cutoff { samples.removeFirst() }
    }

    mutating func removeAll() { samples.removeAll() }

    /// (oldest, newest) in the window, or nil when fewer than two samples differ in time.
    var span: (first: (time: TimeInterval, value: Value), last: (time: TimeInterval, value: Value))? {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return nil }
        return (first, last)
    }
}

extension UIGestureRecognizer {
    /// The touches' mean screen location (the origin for none).
    static func centroid(of touches: [UITouch]) -> CGPoint {
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in touches {
            x += touch.screenLocation.x
            y += touch.screenLocation.y
        }
        let count = CGFloat(Swift.max(touches.count, 1))
        return CGPoint(x: x / count, y: y / count)
    }
}

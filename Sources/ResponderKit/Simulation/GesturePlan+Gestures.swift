import Foundation

/// The gestures of `EventSimulator`'s helpers and the scenario timeline (SPEC A.1), as plans.
extension GesturePlan {
    /// Down at `start`, `steps` moves evenly spaced in space and time over `duration`, then lift.
    public static func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10)
        -> GesturePlan
    {
        if let refusal = check("drag", points: [start, end], duration: duration, steps: steps) {
            return GesturePlan(refusal: refusal)
        }
        return moving(from: [start], duration: duration, steps: steps) { [lerp(start, end, $0)] }
    }

    /// Down, hold still for `duration`, lift.
    public static func longPress(at point: CGPoint, duration: TimeInterval = 1) -> GesturePlan {
        if let refusal = check("longPress", points: [point], duration: duration, steps: 1) {
            return GesturePlan(refusal: refusal)
        }
        return GesturePlan([.down([point]), .wait(duration), .lift])
    }

    /// A straight drag of `distance` points in one direction.
    public static func swipe(
        from start: CGPoint, direction: UISwipeGestureRecognizer.Direction, distance: CGFloat = 100,
        duration: TimeInterval = 0.15, steps: Int = 6
    ) -> GesturePlan {
        let unit: CGPoint
        switch direction {
        case .right: unit = CGPoint(x: 1, y: 0)
        case .left: unit = CGPoint(x: -1, y: 0)
        case .up: unit = CGPoint(x: 0, y: -1)
        case .down: unit = CGPoint(x: 0, y: 1)
        default: return GesturePlan(refusal: "swipe: direction must be exactly one of .right, .left, .up, .down")
        }
        guard distance.isFinite, distance > 0 else {
            return GesturePlan(refusal: "swipe: distance must be finite and positive, got \(distance)")
        }
        return drag(from: start, to: start + unit * distance, duration: duration, steps: steps)
    }

    /// Two fingers on a horizontal line through `center`, moving apart or together.
    public static func pinch(
        center: CGPoint, startDistance: CGFloat, endDistance: CGFloat, duration: TimeInterval = 0.5, steps: Int = 10
    ) -> GesturePlan {
        if let refusal = check("pinch", points: [center], duration: duration, steps: steps) {
            return GesturePlan(refusal: refusal)
        }
        guard startDistance.isFinite, endDistance.isFinite, startDistance > 0, endDistance > 0 else {
            return GesturePlan(
                refusal: "pinch: distances must be finite and positive, got \(startDistance) and \(endDistance)")
        }
        func positions(_ distance: CGFloat) -> [CGPoint] {
            [CGPoint(x: center.x - distance / 2, y: center.y), CGPoint(x: center.x + distance / 2, y: center.y)]
        }
        return moving(from: positions(startDistance), duration: duration, steps: steps) {
            positions(startDistance + (endDistance - startDistance) * $0)
        }
    }

    /// Two fingers opposite each other on a circle of `radius`, turning by `angle` radians (clockwise
    /// positive, UIKit's y-down convention), starting on the horizontal diameter.
    public static func rotate(
        center: CGPoint, radius: CGFloat, angle: CGFloat, duration: TimeInterval = 0.5, steps: Int = 10
    ) -> GesturePlan {
        if let refusal = check("rotate", points: [center], duration: duration, steps: steps) {
            return GesturePlan(refusal: refusal)
        }
        guard radius.isFinite, radius > 0, angle.isFinite else {
            return GesturePlan(
                refusal: "rotate: radius must be finite and positive and angle finite, got \(radius) and \(angle)")
        }
        func positions(_ theta: CGFloat) -> [CGPoint] {
            let offset = CGPoint(x: cos(theta) * radius, y: sin(theta) * radius)
            return [center - offset, center + offset]
        }
        return moving(from: positions(0), duration: duration, steps: steps) { positions(angle * $0) }
    }

    /// All fingers down in one event, 0.05 s, all up in one event: a (multi-finger) tap.
    public static func tap(at points: [CGPoint]) -> GesturePlan {
        if let refusal = check("tap", points: points, duration: 0, steps: 1) { return GesturePlan(refusal: refusal) }
        guard !points.isEmpty else { return GesturePlan(refusal: "tap(at:): no points") }
        return GesturePlan([.down(points), .wait(0.05), .lift])
    }

    /// `count` taps of all `points` at once, `interval` seconds apart (from one lift to the next touch-down).
    public static func tap(at points: [CGPoint], count: Int, interval: TimeInterval = 0.1) -> GesturePlan {
        if let refusal = check("tap(count:)", points: points, duration: interval, steps: count) {
            return GesturePlan(refusal: refusal)
        }
        let one = tap(at: points)
        guard one.refusal == nil else { return one }
        var steps: [Step] = []
        for index in 0..<count {
            if index > 0 { steps.append(.wait(interval)) }
            steps += one.steps
        }
        return GesturePlan(steps)
    }
}

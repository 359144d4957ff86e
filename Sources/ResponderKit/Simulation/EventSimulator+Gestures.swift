import Foundation

/// Multi-event gestures on top of SPEC A.1: each is a script of downs, evenly spaced moves on the
/// virtual clock, and lifts. Parameters are checked first; bad ones are refused with a message in
/// `issues` and send nothing.
extension EventSimulator {
    /// Down at `start`, `steps` moves evenly spaced in space and time over `duration`, then lift.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10)
        -> SimulatedTouch?
    {
        guard validate("drag", points: [start, end], duration: duration, steps: steps) else { return nil }
        let finger = touchDown(at: start)
        for step in 1...steps {
            advance(by: duration / Double(steps))
            move(finger, to: Self.lerp(start, end, CGFloat(step) / CGFloat(steps)))
        }
        lift(finger)
        return finger
    }

    /// Down, hold still for `duration`, lift.
    public func longPress(at point: CGPoint, duration: TimeInterval = 1) {
        guard validate("longPress", points: [point], duration: duration, steps: 1) else { return }
        let finger = touchDown(at: point)
        advance(by: duration)
        lift(finger)
    }

    /// A straight drag of `distance` points in one direction.
    public func swipe(
        from start: CGPoint, direction: UISwipeGestureRecognizer.Direction, distance: CGFloat = 100,
        duration: TimeInterval = 0.15, steps: Int = 6
    ) {
        let unit: CGPoint
        switch direction {
        case .right: unit = CGPoint(x: 1, y: 0)
        case .left: unit = CGPoint(x: -1, y: 0)
        case .up: unit = CGPoint(x: 0, y: -1)
        case .down: unit = CGPoint(x: 0, y: 1)
        default:
            refuse("swipe: direction must be exactly one of .right, .left, .up, .down")
            return
        }
        guard distance.isFinite, distance > 0 else {
            refuse("swipe: distance must be finite and positive, got \(distance)")
            return
        }
        drag(from: start, to: start + unit * distance, duration: duration, steps: steps)
    }

    /// Two fingers on a horizontal line through `center`, moving apart or together.
    public func pinch(
        center: CGPoint, startDistance: CGFloat, endDistance: CGFloat, duration: TimeInterval = 0.5, steps: Int = 10
    ) {
        guard validate("pinch", points: [center], duration: duration, steps: steps) else { return }
        guard startDistance.isFinite, endDistance.isFinite, startDistance > 0, endDistance > 0 else {
            refuse("pinch: distances must be finite and positive, got \(startDistance) and \(endDistance)")
            return
        }
        func positions(_ distance: CGFloat) -> [CGPoint] {
            [CGPoint(x: center.x - distance / 2, y: center.y), CGPoint(x: center.x + distance / 2, y: center.y)]
        }
        let fingers = touchDown(at: positions(startDistance))
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let t = CGFloat(step) / CGFloat(steps)
            move(fingers, to: positions(startDistance + (endDistance - startDistance) * t))
        }
        lift(fingers)
    }

    /// Two fingers opposite each other on a circle of `radius`, turning by `angle` radians (clockwise
    /// positive, UIKit's y-down convention), starting on the horizontal diameter.
    public func rotate(center: CGPoint, radius: CGFloat, angle: CGFloat, duration: TimeInterval = 0.5, steps: Int = 10)
    {
        guard validate("rotate", points: [center], duration: duration, steps: steps) else { return }
        guard radius.isFinite, radius > 0, angle.isFinite else {
            refuse("rotate: radius must be finite and positive and angle finite, got \(radius) and \(angle)")
            return
        }
        func positions(_ theta: CGFloat) -> [CGPoint] {
            let offset = CGPoint(x: cos(theta) * radius, y: sin(theta) * radius)
            return [center - offset, center + offset]
        }
        let fingers = touchDown(at: positions(0))
        for step in 1...steps {
            advance(by: duration / Double(steps))
            move(fingers, to: positions(angle * CGFloat(step) / CGFloat(steps)))
        }
        lift(fingers)
    }

    /// All fingers down in one event, 0.05 s, all up in one event: a multi-finger tap.
    public func tap(at points: [CGPoint]) {
        guard validate("tap", points: points, duration: 0, steps: 1), !points.isEmpty else {
            if points.isEmpty { refuse("tap(at:): no points") }
            return
        }
        let fingers = touchDown(at: points)
        advance(by: 0.05)
        lift(fingers)
    }

    /// `count` taps at `point`, `interval` seconds apart (from one lift to the next touch-down).
    public func tap(at point: CGPoint, count: Int, interval: TimeInterval = 0.1) {
        guard validate("tap(count:)", points: [point], duration: interval, steps: count) else { return }
        for index in 0..<count {
            if index > 0 { advance(by: interval) }
            tap(at: point)
        }
    }

    private func validate(_ name: String, points: [CGPoint], duration: TimeInterval, steps: Int) -> Bool {
        if let bad = points.first(where: { !$0.isFinite }) {
            refuse("\(name): point is not finite: \(SeedFormat.point(bad))")
            return false
        }
        guard duration.isFinite, duration >= 0 else {
            refuse("\(name): duration must be finite and not negative, got \(duration)")
            return false
        }
        guard steps >= 1 else {
            refuse("\(name): steps must be at least 1, got \(steps)")
            return false
        }
        return true
    }

    /// `a + (b − a)·t`; as a weighted sum when `b − a` overflows (from −1e308 to 1e308, issue 19).
    static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        func mix(_ u: CGFloat, _ v: CGFloat) -> CGFloat {
            let gap = v - u
            return gap.isFinite ? u + gap * t : u * (1 - t) + v * t
        }
        return CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y))
    }
}

import Foundation

/// Multi-event gestures on top of SPEC A.1: each helper makes a ``GesturePlan`` (downs, evenly spaced
/// moves on the virtual clock, lifts) and plays it. Bad parameters are refused with a message in
/// `issues` and send nothing.
extension EventSimulator {
    /// Sends every step of `plan`, moving the clock through its waits; a refused plan only reports its
    /// refusal in ``issues``. Returns the fingers of its last touch-down.
    @discardableResult
    public func play(_ plan: GesturePlan) -> [SimulatedTouch] {
        if let refusal = plan.refusal {
            refuse(refusal)
            return []
        }
        var fingers: [SimulatedTouch] = []
        for step in plan.steps {
            switch step {
            case .down(let points): fingers = touchDown(at: points)
            case .move(let points) where fingers.count == 1: move(fingers[0], to: points[0])
            case .move(let points): move(fingers, to: points)
            case .lift: lift(fingers)
            case .wait(let seconds): advance(by: seconds)
            }
        }
        return fingers
    }

    /// Down at `start`, `steps` moves evenly spaced in space and time over `duration`, then lift.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10)
        -> SimulatedTouch?
    {
        play(.drag(from: start, to: end, duration: duration, steps: steps)).first
    }

    /// Down, hold still for `duration`, lift.
    public func longPress(at point: CGPoint, duration: TimeInterval = 1) {
        play(.longPress(at: point, duration: duration))
    }

    /// A straight drag of `distance` points in one direction.
    public func swipe(
        from start: CGPoint, direction: UISwipeGestureRecognizer.Direction, distance: CGFloat = 100,
        duration: TimeInterval = 0.15, steps: Int = 6
    ) {
        play(.swipe(from: start, direction: direction, distance: distance, duration: duration, steps: steps))
    }

    /// Two fingers on a horizontal line through `center`, moving apart or together.
    public func pinch(
        center: CGPoint, startDistance: CGFloat, endDistance: CGFloat, duration: TimeInterval = 0.5, steps: Int = 10
    ) {
        play(
            .pinch(
                center: center, startDistance: startDistance, endDistance: endDistance, duration: duration,
                steps: steps))
    }

    /// Two fingers opposite each other on a circle of `radius`, turning by `angle` radians (clockwise
    /// positive, UIKit's y-down convention), starting on the horizontal diameter.
    public func rotate(center: CGPoint, radius: CGFloat, angle: CGFloat, duration: TimeInterval = 0.5, steps: Int = 10)
    {
        play(.rotate(center: center, radius: radius, angle: angle, duration: duration, steps: steps))
    }

    /// All fingers down in one event, 0.05 s, all up in one event: a multi-finger tap.
    public func tap(at points: [CGPoint]) { play(.tap(at: points)) }

    /// `count` taps at `point`, `interval` seconds apart (from one lift to the next touch-down).
    public func tap(at point: CGPoint, count: Int, interval: TimeInterval = 0.1) {
        play(.tap(at: [point], count: count, interval: interval))
    }
}

import Foundation

/// A discrete flick (GR13): recognizes once the fingers have moved ``minimumDistance`` along one of
/// `direction` within ``maximumDuration`` of touching down, while moving across it by less than half
/// that; fails otherwise (on its timer, on lift, or as soon as no direction is still possible).
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// GR13: distance along the direction (points).
    public static let minimumDistance: CGFloat = 50
    /// GR13: time from touch-down to reach it (seconds).
    public static let maximumDuration: TimeInterval = 0.5
    /// Movement tolerated before the direction is judged (points): absorbs the first jitter.
    public static let slop: CGFloat = 10

    open var direction: Direction {
        get { directionStorage }
        set { directionStorage = newValue }
    }
    /// Internal storage: the whole-module optimizer sees every access and drops the run-time exclusivity
    /// checks an open stored property keeps.
    final var directionStorage: Direction = .right
    open var numberOfTouchesRequired: Int {
        get { numberOfTouchesRequiredStorage }
        set { numberOfTouchesRequiredStorage = newValue }
    }
    final var numberOfTouchesRequiredStorage: Int = 1

    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if trackedTouches.count == touches.count {
            scheduleTimer(after: Self.maximumDuration) { [unowned self] in
                if self.state == .possible {
                    self.decide(
                        .failed,
                        because: "too slow: not \(Self.points(Self.minimumDistance)) within "
                            + Self.seconds(Self.maximumDuration))
                }
            }
        }
        if trackedTouches.count > numberOfTouchesRequired {
            decide(.failed, because: "needs \(Self.touchCount(numberOfTouchesRequired)), got \(trackedTouches.count)")
        } else {
            start = UIGestureRecognizer.centroid(of: trackedTouches)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        let tracked = trackedTouches  // read once: each read goes through the arena entry
        guard state == .possible, tracked.count == numberOfTouchesRequired, let start else { return }
        let movement = UIGestureRecognizer.centroid(of: tracked) - start
        var viable = false
        for (candidate, axis) in Self.axes where direction.contains(candidate) {
            let along = movement.x * axis.x + movement.y * axis.y
            let across = abs(movement.x * axis.y - movement.y * axis.x)
            if along >= Self.minimumDistance && across <= along / 2 {
                decide(
                    .ended,
                    because:
                        "moved \(Self.points(along)) \(Self.name(candidate)) ≥ \(Self.points(Self.minimumDistance))")
                return
            }
            if along > -Self.slop && across <= Swift.max(Self.slop, along / 2) { viable = true }
        }
        if !viable { decide(.failed, because: nonViableReason(movement)) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible {
            decide(
                .failed, because: "lifted before moving \(Self.points(Self.minimumDistance)) in an allowed direction")
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { decide(.failed, because: "its touches were cancelled") }
    }

    open override func reset() {
        super.reset()
        start = nil
    }

    /// X15: the movement's main direction is not allowed, or it strayed too far across an allowed one.
    private func nonViableReason(_ movement: CGPoint) -> String {
        let main: Direction =
            abs(movement.x) >= abs(movement.y) ? (movement.x >= 0 ? .right : .left) : (movement.y >= 0 ? .down : .up)
        if !direction.contains(main) { return "direction \(Self.name(main)) not allowed" }
        return "moved too far across \(Self.name(main))"
    }

    private static func name(_ direction: Direction) -> String {
        switch direction {
        case .right: ".right"
        case .left: ".left"
        case .up: ".up"
        default: ".down"
        }
    }

    private static let axes: [(Direction, CGPoint)] = [
        (.right, CGPoint(x: 1, y: 0)), (.left, CGPoint(x: -1, y: 0)),
        (.up, CGPoint(x: 0, y: -1)), (.down, CGPoint(x: 0, y: 1)),
    ]
}

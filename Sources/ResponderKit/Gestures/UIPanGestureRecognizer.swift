import Foundation

/// A continuous drag (GR13): begins once the touches' centroid has moved ``hysteresis`` points with at
/// least `minimumNumberOfTouches` fingers down; reports `translation(in:)` and `velocity(in:)` from the
/// virtual clock.
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// GR13: the movement (points) before a pan begins. Translation is measured from touch-down, so it
    /// already holds this distance when the pan begins (our reading of UIKit; documented).
    public static let hysteresis: CGFloat = 10

    open var minimumNumberOfTouches: Int {
        get { minimumNumberOfTouchesStorage }
        set { minimumNumberOfTouchesStorage = newValue }
    }
    final var minimumNumberOfTouchesStorage: Int = 1
    open var maximumNumberOfTouches: Int {
        get { maximumNumberOfTouchesStorage }
        set { maximumNumberOfTouchesStorage = newValue }
    }
    final var maximumNumberOfTouchesStorage: Int = Int.max

    /// Screen point from which translation is measured; moved when fingers join or leave so that the
    /// centroid's jump is not reported as movement.
    private var origin: CGPoint?
    private var currentCentroid: CGPoint?
    /// Changed only by assignment, through ``addSample(_:at:restarting:)``: adding in place ran array code
    /// inside the access and kept a run-time exclusivity check on every move of every pan (61 instructions
    /// each, `dispatch.move.10gr`, `dispatch.drag.pan`).
    private var sampler = VelocitySampler<CGPoint>()
    private var endVelocity: CGPoint?

    // MARK: Values

    open func translation(in view: UIView?) -> CGPoint {
        guard let origin, let current = currentCentroid else { return .zero }
        let delta = CGPoint(x: current.x - origin.x, y: current.y - origin.y)
        return GestureMath.vector(delta, from: origin, in: view, window: self.view?.window)
    }

    /// Makes `translation(in: view)` equal to `translation` from now on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let current = currentCentroid else { return }
        guard let target = view ?? self.view?.window else {
            origin = current - translation
            return
        }
        let here = UITouch.map(current, to: target)
        origin = UIView.convert(here - translation, toRootSpaceFrom: target)
    }

    /// Points per second over the last 0.1 s (the value at lift once ended).
    open func velocity(in view: UIView?) -> CGPoint {
        GestureMath.vector(screenVelocity, from: currentCentroid ?? .zero, in: view, window: self.view?.window)
    }

    private var screenVelocity: CGPoint {
        if let endVelocity { return endVelocity }
        guard let span = sampler.span else { return .zero }
        let dt = CGFloat(span.last.time - span.first.time)
        return (span.last.value - span.first.value) / dt
    }

    /// X15: a `.changed` step comes from a move, or from a finger lifted while enough remain.
    override func stepReason() -> String? {
        let lifted = trackedTouches.filter { $0.phase == .ended || $0.phase == .cancelled }
        if let first = lifted.min(by: { $0.number < $1.number }) {
            let remaining = trackedTouches.count - lifted.count
            return "touch \(first.number) lifted, \(Self.touchCount(remaining)) still down"
        }
        guard let origin, let current = currentCentroid else { return "moved" }
        return "moved, translation \(SeedFormat.point(current - origin))"
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let before = centroidOfTracked(excluding: touches)
        super.touchesBegan(touches, with: event)
        if state == .possible, trackedTouches.count > maximumNumberOfTouches {
            decide(
                .failed, because: "\(trackedTouches.count) touches > maximumNumberOfTouches \(maximumNumberOfTouches)")
            return
        }
        if state != .possible, trackedTouches.count > maximumNumberOfTouches {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        rebase(from: before, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        let tracked = trackedTouches  // read once: each read goes through the arena entry
        let centroid = UIGestureRecognizer.centroid(of: tracked)
        currentCentroid = centroid
        addSample(centroid, at: event.timestamp)
        switch state {
        case .possible:
            guard tracked.count >= minimumNumberOfTouches, let origin else { return }
            let distance = centroid.distance(to: origin)
            if distance >= Self.hysteresis {
                if acceptsBeginning(with: centroid - origin) {
                    decide(
                        .began, because: "moved \(Self.points(distance)) ≥ \(Self.points(Self.hysteresis)) hysteresis")
                } else {
                    decide(.failed, because: refusalReason(for: centroid - origin))
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        let remaining = trackedTouches.filter { !touches.contains($0) }
        switch state {
        case .possible:
            if remaining.isEmpty {
                decide(.failed, because: liftReason(touches))
            } else {
                rebase(to: remaining, at: event.timestamp)
            }
        case .began, .changed:
            if remaining.count < minimumNumberOfTouches {
                addSample(UIGestureRecognizer.centroid(of: UITouch.ordered(touches)), at: event.timestamp)
                endVelocity = screenVelocity
                decide(.ended, because: "lifted")
            } else {
                rebase(to: remaining, at: event.timestamp)
                state = .changed
            }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelContinuousGesture()
    }

    /// GR11: giving up a touch moves the centroid as a lifted finger would; translation stays continuous
    /// instead of jumping by (and possibly beginning on) the difference.
    open override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        guard !trackedTouches.isEmpty, let current = currentCentroid,
            UIGestureRecognizer.centroid(of: trackedTouches) != current
        else { return }
        rebase(to: trackedTouches, at: event.timestamp)
    }

    open override func reset() {
        super.reset()
        origin = nil
        currentCentroid = nil
        sampler = VelocitySampler()
        endVelocity = nil
    }

    /// Subclass hook (ScreenEdgePan): may the pan begin with this movement, in screen points? False fails it.
    func acceptsBeginning(with movement: CGPoint) -> Bool { true }

    /// X15: why it fails when its last touches lift before it began. Made only while a trace records
    /// (`decide`'s reason is lazy): the sort and centroid here cost every tap otherwise (`dispatch.tap.table1000`).
    private func liftReason(_ touches: Set<UITouch>) -> String {
        if trackedTouches.count < minimumNumberOfTouches {
            return "lifted with \(Self.touchCount(trackedTouches.count)) < minimumNumberOfTouches "
                + String(minimumNumberOfTouches)
        }
        let moved = origin.map { UIGestureRecognizer.centroid(of: UITouch.ordered(touches)).distance(to: $0) } ?? 0
        return "lifted after moving \(Self.points(moved)) < \(Self.points(Self.hysteresis)) hysteresis"
    }

    /// X15: why ``acceptsBeginning(with:)`` said no.
    func refusalReason(for movement: CGPoint) -> String { "its movement was refused" }

    /// Adds a velocity sample (after dropping the others when `restarting`) to the sampler taken out by
    /// swapping, then stores it back.
    private func addSample(_ centroid: CGPoint, at time: TimeInterval, restarting: Bool = false) {
        var taken = exchange(&sampler, with: VelocitySampler())
        if restarting { taken.removeAll() }
        taken.add(centroid, at: time)
        sampler = taken
    }

    // MARK: Keeping translation continuous when fingers join or leave

    private func centroidOfTracked(excluding touches: Set<UITouch>) -> CGPoint? {
        let others = trackedTouches.filter { !touches.contains($0) }
        return others.isEmpty ? nil : UIGestureRecognizer.centroid(of: others)
    }

    private func rebase(from previous: CGPoint?, at time: TimeInterval) {
        let centroid = UIGestureRecognizer.centroid(of: trackedTouches)
        if let previous, let origin {
            self.origin = origin + centroid - previous
        } else {
            origin = centroid
        }
        currentCentroid = centroid
        addSample(centroid, at: time, restarting: true)
    }

    private func rebase(to remaining: [UITouch], at time: TimeInterval) {
        let previous = currentCentroid
        let centroid = UIGestureRecognizer.centroid(of: remaining)
        if let previous, let origin { self.origin = origin + centroid - previous }
        currentCentroid = centroid
        addSample(centroid, at: time, restarting: true)
    }
}

import Foundation

/// One animation attached to a layer (AN4): what it animates, along which path, and what drives its
/// progress. Block animations, property animators, keyframes, transitions and `CAAnimation`s all become
/// these.
@MainActor final class LayerAnimation {
    /// The animated property; nil for a transition, which changes nothing that `presentation()` shows.
    let key: AnimatedKey?
    /// The layer's key for it (`animationKeys()`).
    var name: String
    let path: AnimationPath
    /// Additive: the path is added to the model value (UIKit's block animations of position, bounds and
    /// transform); otherwise it replaces it.
    let isAdditive: Bool
    let driver: AnimationDriver
    /// Hit-testing skips the view while this runs (AN8): a block animation without
    /// `.allowUserInteraction`, or a property animator whose `isUserInteractionEnabled` is false.
    let blocksInteraction: Bool
    /// The model value before and after the change that made it, for a property animator's finishing
    /// positions (AN18).
    let modelBefore: Any?
    let modelAfter: Any?
    /// Who is told when it is removed before it ends.
    var owner: AnimationOwner?
    /// The `CAAnimation` it was made from, returned by `animation(forKey:)`.
    var explicitAnimation: CAAnimation?
    /// For a key path naming part of the value (`position.x`): the indices of the key's vector its path
    /// gives (AN22); nil: the whole value.
    var components: [Int]?
    weak var layer: CALayer?
    /// A `CAAnimationGroup`'s animations, shown while it is attached (AN24); they are not on the layer
    /// themselves (no keys of their own).
    var members: [LayerAnimation] = []
    /// The `CATransaction` completion blocks waiting for it (AN23).
    var transactionGroups: [TransactionCompletionGroup] = []

    init(
        key: AnimatedKey?, name: String, path: AnimationPath, isAdditive: Bool, driver: AnimationDriver,
        blocksInteraction: Bool, modelBefore: Any? = nil, modelAfter: Any? = nil, owner: AnimationOwner? = nil
    ) {
        self.key = key
        self.name = name
        self.path = path
        self.isAdditive = isAdditive
        self.driver = driver
        self.blocksInteraction = blocksInteraction
        self.modelBefore = modelBefore
        self.modelAfter = modelAfter
        self.owner = owner
    }

    /// Progress now; nil when it does not apply.
    var progress: Double? { driver.progress }

    /// Repeats (a further block animation of its key then replaces it instead of adding, AN6).
    var repeats: Bool {
        if case .clock(let timing, _) = driver { return timing.repeatCount > 1 || timing.repeatsForever }
        return false
    }

    /// No time on the clock ends it (X5): it repeats forever or runs at speed 0.
    var runsForever: Bool {
        switch driver {
        case .clock(let timing, _): return !timing.end.isFinite
        case .grouped(let group, _, _): return !group.end.isFinite
        case .animator: return false
        }
    }

    /// The value it contributes at progress `p`.
    func value(at p: Double) -> [Double] { path.value(at: p) }

    /// Completed or removed: the transactions waiting for it are told, once (AN23).
    func leaveTransactions() {
        let groups = transactionGroups
        transactionGroups = []
        for group in groups { group.animationEnded(self) }
    }
}

/// The path an animation follows between progress 0 and 1.
enum AnimationPath {
    case basic(from: [Double], to: [Double])
    /// Values at key times (0...1, increasing): linear between them (segment `i` eased by `curves[i]`
    /// when given), or (discrete) each held from its time until the next one's.
    case keyframes(times: [Double], values: [[Double]], discrete: Bool, curves: [TimingCurve]?)

    func value(at p: Double) -> [Double] {
        switch self {
        case .basic(let from, let to):
            return AnimationVector.lerp(from, to, p)
        case .keyframes(let times, let values, let discrete, let curves):
            guard let first = values.first, let last = values.last else { return [] }
            if discrete { return times.lastIndex(where: { $0 <= p }).map { values[$0] } ?? first }
            guard p > times[0] else { return first }
            guard let upper = times.firstIndex(where: { $0 >= p }) else { return last }
            let span = times[upper] - times[upper - 1]
            guard span > 0 else { return values[upper] }
            var local = (p - times[upper - 1]) / span
            if let curves, curves.indices.contains(upper - 1) { local = curves[upper - 1].progress(local) }
            return AnimationVector.lerp(values[upper - 1], values[upper], local)
        }
    }
}

/// What moves an animation's progress.
@MainActor enum AnimationDriver {
    /// Time on a clock (block animations, `CAAnimation`s, transitions).
    case clock(ClockTiming, EventClock)
    /// A property animator, for the animations of one of its blocks (`delayFactor` of its run).
    case animator(WeakAnimator, delayFactor: Double)
    /// An animation of a `CAAnimationGroup` (AN24): its timing runs in the group's local time.
    case grouped(group: ClockTiming, member: ClockTiming, EventClock)

    var progress: Double? {
        switch self {
        case .clock(let timing, let clock): return timing.progress(at: clock.now)
        case .grouped(let group, let member, let clock):
            guard let groupProgress = group.progress(at: clock.now) else { return nil }
            return member.progress(at: groupProgress * group.duration)
        case .animator(let box, let delayFactor): return box.animator?.presentedProgress(delayFactor: delayFactor)
        }
    }
}

/// A property animator referred to weakly: a paused animator that its owner releases goes away (AN19).
@MainActor final class WeakAnimator {
    weak var animator: UIViewPropertyAnimator?
    init(_ animator: UIViewPropertyAnimator) { self.animator = animator }
}

/// Told when one of its animations leaves a layer before its natural end (removed, replaced).
@MainActor protocol AnimationOwner: AnyObject {
    func animationWasRemoved(_ animation: LayerAnimation)
}

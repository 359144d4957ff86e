import Foundation

/// The animations of one `UIView.animate` (or keyframe or transition) call and its completion (AN7).
///
/// The completion runs once, as one dispatch step of the animations' world: at the end of the
/// animations on the virtual clock with `finished == true`; or, once every animation of the call has
/// been removed before its end (`removeAllAnimations()`, replaced by a non-additive animation of the
/// same property), at the next turn of the clock with `false`; or, when the call animated nothing
/// (no change, animations disabled, zero duration), at the next turn (after its delay) with `true`.
/// An animation repeating forever never completes unless removed.
@MainActor final class ViewAnimationGroup: AnimationOwner {
    private var completion: ((Bool) -> Void)?
    private var animations: [WeakAnimation] = []
    private var interrupted = false
    private var timer: ClockTimer?
    private var world: WeakWorld?
    /// When the last of its animations ends (infinite if one repeats forever).
    private var end = -Double.infinity

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func add(_ animation: LayerAnimation, end animationEnd: TimeInterval) {
        animation.owner = self
        animations.append(WeakAnimation(animation))
        end = Swift.max(end, animationEnd)
    }

    private var liveAnimations: [LayerAnimation] {
        animations.compactMap { $0.animation?.layer == nil ? nil : $0.animation }
    }

    /// Called when the block has run: schedules the end of its animations on the clock, or the completion
    /// at the next turn (after `emptyDelay`) when nothing animates.
    func start(in application: UIApplication, emptyDelay: TimeInterval) {
        world = WeakWorld(application)
        if liveAnimations.isEmpty {
            schedule(at: application.clock.now + Swift.max(emptyDelay, 0), in: application, finished: !interrupted)
        } else if end.isFinite {
            schedule(at: end, in: application, finished: nil)
        }
    }

    func animationWasRemoved(_ animation: LayerAnimation) {
        interrupted = true
        guard liveAnimations.isEmpty, let application = world?.application, completion != nil else { return }
        schedule(at: application.clock.now, in: application, finished: false)
    }

    private func schedule(at time: TimeInterval, in application: UIApplication, finished: Bool?) {
        timer?.invalidate()
        timer = AnimationClock.schedule(at: time, in: application, owner: self) { [self] in
            timer = nil
            // At the natural end: the animations still attached end here, then the completion runs.
            for animation in liveAnimations { animation.layer?.detach(animation, interrupted: false) }
            let handler = completion
            completion = nil
            handler?(finished ?? !interrupted)
        }
    }
}

/// A weak reference to an animation (a group must not keep its animations alive).
@MainActor struct WeakAnimation {
    weak var animation: LayerAnimation?
    init(_ animation: LayerAnimation) { self.animation = animation }
}

/// Scheduling on a world's clock, each firing as one dispatch step of that world (AN7, as display links
/// and timers, DL1).
@MainActor enum AnimationClock {
    @discardableResult
    static func schedule(
        at time: TimeInterval, in application: UIApplication, owner: AnyObject? = nil,
        _ body: @escaping @MainActor () -> Void
    ) -> ClockTimer {
        // Through the world token: a weak reference to the application itself would slow its dispatch
        // (A3, `WorldToken`).
        let world = WeakWorld(application)
        let fire: @MainActor () -> Void = { world.application?.dispatcher.step(body) }
        let clock = application.clock
        let timer =
            if let virtual = clock as? VirtualClock {
                virtual.schedule(at: time, fire)
            } else {
                clock.schedule(after: time - clock.now, fire)
            }
        // `settle(maxTime:)` names what keeps the clock busy (X5).
        timer.owner = owner
        return timer
    }

    /// The world whose clock runs an animation of `view`: its window's, else the world whose code is
    /// running (A3).
    static func world(of view: UIView?) -> UIApplication {
        view?.window?.application ?? UIApplication.shared
    }
}

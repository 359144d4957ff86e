import Foundation

/// Foundation's `Timer` on the world's virtual clock (PT8): the translator puts
/// `private typealias Timer = VirtualTimer` at the top of each translated file that names `Timer`, so a
/// debounce or a countdown runs under `simulator.advance(by:)`, never on the wall clock.
///
/// A timer joins the clock of the world whose code is running when it is scheduled (A3) — for a selector
/// timer, its target's world when the target shows in a window. Each firing is one dispatch step of that
/// world. A repeating timer fires at its start plus whole multiples of its interval (no drift); an interval
/// of 0 or less is 0.1 ms, as Foundation's. The clock keeps a scheduled timer alive and the timer its
/// target, until `invalidate()` (after its one firing for a non-repeating timer), as the run loop does.
/// `fireDate` is a wall-clock `Date` as far ahead of `Date()` as the firing is ahead on the virtual clock.
@preconcurrency @MainActor public final class VirtualTimer {
    public let timeInterval: TimeInterval
    /// Kept for API compatibility: virtual timers fire exactly on time.
    public var tolerance: TimeInterval = 0
    public let userInfo: Any?
    public private(set) var isValid = true

    private let repeats: Bool
    private var action: (@MainActor (VirtualTimer) -> Void)?
    /// Before scheduling: seconds after scheduling of the first firing.
    private var firstDelay: TimeInterval
    private var world: WeakWorld?
    private var clockTimer: ClockTimer?
    /// The virtual time of the next firing, once scheduled.
    private var nextFireTime: TimeInterval?

    // MARK: Block forms

    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (VirtualTimer) -> Void)
    {
        timeInterval = Self.interval(interval, repeats)
        self.repeats = repeats
        userInfo = nil
        action = block
        firstDelay = Swift.max(0, interval)
    }

    /// First firing at `date` (measured against the wall clock's `Date()` now, then counted on the virtual clock).
    public init(
        fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (VirtualTimer) -> Void
    ) {
        timeInterval = Self.interval(interval, repeats)
        self.repeats = repeats
        userInfo = nil
        action = block
        firstDelay = Swift.max(0, date.timeIntervalSinceNow)
    }

    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (VirtualTimer) -> Void
    ) -> VirtualTimer {
        let timer = VirtualTimer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule(in: UIApplication.shared)
        return timer
    }

    // MARK: Selector forms (PT3)

    /// The target's method for `aSelector` is called with the timer; the target is kept until invalidation.
    public init(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) {
        timeInterval = Self.interval(ti, yesOrNo)
        repeats = yesOrNo
        self.userInfo = userInfo
        firstDelay = Swift.max(0, ti)
        action = Self.selectorAction(aTarget as AnyObject, aSelector)
        target = aTarget as AnyObject
    }

    public init(
        fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector, userInfo ui: Any?,
        repeats rep: Bool
    ) {
        timeInterval = Self.interval(ti, rep)
        repeats = rep
        userInfo = ui
        firstDelay = Swift.max(0, date.timeIntervalSinceNow)
        action = Self.selectorAction(t as AnyObject, s)
        target = t as AnyObject
    }

    public class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) -> VirtualTimer {
        let timer = VirtualTimer(
            timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        timer.schedule(in: ObjCRuntime.world(of: aTarget as AnyObject))
        return timer
    }

    /// The selector form's target, for its world.
    private var target: AnyObject?

    // MARK: Timer's members

    /// When the timer fires next; setting it moves the next firing (the interval stays).
    public var fireDate: Date {
        get {
            guard let nextFireTime, let clock = world?.application?.clock else {
                return Date(timeIntervalSinceNow: firstDelay)
            }
            return Date(timeIntervalSinceNow: nextFireTime - clock.now)
        }
        set {
            guard isValid else { return }
            guard let application = world?.application else {
                firstDelay = Swift.max(0, newValue.timeIntervalSinceNow)
                return
            }
            scheduleFiring(at: application.clock.now + Swift.max(0, newValue.timeIntervalSinceNow), in: application)
        }
    }

    /// Calls the action now; a non-repeating timer is then invalidated, a repeating one keeps its schedule.
    public func fire() {
        guard isValid, let action else { return }
        action(self)
        if !repeats { invalidate() }
    }

    public func invalidate() {
        isValid = false
        clockTimer?.invalidate()
        clockTimer = nil
        action = nil
        target = nil
    }

    // MARK: Scheduling

    /// Puts the timer on `application`'s clock; a second call does nothing (a timer is scheduled once).
    func schedule(in application: UIApplication) {
        guard isValid, world == nil else { return }
        world = WeakWorld(application)
        scheduleFiring(at: application.clock.now + firstDelay, in: application)
    }

    private func scheduleFiring(at time: TimeInterval, in application: UIApplication) {
        clockTimer?.invalidate()
        nextFireTime = time
        let world = WeakWorld(application)
        let fire: @MainActor () -> Void = { [self] in
            clockTimer = nil
            guard isValid, let application = world.application else { return }
            application.dispatcher.step { timerFired(at: time, in: application) }
        }
        if let virtual = application.clock as? VirtualClock {
            clockTimer = virtual.schedule(at: time, fire)
        } else {
            clockTimer = application.clock.schedule(after: time - application.clock.now, fire)
        }
        clockTimer?.owner = self
    }

    private func timerFired(at time: TimeInterval, in application: UIApplication) {
        guard isValid, let action else { return }
        if repeats {
            // The next firing is scheduled before the action runs, so the action may invalidate it.
            var next = time + timeInterval
            let now = application.clock.now
            if next <= now { next += ((now - next) / timeInterval).rounded(.down) * timeInterval + timeInterval }
            scheduleFiring(at: next, in: application)
            action(self)
        } else {
            action(self)
            invalidate()
        }
    }

    private static func interval(_ interval: TimeInterval, _ repeats: Bool) -> TimeInterval {
        guard repeats else { return interval }
        return interval.isFinite && interval > 0 ? interval : 0.0001
    }

    private static func selectorAction(_ target: AnyObject, _ selector: Selector) -> @MainActor (VirtualTimer) -> Void {
        { timer in
            guard let method = ObjCRuntime.method(selector, of: target) else {
                // iOS stops the program; here the timer is reported and stopped.
                ObjCRuntime.reportUnrecognized(selector, sentTo: target)
                timer.invalidate()
                return
            }
            method([timer])
        }
    }
}

extension RunLoop {
    /// Schedules a ``VirtualTimer`` on the virtual clock of the world whose code is running (PT8); the
    /// run loop and the mode are not used.
    @MainActor public func add(_ timer: VirtualTimer, forMode mode: RunLoop.Mode) {
        timer.schedule(in: UIApplication.shared)
    }
}

import Foundation

/// The one source of time for the engine (L1): every delay — long press, tap windows, delayed content
/// touches, stepper repeat, deceleration — is scheduled here, so a virtual clock makes runs exact.
@preconcurrency @MainActor public protocol EventClock: AnyObject {
    /// Seconds since the clock's origin.
    var now: TimeInterval { get }
    /// Runs `action` once, `delay` seconds from now.
    @discardableResult
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockTimer
}

/// A scheduled action; invalidating it before it fires cancels it.
@preconcurrency @MainActor public final class ClockTimer {
    public let fireTime: TimeInterval
    nonisolated(unsafe) public private(set) var isValid = true
    /// Tie-breaker for timers due at the same time: scheduling order (L2).
    let sequence: Int
    /// What the timer is for, named by `settle(maxTime:)` (X5). Read only while the timer is valid: a
    /// recognizer invalidates its timers when it goes away; views and display links are held weakly.
    unowned var recognizer: UIGestureRecognizer?
    weak var owner: AnyObject?
    nonisolated(unsafe) private var action: (@MainActor () -> Void)?

    init(fireTime: TimeInterval, sequence: Int, action: @escaping @MainActor () -> Void) {
        self.fireTime = fireTime
        self.sequence = sequence
        self.action = action
    }

    public func invalidate() {
        isValid = false
        action = nil
    }

    /// Cancels from a deinitializer of the object the action would call (which runs outside the actor):
    /// why `isValid` and `action` are `nonisolated(unsafe)` (sound while recognizers are released on the
    /// main actor, where every other access to the timer happens).
    nonisolated func cancelFromDeinit() {
        isValid = false
        action = nil
    }

    func fire() {
        guard isValid, let action else { return }
        invalidate()
        action()
    }
}

/// Virtual time for tests and the simulator: nothing moves unless `advance` is called (L1, L2).
@preconcurrency @MainActor public final class VirtualClock: EventClock {
    // Measured: a public stored property keeps its run-time check: unchecked keeps 0.3 % of dispatch.move.10gr
    // instructions; kept for the 10 % bound against b4ae607 (callgrind, 2026-11-28).
    @exclusivity(unchecked) public private(set) var now: TimeInterval
    /// Pending timers sorted by (fire time, sequence).
    private var pending: [ClockTimer] = []
    private var sequence = 0
    /// Called after each timer fires and when an advance ends: the run loop's layout step (LY20).
    var turnDidEnd: (@MainActor () -> Void)?

    public init(now: TimeInterval = 0) { self.now = now }

    @discardableResult
    /// A negative or NaN delay fires at once; an infinite one never (a long press of `.infinity` never
    /// begins), instead of at once (Reliability, "Hostile sizes").
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockTimer {
        let safeDelay = delay.isNaN ? 0 : Swift.max(delay, 0)
        let time = now + safeDelay
        if safeDelay >= 1e-6 && time == now && now.isFinite {  // below a microsecond: at once, as 0
            return schedule(at: roundedAwayTime(delay: safeDelay), action)
        }
        return schedule(at: time, action)
    }

    /// L5: far on, a short delay rounds away (`now + 1/60 == now` from about 2^53 / 60 s): such a timer would
    /// fire at the same instant, and one that reschedules itself (a scroll animation's next frame, a
    /// stepper's repeat) would fire forever inside one advance with time standing still. It fires one step
    /// of the clock's resolution later instead, so time always moves. Out of line, so that every other
    /// `schedule(after:_:)` pays only the test (112 instructions fewer per `dispatch.tap.table1000`, callgrind).
    @inline(never)
    private func roundedAwayTime(delay: TimeInterval) -> TimeInterval {
        let time = now.nextUp
        if !reportedResolution {
            reportedResolution = true
            refusalHandler?(
                "clock: at \(SeedFormat.number(now)) s a delay of \(SeedFormat.number(delay)) s is below "
                    + "the clock's resolution; timers fire one step (\(SeedFormat.number(time - now)) s) later (L5)")
        }
        return time
    }

    /// Whether a delay below the clock's resolution was reported (L5: once per clock).
    private var reportedResolution = false

    /// At an absolute time (not before now), exactly: display-link frames fall on `k / fps` (DL1). A NaN
    /// time fires at once; an infinite one never (Reliability, "Hostile sizes").
    @discardableResult
    func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockTimer {
        sequence += 1
        let timer = ClockTimer(fireTime: time.isNaN ? now : Swift.max(time, now), sequence: sequence, action: action)
        // After every timer due at or before it (its sequence is the largest): a binary search, so that
        // 10,000 recognizers each starting a timer cost n log n, not n² (Reliability, "Hostile sizes").
        var low = 0
        var high = pending.count
        while low < high {
            let middle = (low + high) / 2
            if pending[middle].fireTime <= timer.fireTime { low = middle + 1 } else { high = middle }
        }
        pending.insert(timer, at: low)
        return timer
    }

    /// Fires every timer due within `seconds`, in time order, each at its own time; timers scheduled by
    /// those actions fire too if they fall due in the interval. Then time stands at `now + seconds`.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else { return }
        advance(to: now + seconds)
    }

    /// An advance called while one runs (from a timer's action: a display-link callback, a deferred
    /// simulator call) does not run inside it: it extends the running advance to its own target, which
    /// then fires the timers due up to there. Time never goes back, and a callback that keeps asking for
    /// more cannot recurse (L4). Past `maximumNestedAdvances` in one advance, further ones are refused
    /// with a message.
    public func advance(to target: TimeInterval) {
        guard target.isFinite, target >= now else { return }
        if let running = horizon {
            nestedAdvances += 1
            guard nestedAdvances <= Self.maximumNestedAdvances else {
                if nestedAdvances == Self.maximumNestedAdvances + 1 {
                    refusalHandler?(
                        "advance: more than \(Self.maximumNestedAdvances) advances requested from callbacks "
                            + "during one advance; the rest are ignored (L4)")
                }
                return
            }
            horizon = Swift.max(running, target)
            return
        }
        advanceSerial &+= 1
        nestedAdvances = 0
        horizon = target
        defer { horizon = nil }
        while let first = pending.first, let end = horizon, first.fireTime <= end {
            pending.removeFirst()
            guard first.isValid else { continue }
            now = Swift.max(now, first.fireTime)
            first.fire()
            turnDidEnd?()
        }
        now = Swift.max(now, horizon ?? target)
        turnDidEnd?()
    }

    /// While an advance runs, the time it ends at (extended by nested advances, L4); nil between
    /// advances. Display links bound their frames per advance with it (DL4).
    private(set) var horizon: TimeInterval?
    /// Counts advances, so that a display link knows when a new one started (DL4).
    private(set) var advanceSerial = 0
    private var nestedAdvances = 0
    /// Nested advances honoured in one advance (L4).
    public static let maximumNestedAdvances = 1_000
    /// Where refusals go (the world's issues).
    var refusalHandler: (@MainActor (String) -> Void)?

    /// When the next valid timer fires, if any.
    public var nextFireTime: TimeInterval? { pending.first { $0.isValid }?.fireTime }

    /// The valid pending timers in firing order (X5).
    var pendingTimers: [ClockTimer] { pending.filter(\.isValid) }

    /// Number of valid pending timers (for tests and leak checks).
    public var pendingTimerCount: Int { pending.filter(\.isValid).count }
}

/// Wall-clock time on the main queue, for live input (L3).
@preconcurrency @MainActor public final class RealTimeClock: EventClock {
    private let origin = DispatchTime.now().uptimeNanoseconds
    private var sequence = 0

    public init() {}

    public var now: TimeInterval { TimeInterval(DispatchTime.now().uptimeNanoseconds - origin) / 1e9 }

    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockTimer {
        let safeDelay = delay.isNaN ? 0 : Swift.max(delay, 0)
        sequence += 1
        let timer = ClockTimer(fireTime: now + safeDelay, sequence: sequence, action: action)
        // Beyond a century the timer cannot fire in a live session (and DispatchTime would overflow).
        guard safeDelay < 3e9 else { return timer }
        DispatchQueue.main.asyncAfter(deadline: .now() + safeDelay) {
            MainActor.assumeIsolated { timer.fire() }
        }
        return timer
    }
}

import Dispatch
import Foundation

/// `DispatchQueue.main.async` and `.asyncAfter` on the world's virtual clock (PT8): the translator
/// rewrites those calls to these, so a delayed hide or a deferred layout pass runs under
/// `simulator.advance(by:)` in order with the world's other timers.
///
/// The work joins the clock of the world whose code is running at the call (A3) and runs as one
/// dispatch step of it: `async` at the next turn (after 0 s: `advance(by: 0)` or any later advance runs
/// it), `asyncAfter` at the deadline's distance from the clock. The translator writes ``now()`` for the
/// deadline's `.now()`, a time on the virtual clock, so the delay written is the delay run, exactly, however
/// long the host took between the two calls; a deadline made from `DispatchTime.now()` itself counts from
/// the wall clock at the call, rounded to the millisecond (measured: 14 µs between the caller's `.now()`
/// and the call in a debug build, tens of milliseconds on a loaded machine).
@preconcurrency @MainActor public enum VirtualMainQueue {
    /// The running world's clock as a `DispatchTime` (PT8): `virtualEpoch` plus the clock's nanoseconds,
    /// far from any uptime the wall clock reaches. A clock past about 36 years (the hostile far times,
    /// L5) answers the wall clock's `now` instead, whose deadlines count from the call.
    public static func now() -> DispatchTime {
        let nanoseconds = UIApplication.shared.clock.now * 1e9
        guard nanoseconds < Double(virtualEpoch) else { return .now() }
        return DispatchTime(uptimeNanoseconds: virtualEpoch + UInt64(nanoseconds.rounded()))
    }

    /// 2^60 ns, about 36 years of uptime: deadlines past half of it were made from ``now()``. (Dispatch
    /// keeps the top bits of a time for its clock kinds: from 2^62 on, adding to a time gives `.distantFuture`.)
    static let virtualEpoch: UInt64 = 1 << 60

    public static func async(execute work: @escaping @MainActor () -> Void) {
        schedule(after: 0, work)
    }

    /// A `DispatchWorkItem`: cancelled before it runs, it does not run.
    public static func async(execute workItem: DispatchWorkItem) {
        schedule(after: 0) { if !workItem.isCancelled { workItem.perform() } }
    }

    public static func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @MainActor () -> Void
    ) {
        schedule(after: delay(until: deadline), work)
    }

    public static func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        schedule(after: delay(until: deadline)) { if !workItem.isCancelled { workItem.perform() } }
    }

    /// Seconds from now to `deadline`: exact for a deadline made from ``now()``, to the millisecond for one
    /// made from the wall clock; a past deadline is now.
    static func delay(until deadline: DispatchTime) -> TimeInterval {
        // `.distantFuture` never comes.
        if deadline == .distantFuture { return .infinity }
        let target = deadline.uptimeNanoseconds
        // Made from `now()`: at or near the epoch (a deadline before the clock's start lies just under it).
        if target >= virtualEpoch / 2 {
            let clockNanoseconds = UIApplication.shared.clock.now * 1e9
            guard clockNanoseconds < Double(virtualEpoch) else { return 0 }  // a far clock (L5): long past
            let now = virtualEpoch + UInt64(clockNanoseconds.rounded())
            return target > now ? Double(target - now) / 1e9 : 0
        }
        let now = DispatchTime.now().uptimeNanoseconds
        guard target > now else { return 0 }
        return (Double(target - now) / 1_000_000).rounded() / 1_000
    }

    private static func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        let application = UIApplication.shared
        let world = WeakWorld(application)
        application.clock.schedule(after: delay) {
            if let application = world.application { application.dispatcher.step(work) } else { work() }
        }
    }
}

#if !canImport(Darwin)
    /// Core Foundation's absolute time, which Linux Foundation does not export.
    public typealias CFAbsoluteTime = Double
#endif

/// Core Foundation's clock on the world's virtual clock (PT8), like `CACurrentMediaTime()`: differences
/// are virtual seconds (velocities, debounce intervals); the value itself is the clock's, not a date.
@preconcurrency @MainActor public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { UIApplication.shared.clock.now }

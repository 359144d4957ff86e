import Dispatch
import Foundation

/// `DispatchQueue.main.async` and `.asyncAfter` on the world's virtual clock (PT8): the translator
/// rewrites those calls to these, so a delayed hide or a deferred layout pass runs under
/// `simulator.advance(by:)` in order with the world's other timers.
///
/// The work joins the clock of the world whose code is running at the call (A3) and runs as one
/// dispatch step of it: `async` at the next turn (after 0 s: `advance(by: 0)` or any later advance runs
/// it), `asyncAfter` at the delay from `DispatchTime.now()` at the call, rounded to the millisecond: the
/// time spent between the caller's `.now()` and the call does not count (measured: 14 µs in a debug build,
/// so rounding to the microsecond would not give back the delay written).
@preconcurrency @MainActor public enum VirtualMainQueue {
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

    /// Seconds from now to `deadline`, to the millisecond; a past deadline is now.
    static func delay(until deadline: DispatchTime) -> TimeInterval {
        let now = DispatchTime.now().uptimeNanoseconds
        let target = deadline.uptimeNanoseconds
        guard target > now else { return 0 }
        // `.distantFuture` never comes.
        if deadline == .distantFuture { return .infinity }
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

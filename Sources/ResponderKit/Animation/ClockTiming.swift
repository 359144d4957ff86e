import Foundation

/// When an animation driven by the clock runs, and its progress at a time (AN2, AN7): Core Animation's
/// media timing, reduced to what block and basic animations use.
///
/// The active part starts at `begin` (absolute clock time; a delay is already added) and lasts
/// `duration × (autoreverses ? 2 : 1) × repeatCount / speed`. Local time is `(t − begin) × speed +
/// timeOffset`; each cycle runs the curve forward, then, when autoreversing, backward. Before the start
/// the animation shows its start if it fills backwards (UIKit's block animations fill both ways, so a
/// delayed animation shows its from-value while it waits); after the end, its end if it fills forwards.
struct ClockTiming: Sendable {
    var begin: TimeInterval
    var duration: TimeInterval
    /// Passes (Core Animation's `repeatCount`; 0 means one); `.infinity` repeats forever.
    var repeatCount: Double = 1
    var autoreverses = false
    var speed: Double = 1
    var timeOffset: TimeInterval = 0
    var curve: TimingCurve
    var fillsBackwards = true
    var fillsForwards = true

    var cycleLength: TimeInterval { duration * (autoreverses ? 2 : 1) }

    /// Local seconds of activity; infinite when repeating forever.
    var activeDuration: TimeInterval { cycleLength * Swift.max(repeatCount, 0) }

    /// Clock time at which it ends; infinite when repeating forever or paused (`speed` 0).
    var end: TimeInterval {
        guard speed > 0 else { return .infinity }
        return begin + Swift.max(activeDuration - timeOffset, 0) / speed
    }

    var repeatsForever: Bool { !activeDuration.isFinite }

    /// Progress at clock time `t`; nil when the animation does not apply then (no fill).
    func progress(at t: TimeInterval) -> Double? {
        let local = (t - begin) * speed + timeOffset
        if local < 0 {
            return fillsBackwards ? curve.progress(0) : nil
        }
        if duration <= 0 { return fillsForwards || local <= 0 ? 1 : nil }
        if local >= activeDuration {
            guard fillsForwards else { return nil }
            return finalProgress
        }
        let inCycle = local.truncatingRemainder(dividingBy: cycleLength)
        let u = inCycle < duration ? inCycle / duration : 2 - inCycle / duration
        return curve.progress(u)
    }

    /// Where a finished animation stands: the end of its last pass (back at the start after whole
    /// autoreversed cycles).
    var finalProgress: Double {
        let cycles = Swift.max(repeatCount, 0)
        let fraction = cycles.truncatingRemainder(dividingBy: 1)
        guard autoreverses else { return curve.progress(fraction == 0 ? 1 : fraction) }
        let halves = (cycles * 2).truncatingRemainder(dividingBy: 2)
        if halves == 0 { return curve.progress(0) }
        return curve.progress(halves <= 1 ? halves : 2 - halves)
    }
}

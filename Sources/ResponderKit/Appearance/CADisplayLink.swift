import Foundation

/// A timer that fires once per frame of the screen, on its world's clock (DL1–DL3).
///
/// Frames fall on the screen's refresh grid, `k / maximumFramesPerSecond` seconds of virtual time; a
/// link running at a lower rate fires on every `n`-th of them, the multiples of `n`. It is bound to a
/// world when first added to a run loop: its target's (a view's window, a view controller's view's
/// window), else the world whose code is running (A3). Each frame's call is one dispatch step of that
/// world. Target-action takes Swift functions, as the rest of ResponderKit (SPEC A):
/// `CADisplayLink(target: self, selector: Spinner.step)` with `func step(_ link: CADisplayLink)`.
///
/// As in UIKit, the link keeps its target alive, and the run loop (the clock) keeps the link alive
/// until `invalidate()`.
@preconcurrency @MainActor public final class CADisplayLink {
    private var target: AnyObject?
    private let call: @MainActor (AnyObject, CADisplayLink) -> Void
    private var modes: Set<RunLoop.Mode> = []
    /// The world the link runs in, bound at the first `add(to:forMode:)`.
    private var world: WeakWorld?
    private var application: UIApplication? { world?.application }
    private var timer: ClockTimer?
    /// The refresh index of the last frame: the next one is always later (DL4).
    private var lastIndex = 0
    private var isValid = true

    /// The time of the frame being called for (0 before the first call).
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of this link's next frame: `timestamp` plus the link's frame interval.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The screen's refresh interval, `1 / maximumFramesPerSecond` (0 before the first call).
    public private(set) var duration: CFTimeInterval = 0

    public var isPaused = false {
        didSet { if isPaused != oldValue { scheduleNextFrame() } }
    }

    /// 0 (the default) is the screen's maximum.
    public var preferredFramesPerSecond = 0 {
        didSet { if preferredFramesPerSecond != oldValue { scheduleNextFrame() } }
    }

    /// Wins over `preferredFramesPerSecond` unless `.default` (DL2).
    public var preferredFrameRateRange = CAFrameRateRange.default {
        didSet { if preferredFrameRateRange != oldValue { scheduleNextFrame() } }
    }

    /// iOS 3's form: call every `frameInterval`-th refresh; used when no preferred rate is set.
    public var frameInterval = 1 {
        didSet { if frameInterval != oldValue { scheduleNextFrame() } }
    }

    // MARK: Initializers (Swift-function target-action, SPEC A)

    /// `func step(_ link: CADisplayLink)`.
    public init<T: AnyObject>(target: T, selector: @escaping (T) -> (CADisplayLink) -> Void) {
        self.target = target
        call = { target, link in
            guard let target = target as? T else { return }
            selector(target)(link)
        }
    }

    /// `func step()`.
    public init<T: AnyObject>(target: T, selector: @escaping (T) -> () -> Void) {
        self.target = target
        call = { target, _ in
            guard let target = target as? T else { return }
            selector(target)()
        }
    }

    /// A name-only selector, found in the target's table (PT3), called with the link. A target that has
    /// no such method is reported ("unrecognized selector") at the first frame and the link stops.
    public init(target: Any, selector: Selector) {
        self.target = target as AnyObject
        call = { target, link in
            guard let method = ObjCRuntime.method(selector, of: target) else {
                ObjCRuntime.reportUnrecognized(selector, sentTo: target)
                link.invalidate()
                return
            }
            method([link])
        }
    }

    // MARK: Run loop

    /// Starts the frames; the run loop itself is not used (the world's clock drives the link).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isValid else { return }
        if world == nil { world = WeakWorld(Self.world(of: target)) }
        modes.insert(mode)
        if timer == nil { scheduleNextFrame() }
    }

    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { scheduleNextFrame() }
    }

    /// Stops the frames for good and lets go of the target.
    public func invalidate() {
        isValid = false
        modes.removeAll()
        timer?.invalidate()
        timer = nil
        target = nil
    }

    // MARK: Frames (DL1, DL2)

    /// Refreshes per call: the screen's rate over the requested one, rounded to a whole number.
    func refreshesPerFrame(screenRate: Int) -> Int {
        let maximum = Double(screenRate)
        var requested = maximum
        let range = preferredFrameRateRange
        if range != .default {
            var rate = Double(range.preferred ?? range.maximum)
            if range.maximum > 0 { rate = Swift.min(rate, Double(range.maximum)) }
            rate = Swift.max(rate, Double(range.minimum))
            requested = rate > 0 ? rate : maximum
        } else if preferredFramesPerSecond > 0 {
            requested = Double(preferredFramesPerSecond)
        } else if frameInterval > 1 {
            return frameInterval
        }
        return Swift.max(1, Int((maximum / Swift.min(requested, maximum)).rounded()))
    }

    private func scheduleNextFrame() {
        timer?.invalidate()
        timer = nil
        guard isValid, !isPaused, !modes.isEmpty, let application else { return }
        let screenRate = application.scene.screen.maximumFramesPerSecond
        let step = refreshesPerFrame(screenRate: screenRate)
        let clock = application.clock
        // Refreshes are counted from the clock's start; past 2^52 of them (2.4 million years at 60 Hz) a
        // Double no longer tells them apart and Int would overflow: the link stops, reported (DL4).
        let position = clock.now * Double(screenRate) + 1e-6
        guard position < 0x1p52 else {
            report("CADisplayLink stopped: at \(clock.now) s frames can no longer be told apart (issue 19)")
            return
        }
        // The next multiple of `step` strictly after now (within a microsecond, against rounding), and after
        // the last frame: at a clock so large that `now * rate` rounds below it, frames still move on.
        let refresh = Swift.max(Int(position.rounded(.down)) + 1, lastIndex + 1)
        let index = (refresh + step - 1) / step * step
        let time = Double(index) / Double(screenRate)
        let fire: @MainActor () -> Void = { [self] in frame(at: index, step: step, screenRate: screenRate) }
        if let virtual = clock as? VirtualClock {
            timer = virtual.schedule(at: time, fire)
        } else {
            timer = clock.schedule(after: time - clock.now, fire)
        }
        timer?.owner = self
    }

    private func frame(at index: Int, step: Int, screenRate: Int) {
        timer = nil
        guard isValid, !isPaused, let application, let target else { return }
        lastIndex = index
        timestamp = Double(index) / Double(screenRate)
        targetTimestamp = Double(index + step) / Double(screenRate)
        duration = 1 / Double(screenRate)
        application.dispatcher.step { call(target, self) }
        // Unless the call rescheduled (a rate change) or stopped the link.
        if timer == nil { scheduleNextFrame() }
    }

    /// The target's world if it shows in a window, else the world whose code is running (A3).
    private static func world(of target: AnyObject?) -> UIApplication {
        if let view = target as? UIView, let application = view.window?.application { return application }
        if let controller = target as? UIViewController, let application = controller.viewIfLoaded?.window?.application
        {
            return application
        }
        return UIApplication.shared
    }

    private func report(_ message: String) { Diagnostics.report(message, application: application) }
}

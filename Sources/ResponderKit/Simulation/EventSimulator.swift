import Foundation

/// Drives a world of UIKit objects with synthetic input on a virtual clock (SPEC A.1).
///
/// Each call builds one `UIEvent` and sends it through `UIApplication.sendEvent(_:)` as a platform input
/// source would; fingers that did not change are included as `.stationary`. Only ``advance(by:)`` (and
/// the helpers built on it, like `tap(at:)`) moves time. Bad input — non-finite coordinates, a touch
/// that ends twice, a negative duration — is refused with a message in ``issues`` and changes nothing.
@preconcurrency @MainActor public final class EventSimulator {
    public let application: UIApplication
    /// The key window; its frame is the screen's bounds. After a launch (SC6), the launched app's window.
    public internal(set) var window: UIWindow {
        get { windowStorage }
        set { windowStorage = newValue }
    }
    /// Internal storage behind the public property, read at every simulated touch (`screenPoint`): a public
    /// stored property keeps its run-time exclusivity checks, which an internal one only written whole loses
    /// under whole-module optimization (61 instructions per read, `dispatch.move.10gr`).
    private var windowStorage: UIWindow
    public let clock: VirtualClock
    /// The recorder (X1), off until `trace.isEnabled = true`.
    public let trace: EventTrace

    /// A world with a plain `UIApplication` and `UIWindow`, or your subclasses of them (T4).
    /// `screenScale` and `maximumFramesPerSecond` describe the screen (`UIScreen.main.scale`, the display
    /// links' refresh rate, DL1).
    public init(
        screenSize: CGSize = UIScreen.defaultSize, screenScale: CGFloat = 2, maximumFramesPerSecond: Int = 60,
        application: UIApplication? = nil, window: UIWindow? = nil
    ) {
        let application = application ?? UIApplication()
        let clock = VirtualClock()
        let screen = Self.checkedScreen(size: screenSize, scale: screenScale, framesPerSecond: maximumFramesPerSecond)
        let screenSize = screen.size
        application.configure(
            screen: UIScreen(
                bounds: CGRect(origin: .zero, size: screenSize), scale: screen.scale,
                maximumFramesPerSecond: screen.framesPerSecond),
            clock: clock)
        CurrentWorld.register(application)
        application.installLayoutTurns(on: clock)
        let trace = EventTrace()
        application.attach(trace)
        let window = window ?? UIWindow(frame: CGRect(origin: .zero, size: screenSize))
        window.frame = CGRect(origin: .zero, size: screenSize)
        window.windowScene = application.scene
        window.makeKeyAndVisible()
        self.application = application
        self.windowStorage = window
        self.clock = clock
        self.trace = trace
        for problem in screen.problems { refuse(problem) }
        EventSimulatorObservation.observer?.simulatorDidInit(self)
    }

    public var currentTime: TimeInterval { clock.now }

    /// Runs `body` with this simulator as the world whose code is running (A3): `UIApplication.shared`,
    /// `UIScreen.main` and new display links answer for it inside `body` and in tasks started there.
    /// Needed only when one task drives two simulators, or for code in a `Task` the test starts.
    public func withCurrentWorld<T>(_ body: () throws -> T) rethrows -> T {
        try CurrentWorld.with(application, body)
    }

    /// Problems found in use, in order: bad input to the simulator and programmer errors in the engine.
    public var issues: [String] { application.issues }

    /// Moves virtual time forward, firing due timers in time order (L1).
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            refuse("advance(by:): duration must be finite and not negative, got \(seconds)")
            return
        }
        if application.dispatcher.depth > 0 {
            application.dispatcher.afterDispatch { [weak self] in self?.clock.advance(by: seconds) }
        } else {
            clock.advance(by: seconds)
        }
    }

    // MARK: One finger

    @discardableResult
    public func touchDown(at point: CGPoint) -> SimulatedTouch { touchDown(at: [point])[0] }

    public func move(_ touch: SimulatedTouch, to point: CGPoint) {
        // One finger without the multi-finger form's temporary collections (the hot path of a drag).
        guard point.isFinite else {
            refuse("move(_:to:): point 0 is not finite: \(SeedFormat.point(point))")
            return
        }
        guard touch.isActive else {
            refuse("move: touch \(touch.number) has already ended")
            return
        }
        touch.location = point
        application.injectTouches([TouchChange(touch: touch.touch, phase: .moved, screenLocation: screenPoint(point))])
    }

    public func lift(_ touch: SimulatedTouch) { lift([touch]) }

    public func cancel(_ touch: SimulatedTouch) { end([touch], phase: .cancelled, verb: "cancel") }

    /// Down, 0.05 s, up (SPEC A.1).
    public func tap(at point: CGPoint) {
        let touch = touchDown(at: point)
        guard touch.isActive else { return }
        advance(by: 0.05)
        lift(touch)
    }

    // MARK: Several fingers in one event

    @discardableResult
    public func touchDown(at points: [CGPoint]) -> [SimulatedTouch] {
        if points.isEmpty { refuse("touchDown(at:): no points") }
        if let bad = points.firstIndex(where: { !$0.isFinite }) {
            refuse("touchDown(at:): point \(bad) is not finite: \(SeedFormat.point(points[bad]))")
            return points.map { SimulatedTouch(touch: application.makeTouch(at: .zero), location: $0, isActive: false) }
        }
        let fingers = points.map { point in
            SimulatedTouch(touch: application.makeTouch(at: screenPoint(point)), location: point, isActive: true)
        }
        application.injectTouches(
            fingers.map { TouchChange(touch: $0.touch, phase: .began, screenLocation: screenPoint($0.location)) })
        return fingers
    }

    public func move(_ touches: [SimulatedTouch], to points: [CGPoint]) {
        guard touches.count == points.count else {
            refuse("move(_:to:): \(touches.count) touches but \(points.count) points")
            return
        }
        if let bad = points.firstIndex(where: { !$0.isFinite }) {
            refuse("move(_:to:): point \(bad) is not finite: \(SeedFormat.point(points[bad]))")
            return
        }
        guard checkActive(touches, verb: "move") else { return }
        for (finger, point) in zip(touches, points) { finger.location = point }
        application.injectTouches(
            zip(touches, points).map {
                TouchChange(touch: $0.touch, phase: .moved, screenLocation: screenPoint($1))
            })
    }

    public func lift(_ touches: [SimulatedTouch]) { end(touches, phase: .ended, verb: "lift") }

    private func end(_ touches: [SimulatedTouch], phase: UITouch.Phase, verb: String) {
        guard checkActive(touches, verb: verb) else { return }
        for finger in touches { finger.isActive = false }
        application.injectTouches(
            touches.map {
                TouchChange(touch: $0.touch, phase: phase, screenLocation: screenPoint($0.location))
            })
    }

    private func checkActive(_ touches: [SimulatedTouch], verb: String) -> Bool {
        guard !touches.isEmpty else {
            refuse("\(verb): no touches")
            return false
        }
        var seen = Set<ObjectIdentifier>()
        for finger in touches {
            guard finger.isActive else {
                refuse("\(verb): touch \(finger.number) has already ended")
                return false
            }
            guard seen.insert(ObjectIdentifier(finger)).inserted else {
                refuse("\(verb): touch \(finger.number) is listed twice")
                return false
            }
        }
        return !touches.isEmpty
    }

    /// Simulator coordinates are the main window's, which covers the screen.
    private func screenPoint(_ point: CGPoint) -> CGPoint { window.pointToSuperview(point) }

    func refuse(_ message: String) { application.report(message) }
}

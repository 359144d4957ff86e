import Foundation

/// An input source for live use (L3): forwards touches from a real device, keyed by the device's own
/// finger identifiers, into the same pipeline the simulator uses, with time from a real clock.
///
/// Call it on the main thread as the device reports touches. Locations are in screen points.
@preconcurrency @MainActor public final class LiveTouchSource {
    public let application: UIApplication
    private var fingers: [Int: UITouch] = [:]

    /// Installs `clock` (a `RealTimeClock` by default) as the application's clock and creates its
    /// screen; add windows with `UIWindow(windowScene: application.connectedScenes...)`.
    public init(
        application: UIApplication = UIApplication(), screenSize: CGSize = UIScreen.defaultSize,
        clock: EventClock = RealTimeClock()
    ) {
        application.configure(screenSize: screenSize, clock: clock)
        CurrentWorld.register(application)
        self.application = application
    }

    /// The scene windows join: `UIWindow(windowScene: source.windowScene)`.
    public var windowScene: UIWindowScene { application.scene }

    /// One report from the device: the fingers that changed, with their phase and screen location.
    /// Returns a message for every change refused (an unknown finger, a finger that is already down,
    /// a non-finite location); the others are sent as one event.
    @discardableResult
    public func report(_ changes: [(finger: Int, phase: UITouch.Phase, location: CGPoint)]) -> [String] {
        var problems: [String] = []
        var accepted: [TouchChange] = []
        var seen = Set<Int>()
        for change in changes {
            guard seen.insert(change.finger).inserted else {
                problems.append("finger \(change.finger) is reported twice in one event")
                continue
            }
            guard change.location.isFinite else {
                problems.append("finger \(change.finger): location is not finite: \(SeedFormat.point(change.location))")
                continue
            }
            switch change.phase {
            case .began:
                guard fingers[change.finger] == nil else {
                    problems.append("finger \(change.finger) began while already down")
                    continue
                }
                let touch = application.makeTouch(at: change.location)
                fingers[change.finger] = touch
                accepted.append(TouchChange(touch: touch, phase: .began, screenLocation: change.location))
            case .moved, .stationary, .ended, .cancelled:
                guard let touch = fingers[change.finger] else {
                    problems.append("finger \(change.finger) is not down")
                    continue
                }
                if change.phase.isFinal { fingers[change.finger] = nil }
                let phase: UITouch.Phase = change.phase == .stationary ? .moved : change.phase
                accepted.append(TouchChange(touch: touch, phase: phase, screenLocation: change.location))
            }
        }
        for problem in problems { application.report("live input: \(problem)") }
        application.injectTouches(accepted)
        return problems
    }
}

import Foundation

/// One finger, one object for the finger's whole life (T1).
///
/// Besides UIKit's properties it carries the engine's per-touch bookkeeping for its hit-test view
/// (delivered, withheld with the queue of withheld phases, finished) and the recognizers attached to it,
/// so that T6 conservation can be checked touch by touch.
@MainActor open class UITouch: Hashable {
    public enum Phase: Int, Sendable, CustomStringConvertible {
        case began, moved, stationary, ended, cancelled

        public var description: String {
            switch self {
            case .began: return "began"
            case .moved: return "moved"
            case .stationary: return "stationary"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            }
        }

        /// `Began` for `touchesBegan`, and so on.
        var methodSuffix: String {
            switch self {
            case .began: return "Began"
            case .moved: return "Moved"
            case .stationary: return "Stationary"
            case .ended: return "Ended"
            case .cancelled: return "Cancelled"
            }
        }

        var isFinal: Bool { self == .ended || self == .cancelled }
    }

    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public internal(set) var tapCount: Int = 1
    /// The hit-test view, bound once at touch-down (H7) and never changed.
    public internal(set) var view: UIView?
    public internal(set) var window: UIWindow?
    public let type: TouchType = .direct

    /// The recognizers attached to this touch, in GR1 order.
    public var gestureRecognizers: [UIGestureRecognizer]? { attachedRecognizers.isEmpty ? nil : attachedRecognizers }

    // MARK: Engine state

    /// Position in screen coordinates (the space windows are placed in).
    var screenLocation: CGPoint
    var previousScreenLocation: CGPoint
    /// Where the finger went down (controls' C6 checks, scroll views' S2 movement).
    let initialScreenLocation: CGPoint
    /// Trace number, 1-based, in order of creation within one application.
    let number: Int
    var attachedRecognizers: [UIGestureRecognizer] = []
    /// Its window has given the recognizers its ended or cancelled phase. One event can end touches of
    /// several windows, which dispatch one after the other: until its own window's turn, a touch that
    /// ended is still its recognizers' (GR3, T6).
    var recognizersSawEnd = false
    var delivery: ViewDelivery = .pending
    var withheld: [WithheldPhase] = []
    /// The first recognizer that cancels touches in view (GR7) and began or recognized with this touch.
    var claimingRecognizer: UIGestureRecognizer?
    /// Responders that forwarded this touch's began (R2), with the responder they forwarded it to (T6).
    var forwardedBegan: [ObjectIdentifier: UIResponder] = [:]

    func forwardTarget(of responder: UIResponder) -> UIResponder? { forwardedBegan[ObjectIdentifier(responder)] }

    init(number: Int, screenLocation: CGPoint, timestamp: TimeInterval) {
        self.number = number
        self.screenLocation = screenLocation
        self.previousScreenLocation = screenLocation
        self.initialScreenLocation = screenLocation
        self.timestamp = timestamp
        self.phase = .began
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: Locations (T1)

    /// The location in `view`'s coordinates; nil means the touch's window.
    open func location(in view: UIView?) -> CGPoint { Self.map(screenLocation, to: view ?? window) }

    open func previousLocation(in view: UIView?) -> CGPoint { Self.map(previousScreenLocation, to: view ?? window) }

    /// Screen → a view: down from its root (a window's superview space is the screen).
    static func map(_ screenPoint: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return screenPoint }
        return UIView.convert(screenPoint, fromRootSpaceTo: view)
    }

    /// Touches sorted by number, for deterministic traces (L2).
    static func ordered(_ touches: Set<UITouch>) -> [UITouch] { touches.sorted { $0.number < $1.number } }

    // MARK: View delivery (GR7–GR9, T5, T6)

    /// Where the hit-test view stands with this touch.
    enum ViewDelivery: Equatable {
        /// Nothing delivered yet (began may be withheld).
        case pending
        /// The view got `touchesBegan` and owes exactly one end.
        case delivered
        /// The view got its end (or never will get anything more).
        case finished
        /// Never delivered to the view: T5, no hit-test view, or discarded before delivery.
        case excluded
    }

    /// A phase withheld from the view (GR8, GR9), replayed with the touch's state at that moment.
    struct WithheldPhase {
        let snapshot: Snapshot
        let event: UIEvent
    }

    /// The touch's public state at one moment, so a withheld phase is delivered exactly as it was.
    struct Snapshot {
        let phase: Phase
        let screenLocation: CGPoint
        let previousScreenLocation: CGPoint
        let timestamp: TimeInterval
    }

    var snapshot: Snapshot {
        Snapshot(
            phase: phase, screenLocation: screenLocation, previousScreenLocation: previousScreenLocation,
            timestamp: timestamp)
    }

    /// Runs `body` with the touch showing `snapshot`, then restores its current state.
    func replaying(_ snapshot: Snapshot, _ body: () -> Void) {
        let current = self.snapshot
        apply(snapshot)
        body()
        apply(current)
    }

    private func apply(_ s: Snapshot) {
        phase = s.phase
        screenLocation = s.screenLocation
        previousScreenLocation = s.previousScreenLocation
        timestamp = s.timestamp
    }

    /// True while the view may still be owed something: used by T5 (one touch at a time per view).
    var occupiesView: Bool { delivery == .pending || delivery == .delivered }
}

extension UIView {
    /// From the root's superview space (the screen for a window) down to `view`.
    static func convert(_ point: CGPoint, fromRootSpaceTo view: UIView) -> CGPoint {
        var chain: [UIView] = []
        var current: UIView? = view
        while let v = current {
            chain.append(v)
            current = v.superviewStorage
        }
        var p = point
        for v in chain.reversed() { p = v.pointFromSuperview(p) }
        return p
    }

    /// From `view` up to its root's superview space (the screen for a window).
    static func convert(_ point: CGPoint, toRootSpaceFrom view: UIView) -> CGPoint {
        var p = point
        var current: UIView? = view
        while let v = current {
            p = v.pointToSuperview(p)
            current = v.superviewStorage
        }
        return p
    }
}

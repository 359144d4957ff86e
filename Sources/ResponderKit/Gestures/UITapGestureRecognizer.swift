import Foundation

/// A discrete tap of `numberOfTouchesRequired` fingers, `numberOfTapsRequired` times (GR13).
///
/// Fails if a finger moves more than ``maximumMovement`` from where it went down, if a press lasts
/// longer than ``maximumPressDuration``, if the next tap does not begin within ``maximumTapInterval``
/// of the previous tap's end, or if the number of fingers is wrong.
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    /// GR13: a finger may wander this far (points) and still tap.
    public static let maximumMovement: CGFloat = 45
    /// GR13, T3: the next tap must begin within this time (seconds) of the previous tap's end.
    public static let maximumTapInterval: TimeInterval = 0.35
    /// GR13: a press longer than this (seconds) is not a tap (seed 004: a 3.69 s press fails the tap).
    public static let maximumPressDuration: TimeInterval = 1.5

    open var numberOfTapsRequired: Int {
        get { numberOfTapsRequiredStorage }
        set { numberOfTapsRequiredStorage = newValue }
    }
    final var numberOfTapsRequiredStorage: Int = 1
    open var numberOfTouchesRequired: Int {
        get { numberOfTouchesRequiredStorage }
        set { numberOfTouchesRequiredStorage = newValue }
    }
    final var numberOfTouchesRequiredStorage: Int = 1

    private var tapsCompleted = 0
    // Measured: unchecked keeps 0.9 % of dispatch.move.100gr and 0.5 % of dispatch.move.10gr instructions (a check per
    // move per tap); kept for the 10 % bound against b4ae607 (callgrind, 2026-11-28). Keys are ObjectIdentifiers: no
    // mutation of it runs other code.
    @exclusivity(unchecked) private var downLocations: [ObjectIdentifier: CGPoint] = [:]
    private var fingersDown = 0
    private var mostFingersThisTap = 0
    private var firstTapLocation: CGPoint?
    private var intervalTimer: ClockTimer?
    private var pressTimer: ClockTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if tapsCompleted >= numberOfTapsRequired {
            // Already recognized, waiting on a failure requirement: later touches are not ours (GR5).
            for touch in touches { ignore(touch, for: event) }
            return
        }
        intervalTimer?.invalidate()
        if fingersDown == 0 {
            pressTimer = scheduleTimer(after: Self.maximumPressDuration) { [unowned self] in
                self.failIfPossible(
                    because: "still down after \(Self.seconds(Self.maximumPressDuration)), the longest a tap lasts")
            }
        }
        // The first touch in touch order that began too far from the first tap names its distance (L2). A
        // search, not a sort: sorting every event's touches once per tap recognizer was O(r · f log f) (Reliability,
        // "Hostile sizes").
        if let first = firstTapLocation {
            var failing: (number: Int, distance: CGFloat)?
            for touch in touches {
                let distance = touch.screenLocation.distance(to: first)
                if distance > Self.maximumMovement, failing.map({ touch.number < $0.number }) ?? true {
                    failing = (touch.number, distance)
                }
            }
            if let distance = failing?.distance {
                decide(
                    .failed,
                    because: "tap \(tapsCompleted + 1) began \(Self.points(distance)) from the first > "
                        + Self.points(Self.maximumMovement))
                return
            }
        }
        fingersDown += touches.count
        mostFingersThisTap = Swift.max(mostFingersThisTap, fingersDown)
        if fingersDown > numberOfTouchesRequired {
            // Failed: where its fingers went down is never asked, so they are not stored (f per recognizer).
            decide(.failed, because: "needs \(Self.touchCount(numberOfTouchesRequired)), got \(fingersDown)")
            return
        }
        for touch in touches { downLocations[ObjectIdentifier(touch)] = touch.screenLocation }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible else { return }
        // The first touch in touch order that moved too far, not the set's (address) order: the reason names
        // its distance (L2). A search, not a sort: sorting allocated at every move (`dispatch.move.10gr`).
        var failing: (number: Int, distance: CGFloat)?
        for touch in touches {
            guard let start = downLocations[ObjectIdentifier(touch)] else { continue }
            let distance = touch.screenLocation.distance(to: start)
            if distance > Self.maximumMovement, failing.map({ touch.number < $0.number }) ?? true {
                failing = (touch.number, distance)
            }
        }
        if let distance = failing?.distance {
            decide(.failed, because: "moved \(Self.points(distance)) > \(Self.points(Self.maximumMovement))")
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible else { return }
        fingersDown -= touches.count
        guard fingersDown <= 0 else { return }
        fingersDown = 0
        pressTimer?.invalidate()
        guard mostFingersThisTap == numberOfTouchesRequired else {
            decide(.failed, because: "needs \(Self.touchCount(numberOfTouchesRequired)), got \(mostFingersThisTap)")
            return
        }
        // The first finger's (a set's own order differs from run to run, L2).
        if firstTapLocation == nil, let touch = UITouch.first(of: touches) {
            firstTapLocation = touch.screenLocation
        }
        tapsCompleted += 1
        mostFingersThisTap = 0
        downLocations.removeAll()
        if tapsCompleted >= numberOfTapsRequired {
            decide(.ended, because: tapsCompleted == 1 ? "tapped" : "tapped \(tapsCompleted) times")
        } else {
            let next = tapsCompleted + 1
            intervalTimer = scheduleTimer(after: Self.maximumTapInterval) { [unowned self] in
                self.failIfPossible(
                    because:
                        "tap \(next) did not begin within \(Self.seconds(Self.maximumTapInterval)) of tap \(next - 1)")
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { decide(.failed, because: "its touches were cancelled") }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        downLocations.removeAll()
        fingersDown = 0
        mostFingersThisTap = 0
        firstTapLocation = nil
        intervalTimer = nil
        pressTimer = nil
    }

    private func failIfPossible(because reason: String) {
        if state == .possible && tapsCompleted < numberOfTapsRequired { decide(.failed, because: reason) }
    }
}

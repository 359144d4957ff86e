import Foundation

/// A continuous press (GR13): begins when `minimumPressDuration` elapses — on its timer, with no touch
/// event needed — changes on movement, ends on lift; fails if a finger moves more than
/// `allowableMovement` first, or lifts early.
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// GR13 default: 0.5 s.
    open var minimumPressDuration: TimeInterval = 0.5
    /// GR13 default: 10 pt.
    open var allowableMovement: CGFloat {
        get { allowableMovementStorage }
        set { allowableMovementStorage = newValue }
    }
    final var allowableMovementStorage: CGFloat = 10
    /// Full taps that must come before the press (0: just press).
    open var numberOfTapsRequired: Int {
        get { numberOfTapsRequiredStorage }
        set { numberOfTapsRequiredStorage = newValue }
    }
    final var numberOfTapsRequiredStorage: Int = 0
    open var numberOfTouchesRequired: Int {
        get { numberOfTouchesRequiredStorage }
        set { numberOfTouchesRequiredStorage = newValue }
    }
    final var numberOfTouchesRequiredStorage: Int = 1

    // Measured: as UITapGestureRecognizer.downLocations (0.9 % of dispatch.move.100gr); kept for the 10 % bound against
    // b4ae607 (callgrind, 2026-11-28).
    @exclusivity(unchecked) private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var fingersDown = 0
    private var tapsCompleted = 0
    private var pressTimer: ClockTimer?
    private var tapIntervalTimer: ClockTimer?
    /// When the last finger needed went down (X15: "released after 0.3 s < 0.5 s").
    private var pressStart: TimeInterval?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else {
            for touch in touches { ignore(touch, for: event) }  // extra fingers once it began
            return
        }
        tapIntervalTimer?.invalidate()
        fingersDown += touches.count
        if fingersDown > numberOfTouchesRequired {
            // Failed: where its fingers went down is never asked, so they are not stored (f per recognizer, as
            // the tap's; Reliability, "Hostile sizes").
            decide(.failed, because: "needs \(Self.touchCount(numberOfTouchesRequired)), got \(fingersDown)")
            return
        }
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.screenLocation }
        if fingersDown == numberOfTouchesRequired && tapsCompleted == numberOfTapsRequired {
            pressTimer?.invalidate()
            pressStart = event.timestamp
            pressTimer = scheduleTimer(after: minimumPressDuration) { [unowned self] in
                if self.state == .possible {
                    self.decide(
                        .began, because: "held \(Self.seconds(self.minimumPressDuration)) = minimumPressDuration")
                }
            }
        }
    }

    /// X15: a `.changed` step comes from a touch moving while held (in touch order, L2).
    override func stepReason() -> String? {
        for touch in trackedTouches.sorted(by: { $0.number < $1.number }) {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            return "moved \(Self.points(touch.screenLocation.distance(to: start))) while held"
        }
        return "moved while held"
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            // The first touch in touch order that moved too far, not the set's (address) order: the reason
            // names its distance (L2). A search, not a sort: sorting allocated at every move (`dispatch.move.10gr`).
            let allowableMovement = self.allowableMovement
            var failing: (number: Int, distance: CGFloat)?
            for touch in touches {
                guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
                let distance = touch.screenLocation.distance(to: start)
                if distance > allowableMovement, failing.map({ touch.number < $0.number }) ?? true {
                    failing = (touch.number, distance)
                }
            }
            if let distance = failing?.distance {
                decide(
                    .failed,
                    because: "moved \(Self.points(distance)) > \(Self.points(allowableMovement)) allowableMovement")
                return
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        fingersDown -= touches.count
        switch state {
        case .possible:
            pressTimer?.invalidate()
            if tapsCompleted < numberOfTapsRequired && fingersDown <= 0 {
                // A quick preliminary tap: count it and wait for the next one (as a tap would).
                tapsCompleted += 1
                fingersDown = 0
                startLocations.removeAll()
                tapIntervalTimer = scheduleTimer(after: UITapGestureRecognizer.maximumTapInterval) {
                    [unowned self] in
                    if self.state == .possible {
                        self.decide(
                            .failed,
                            because: "no press within \(Self.seconds(UITapGestureRecognizer.maximumTapInterval)) "
                                + "of tap \(self.tapsCompleted)")
                    }
                }
            } else {
                decide(.failed, because: releaseReason(at: event.timestamp))
            }
        case .began, .changed:
            decide(.ended, because: "lifted")
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelContinuousGesture()
    }

    open override func reset() {
        super.reset()
        startLocations.removeAll()
        fingersDown = 0
        tapsCompleted = 0
        pressTimer = nil
        tapIntervalTimer = nil
        pressStart = nil
    }

    private func releaseReason(at time: TimeInterval) -> String {
        guard let pressStart else {
            if tapsCompleted < numberOfTapsRequired {
                return "a finger lifted during tap \(tapsCompleted + 1) of \(numberOfTapsRequired) with fewer than "
                    + Self.touchCount(numberOfTouchesRequired)
            }
            return "lifted before \(Self.touchCount(numberOfTouchesRequired)) were down"
        }
        return "released after \(Self.seconds(time - pressStart)) < \(Self.seconds(minimumPressDuration))"
    }
}

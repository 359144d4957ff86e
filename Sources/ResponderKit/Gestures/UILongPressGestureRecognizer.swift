import Foundation

/// A continuous press (GR13): begins when `minimumPressDuration` elapses — on its timer, with no touch
/// event needed — changes on movement, ends on lift; fails if a finger moves more than
/// `allowableMovement` first, or lifts early.
@MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// GR13 default: 0.5 s.
    open var minimumPressDuration: TimeInterval = 0.5
    /// GR13 default: 10 pt.
    open var allowableMovement: CGFloat = 10
    /// Full taps that must come before the press (0: just press).
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1

    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var fingersDown = 0
    private var tapsCompleted = 0
    private var pressTimer: ClockTimer?
    private var tapIntervalTimer: ClockTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else {
            for touch in touches { ignore(touch, for: event) }  // extra fingers once it began
            return
        }
        tapIntervalTimer?.invalidate()
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.screenLocation }
        fingersDown += touches.count
        if fingersDown > numberOfTouchesRequired {
            state = .failed
        } else if fingersDown == numberOfTouchesRequired && tapsCompleted == numberOfTapsRequired {
            pressTimer?.invalidate()
            pressTimer = scheduleTimer(after: minimumPressDuration) { [unowned self] in
                if self.state == .possible { self.state = .began }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            for touch in touches {
                guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
                if touch.screenLocation.distance(to: start) > allowableMovement {
                    state = .failed
                    return
                }
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
                    if self.state == .possible { self.state = .failed }
                }
            } else {
                state = .failed
            }
        case .began, .changed:
            state = .ended
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
    }
}

import Foundation

/// The one place where recognizer transitions are settled (GR3a), per application.
///
/// Recognizers only *request* to leave `.possible`; the arena decides, in recognizer order (GR1):
/// prevented by a recognizer that already began (GR4), waiting for or failed by a failure requirement
/// (GR5), refused by `gestureRecognizerShouldBegin` (GR6), or committed — which fails or cancels the
/// recognizers it excludes (GR4) and claims its touches from the view (GR7). Then it sends the actions,
/// prunes ended touches and resets finished recognizers. Timer-driven changes come through here too.
@MainActor final class GestureArena {
    unowned let application: UIApplication
    /// Recognizers in a gesture, in the order they joined touches (GR1 order).
    @exclusivity(unchecked) nonisolated(unsafe) var participants: [UIGestureRecognizer] = []
    private(set) var needsSettle = false
    var isSettling = false
    var deliveryMark = 0
    // The settling state below is shared with GestureArena+Resolution.swift and +Finishing.swift; nothing
    // outside the arena's files touches it.
    // Which passes of `settle()` have work, so that an event that changes no state costs little.
    /// A recognizer changed state or was abandoned: requests and waits must be re-evaluated.
    var statesChanged = false
    /// A recognizer reached a final state: it may be reset.
    var mayFinish = false
    /// A touch ended or a timer fired: ended touches leave recognizers, and some may have stalled.
    var touchesFinished = false
    /// Ended or cancelled touches of the event being dispatched that have not reached the recognizers yet:
    /// an event with touches in several windows reaches them window by window, and settling the first
    /// window must not take the others' ending touches from their recognizers (GR2, T6).
    var undeliveredEnds: [UITouch] = []
    @exclusivity(unchecked) private var groupBuffer: [TouchGroup] = []
    @exclusivity(unchecked) private var orderBuffer: [UIGestureRecognizer] = []

    /// One phase's touches of the event being delivered, shared by every recognizer that takes them all.
    struct TouchGroup {
        let phase: UITouch.Phase
        let touches: [UITouch]
        let set: Set<UITouch>
        let centroid: CGPoint
    }

    init(application: UIApplication) { self.application = application }

    /// Goes with its application: recognizers still in a gesture (one a subclass never ended, say) let go of
    /// their touches, which would otherwise keep their windows — and so them — alive (issue 8). Their
    /// (non-retaining) pointer to this arena is cleared too.
    isolated deinit {
        for recognizer in participants {
            recognizer.tearDown()
            recognizer.arenaStorage = nil
        }
    }

    var tracer: EventTrace? { application.tracer }

    func enroll(_ recognizer: UIGestureRecognizer) {
        guard !recognizer.isEnrolled else { return }
        recognizer.isEnrolled = true
        recognizer.arenaStorage = self
        participants.append(recognizer)
    }

    // MARK: Step 1: deliver the event to the recognizers (GR2)

    func deliver(_ event: UIEvent, touches: [UITouch]) {
        deliveryMark &+= 1
        if !undeliveredEnds.isEmpty {
            for touch in touches { undeliveredEnds.removeIdentical(touch) }
        }
        // The event's touches by phase, once: most recognizers track all of a phase's touches and share
        // its set (no per-recognizer allocation on the hot path, issue 7). Loops, not closures: see
        // IdentityLookup.swift.
        // The two buffers are the arena's, lent to this call (a nested event finds them empty and makes its
        // own): a move costs no allocation for them.
        var groups = groupBuffer
        groupBuffer = []
        var order = orderBuffer
        orderBuffer = []
        defer {
            groups.removeAll(keepingCapacity: true)
            groupBuffer = groups
            order.removeAll(keepingCapacity: true)
            orderBuffer = order
        }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let list: [UITouch]
            if touches.count == 1 {
                guard touches[0].phase == phase else { continue }
                list = touches
            } else {
                var some: [UITouch] = []
                for touch in touches where touch.phase == phase { some.append(touch) }
                guard !some.isEmpty else { continue }
                list = some
            }
            groups.append(
                TouchGroup(
                    phase: phase, touches: list, set: Set(list), centroid: UIGestureRecognizer.centroid(of: list)))
            if phase.isFinal { touchesFinished = true }
        }
        for touch in touches {
            for recognizer in touch.attachedRecognizers where recognizer.visitMark != deliveryMark {
                recognizer.visitMark = deliveryMark
                // Settling another window of the same event may have let it go before it saw its touch.
                if !recognizer.isEnrolled { enroll(recognizer) }
                order.append(recognizer)
            }
        }
        let tracer = event.tracer
        let singleTouch = touches.count == 1
        for recognizer in order {
            for group in groups {
                guard recognizer.isReceiving else { break }
                // Began: the touches it is attached to (all of them when the event has one touch, since it
                // was reached through that touch) and does not track yet. Later phases: its own.
                func takes(_ touch: UITouch) -> Bool {
                    if group.phase == .began {
                        return (singleTouch || touch.attachedRecognizers.containsIdentical(recognizer))
                            && !recognizer.trackedTouches.containsIdentical(touch)
                    }
                    return recognizer.trackedTouches.containsIdentical(touch)
                }
                var takesAll = true
                var takesAny = false
                for touch in group.touches {
                    if takes(touch) { takesAny = true } else { takesAll = false }
                }
                guard takesAny else { continue }
                let mine: [UITouch]
                let set: Set<UITouch>
                if takesAll {
                    mine = group.touches
                    set = group.set
                } else {
                    var some: [UITouch] = []
                    for touch in group.touches where takes(touch) { some.append(touch) }
                    mine = some
                    set = Set(some)
                }
                if group.phase == .began {
                    recognizer.trackedTouches.append(contentsOf: mine)
                    recognizer.gestureTouches.append(contentsOf: mine)
                }
                recognizer.lastCentroid = takesAll ? group.centroid : UIGestureRecognizer.centroid(of: mine)
                tracer?.record(.recognizerTouches(recognizer, phase: group.phase, touches: mine))
                switch group.phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                default: recognizer.touchesCancelled(set, with: event)
                }
            }
        }
    }

    // MARK: Transitions reported by recognizers

    func recognizer(
        _ recognizer: UIGestureRecognizer, didChangeFrom old: UIGestureRecognizer.State,
        to new: UIGestureRecognizer.State
    ) {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            if recognizer.requestedState != new { tracer?.record(.requested(recognizer, state: new)) }
            recognizer.requestedState = new
        case (.possible, .failed):
            mayFinish = true
            recognizer.requestedState = nil
            recognizer.followUpState = nil
            recognizer.isWaitingForFailure = false
            tracer?.record(.stateChange(recognizer, from: old, to: new, reason: nil))
        case _ where recognizer.requestedState == old:
            // The subclass moved on from a request not settled yet (`.began`, then `.ended` in the same
            // touchesEnded): the step follows the commit, with its own action (GR3).
            recognizer.followUpState = new
        default:
            recognizer.actionPending = true
            if new == .ended || new == .cancelled { mayFinish = true }
            tracer?.record(.stateChange(recognizer, from: old, to: new, reason: nil))
        }
        statesChanged = true
        setNeedsSettle()
    }

    /// GR10, T6: cancel (or fail) now and reset once settled, whatever touches remain.
    func abandon(_ recognizer: UIGestureRecognizer, reason: String) {
        if recognizer.requestedState == nil, recognizer.stateStorage == .began, recognizer.actionPending {
            // It began in this settling and its action is not sent yet (user code removed or disabled it
            // meanwhile, T7): announce the beginning before the cancellation, never a lone `.cancelled`.
            recognizer.actionPending = false
            recognizer.sendActions()
            if recognizer.mustReset || recognizer.stateStorage != .began { return }  // the action abandoned it
        }
        // A request not yet settled shows the requested state but is still `.possible`: it fails (GR3).
        switch recognizer.requestedState != nil ? .possible : recognizer.stateStorage {
        case .began, .changed:
            let from = recognizer.stateStorage
            recognizer.stateStorage = .cancelled
            recognizer.actionPending = true
            tracer?.record(.stateChange(recognizer, from: from, to: .cancelled, reason: reason))
        case .possible:
            let from: UIGestureRecognizer.State = .possible
            recognizer.requestedState = nil
            recognizer.followUpState = nil
            recognizer.isWaitingForFailure = false
            recognizer.stateStorage = .failed
            tracer?.record(.stateChange(recognizer, from: from, to: .failed, reason: reason))
        default:
            break
        }
        recognizer.mustReset = true
        statesChanged = true
        mayFinish = true
        setNeedsSettle()
    }

    /// A recognizer's timer fired: run it, then settle and deliver what it unblocked (GR3a).
    func runTimer(for recognizer: UIGestureRecognizer, _ body: @MainActor () -> Void) {
        application.dispatching {
            body()
            touchesFinished = true  // its timer is gone: it may have stalled
            setNeedsSettle()
        }
    }

    func setNeedsSettle() {
        needsSettle = true
        if application.dispatchDepth == 0 { application.dispatching {} }
    }

    // MARK: Step 2: settle, send actions, reset (GR3a)

    func settle() {
        guard !isSettling else { return }
        isSettling = true
        defer { isSettling = false }
        var rounds = 0
        repeat {
            needsSettle = false
            if touchesFinished { failStalledRecognizers() }
            if statesChanged {
                statesChanged = false
                resolveRequests()
                sendPendingActions()
            }
            rounds += 1
        } while needsSettle && rounds < 64
        if needsSettle {
            application.report("gesture settling did not converge after 64 rounds (actions keep changing states)")
            needsSettle = false
        }
        if touchesFinished { pruneEndedTouches() }
        if mayFinish || touchesFinished { resetFinished() }
        touchesFinished = false
        mayFinish = false
    }
}

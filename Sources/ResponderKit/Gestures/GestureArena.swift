import Foundation

/// Where recognizers compete for touches (GR3a–GR7), one per application.
///
/// Recognizers only *request* to leave `.possible`; the arena decides, in the order they joined (GR1):
/// prevented by a recognizer that already began (GR4), waiting for or failed by a failure requirement
/// (GR5), refused by `gestureRecognizerShouldBegin` (GR6), or committed — which fails or cancels the
/// recognizers it excludes (GR4) and claims its touches from the view (GR7). Then it sends the actions,
/// prunes ended touches and resets finished recognizers.
///
/// It keeps one ``GestureArenaEntry`` per recognizer per gesture and calls nothing outside itself but its
/// members (their touch methods, delegates, actions and `reset()`). The dispatcher drives it, in this
/// order: ``enroll(_:dispatcher:)`` when a touch is bound, ``deliver(_:touches:)`` (GR2), then ``pass(undelivered:)``
/// while ``needsPass`` and ``finish(liveTouches:undelivered:)`` (GR3a step 2). Its own tests drive it by hand.
@MainActor final class GestureArena {
    /// One per recognizer in a gesture, in the order they joined touches (GR1 order). Written by the arena's
    /// files only.
    var entries: [GestureArenaEntry] = []
    /// A recognizer changed state, was abandoned or had its timer fire: a pass is due.
    // Measured: see TouchDispatcher.deferredWork.
    @exclusivity(unchecked) private(set) var needsPass = false
    var deliveryMark = 0
    // Which parts of a pass and of the finishing step have work, so that an event that changes no state
    // costs little. Shared with GestureArena+Resolution.swift and +Finishing.swift only.
    /// A recognizer changed state or was abandoned: requests and waits must be re-evaluated.
    var statesChanged = false
    /// A recognizer reached a final state: it may be reset.
    var mayFinish = false
    /// A touch ended or a timer fired: ended touches leave recognizers, and some may have stalled.
    var touchesFinished = false
    /// Counts changes of any entry's request: the failure graph's waiting cycles are found again after one.
    var requestChanges = 0
    /// The recorder the arena's decisions go to (X1), set by the application that owns the arena.
    var trace: EventTrace?
    // Measured: lending both buffers keeps about 6-8 % of dispatch.move.10gr instructions (6 allocations per move)
    // (callgrind, 2026-11-24)
    private var groupBuffer: [TouchGroup] = []
    private var orderBuffer: [GestureArenaEntry] = []

    /// One phase's touches of the event being delivered, shared by every recognizer that takes them all.
    struct TouchGroup {
        let phase: UITouch.Phase
        let touches: [UITouch]
        let set: Set<UITouch>
        let centroid: CGPoint
    }

    init(trace: EventTrace? = nil) { self.trace = trace }

    /// The last stamp given to touches by ``markTouches(_:)``.
    private var touchStamp = 0
    /// The last stamp given to recognizers letting go of the live touches together (GR3c, +Finishing.swift).
    var releaseStamp = 0

    /// Marks `touches` with a new stamp and returns it: until the next call, `touch.arenaMark == stamp`
    /// says whether a touch is among them in O(1) (GR3c). No user code may run between marking and
    /// looking up (a nested event would mark again).
    func markTouches(_ touches: [UITouch]) -> Int {
        touchStamp &+= 1
        for touch in touches { touch.arenaMark = touchStamp }
        return touchStamp
    }

    /// Goes with its application: recognizers still in a gesture (one a subclass never ended, say) let go of
    /// their touches, which would otherwise keep their windows — and so them — alive (Reliability, "Leaks").
    isolated deinit {
        for entry in entries { entry.recognizer.tearDown() }
    }

    var tracer: EventTrace? {
        guard let trace, trace.isEnabled else { return nil }
        return trace
    }

    /// `recognizer` joins a touch (GR1): its entry, made unless it is in a gesture already.
    @discardableResult
    func enroll(_ recognizer: UIGestureRecognizer, dispatcher: TouchDispatcher?) -> GestureArenaEntry {
        if let entry = recognizer.arenaEntry { return entry }
        let entry = GestureArenaEntry(arena: self, recognizer: recognizer, dispatcher: dispatcher)
        recognizer.arenaEntry = entry
        entries.append(entry)
        return entry
    }

    // MARK: Step 1: deliver the event to the recognizers (GR2)

    /// Every recognizer attached to `touches` (enrolled by the dispatcher) gets their current phases, in
    /// GR1 order, one call per phase.
    func deliver(_ event: UIEvent, touches: [UITouch]) {
        deliveryMark &+= 1
        // The event's touches by phase, once: most recognizers track all of a phase's touches and share
        // its set (no per-recognizer allocation on the hot path: `dispatch.move.10gr`). Loops, not closures: see
        // IdentityLookup.swift.
        // The two buffers are the arena's, lent to this call (a nested event finds them empty and makes its
        // own): a move costs no allocation for them.
        var groups = groupBuffer
        groupBuffer = []
        var order = orderBuffer
        orderBuffer = []
        defer {
            for touch in touches { touch.forgetListedSet() }
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
        let singleTouch = touches.count == 1
        // With several touches, each recognizer's began touches that list it, counted here in one walk of
        // the bindings: asking each touch's list again per recognizer made 2,000 fingers on 4,000
        // recognizers cubic (Reliability, "Hostile sizes").
        var arrivals: [Int] = []
        for touch in touches {
            for recognizer in touch.attachedRecognizers {
                guard let entry = recognizer.arenaEntry else { continue }
                // One visit per recognizer: a touch lists each of its recognizers once.
                if !singleTouch {
                    let first = entry.visitMark != deliveryMark
                    if first {
                        entry.visitMark = deliveryMark
                        entry.beganArrivals = 0
                    }
                    // A touch listing it twice (T7) counts once.
                    if touch.phase == .began, first || entry.lastArrival != touch.number {
                        entry.beganArrivals += 1
                        entry.lastArrival = touch.number
                    }
                    guard first else { continue }
                }
                order.append(entry)
            }
        }
        if !singleTouch {
            arrivals.reserveCapacity(order.count)
            for entry in order { arrivals.append(entry.beganArrivals) }
        }
        let attachments = singleTouch ? 0 : UITouch.attachmentChanges
        let tracer = event.tracer
        for (position, entry) in order.enumerated() {
            let recognizer = entry.recognizer
            for group in groups {
                guard entry.isReceiving else { break }
                // Its own touches, marked when the group has several: a lookup per touch costs O(1), not a
                // search (Reliability, "Hostile sizes"). A group of one touch is searched for instead, which costs no
                // more than marking and spares a write per tracked touch at every move (`dispatch.move.10gr`).
                let stamp = group.touches.count > 1 ? markTouches(entry.trackedTouches) : nil
                func isTracked(_ touch: UITouch) -> Bool {
                    if let stamp { return touch.arenaMark == stamp }
                    return entry.trackedTouches.containsIdentical(touch)
                }
                // Began: the touches it is attached to (all of them when the event has one touch, since it
                // was reached through that touch; all of the group when every began touch listed it and no
                // list changed since) and does not track yet. Later phases: its own.
                let listedByAll =
                    singleTouch
                    || (group.phase == .began && arrivals[position] == group.touches.count
                        && UITouch.attachmentChanges == attachments)
                func takes(_ touch: UITouch) -> Bool {
                    if group.phase == .began {
                        return (listedByAll || touch.lists(recognizer))
                            && !isTracked(touch)
                    }
                    return isTracked(touch)
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
                    entry.trackedTouches.append(contentsOf: mine)
                    entry.gestureTouches.append(contentsOf: mine)
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

    // MARK: What members report

    /// A member's `state` changed (GR3): a request out of `.possible` waits for the next pass; other steps
    /// are recorded with their action pending.
    func recognizer(
        _ entry: GestureArenaEntry, didChangeFrom old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State
    ) {
        let recognizer = entry.recognizer
        var reason: String?  // X15: the deciding recognizer's own words (nil with tracing off: no writes)
        if recognizer.pendingReason != nil {
            reason = recognizer.pendingReason
            recognizer.pendingReason = nil
        }
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            if entry.requestedState != new { tracer?.record(.requested(recognizer, state: new)) }
            entry.requestedState = new
            if reason != nil || entry.requestReason != nil { entry.requestReason = reason }
        case (.possible, .failed):
            mayFinish = true
            entry.clearRequest()
            tracer?.record(.stateChange(recognizer, from: old, to: new, reason: reason))
        case _ where entry.requestedState == old:
            // The subclass moved on from a request not settled yet (`.began`, then `.ended` in the same
            // touchesEnded): the step follows the commit, with its own action (GR3).
            entry.followUpState = new
            if reason != nil || entry.followUpReason != nil { entry.followUpReason = reason }
        default:
            entry.actionPending = true
            if new == .ended || new == .cancelled { mayFinish = true }
            // A step without a reason (`state = .changed`) asks the recognizer why, only while tracing (X15).
            tracer?.record(.stateChange(recognizer, from: old, to: new, reason: reason ?? recognizer.stepReason()))
        }
        statesChanged = true
        needsPass = true
    }

    /// GR10, T6: cancel (or fail) now and reset once settled, whatever touches remain.
    func abandon(_ entry: GestureArenaEntry, reason: String) {
        let recognizer = entry.recognizer
        if entry.requestedState == nil, recognizer.stateStorage == .began, entry.actionPending {
            // It began in this settling and its action is not sent yet (user code removed or disabled it
            // meanwhile, T7): announce the beginning before the cancellation, never a lone `.cancelled`.
            entry.actionPending = false
            recognizer.sendActions()
            if entry.mustReset || recognizer.stateStorage != .began { return }  // the action abandoned it
        }
        stop(entry, reason: reason)
        entry.mustReset = true
        statesChanged = true
        mayFinish = true
        needsPass = true
    }

    /// A member's timer fired (GR3a): it may have decided, or stalled.
    func timerFired() {
        touchesFinished = true
        needsPass = true
    }

    // MARK: Step 2: passes, then the finishing step (GR3a)

    /// One pass: stalled recognizers fail, requests are resolved, actions are sent. An action may change
    /// states again, which asks for another pass (``needsPass``); the dispatcher runs them until none is.
    /// `undelivered`: ending touches of the current event that their window has not dispatched yet (GR2).
    func pass(undelivered: [UITouch]) {
        needsPass = false
        if touchesFinished { failStalledRecognizers(undelivered: undelivered) }
        if statesChanged {
            statesChanged = false
            resolveRequests()
            sendPendingActions()
        }
    }

    /// Passes did not converge: the dispatcher gives up on the rest (and reports it).
    func abandonPasses() { needsPass = false }

    /// Ended touches leave their recognizers, and finished recognizers are reset (GR3): with them every
    /// touch in `liveTouches` lets go of them.
    func finish(liveTouches: [UITouch], undelivered: [UITouch]) {
        if touchesFinished { pruneEndedTouches(undelivered: undelivered) }
        if mayFinish || touchesFinished { resetFinished(liveTouches: liveTouches) }
        touchesFinished = false
        mayFinish = false
    }
}

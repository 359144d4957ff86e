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
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var participants: [UIGestureRecognizer] = []
    private(set) var needsSettle = false
    private var isSettling = false
    private var deliveryMark = 0
    // Which passes of `settle()` have work, so that an event that changes no state costs little.
    /// A recognizer changed state or was abandoned: requests and waits must be re-evaluated.
    private var statesChanged = false
    /// A recognizer reached a final state: it may be reset.
    private var mayFinish = false
    /// A touch ended or a timer fired: ended touches leave recognizers, and some may have stalled.
    private var touchesFinished = false
    /// Ended or cancelled touches of the event being dispatched that have not reached the recognizers yet:
    /// an event with touches in several windows reaches them window by window, and settling the first
    /// window must not take the others' ending touches from their recognizers (GR2, T6).
    var undeliveredEnds: [UITouch] = []

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
        var groups: [(phase: UITouch.Phase, touches: [UITouch], set: Set<UITouch>, centroid: CGPoint)] = []
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var list: [UITouch] = []
            for touch in touches where touch.phase == phase { list.append(touch) }
            guard !list.isEmpty else { continue }
            groups.append((phase, list, Set(list), UIGestureRecognizer.centroid(of: list)))
            if phase.isFinal { touchesFinished = true }
        }
        var order: [UIGestureRecognizer] = []
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

    private func setNeedsSettle() {
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

    /// A recognizer whose touches have all ended, that waits for nothing and has no timer running,
    /// cannot recognize before its next touch: it fails, so that it stops holding its touches back from
    /// the view (GR9) and every view still gets its end (T6). Built-in recognizers always decide first;
    /// this catches custom subclasses that never do.
    private func failStalledRecognizers() {
        for recognizer in participants where recognizer.stateStorage == .possible && recognizer.requestedState == nil {
            guard !recognizer.isWaitingForFailure, !recognizer.gestureTouches.isEmpty, !recognizer.hasLiveTimer,
                allTouchesDone(recognizer)
            else { continue }
            fail(recognizer, reason: "its touches ended without a decision")
        }
    }

    private func resolveRequests() {
        var progress = true
        while progress {
            progress = false
            for recognizer in participants where recognizer.requestedState != nil {
                let verdict = evaluate(recognizer)
                // T7: delegates asked during `evaluate` may have settled it meanwhile (removed, disabled).
                guard recognizer.requestedState != nil else {
                    progress = true
                    continue
                }
                switch verdict {
                case .wait(let other):
                    recognizer.stateStorage = .possible  // UIKit holds it in .possible while waiting (GR5)
                    if !recognizer.isWaitingForFailure {
                        recognizer.isWaitingForFailure = true
                        tracer?.record(.waiting(recognizer, on: other))
                    }
                case .fail(let reason):
                    fail(recognizer, reason: reason)
                    progress = true
                case .commit:
                    commit(recognizer)
                    progress = true
                }
            }
        }
    }

    private enum Verdict {
        case wait(UIGestureRecognizer)
        case fail(String)
        case commit
    }

    private func evaluate(_ recognizer: UIGestureRecognizer) -> Verdict {
        if !recognizer.isEnabled || recognizer.mustReset { return .fail("disabled") }
        // GR4: a recognizer that already began (or has just ended) prevents a newcomer it overlaps.
        for other in participants where other !== recognizer && (other.hasBegun || other.hasEnded) {
            if overlaps(recognizer, other), !mayRecognizeTogether(recognizer, other),
                other.canPrevent(recognizer), recognizer.canBePrevented(by: other)
            {
                return .fail("prevented by '\(name(other))'")
            }
        }
        // GR5: failure requirements.
        var blocker: UIGestureRecognizer?
        for other in participants where other !== recognizer && requires(recognizer, toFail: other) {
            if other.hasBegunOrRecognized {
                return .fail("required recognizer '\(name(other))' recognized")
            }
            if blocker == nil, other.isUndecided, !other.gestureTouches.isEmpty || other.requestedState != nil,
                !waits(other, on: recognizer, visited: [])
            {
                blocker = other
            }
        }
        if let blocker { return .wait(blocker) }
        // GR6: the delegate, the attached view, then the touches' hit-test views below it.
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            return .fail("delegate's gestureRecognizerShouldBegin returned false")
        }
        for view in viewsToAsk(recognizer) where !view.gestureRecognizerShouldBegin(recognizer) {
            return .fail("\(name(view)).gestureRecognizerShouldBegin returned false")
        }
        return .commit
    }

    /// The attached view, then each distinct hit-test view of its touches that lies below it (GR6, C6).
    private func viewsToAsk(_ recognizer: UIGestureRecognizer) -> [UIView] {
        guard let attached = recognizer.viewStorage else { return [] }
        var views = [attached]
        for touch in recognizer.gestureTouches {
            guard let hit = touch.view, hit !== attached, hit.isDescendant(of: attached),
                !views.contains(where: { $0 === hit })
            else { continue }
            views.append(hit)
        }
        return views
    }

    /// True if `recognizer` (transitively) waits on `target`: a waiting cycle lets the earlier one go.
    private func waits(
        _ recognizer: UIGestureRecognizer, on target: UIGestureRecognizer,
        visited: [ObjectIdentifier]
    ) -> Bool {
        guard recognizer.requestedState != nil, !visited.contains(ObjectIdentifier(recognizer)) else { return false }
        for other in participants where other !== recognizer && requires(recognizer, toFail: other) {
            if other === target { return true }
            if waits(other, on: target, visited: visited + [ObjectIdentifier(recognizer)]) { return true }
        }
        return false
    }

    private func commit(_ recognizer: UIGestureRecognizer) {
        guard let target = recognizer.requestedState else { return }
        recognizer.requestedState = nil
        recognizer.isWaitingForFailure = false
        recognizer.stateStorage = target
        recognizer.actionPending = true
        if target == .ended { mayFinish = true }
        tracer?.record(.stateChange(recognizer, from: .possible, to: target, reason: nil))
        for other in participants where other !== recognizer {
            guard overlaps(recognizer, other), !mayRecognizeTogether(recognizer, other),
                recognizer.canPrevent(other), other.canBePrevented(by: recognizer)
            else { continue }
            let reason =
                requires(other, toFail: recognizer)
                ? "required recognizer '\(name(recognizer))' recognized" : "excluded by '\(name(recognizer))'"
            // A request not yet settled (its `stateStorage` already shows the requested state) is still
            // `.possible`: it fails, it does not get cancelled or recognized alongside (GR4).
            if other.requestedState != nil {
                fail(other, reason: reason)
                continue
            }
            switch other.stateStorage {
            case .possible:
                fail(other, reason: reason)
            case .began, .changed:
                let from = other.stateStorage
                other.stateStorage = .cancelled
                other.actionPending = true
                mayFinish = true
                tracer?.record(
                    .stateChange(
                        other, from: from, to: .cancelled, reason: reason))
            default:
                break
            }
        }
        if recognizer.cancelsTouchesInView {
            for touch in recognizer.gestureTouches where touch.claimingRecognizer == nil {
                touch.claimingRecognizer = recognizer
            }
        }
    }

    private func fail(_ recognizer: UIGestureRecognizer, reason: String) {
        let from = recognizer.requestedState != nil ? .possible : recognizer.stateStorage
        recognizer.requestedState = nil
        recognizer.followUpState = nil
        recognizer.isWaitingForFailure = false
        recognizer.stateStorage = .failed
        mayFinish = true
        tracer?.record(.stateChange(recognizer, from: from, to: .failed, reason: reason))
    }

    private func sendPendingActions() {
        for recognizer in participants where recognizer.actionPending {
            recognizer.actionPending = false
            let followUp = recognizer.followUpState
            recognizer.followUpState = nil
            guard recognizer.stateStorage != .possible, recognizer.stateStorage != .failed else { continue }
            recognizer.sendActions()
            // The subclass's next step, unless the commit's action or another recognizer ended it meanwhile.
            guard let next = followUp, recognizer.stateStorage == .began || recognizer.stateStorage == .changed
            else { continue }
            let from = recognizer.stateStorage
            recognizer.stateStorage = next
            if next == .ended || next == .cancelled { mayFinish = true }
            tracer?.record(.stateChange(recognizer, from: from, to: next, reason: nil))
            recognizer.sendActions()
        }
    }

    /// Every touch it tracks has ended and reached it (a recognizer cannot decide more without new touches).
    private func allTouchesDone(_ recognizer: UIGestureRecognizer) -> Bool {
        for touch in recognizer.trackedTouches where !touch.phase.isFinal || isUndelivered(touch) { return false }
        return true
    }

    /// Ended and cancelled touches leave their recognizers once the event's actions are sent.
    private func pruneEndedTouches() {
        for recognizer in participants {
            guard recognizer.trackedTouches.count > 0 else { continue }
            var kept: [UITouch] = []
            for touch in recognizer.trackedTouches where !(touch.phase.isFinal && !isUndelivered(touch)) {
                kept.append(touch)
            }
            if kept.count != recognizer.trackedTouches.count { recognizer.trackedTouches = kept }
        }
    }

    /// True for an ending touch of the current event that its window has not dispatched yet.
    func isUndelivered(_ touch: UITouch) -> Bool {
        !undeliveredEnds.isEmpty && undeliveredEnds.containsIdentical(touch)
    }

    /// GR3: `reset()` once per finished recognition, when its touches have all ended.
    private func resetFinished() {
        var kept: [UIGestureRecognizer] = []
        let snapshot = participants
        participants = []
        for recognizer in snapshot {
            let finished =
                recognizer.stateStorage == .ended || recognizer.stateStorage == .cancelled
                || recognizer.stateStorage == .failed
            if (finished && recognizer.trackedTouches.isEmpty) || recognizer.mustReset {
                reset(recognizer)
            } else if recognizer.stateStorage == .possible, recognizer.requestedState == nil,
                recognizer.gestureTouches.isEmpty
            {
                leave(recognizer)  // joined a touch but ignored it: nothing to reset
            } else {
                kept.append(recognizer)
            }
        }
        participants = kept + participants  // keep any recognizer that joined during reset()
    }

    private func reset(_ recognizer: UIGestureRecognizer) {
        recognizer.cancelTimers()
        recognizer.reset()
        recognizer.stateStorage = .possible
        recognizer.requestedState = nil
        recognizer.followUpState = nil
        recognizer.isWaitingForFailure = false
        recognizer.actionPending = false
        recognizer.mustReset = false
        tracer?.record(.reset(recognizer))
        // GR3: it ignores the rest of every touch in progress, also of those it was bound to but never got
        // (it was moved, removed or disabled before their first event reached it): it must not hold them back.
        // Plain loops: closures here would each pay a main-actor check (measured in dispatch, issue 7).
        for touch in application.liveTouches {
            var index = touch.attachedRecognizers.count
            while index > 0 {
                index -= 1
                if touch.attachedRecognizers[index] === recognizer { touch.attachedRecognizers.remove(at: index) }
            }
        }
        leave(recognizer)
    }

    private func leave(_ recognizer: UIGestureRecognizer) {
        for touch in recognizer.gestureTouches + recognizer.trackedTouches {
            touch.attachedRecognizers.removeIdentical(recognizer)
        }
        recognizer.gestureTouches = []
        recognizer.trackedTouches = []
        recognizer.isEnrolled = false
        recognizer.arenaStorage = nil
    }

    // MARK: Relations

    private func overlaps(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.gestureTouches.contains { touch in b.gestureTouches.contains { $0 === touch } }
    }

    /// GR4: either delegate may allow simultaneous recognition.
    private func mayRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        if a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true { return true }
        return b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// GR5 from every source: `require(toFail:)`, subclass hooks, and both delegates.
    private func requires(_ a: UIGestureRecognizer, toFail b: UIGestureRecognizer) -> Bool {
        if a.failureRequirements.contains(where: { $0.recognizer === b }) { return true }
        if a.shouldRequireFailure(of: b) || b.shouldBeRequiredToFail(by: a) { return true }
        if a.delegate?.gestureRecognizer(a, shouldRequireFailureOf: b) == true { return true }
        return b.delegate?.gestureRecognizer(b, shouldBeRequiredToFailBy: a) == true
    }

    private func name(_ object: AnyObject) -> String {
        tracer?.name(of: object) ?? TraceNames.preferredName(object)
    }
}

extension UIGestureRecognizer {
    /// Still able to begin or recognize: `.possible`, or asking to leave it and not yet settled.
    var isUndecided: Bool { !mustReset && (requestedState != nil || stateStorage == .possible) }

    /// Began and settled: a request still waiting for the arena does not count.
    var hasBegun: Bool { requestedState == nil && (stateStorage == .began || stateStorage == .changed) }
    /// Ended (or recognized) and settled, not yet reset: its touches are still its own (GR4).
    var hasEnded: Bool { requestedState == nil && stateStorage == .ended }
    var hasBegunOrRecognized: Bool {
        requestedState == nil
            && (stateStorage == .began || stateStorage == .changed || stateStorage == .ended
                || stateStorage == .cancelled)
    }
}

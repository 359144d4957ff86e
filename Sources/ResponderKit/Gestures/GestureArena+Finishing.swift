import Foundation

/// The end of a pass and the finishing step (GR3a): actions, ended touches leaving their recognizers, and
/// resets, which drop the recognizers' entries (GR3, T6).
extension GestureArena {
    func sendPendingActions() {
        for entry in entries where entry.actionPending {
            let recognizer = entry.recognizer
            entry.actionPending = false
            let followUp = entry.followUpState
            let followUpReason = entry.followUpReason
            entry.followUpState = nil
            if followUpReason != nil { entry.followUpReason = nil }
            guard recognizer.stateStorage != .possible, recognizer.stateStorage != .failed else { continue }
            recognizer.sendActions()
            // The subclass's next step, unless the commit's action or another recognizer ended it meanwhile.
            guard let next = followUp, recognizer.stateStorage == .began || recognizer.stateStorage == .changed
            else { continue }
            let from = recognizer.stateStorage
            recognizer.stateStorage = next
            if next == .ended || next == .cancelled { mayFinish = true }
            tracer?.record(
                .stateChange(recognizer, from: from, to: next, reason: followUpReason ?? recognizer.stepReason()))
            recognizer.sendActions()
        }
    }

    /// Every touch it tracks has ended and reached it (a recognizer cannot decide more without new touches).
    func allTouchesDone(_ entry: GestureArenaEntry, undelivered: [UITouch]) -> Bool {
        for touch in entry.trackedTouches where !touch.phase.isFinal || undelivered.containsIdentical(touch) {
            return false
        }
        return true
    }

    /// Ended and cancelled touches leave their recognizers once the event's actions are sent; those of
    /// windows not dispatched yet stay (GR2, T6).
    func pruneEndedTouches(undelivered: [UITouch]) {
        for entry in entries {
            guard entry.trackedTouches.count > 0 else { continue }
            var kept: [UITouch] = []
            for touch in entry.trackedTouches where !touch.phase.isFinal || undelivered.containsIdentical(touch) {
                kept.append(touch)
            }
            if kept.count != entry.trackedTouches.count { entry.trackedTouches = kept }
        }
    }

    /// GR3: `reset()` once per finished recognition, when its touches have all ended. The reset recognizers
    /// let go of the live touches together, in one pass over each touch's list (GR3c).
    func resetFinished(liveTouches: [UITouch]) {
        var kept: [GestureArenaEntry] = []
        let snapshot = entries
        entries = []
        var released: [UIGestureRecognizer] = []
        for entry in snapshot {
            let state = entry.recognizer.stateStorage
            let finished = state == .ended || state == .cancelled || state == .failed
            if (finished && entry.trackedTouches.isEmpty) || entry.mustReset {
                reset(entry, liveTouches: liveTouches, released: &released)
            } else if state == .possible, entry.requestedState == nil, entry.gestureTouches.isEmpty {
                leave(entry)  // joined a touch but ignored it: nothing to reset
            } else {
                kept.append(entry)
            }
        }
        release(released, from: liveTouches)
        entries = kept + entries  // keep any recognizer that joined during reset()
    }

    /// Resets `entry`'s recognizer and adds it to `released`: the recognizers that still have to let go of
    /// the live touches. Before a `reset()` that may be a user's override, those already reset let go, so
    /// that the override sees (`touch.gestureRecognizers`, a nested event) exactly what detaching each
    /// recognizer right after its own reset shows (GR3c).
    func reset(_ entry: GestureArenaEntry, liveTouches: [UITouch], released: inout [UIGestureRecognizer]) {
        let recognizer = entry.recognizer
        recognizer.cancelTimers()
        if !released.isEmpty, !Self.ownResetClasses.contains(ObjectIdentifier(type(of: recognizer))) {
            release(released, from: liveTouches)
            released.removeAll()
        }
        recognizer.reset()
        recognizer.stateStorage = .possible
        if recognizer.pendingReason != nil { recognizer.pendingReason = nil }
        entry.clearRequest()
        entry.actionPending = false
        entry.mustReset = false
        tracer?.record(.reset(recognizer))
        // GR3: it ignores the rest of every touch in progress, also of those it was bound to but never got
        // (it was moved, removed or disabled before their first event reached it): it must not hold them back.
        released.append(recognizer)
        leave(entry, done: markTouches(liveTouches))
    }

    /// The library's recognizer classes, whose `reset()` runs no user code (a subclass's may: GR3c).
    private static let ownResetClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIGestureRecognizer.self), ObjectIdentifier(UITapGestureRecognizer.self),
        ObjectIdentifier(UIPanGestureRecognizer.self), ObjectIdentifier(UIPinchGestureRecognizer.self),
        ObjectIdentifier(UIRotationGestureRecognizer.self), ObjectIdentifier(UISwipeGestureRecognizer.self),
        ObjectIdentifier(UILongPressGestureRecognizer.self), ObjectIdentifier(UIScreenEdgePanGestureRecognizer.self),
    ]

    /// Every recognizer in `released` lets go of every live touch (GR3). One recognizer: removed from each
    /// touch's list. Several: each list is filtered once, by a mark on the recognizers — detaching them one
    /// by one removed each from the front of up to 4,000-long lists of 2,000 touches (Reliability, "Hostile sizes").
    func release(_ released: [UIGestureRecognizer], from liveTouches: [UITouch]) {
        guard let first = released.first else { return }
        if released.count == 1 {
            for touch in liveTouches { touch.detach(first) }
            return
        }
        releaseStamp &+= 1
        let stamp = releaseStamp
        for recognizer in released { recognizer.releaseMark = stamp }
        for touch in liveTouches {
            let listed = touch.attachedRecognizers
            var lists = false
            for recognizer in listed where recognizer.releaseMark == stamp {
                lists = true
                break
            }
            guard lists else { continue }
            var kept: [UIGestureRecognizer] = []
            for recognizer in listed where recognizer.releaseMark != stamp { kept.append(recognizer) }
            touch.attachedRecognizers = kept
        }
    }

    /// The recognizer leaves the gesture: its entry is dropped, and the touches it saw let go of it (those
    /// marked `done` already did, or will with the others reset in the same settling). Marks, not a search
    /// of the live touches for each of its touches: with 2,000 fingers on 4,000 recognizers that search was
    /// the quadratic part of resetting (Reliability, "Hostile sizes").
    func leave(_ entry: GestureArenaEntry, done: Int? = nil) {
        let recognizer = entry.recognizer
        let stamp = done ?? markTouches([])
        for list in [entry.gestureTouches, entry.trackedTouches] {
            for touch in list where touch.arenaMark != stamp {
                touch.detach(recognizer)
                touch.arenaMark = stamp  // listed in both: detached once
            }
        }
        entry.gestureTouches = []
        entry.trackedTouches = []
        if recognizer.arenaEntry === entry { recognizer.arenaEntry = nil }
    }
}

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

    /// GR3: `reset()` once per finished recognition, when its touches have all ended.
    func resetFinished(liveTouches: [UITouch]) {
        var kept: [GestureArenaEntry] = []
        let snapshot = entries
        entries = []
        for entry in snapshot {
            let state = entry.recognizer.stateStorage
            let finished = state == .ended || state == .cancelled || state == .failed
            if (finished && entry.trackedTouches.isEmpty) || entry.mustReset {
                reset(entry, liveTouches: liveTouches)
            } else if state == .possible, entry.requestedState == nil, entry.gestureTouches.isEmpty {
                leave(entry)  // joined a touch but ignored it: nothing to reset
            } else {
                kept.append(entry)
            }
        }
        entries = kept + entries  // keep any recognizer that joined during reset()
    }

    func reset(_ entry: GestureArenaEntry, liveTouches: [UITouch]) {
        let recognizer = entry.recognizer
        recognizer.cancelTimers()
        recognizer.reset()
        recognizer.stateStorage = .possible
        if recognizer.pendingReason != nil { recognizer.pendingReason = nil }
        entry.clearRequest()
        entry.actionPending = false
        entry.mustReset = false
        tracer?.record(.reset(recognizer))
        // GR3: it ignores the rest of every touch in progress, also of those it was bound to but never got
        // (it was moved, removed or disabled before their first event reached it): it must not hold them back.
        for touch in liveTouches { touch.detach(recognizer) }
        leave(entry, done: markTouches(liveTouches))
    }

    /// The recognizer leaves the gesture: its entry is dropped, and the touches it saw let go of it (those
    /// marked `done` already did). Marks, not a search of the live touches for each of its touches: with
    /// 2,000 fingers on 4,000 recognizers that search was the quadratic part of resetting (issue 19).
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

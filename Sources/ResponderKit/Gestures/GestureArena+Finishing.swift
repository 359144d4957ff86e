import Foundation

/// The end of settling (GR3a): actions, ended touches leaving their recognizers, and resets (GR3, T6).
extension GestureArena {
    func sendPendingActions() {
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
    func allTouchesDone(_ recognizer: UIGestureRecognizer) -> Bool {
        for touch in recognizer.trackedTouches where !touch.phase.isFinal || isUndelivered(touch) { return false }
        return true
    }

    /// Ended and cancelled touches leave their recognizers once the event's actions are sent.
    func pruneEndedTouches() {
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
    func resetFinished() {
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

    func reset(_ recognizer: UIGestureRecognizer) {
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

    func leave(_ recognizer: UIGestureRecognizer) {
        for touch in recognizer.gestureTouches + recognizer.trackedTouches {
            touch.attachedRecognizers.removeIdentical(recognizer)
        }
        recognizer.gestureTouches = []
        recognizer.trackedTouches = []
        recognizer.isEnrolled = false
        recognizer.arenaStorage = nil
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

import Foundation

/// The arena's record of one recognizer in one gesture (GR3a–GR7), as Flutter's `GestureArenaEntry`: made
/// when the recognizer joins a touch, dropped when it resets or leaves the arena, so that nothing of one
/// gesture — a request, a wait, a tracked touch, a pending action — outlives it. The recognizer itself keeps
/// only its public state and its own recognition logic.
@MainActor final class GestureArenaEntry {
    typealias State = UIGestureRecognizer.State

    unowned let arena: GestureArena
    let recognizer: UIGestureRecognizer
    /// The dispatcher that enrolled it: where its state changes, timers and disabling are settled (T7). Nil
    /// in the arena's own tests, which drive the arena by hand.
    unowned let dispatcher: TouchDispatcher?
    /// `.began` or `.ended` asked for from `.possible` and not settled yet (GR3a); `state` already shows it.
    var requestedState: State? {
        didSet { arena.requestChanges &+= 1 }  // the failure graph's waiting cycles may change
    }
    /// A step the subclass took from the requested state before it was settled (`.began`, then `.ended` in
    /// the same `touchesEnded`): it follows the commit, with its own action (GR3).
    var followUpState: State?
    /// X15: the recognizer's reasons for its request and its follow-up step, recorded when they settle.
    var requestReason: String?
    var followUpReason: String?
    var isWaitingForFailure = false
    var actionPending = false
    /// Disabled or detached mid-gesture: reset as soon as settled, touches or not (GR10).
    // Measured: unchecked, with trackedTouches and the recognizer's arenaEntry, keeps 4.1 % of
    // dispatch.move.100gr and 2.3 % of dispatch.move.10gr instructions (one check per recognizer per event in
    // `deliver`, two per read of `trackedTouches`); kept for the 10 % bound (callgrind against b4ae607, 2026-11-28); no in-place mutation of it calls out
    @exclusivity(unchecked) var mustReset = false
    /// Touches being tracked now, in arrival order (`numberOfTouches`, `location(ofTouch:in:)`).
    // Measured: see mustReset.
    @exclusivity(unchecked) var trackedTouches: [UITouch] = []
    /// Every touch seen in this gesture (GR4 overlap, GR7 claims).
    var gestureTouches: [UITouch] = []
    /// The last delivery that reached it: one visit per event (GR2).
    var visitMark = 0
    /// In that delivery (with several touches): how many began touches list it, and the last one counted.
    var beganArrivals = 0
    var lastArrival = 0

    init(arena: GestureArena, recognizer: UIGestureRecognizer, dispatcher: TouchDispatcher?) {
        self.arena = arena
        self.recognizer = recognizer
        self.dispatcher = dispatcher
    }

    /// Forgets a request not settled yet (it failed, or was abandoned, GR3).
    func clearRequest() {
        requestedState = nil
        followUpState = nil
        if requestReason != nil { requestReason = nil }
        if followUpReason != nil { followUpReason = nil }
        isWaitingForFailure = false
    }

    /// May receive events: enabled, not finished and not waiting to be reset (GR3, GR10).
    var isReceiving: Bool {
        guard recognizer.isEnabled, !mustReset else { return false }
        switch recognizer.stateStorage {
        case .possible, .began, .changed: return true
        case .ended, .cancelled, .failed: return false
        }
    }

    /// Still able to begin or recognize: `.possible`, or asking to leave it and not settled yet.
    var isUndecided: Bool { !mustReset && (requestedState != nil || recognizer.stateStorage == .possible) }
    /// Began and settled: a request still waiting for the arena does not count.
    var hasBegun: Bool {
        requestedState == nil && (recognizer.stateStorage == .began || recognizer.stateStorage == .changed)
    }
    /// Ended (or recognized) and settled, not reset yet: its touches are still its own (GR4).
    var hasEnded: Bool { requestedState == nil && recognizer.stateStorage == .ended }
    var hasBegunOrRecognized: Bool {
        guard requestedState == nil else { return false }
        switch recognizer.stateStorage {
        case .began, .changed, .ended, .cancelled: return true
        case .possible, .failed: return false
        }
    }
}

import Foundation

/// The hit-test view's side of one touch (GR7–GR9, T5, T6): whether the view has it, what is withheld
/// from it, which recognizer claimed it — and every way of giving it to the view or ending the view's part,
/// each checking the guards once. Every delivery to a hit-test view goes through here: current phases,
/// released withheld phases and cancellations, also for a view that left its window. Exactly one end per
/// began (T6).
@MainActor final class TouchDelivery {
    /// Where the hit-test view stands with the touch.
    enum Stage: Equatable {
        /// Nothing delivered yet (its began may be withheld).
        case pending
        /// The view got `touchesBegan` and owes exactly one end.
        case delivered
        /// The view got its end (or never will get anything more).
        case finished
        /// Never delivered to the view: T5, no hit-test view, or discarded before delivery.
        case excluded
    }

    /// A phase withheld from the view (GR8, GR9), replayed with the touch's state at that moment.
    struct Withheld {
        let snapshot: UITouch.Snapshot
        let event: UIEvent
    }

    unowned let touch: UITouch
    private(set) var stage: Stage = .pending
    /// Withheld phases, oldest first.
    // Measured: unchecked keeps 0.5 % of dispatch.move.10gr instructions (two checks per move); kept for the 10 % bound
    // against b4ae607 (callgrind, 2026-11-28). Views are called between its accesses, never inside one.
    @exclusivity(unchecked) private(set) var withheld: [Withheld] = []
    /// The first recognizer that cancels touches in view and began or recognized with this touch (GR7).
    private(set) var claimant: UIGestureRecognizer?

    init(touch: UITouch) { self.touch = touch }

    /// The view may still be owed something (T5: one touch at a time per view).
    var occupiesView: Bool { stage == .pending || stage == .delivered }
    /// Over for the view, nothing withheld: once ended, the touch can be forgotten (T6).
    var owesNothing: Bool { !occupiesView && withheld.isEmpty }

    // MARK: Binding, claims, the end of an event

    /// Never for the view: no hit-test view, or T5.
    func exclude() { stage = .excluded }

    /// GR7: the touch is claimed once, by the first cancelling recognizer that begins or recognizes with it.
    func claim(for recognizer: UIGestureRecognizer) {
        if claimant == nil { claimant = recognizer }
    }

    /// A touch that ended while its view never heard of it (an overridden `sendEvent` kept its events from
    /// the window) owes that view nothing and must stop occupying it, or the view would refuse every later
    /// touch as "busy" (T4, T5). Withheld phases (GR8, GR9) are still owed: those stay.
    func forgetIfUnheard() {
        if touch.phase.isFinal, stage == .pending, withheld.isEmpty { stage = .excluded }
    }

    // MARK: Step 3 of GR3a: the current phase

    /// What `window`'s step delivers of this touch now: its phase; `.cancelled` when it is claimed (GR7) or
    /// cancelled after its began reached the view (delivered in the step's batch); or nil: not this window's
    /// view, withheld (GR8, GR9), or discarded before the view saw anything.
    func currentPhase(in window: UIWindow, event: UIEvent) -> UITouch.Phase? {
        guard occupiesView, let view = touch.view, view.windowStorage === window else { return nil }
        if claimant != nil || touch.phase == .cancelled {
            let wasDelivered = stage == .delivered
            end(reason: endReason, event: event, cancel: false)
            return wasDelivered ? .cancelled : nil
        }
        let mustWait: Bool
        switch touch.phase {
        case .began, .moved: mustWait = !withheld.isEmpty || delaysBegan
        case .ended: mustWait = !withheld.isEmpty || delaysEnded
        default: return nil
        }
        guard mustWait else { return touch.phase }
        withheld.append(Withheld(snapshot: touch.snapshot, event: event))
        event.tracer?.record(.withheld(touch, phase: touch.phase, view: view))
        return nil
    }

    /// Gives `touches` (all bound to `view`) to the view in `phase`, unless the view left `window` or the
    /// window went away meanwhile (T6, T7): a cancellation always goes.
    static func send(
        _ phase: UITouch.Phase, _ touches: [UITouch], to view: UIView, in window: UIWindow?, event: UIEvent
    ) {
        guard !touches.isEmpty else { return }
        if phase != .cancelled {
            guard let window, view.windowStorage === window, window.isAvailable else { return }
        }
        for touch in touches {
            switch phase {
            case .began: touch.viewDelivery.stage = .delivered
            case .ended, .cancelled: touch.viewDelivery.stage = .finished
            default: break
            }
        }
        event.tracer?.record(.deliver(view, phase: phase, touches: touches))
        let set = Set(touches)
        switch phase {
        case .began: view.touchesBegan(set, with: event)
        case .moved: view.touchesMoved(set, with: event)
        case .ended: view.touchesEnded(set, with: event)
        default: replayingCancelled(touches) { view.touchesCancelled(set, with: event) }
        }
    }

    // MARK: After every settling: withheld phases

    /// Withheld phases that may now flow go to the view, in order (GR8, GR9); a touch claimed by a
    /// cancelling recognizer ends for the view instead (GR7, GR8). A view that left its window is handled by
    /// ``end(reason:event:cancel:announce:)`` from the dispatcher (T6). `makeEvent` gives the event of a
    /// cancellation when nothing was withheld.
    func releaseWithheld(makeEvent: () -> UIEvent) {
        guard occupiesView, let view = touch.view, let window = touch.window, view.windowStorage === window,
            window.isAvailable
        else { return }
        if claimant != nil {
            guard stage == .delivered || !withheld.isEmpty else { return }
            let event = withheld.last?.event ?? makeEvent()
            end(reason: endReason, event: event, cancel: stage == .delivered)
            return
        }
        while let next = withheld.first {
            let phase = next.snapshot.phase
            if (phase == .began || phase == .moved) && delaysBegan { break }
            if phase == .ended && delaysEnded { break }
            withheld.removeFirst()
            next.event.tracer?.record(.released(touch, phase: phase, view: view))
            touch.replaying(next.snapshot) { Self.send(phase, [touch], to: view, in: window, event: next.event) }
            guard occupiesView else { break }
        }
    }

    // MARK: The end

    /// Ends the view's part exactly once (T6): `touchesCancelled` if the view saw the touch begin (unless
    /// `cancel` is false: the caller delivers it in its batch), otherwise the withheld phases are discarded
    /// and the view never hears of the touch (GR8). `announce` traces the reason first (a view or window
    /// that went away).
    /// `reason` is made only while a trace records (X15): naming the claimant costs thousands of instructions.
    func end(reason: @autoclosure () -> String, event: UIEvent, cancel: Bool = true, announce: Bool = false) {
        guard occupiesView, let view = touch.view else { return }
        let withheldCount = withheld.count
        withheld.removeAll()
        if stage == .delivered {
            guard cancel else { return }
            if announce, let tracer = event.tracer {
                let why = reason()  // before the view is named, as when the reason came made (trace names' order)
                tracer.record(
                    .info("touch \(touch.number) cancelled for \(tracer.name(of: view)): \(why)", kind: "cancelled"))
            }
            Self.send(.cancelled, [touch], to: view, in: touch.window, event: event)
        } else {
            stage = .finished
            if withheldCount > 0 { event.tracer?.record(.discarded(touch, view: view, reason: reason())) }
        }
    }

    /// Lets go of what refers back to the touch when its application goes away mid-gesture (Reliability, "Leaks").
    func tearDown() {
        claimant?.tearDown()
        claimant = nil
        withheld = []
    }

    // MARK: Helpers

    /// Why the view's part in this touch ends early, for traces (GR7, GR8).
    private var endReason: String {
        if let recognizer = claimant {
            let name =
                touch.window?.application?.tracer?.name(of: recognizer) ?? TraceNames.preferredName(recognizer)
            return "'\(name)' began or recognized"
        }
        return "the touch was cancelled"
    }

    /// Delaying recognizers still `.possible` hold back began and moved (GR8)...
    private var delaysBegan: Bool {
        for recognizer in touch.attachedRecognizers
        where recognizer.delaysTouchesBegan && recognizer.isStillPossible {
            return true
        }
        return false
    }

    /// ...and ended (GR9).
    private var delaysEnded: Bool {
        for recognizer in touch.attachedRecognizers
        where recognizer.delaysTouchesEnded && recognizer.isStillPossible {
            return true
        }
        return false
    }

    /// `touchesCancelled` shows the touches in the cancelled phase, then they return to their state.
    private static func replayingCancelled(_ touches: [UITouch], _ body: () -> Void) {
        let saved = touches.map(\.phase)
        for touch in touches { touch.phase = .cancelled }
        body()
        for (touch, phase) in zip(touches, saved) where touch.phase == .cancelled { touch.phase = phase }
    }
}

import Foundation

/// The one path of every touch event, owned by the application (T4, GR3a; docs/architecture.md).
///
/// For each report of an input source, in this order (SPEC T4a):
/// 1. the touches take their new phases and locations; one `UIEvent` is built with every live touch;
/// 2. new touches are bound: hit-tested twice, tapped-counted, given their view and recognizers (H7, T3, T5,
///    GR1; `TouchDispatcher+Binding.swift`);
/// 3. the event goes through `UIApplication.sendEvent(_:)` and `UIWindow.sendEvent(_:)`, both overridable,
///    whose defaults bring it back here, window by window (``dispatchTouches(of:in:)``): the recognizers get
///    it (GR2), the arena settles (GR3a step 2), the hit-test views get it, have it withheld or are
///    cancelled (GR3a step 3, `TouchDispatcher+Views.swift`), and withheld phases that may flow are released;
/// 4. the event finishes: tap positions are kept (T3) and touches that owe nothing are let go (T6).
///
/// Work that user code starts from inside a callback (an event, a timer, a removal) waits until the outer
/// step ends (T7); then ``run(until:)`` — the one loop where things settle — runs it.
@MainActor final class TouchDispatcher {
    unowned let application: UIApplication
    let arena = GestureArena()
    /// Touches that are down, or ended but still owed a delivery to their view (T6).
    // Measured: see deferredWork.
    @exclusivity(unchecked) private(set) var liveTouches: [UITouch] = []
    private var touchCount = 0
    /// Set once a touch other than a finger is made: only then can two touches differ in type (TD5).
    var madeOtherTouchTypes = false
    private var eventCount = 0
    /// The last touch that ended, for tap counts (T3).
    var lastTouchEnd: (screenLocation: CGPoint, time: TimeInterval, tapCount: Int)?
    /// X3: record how every touch, or the next one, is bound (opt-in), by touch number.
    var explainsAllTouches = false
    var explainsNextTouch = false
    var explanations: [Int: HitTestRecorder] = [:]
    /// Depth of dispatch steps in progress: work that must not interrupt a callback waits for zero (T7).
    private(set) var depth = 0
    // Measured: unchecked, with isSettling, liveTouches, undeliveredEnds and the arena's needsPass, keeps 1.3 % of
    // dispatch.drag.pan and 1.1 % of dispatch.move.10gr instructions; kept for the 10 % bound (callgrind against b4ae607, 2026-11-28); no in-place mutation of it calls out
    @exclusivity(unchecked) private var deferredWork: [() -> Void] = []
    @exclusivity(unchecked) private var isSettling = false
    /// Ending touches of the event being dispatched whose window has not dispatched it yet: an event with
    /// touches in several windows reaches the recognizers window by window, and settling the first window
    /// must not take the others' ending touches from their recognizers (GR2, T6).
    // Measured: see deferredWork.
    @exclusivity(unchecked) private var undeliveredEnds: [UITouch] = []

    /// A settling's passes (an action that keeps changing states is reported, GR3a).
    static let passLimit = 64
    /// Rounds of deferred work and settling after one step (T7).
    static let roundLimit = 10_000

    init(application: UIApplication) { self.application = application }

    var tracer: EventTrace? { application.tracer }

    // MARK: 1. Input

    func makeTouch(at screenLocation: CGPoint) -> UITouch {
        touchCount += 1
        let touch = UITouch(number: touchCount, screenLocation: screenLocation, timestamp: application.clock.now)
        touch.owner = application
        return touch
    }

    /// Sends one touches event. Called during a dispatch (from a callback), it waits its turn, as the run
    /// loop would deliver the next event only after the current one (T7).
    func send(_ changes: [TouchChange]) {
        guard !changes.isEmpty else { return }
        if depth > 0 {
            // The deferred work runs while the outer step drains (depth still 1): send it then, rather than
            // deferring it again, which would never end (T7).
            afterDispatch { [self] in dispatch(changes) }
            return
        }
        dispatch(changes)
    }

    private func dispatch(_ changes: [TouchChange]) {
        application.performPendingLayout()  // hit-testing sees the frames as laid out (LY20)
        let event = makeEvent(applying: changes)
        event.tracer?.record(.event(event, summary: Self.summary(of: event.touchList)))
        step {
            // 2. Binding.
            var began = 0
            var occupancy: ViewOccupancy?
            for change in changes where change.phase == .began {
                let touches = occupancy ?? ViewOccupancy(liveTouches: liveTouches)
                occupancy = touches
                bind(change.touch, in: event, occupancy: touches)
                began += 1
            }
            if began > 1 { recheckCollected(changes) }
            // 3. Through the application and its windows (T4).
            let firstWindow = event.touchList.first?.window
            let severalWindows = event.touchList.contains { $0.window !== firstWindow }
            if severalWindows {
                undeliveredEnds = event.touchList.filter { $0.phase.isFinal && $0.window != nil }
            }
            application.sendEvent(event)
            undeliveredEnds = []  // an overridden `sendEvent` may have kept some windows from it
            // 4. Finishing.
            finish(event)
        }
        application.performPendingLayout()  // the end of the run-loop turn (LY20)
    }

    /// The touches take their new state; the event holds every live touch, unchanged ones `.stationary`.
    private func makeEvent(applying changes: [TouchChange]) -> UIEvent {
        let now = application.clock.now
        for change in changes {
            let touch = change.touch
            if change.phase == .began {
                liveTouches.append(touch)
            } else {
                touch.previousScreenLocation = touch.screenLocation
            }
            touch.screenLocation = change.screenLocation
            touch.phase = change.phase
            touch.timestamp = now
            if let details = touch.details { details.apply(toEvent: eventCount + 1) }  // TD6: numbered below
        }
        // Many changes (a touch-down with 100,000 fingers, T5) are looked up in a set, not a loop.
        let changedSet = changes.count > 16 ? Set(changes.map { ObjectIdentifier($0.touch) }) : nil
        func isChanged(_ touch: UITouch) -> Bool {
            if let changedSet { return changedSet.contains(ObjectIdentifier(touch)) }
            for change in changes where change.touch === touch { return true }
            return false
        }
        var eventTouches: [UITouch] = []
        for touch in liveTouches {
            if isChanged(touch) {
                eventTouches.append(touch)
            } else if !touch.phase.isFinal {
                touch.phase = .stationary
                touch.previousScreenLocation = touch.screenLocation
                eventTouches.append(touch)
            }
        }
        if eventTouches.count > 1 { eventTouches.sort { $0.number < $1.number } }
        return UIEvent(
            type: .touches, timestamp: now, touches: eventTouches, tracer: tracer, number: nextEventNumber())
    }

    /// Events are numbered in order within the application, for traces.
    func nextEventNumber() -> Int {
        eventCount += 1
        return eventCount
    }

    // MARK: 3. Through the application and its windows

    /// `UIApplication.sendEvent(_:)`'s default for touches: each window with touches in the event gets it
    /// through its `sendEvent(_:)`, in the order of their first touch. A touch may have no window (it hit
    /// nothing, or its window went away): the others still go to theirs (T6).
    func sendToWindows(_ event: UIEvent) {
        var firstWindow: UIWindow?
        var others: [UIWindow] = []
        for touch in event.touchList {
            guard let window = touch.window else { continue }
            if let first = firstWindow {
                if window !== first, !others.containsIdentical(window) { others.append(window) }
            } else {
                firstWindow = window
            }
        }
        guard let first = firstWindow else { return }
        first.sendEvent(event)
        for window in others { window.sendEvent(event) }
    }

    /// `UIWindow.sendEvent(_:)`'s default for touches (GR3a): recognizers first, then settle, then the
    /// views, then the withheld phases that may now flow.
    func dispatchTouches(of event: UIEvent, in window: UIWindow) {
        // A window hidden or removed meanwhile (by a callback of this very event, T7) gets nothing: its
        // touches are being ended for every responder (T6).
        guard window.isAvailable else { return }
        var mine: [UITouch] = []
        for touch in event.touchList where touch.window === window && touch.phase != .stationary {
            mine.append(touch)
        }
        guard !mine.isEmpty else { return }
        step {
            if !undeliveredEnds.isEmpty {
                for touch in mine { undeliveredEnds.removeIdentical(touch) }
            }
            // Settling another window of the same event may have let a recognizer go before it saw its touch.
            for touch in mine {
                for recognizer in touch.attachedRecognizers where recognizer.arenaEntry == nil {
                    arena.enroll(recognizer, dispatcher: self)
                }
            }
            arena.deliver(event, touches: mine)
            run(until: .settled)
            deliverToViews(mine, event: event, in: window)
            releaseWithheldTouches()
        }
    }

    // MARK: 4. Finishing

    /// After the event: remember tap positions (T3), let go of touches that are done (T6).
    private func finish(_ event: UIEvent) {
        for touch in event.touchList where touch.phase == .ended {
            lastTouchEnd = (touch.screenLocation, touch.timestamp, touch.tapCount)
        }
        for touch in event.touchList { touch.viewDelivery.forgetIfUnheard() }
        releaseFinishedTouches()
    }

    /// Touches that ended physically and owe their view nothing more are forgotten.
    func releaseFinishedTouches() {
        func done(_ touch: UITouch) -> Bool {
            touch.phase.isFinal && touch.viewDelivery.owesNothing
                && (undeliveredEnds.isEmpty || !undeliveredEnds.containsIdentical(touch))
        }
        var any = false
        for touch in liveTouches where done(touch) { any = true }
        guard any else { return }  // the common case: nothing to release, nothing allocated
        var kept: [UITouch] = []
        for touch in liveTouches {
            if done(touch) {
                touch.attachedRecognizers = []
                touch.owner = nil
            } else {
                kept.append(touch)
            }
        }
        liveTouches = kept
    }

    /// Lets go of every touch when the application goes away mid-gesture (Reliability, "Leaks").
    func tearDown() {
        for touch in liveTouches { touch.tearDown() }
        liveTouches = []
        explanations = [:]
    }

    // MARK: Steps and the one loop (T7, GR3a)

    /// Runs `body` as one step of dispatch. When the outermost step ends, deferred work runs and whatever
    /// changed meanwhile (by a view callback, a removal, user code) settles, until nothing is left.
    func step(_ body: () -> Void) {
        // A3: while this world dispatches, `UIApplication.shared` and `UIScreen.main` are its own.
        let outerWorld = CurrentWorld.active
        CurrentWorld.active = application
        defer { CurrentWorld.active = outerWorld }
        depth += 1
        body()
        if depth == 1 { run(until: .quiet) }
        depth -= 1
    }

    /// Runs `work` now if no dispatch is in progress, else right after it.
    func afterDispatch(_ work: @escaping () -> Void) {
        if depth == 0 {
            step(work)
        } else {
            deferredWork.append(work)
        }
    }

    enum Goal {
        /// A window's step, between its recognizers and its views: one settling, run to its end.
        case settled
        /// The end of the outermost step: everything left, until nothing is.
        case quiet
    }

    /// The one loop where recognizers settle (GR3a step 2) and deferred work runs (T7).
    ///
    /// A settling is recognizer passes while the arena asks for one (at most ``passLimit``: an action that
    /// keeps changing states is reported), then the arena's finishing step; it runs to its end before
    /// anything else. `.settled` runs one settling (a window's step always does, even if no state changed:
    /// ended touches must leave their recognizers). `.quiet` runs rounds until nothing is left: the oldest
    /// deferred work first, else, if the arena asks for a pass, a settling followed by the release of
    /// withheld phases.
    private func run(until goal: Goal) {
        switch goal {
        case .settled:
            // A window dispatched from inside a settling (user code calling `sendEvent`, T7) leaves it to it.
            if isSettling { return }
        case .quiet:
            if deferredWork.isEmpty && !arena.needsPass { return }  // the common case: nothing left
        }
        var rounds = 0
        var passes = 0  // of the settling in progress; 0 when none is
        while true {
            if passes > 0 {
                if arena.needsPass && passes < Self.passLimit {
                    arena.pass(undelivered: undeliveredEnds)
                    passes += 1
                    continue
                }
                if arena.needsPass {
                    application.report(
                        "gesture settling did not converge after \(Self.passLimit) rounds (actions keep changing states)"
                    )
                    arena.abandonPasses()
                }
                arena.finish(liveTouches: liveTouches, undelivered: undeliveredEnds)
                isSettling = false
                passes = 0
                if goal == .settled { return }
                releaseWithheldTouches()
                continue
            }
            let startsSettling = goal == .settled || (arena.needsPass && !isSettling)
            guard (goal == .quiet && !deferredWork.isEmpty) || startsSettling else { return }
            guard rounds < Self.roundLimit else {
                application.report("dispatch did not settle after \(Self.roundLimit) rounds; pending work dropped")
                deferredWork.removeAll()
                return
            }
            rounds += 1
            if goal == .quiet, !deferredWork.isEmpty {
                let work = deferredWork.removeFirst()
                work()
            } else {
                isSettling = true
                arena.pass(undelivered: undeliveredEnds)
                passes = 1
            }
        }
    }

    static func summary(of touches: [UITouch]) -> String {
        touches.map { "touch \($0.number) \($0.phase) \(SeedFormat.point($0.screenLocation))" }
            .joined(separator: ", ")
    }
}

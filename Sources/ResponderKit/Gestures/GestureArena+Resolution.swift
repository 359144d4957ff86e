import Foundation

/// Step 2 of the arena (GR3a): which requests commit, wait or fail (GR4, GR5, GR6), and what a commit
/// excludes (GR4) and claims (GR7).
extension GestureArena {
    /// A recognizer whose touches have all ended, that waits for nothing and has no timer running,
    /// cannot recognize before its next touch: it fails, so that it stops holding its touches back from
    /// the view (GR9) and every view still gets its end (T6). Built-in recognizers always decide first;
    /// this catches custom subclasses that never do.
    func failStalledRecognizers(undelivered: [UITouch]) {
        for entry in entries where entry.recognizer.stateStorage == .possible && entry.requestedState == nil {
            guard !entry.isWaitingForFailure, !entry.gestureTouches.isEmpty, !entry.recognizer.hasLiveTimer,
                allTouchesDone(entry, undelivered: undelivered)
            else { continue }
            fail(entry, reason: "its touches ended without a decision")
        }
    }

    func resolveRequests() {
        // Built at the first request of this settling (most moves of a running gesture have none).
        var graph: FailureRequirementGraph?
        var progress = true
        while progress {
            progress = false
            // User code run during a pass may have enrolled a recognizer (a nested event): build again.
            if let built = graph, built.entries.count != entries.count { graph = nil }
            graph?.collectPreventers()
            for entry in entries where entry.requestedState != nil {
                let current: FailureRequirementGraph
                if let built = graph {
                    current = built
                } else {
                    current = FailureRequirementGraph(arena: self)
                    current.collectPreventers()
                    graph = current
                }
                let verdict = evaluate(entry, graph: current)
                // T7: delegates asked during `evaluate` may have settled it meanwhile (removed, disabled).
                guard entry.requestedState != nil else {
                    progress = true
                    continue
                }
                switch verdict {
                case .wait(let other):
                    entry.recognizer.stateStorage = .possible  // UIKit holds it in .possible while waiting (GR5)
                    if !entry.isWaitingForFailure {
                        entry.isWaitingForFailure = true
                        tracer?.record(.waiting(entry.recognizer, on: other.recognizer))
                    }
                case .fail(let reason):
                    fail(entry, reason: reason)
                    progress = true
                case .commit:
                    commit(entry)
                    current.noteCommitted(entry)
                    progress = true
                }
            }
        }
    }

    enum Verdict {
        case wait(GestureArenaEntry)
        case fail(String)
        case commit
    }

    func evaluate(_ entry: GestureArenaEntry, graph known: FailureRequirementGraph) -> Verdict {
        let recognizer = entry.recognizer
        if !recognizer.isEnabled || entry.mustReset { return .fail("disabled") }
        // The graph is rebuilt when a recognizer joins between passes (resolveRequests); one that joined
        // during this pass (a nested event) gets a graph of its own.
        var graph = known
        if graph.position(of: entry) == nil {
            graph = FailureRequirementGraph(arena: self)
            graph.collectPreventers()
        }
        guard let position = graph.position(of: entry) else { return .fail("disabled") }
        // GR4: a recognizer that already began (or has just ended) prevents a newcomer it overlaps.
        var touches: TouchIdentities?
        for preventer in graph.preventers {
            let other = graph.entries[preventer]
            guard other !== entry, other.hasBegun || other.hasEnded else { continue }
            let mine = touches ?? identities(of: entry.gestureTouches)
            touches = mine
            if overlaps(mine, other), !mayRecognizeTogether(recognizer, other.recognizer),
                other.recognizer.canPrevent(recognizer), recognizer.canBePrevented(by: other.recognizer)
            {
                return .fail("prevented by '\(name(other.recognizer))'")
            }
        }
        // GR5: failure requirements.
        var blocker: GestureArenaEntry?
        for required in graph.requirements(of: position) {
            let other = graph.entries[required]
            if other.hasBegunOrRecognized {
                return .fail("required recognizer '\(name(other.recognizer))' recognized")
            }
            if blocker == nil, other.isUndecided, !other.gestureTouches.isEmpty || other.requestedState != nil,
                !graph.waitsInCycle(required, on: position)
            {
                blocker = other
            }
        }
        if let blocker { return .wait(blocker) }
        // GR6: the delegate, the attached view, then the touches' hit-test views below it. A scroll view
        // that is its own recognizer's delegate (S6) is asked once, and named.
        if let delegate = recognizer.delegateStorage, !askShouldBegin(delegate, recognizer) {
            if let scrollView = recognizer.owningScrollViewDelegate {
                let why = recognizer.refusal.map { ": \($0)" } ?? ""
                return .fail("\(name(scrollView)).gestureRecognizerShouldBegin returned false\(why)")
            }
            return .fail("delegate's gestureRecognizerShouldBegin returned false")
        }
        for view in viewsToAsk(entry)
        where view !== recognizer.owningScrollViewDelegate && !view.gestureRecognizerShouldBegin(recognizer) {
            return .fail("\(name(view)).gestureRecognizerShouldBegin returned false")
        }
        return .commit
    }

    /// GR6's delegate question. X15: a scroll view answering for its own recognizer leaves its reason in
    /// `pendingReason`; it is moved to `refusal` here so that it never labels a later state change.
    private func askShouldBegin(_ delegate: UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer) -> Bool {
        let answer = delegate.gestureRecognizerShouldBegin(recognizer)
        if recognizer.pendingReason != nil || recognizer.refusal != nil {
            recognizer.refusal = answer ? nil : recognizer.pendingReason
            recognizer.pendingReason = nil
        }
        return answer
    }

    /// The attached view, then each distinct hit-test view of its touches that lies below it (GR6, C6).
    func viewsToAsk(_ entry: GestureArenaEntry) -> [UIView] {
        guard let attached = entry.recognizer.viewStorage else { return [] }
        var views = [attached]
        for touch in entry.gestureTouches {
            guard let hit = touch.view, hit !== attached, hit.isDescendant(of: attached),
                !views.contains(where: { $0 === hit })
            else { continue }
            views.append(hit)
        }
        return views
    }

    func commit(_ entry: GestureArenaEntry) {
        guard let target = entry.requestedState else { return }
        let recognizer = entry.recognizer
        let reason = entry.requestReason
        entry.requestedState = nil  // its follow-up step, if any, stays: it comes after the commit's action
        if reason != nil { entry.requestReason = nil }
        entry.isWaitingForFailure = false
        recognizer.stateStorage = target
        entry.actionPending = true
        if target == .ended { mayFinish = true }
        tracer?.record(.stateChange(recognizer, from: .possible, to: target, reason: reason))
        let touches = identities(of: entry.gestureTouches)
        for other in entries where other !== entry {
            guard overlaps(touches, other), !mayRecognizeTogether(recognizer, other.recognizer),
                recognizer.canPrevent(other.recognizer), other.recognizer.canBePrevented(by: recognizer)
            else { continue }
            // The requirement is asked now (it may ask delegates); the words only while a trace records (X15).
            let required = requires(other.recognizer, toFail: recognizer)
            stop(
                other,
                reason: required
                    ? "required recognizer '\(name(recognizer))' recognized" : "excluded by '\(name(recognizer))'")
        }
        if recognizer.cancelsTouchesInView {
            for touch in entry.gestureTouches { touch.viewDelivery.claim(for: recognizer) }
        }
    }

    /// Takes a recognizer out of the gesture (GR4, GR10): it fails if undecided — a request not settled
    /// yet shows the requested state but is still `.possible` (GR3) — and is cancelled if it began.
    /// `reason` is made only while a trace records (X15): naming a recognizer costs thousands of instructions.
    func stop(_ entry: GestureArenaEntry, reason: @autoclosure () -> String) {
        if entry.requestedState != nil {
            fail(entry, reason: reason())
            return
        }
        switch entry.recognizer.stateStorage {
        case .possible: fail(entry, reason: reason())
        case .began, .changed: cancel(entry, reason: reason())
        case .ended, .cancelled, .failed: break
        }
    }

    func fail(_ entry: GestureArenaEntry, reason: @autoclosure () -> String) {
        let recognizer = entry.recognizer
        let from = entry.requestedState != nil ? .possible : recognizer.stateStorage
        entry.clearRequest()
        recognizer.stateStorage = .failed
        mayFinish = true
        tracer?.record(.stateChange(recognizer, from: from, to: .failed, reason: reason()))
    }

    /// A recognizer that began is cancelled, its action pending (GR3, GR4, GR10).
    func cancel(_ entry: GestureArenaEntry, reason: @autoclosure () -> String) {
        let recognizer = entry.recognizer
        let from = recognizer.stateStorage
        recognizer.stateStorage = .cancelled
        entry.actionPending = true
        mayFinish = true
        tracer?.record(.stateChange(recognizer, from: from, to: .cancelled, reason: reason()))
    }

    // MARK: Relations

    /// A set, not a search per touch: a commit asks it of every other recognizer, and with 2,000 touches
    /// each pair's search was quadratic (Reliability, "Hostile sizes"). Small lists stay arrays (no hashing on the hot
    /// path).
    func overlaps(_ touches: TouchIdentities, _ b: GestureArenaEntry) -> Bool {
        switch touches {
        case .few(let list):
            for touch in list where b.gestureTouches.containsIdentical(touch) { return true }
        case .many(let set):
            for touch in b.gestureTouches where set.contains(ObjectIdentifier(touch)) { return true }
        }
        return false
    }

    enum TouchIdentities {
        case few([UITouch])
        case many(Set<ObjectIdentifier>)
    }

    func identities(of touches: [UITouch]) -> TouchIdentities {
        guard touches.count > 16 else { return .few(touches) }
        var set = Set<ObjectIdentifier>(minimumCapacity: touches.count)
        for touch in touches { set.insert(ObjectIdentifier(touch)) }
        return .many(set)
    }

    /// GR4: either delegate may allow simultaneous recognition.
    func mayRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegateAllowsSimultaneousRecognition(with: b) || b.delegateAllowsSimultaneousRecognition(with: a)
    }

    /// GR5 from every source: `require(toFail:)`, subclass hooks, and both delegates.
    func requires(_ a: UIGestureRecognizer, toFail b: UIGestureRecognizer) -> Bool {
        if a.failureRequirements.contains(where: { $0.recognizer === b }) { return true }
        if a.shouldRequireFailure(of: b) || b.shouldBeRequiredToFail(by: a) { return true }
        return a.delegateRequiresFailure(of: b) || b.delegateIsRequiredToFail(by: a)
    }

    func name(_ object: AnyObject) -> String {
        tracer?.name(of: object) ?? TraceNames.preferredName(object)
    }
}

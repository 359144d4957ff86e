import Foundation

/// Step 2 of the arena (GR3a): which requests commit, wait or fail (GR4, GR5, GR6), and what a commit
/// excludes (GR4) and claims (GR7).
extension GestureArena {
    /// A recognizer whose touches have all ended, that waits for nothing and has no timer running,
    /// cannot recognize before its next touch: it fails, so that it stops holding its touches back from
    /// the view (GR9) and every view still gets its end (T6). Built-in recognizers always decide first;
    /// this catches custom subclasses that never do.
    func failStalledRecognizers() {
        for recognizer in participants where recognizer.stateStorage == .possible && recognizer.requestedState == nil {
            guard !recognizer.isWaitingForFailure, !recognizer.gestureTouches.isEmpty, !recognizer.hasLiveTimer,
                allTouchesDone(recognizer)
            else { continue }
            fail(recognizer, reason: "its touches ended without a decision")
        }
    }

    func resolveRequests() {
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

    enum Verdict {
        case wait(UIGestureRecognizer)
        case fail(String)
        case commit
    }

    func evaluate(_ recognizer: UIGestureRecognizer) -> Verdict {
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
        // GR6: the delegate, the attached view, then the touches' hit-test views below it. A scroll view
        // that is its own recognizer's delegate (S6) is asked once, and named.
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            if let scrollView = recognizer.owningScrollViewDelegate {
                return .fail("\(name(scrollView)).gestureRecognizerShouldBegin returned false")
            }
            return .fail("delegate's gestureRecognizerShouldBegin returned false")
        }
        for view in viewsToAsk(recognizer)
        where view !== recognizer.owningScrollViewDelegate && !view.gestureRecognizerShouldBegin(recognizer) {
            return .fail("\(name(view)).gestureRecognizerShouldBegin returned false")
        }
        return .commit
    }

    /// The attached view, then each distinct hit-test view of its touches that lies below it (GR6, C6).
    func viewsToAsk(_ recognizer: UIGestureRecognizer) -> [UIView] {
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
    func waits(
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

    func commit(_ recognizer: UIGestureRecognizer) {
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

    func fail(_ recognizer: UIGestureRecognizer, reason: String) {
        let from = recognizer.requestedState != nil ? .possible : recognizer.stateStorage
        recognizer.requestedState = nil
        recognizer.followUpState = nil
        recognizer.isWaitingForFailure = false
        recognizer.stateStorage = .failed
        mayFinish = true
        tracer?.record(.stateChange(recognizer, from: from, to: .failed, reason: reason))
    }

    // MARK: Relations

    func overlaps(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.gestureTouches.contains { touch in b.gestureTouches.contains { $0 === touch } }
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

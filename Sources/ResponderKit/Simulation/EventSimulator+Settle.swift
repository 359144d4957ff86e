import Foundation

/// X5: run the virtual clock until nothing is left to happen, or say what is still going on.
extension EventSimulator {
    /// Advances the virtual clock timer by timer until no timer is pending — decelerating or paging scroll
    /// views, tap windows, long-press and delayed-touch timers, stepper repeats, display links — but by
    /// at most `maxTime` seconds (X5). Returns true when it settled. Otherwise time stands at `maxTime`
    /// later and an issue lists what is still pending, instead of spinning (a running display link never
    /// settles). Fingers still down are named in that report; they are input, not time, so they alone do
    /// not keep `settle` from returning.
    @discardableResult
    public func settle(maxTime: TimeInterval = 10) -> Bool {
        guard maxTime.isFinite, maxTime >= 0 else {
            refuse("settle(maxTime:): maxTime must be finite and not negative, got \(maxTime)")
            return false
        }
        guard application.dispatcher.depth == 0 else {
            refuse("settle(maxTime:): called during dispatch (from a callback); time cannot move there")
            return false
        }
        let start = currentTime
        let deadline = start + maxTime
        // Each round fires at least one timer; the cap stops timers that keep rescheduling at the same time.
        var rounds = 0
        while let next = clock.nextFireTime, next <= deadline, rounds < Self.maximumSettleRounds {
            clock.advance(to: Swift.max(next, currentTime))
            rounds += 1
        }
        guard let stillPending = pendingWork(), !stillPending.isEmpty else { return true }
        if currentTime < deadline { clock.advance(to: deadline) }
        let spent = SeedFormat.number(currentTime - start)
        let lines = pendingWork() ?? stillPending
        refuse(
            "settle(maxTime: \(SeedFormat.number(maxTime))): still pending at t=\(SeedFormat.number(currentTime)) "
                + "after \(spent) s (X5):\n" + lines.map { "  " + $0 }.joined(separator: "\n"))
        return false
    }

    static let maximumSettleRounds = 1_000_000

    /// What keeps the clock busy, one line per owner, in firing order; nil when no timer is pending.
    func pendingWork() -> [String]? {
        let timers = clock.pendingTimers
        let endless = endlessAnimations()
        guard !timers.isEmpty || !endless.isEmpty else { return nil }
        var lines: [String] = []
        var seen = Set<ObjectIdentifier>()
        var unlabeled = 0
        for timer in timers {
            let due = "next at t=\(SeedFormat.number(timer.fireTime))"
            if let recognizer = timer.recognizer {
                guard seen.insert(ObjectIdentifier(recognizer)).inserted else { continue }
                lines.append("\(trace.name(of: recognizer)): recognizer timer (state \(recognizer.state)), \(due)")
            } else if let group = timer.owner as? ViewAnimationGroup {
                guard seen.insert(ObjectIdentifier(group)).inserted else { continue }
                lines.append("UIView.animate: the end of its animations and its completion, \(due)")
            } else if let owner = timer.owner {
                guard seen.insert(ObjectIdentifier(owner)).inserted else { continue }
                lines.append("\(trace.name(of: owner)): \(Self.purpose(of: owner)), \(due)")
            } else {
                unlabeled += 1
            }
        }
        lines += endless
        if unlabeled > 0 { lines.append("\(unlabeled) other clock timer(s) (scheduled on the clock directly)") }
        for touch in application.dispatcher.liveTouches {
            lines.append(
                "touch \(touch.number) is still down (on \(touch.view.map { trace.name(of: $0) } ?? "nothing"))")
        }
        return lines
    }

    /// Animations in this world's windows that no time can end (repeating forever, or at speed 0): they
    /// have no timer, yet they keep the screen moving, so they keep `settle` from settling (X5).
    func endlessAnimations() -> [String] {
        var lines: [String] = []
        var stack = application.scene.windowStorage.reversed().map(\.layer)
        while let layer = stack.popLast() {
            for animation in layer.animationRecords where animation.runsForever {
                let holder = layer.viewStorage.map { trace.name(of: $0) } ?? "a CALayer"
                lines.append("\(holder): animation '\(animation.name)' never ends (repeats forever or speed 0)")
            }
            stack += layer.currentSublayers().reversed()
        }
        return lines
    }

    private static func purpose(of owner: AnyObject) -> String {
        switch owner {
        case is UIScrollView: return "scroll animation (deceleration, bounce or paging)"
        case is UIStepper: return "auto-repeat"
        case is CADisplayLink: return "display link, every frame"
        case is UIViewPropertyAnimator: return "property animator, running to its end"
        case is CAAnimation: return "Core Animation animation, starting or ending"
        default: return "view timer"
        }
    }
}

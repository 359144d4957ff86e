import Foundation
import ResponderKit

extension EventCase {
    // MARK: Checks

    /// G2 between random pairs of views (window coordinates as `nil`; detached views too).
    func checkConversions() {
        let all: [UIView] = [simulator.window] + views + (grid.map { [$0] } ?? []) + (secondWindow.map { [$0] } ?? [])
        for _ in 0..<3 {
            let a = all[reader.int(0...(all.count - 1))]
            let b: UIView? = reader.chance(20) ? nil : all[reader.int(0...(all.count - 1))]
            checkConversionRoundTrip(a, b, CGPoint(x: reader.coordinate(-500...900), y: reader.coordinate(-500...900)))
        }
    }

    /// The spatial index answers as the reverse scan does (H1 on plain views; nil event: no trace).
    func checkIndex() {
        guard let grid else { return }
        for _ in 0..<4 {
            let point = CGPoint(x: reader.coordinate(-60...460), y: reader.coordinate(-60...760))
            let indexed = grid.hitTest(point, with: nil)
            let scanned = Self.referenceHitTest(grid, point)
            if indexed !== scanned {
                violation(
                    "spatial index",
                    "hitTest(\(point)) gave \(indexed.map { name($0) } ?? "nil"), the reverse scan "
                        + "\(scanned.map { name($0) } ?? "nil")")
            }
        }
    }

    /// H1 by the book, for plain views.
    static func referenceHitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01 else { return nil }
        guard view.bounds.contains(point) else { return nil }
        for child in view.subviews.reversed() {
            if let hit = referenceHitTest(child, child.convert(point, from: view)) { return hit }
        }
        return view
    }

    func finalChecks() {
        var audit = TraceAudit()
        audit.check(simulator.trace.entries)
        audit.checkAllEnded()
        audit.checkAllPossible()

        // T6 as each fuzz view saw it, direct and forwarded: one end per touch, even after views moved (R2).
        for view in views {
            guard let fuzz = view as? FuzzResponderView else { continue }
            let probe = fuzz.behaviour.probe
            for (id, phases) in probe.phases.sorted(by: {
                ($0.value.count, $0.key.hashValue) < ($1.value.count, $1.key.hashValue)
            }) {
                let ends = phases.filter { $0 == .ended || $0 == .cancelled }.count
                if ends != 1 {
                    let how = probe.direct.contains(id) ? "direct" : "forwarded"
                    violation("T6", "\(name(view)) (\(how)): \(ends) ends in \(phases)")
                }
            }
        }

        // GR3: back to .possible, and reset() exactly once per finished recognition (trace vs. calls).
        var finished: [String: Int] = [:]
        var resets: [String: Int] = [:]
        for entry in simulator.trace.entries {
            let recognizer = entry.fields.first { $0.name == "recognizer" }?.value
            guard case .string(let rname)? = recognizer else { continue }
            if entry.kind == "state", case .string(let to)? = entry.fields.first(where: { $0.name == "to" })?.value,
                ["ended", "cancelled", "failed"].contains(to)
            {
                finished[rname, default: 0] += 1
            }
            if entry.kind == "reset" { resets[rname, default: 0] += 1 }
        }
        for recognizer in recognizers {
            let rname = name(recognizer)
            if recognizer.state != .possible { violation("GR3", "\(rname) is \(recognizer.state) at the end") }
            // The library's own classes (kinds 216...255) have no reset() hook to count.
            guard let audited = recognizer as? AuditedRecognizer else { continue }
            let calls = audited.probe.resets
            if calls != (finished[rname] ?? 0) || calls != (resets[rname] ?? 0) {
                violation(
                    "GR3",
                    "\(rname): reset() called \(calls) times, \(finished[rname] ?? 0) finished recognitions, "
                        + "\(resets[rname] ?? 0) resets in the trace")
            }
        }

        // Issues: none unless the case made bad calls on purpose, and then only their refusals.
        let issues = simulator.issues
        if badCalls == 0 && illegalTransitions == 0 && selfRequirements == 0 {
            if !issues.isEmpty { violation("issues", "\(issues)") }
        } else {
            let expected = [
                "touchDown(at:)", "advance(by:)", "lift:", "move(_:to:)", "illegal state transition",
                "cannot require itself to fail",
            ]
            for issue in issues where !expected.contains(where: { issue.hasPrefix($0) || issue.contains($0) }) {
                violation("issues", "unexpected issue after deliberate bad input: \(issue)")
            }
            // An illegal transition of a recognizer outside any window goes to standard error instead.
            if issues.count < badCalls || issues.count > badCalls + illegalTransitions + selfRequirements {
                violation(
                    "issues",
                    "\(badCalls) bad calls, \(illegalTransitions) illegal transitions and \(selfRequirements) self-requirements"
                        + " gave \(issues.count) issues: \(issues)"
                )
            }
        }
        withExtendedLifetime(everyTouch) {}
        withExtendedLifetime(delegates) {}
    }
}

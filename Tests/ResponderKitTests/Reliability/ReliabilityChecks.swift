import Foundation
import ResponderKit

/// Runs a `ReliabilityCase` and checks every invariant of the Reliability article on it.
@MainActor enum ReliabilityRunner {
    /// Everything wrong with one case, each problem tagged with its rule (`[T6] ...`). The case runs three
    /// times: traced (checked), traced again in a fresh simulator (L2: identical text and JSON lines), and
    /// untraced (the spatial index is used only then: what user code sees must not change).
    static func problems(of testCase: ReliabilityCase) -> [String] {
        let first = ReliabilityWorld(testCase, tracing: true)
        first.play()
        var problems = check(first)
        let second = ReliabilityWorld(testCase, tracing: true)
        second.play()
        let (text1, text2) = (
            first.simulator.trace.text(timestamps: true), second.simulator.trace.text(timestamps: true)
        )
        if let line = firstDifference(text1, text2) {
            problems.append("[L2] trace text differs between two runs: \(line)")
        }
        if let line = firstDifference(first.simulator.trace.jsonLines(), second.simulator.trace.jsonLines()) {
            problems.append("[L2] JSON lines differ between two runs: \(line)")
        }
        let untraced = ReliabilityWorld(testCase, tracing: false)
        untraced.play()
        if let line = firstDifference(
            first.observations.joined(separator: "\n"), untraced.observations.joined(separator: "\n"))
        {
            problems.append("[L2] what user code saw changed when tracing was off: \(line)")
        }
        problems += untraced.simulator.issues.map { "[issue] untraced: \($0)" }
        return problems
    }

    static func firstDifference(_ a: String, _ b: String) -> String? {
        guard a != b else { return nil }
        let (la, lb) = (
            a.split(separator: "\n", omittingEmptySubsequences: false),
            b.split(separator: "\n", omittingEmptySubsequences: false)
        )
        for index in 0..<max(la.count, lb.count) {
            let x = index < la.count ? String(la[index]) : "<end>"
            let y = index < lb.count ? String(lb[index]) : "<end>"
            if x != y { return "line \(index + 1): '\(x)' vs '\(y)'" }
        }
        return "same lines, different bytes"
    }

    /// The checks of one traced run.
    static func check(_ world: ReliabilityWorld) -> [String] {
        let audit = world.audit
        for view in world.views.values { (view as? TrackingView)?.checkAllEnded() }
        let entries = world.simulator.trace.entries
        audit.checkTrace(entries)
        for (id, recognizer) in world.recognizers.sorted(by: { $0.key < $1.key }) where recognizer.state != .possible {
            audit.report("r\(id) is \(recognizer.state) after every touch ended (GR3)")
        }
        // GR3: `reset()` ran exactly as often as the engine says it reset the recognizer.
        for (id, recognizer) in world.recognizers.sorted(by: { $0.key < $1.key }) {
            let traced = entries.filter { $0.kind == "reset" && $0.text == "r\(id) reset" }.count
            let called = audit.resets[ObjectIdentifier(recognizer)] ?? 0
            if traced != called { audit.report("r\(id): reset() ran \(called) times, the trace shows \(traced) (GR3)") }
        }
        var problems = audit.problems.map { "[\(rule(of: $0))] \($0)" }
        problems += traceProblems(entries)
        problems += conversionProblems(world.viewsInWindows, seed: world.testCase.seed)
        problems += world.simulator.issues.map { "[issue] \($0)" }
        return problems
    }

    /// The rule a problem text cites (for shrinking: keep failing the same way).
    static func rule(of problem: String) -> String {
        if problem.hasPrefix("["), let end = problem.firstIndex(of: "]") {
            return String(problem[problem.index(after: problem.startIndex)..<end])
        }
        for tag in ["T5", "T6", "T7", "GR3", "GR4", "G2", "L2"] where problem.contains(tag) { return tag }
        if problem.hasPrefix("trace:") || problem.contains("action in state") || problem.contains("reset while") {
            return "GR3"
        }
        return "other"
    }

    // MARK: T6 and T7 from the trace

    /// T6 for every responder, from the engine's own record of what it delivered (directly or forwarded
    /// by `next`): each touch begins first, ends exactly once, and nothing follows. T7: after a view left
    /// the visible windows it gets no phase but `touchesCancelled`; a recognizer that was removed (or whose
    /// view left) gets no touches at all.
    static func traceProblems(_ entries: [TraceEntry]) -> [String] {
        var problems: [String] = []
        var phases: [String: [String]] = [:]
        var order: [String] = []
        var outside: Set<String> = []
        func strings(_ entry: TraceEntry, _ name: String) -> [String] {
            for field in entry.fields where field.name == name {
                switch field.value {
                case .string(let s): return [s]
                case .strings(let list): return list
                case .numbers(let list): return list.map { SeedFormat.number(CGFloat($0)) }
                default: return []
                }
            }
            return []
        }
        func deliver(_ responder: String, _ phase: String, _ touches: [String], _ entry: TraceEntry) {
            if outside.contains(responder) && phase != "cancelled" {
                problems.append(
                    "[T7] \(responder) got touches\(phase.capitalized) after it left the window: \(entry.text)")
            }
            for touch in touches {
                let key = "\(responder) touch \(touch)"
                let seen = phases[key] ?? []
                if seen.isEmpty { order.append(key) }
                if phase == "began" && !seen.isEmpty {
                    problems.append("[T6] \(key): began again after \(seen)")
                } else if phase != "began" && seen.isEmpty {
                    problems.append("[T6] \(key): \(phase) without began (\(entry.text))")
                } else if let last = seen.last, last == "ended" || last == "cancelled" {
                    problems.append("[T6] \(key): \(phase) after \(last) (\(entry.text))")
                }
                phases[key] = seen + [phase]
            }
        }
        for entry in entries {
            switch entry.kind {
            case "touches":
                deliver(
                    strings(entry, "responder").first ?? "?", strings(entry, "phase").first ?? "?",
                    strings(entry, "touches"), entry)
            case "forward":
                guard let method = strings(entry, "method").first, method.hasPrefix("touches") else { continue }
                let phase = String(method.dropFirst("touches".count)).lowercased()
                deliver(strings(entry, "to").first ?? "?", phase, strings(entry, "touches"), entry)
            case "recognizerTouches":
                let recognizer = strings(entry, "recognizer").first ?? "?"
                if outside.contains(recognizer) {
                    problems.append(
                        "[T7] \(recognizer) got touches after it was removed or its view left: \(entry.text)")
                }
            case "note":
                if entry.text.hasPrefix("left: ") {
                    outside.formUnion(entry.text.dropFirst(6).split(separator: " ").map(String.init))
                } else if entry.text.hasPrefix("joined: ") {
                    outside.subtract(entry.text.dropFirst(8).split(separator: " ").map(String.init))
                }
            default:
                break
            }
        }
        for key in order {
            let ends = (phases[key] ?? []).filter { $0 == "ended" || $0 == "cancelled" }.count
            if ends != 1 { problems.append("[T6] \(key): \(ends) ends: \(phases[key] ?? [])") }
        }
        return problems
    }

    // MARK: G2

    /// Round trips and composition of `convert` between views of one window and across two windows.
    static func conversionProblems(_ views: [UIView], seed: UInt64) -> [String] {
        guard views.count >= 2 else { return [] }
        var rng = SplitMix64(seed: seed ^ 0x6202)
        var problems: [String] = []
        func close(_ a: CGPoint, _ b: CGPoint, scale: CGFloat) -> Bool {
            let tolerance = 1e-7 * max(1, scale)
            return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
        }
        func name(_ view: UIView) -> String { view.accessibilityIdentifier ?? "\(type(of: view))" }
        for _ in 0..<24 {
            let a = rng.pick(views)
            let b = rng.pick(views)
            let c = rng.pick(views)
            let p = CGPoint(x: rng.coordinate(-200...600), y: rng.coordinate(-200...900))
            let q = a.convert(p, to: b)
            let magnitude = max(abs(p.x), abs(p.y), abs(q.x), abs(q.y))
            let back = b.convert(q, to: a)
            if !close(back, p, scale: magnitude) {
                problems.append("[G2] \(name(a)) -> \(name(b)) -> \(name(a)) moved \(p) to \(back)")
            }
            let from = b.convert(p, from: a)
            if !close(from, q, scale: magnitude) {
                problems.append(
                    "[G2] \(name(b)).convert(p, from: \(name(a))) = \(from), \(name(a)).convert(p, to: \(name(b))) = \(q)"
                )
            }
            let direct = a.convert(p, to: c)
            let viaB = b.convert(q, to: c)
            if !close(direct, viaB, scale: max(magnitude, abs(direct.x), abs(direct.y))) {
                problems.append("[G2] \(name(a)) -> \(name(c)) = \(direct) but via \(name(b)) = \(viaB)")
            }
            if let window = a.window {
                let toNil = a.convert(p, to: nil)
                let toWindow = a.convert(p, to: window)
                if !close(toNil, toWindow, scale: magnitude) {
                    problems.append("[G2] \(name(a)).convert(p, to: nil) = \(toNil) but to its window = \(toWindow)")
                }
            }
        }
        return problems
    }
}

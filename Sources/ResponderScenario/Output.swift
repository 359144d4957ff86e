import Foundation
import ResponderKit

/// How `run` prints a run.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// The trace in the seeds' style, then one summary line per touch.
    case text
    /// The trace as JSON lines, then one `summary` object per touch and a `final` one (X23).
    case json
    /// Just the outcome of each touch: the view that got it, the recognizers that fired, the actions run.
    case quiet
}

/// Running a scenario and printing what happened.
@MainActor public enum ScenarioRun {
    /// Builds the world (with `setup`'s part, ST6) and plays the timeline (up to `stopTime` if given).
    public static func play(
        _ scenario: Scenario, until stopTime: Double? = nil, setup: ScenarioWorldSetup? = nil,
        progress: ((Int, Int) -> Void)? = nil
    ) -> ScenarioWorld {
        let world = WorldBuilder.build(scenario, setup: setup)
        let runner = ScenarioRunner(world: world, stopTime: stopTime)
        runner.progress = progress
        runner.run()
        return world
    }

    public static func output(
        _ scenario: Scenario, format: OutputFormat = .text, progress: ((Int, Int) -> Void)? = nil
    ) -> String {
        let world = play(scenario, progress: progress)
        return output(world, format: format)
    }

    /// How a streamed run ended.
    public enum Ending: Equatable, Sendable {
        case finished
        /// `emit` asked to stop (an output limit).
        case stoppedByOutput
        /// The run reached a work limit (timer firings); the message says which.
        case stoppedAtLimit(String)
    }

    /// Plays `scenario`, handing each line of its output to `emit` as it is made, so that memory does not
    /// grow with the trace's length (SPEC X.2): the trace keeps no entries. `emit` returns false to stop
    /// (an output limit): the run halts at the next timer or step. A run that reaches a work limit halts too.
    /// The lines are exactly those of ``output(_:format:progress:)``.
    public static func stream(
        _ scenario: Scenario, format: OutputFormat = .text, setup: ScenarioWorldSetup? = nil,
        progress: ((Int, Int) -> Void)? = nil, emit: @escaping @MainActor (String) -> Bool
    ) -> Ending {
        let world = WorldBuilder.build(scenario, setup: setup)
        let spec = scenario.trace
        let kinds = spec.kinds.map(Set.init)
        var going = true
        func send(_ line: String) {
            guard going else { return }
            if !emit(line) {
                going = false
                world.isHalted = true
            }
        }
        var states = RecognizerStates()
        func traceLine(_ entry: TraceEntry) {
            if format == .json { states.add(entry) }
            if let kinds, !kinds.contains(entry.kind) { return }
            send(format == .json ? entry.json + "\n" : entry.line(timestamps: spec.timestamps) + "\n")
        }
        // What building recorded, then every entry as it comes; none is kept (quiet prints outcomes only).
        if format != .quiet { for entry in world.trace.entries { traceLine(entry) } }
        world.trace.removeAll()
        world.trace.maximumEntries = 0
        if format != .quiet { world.trace.onRecord = { traceLine($0) } }
        let runner = ScenarioRunner(world: world)
        runner.progress = progress
        runner.run()
        world.trace.onRecord = nil
        guard going else { return .stoppedByOutput }
        if let reason = world.haltReason { return .stoppedAtLimit(reason) }
        let tail: String
        switch format {
        case .text:
            let summary = summaryLines(world)
            tail = spec.summary && !summary.isEmpty ? "\n" + summary.map { $0 + "\n" }.joined() : ""
        case .json: tail = spec.summary ? jsonSummary(world, states: states) : ""
        case .quiet: tail = quiet(world)
        }
        for line in tail.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            send(line + "\n")
            if !going { return .stoppedByOutput }
        }
        return .finished
    }

    public static func output(_ world: ScenarioWorld, format: OutputFormat) -> String {
        let spec = world.scenario.trace
        let kinds = spec.kinds.map(Set.init)
        switch format {
        case .text:
            var text = world.trace.text(timestamps: spec.timestamps, kinds: kinds)
            let summary = summaryLines(world)
            if spec.summary && !summary.isEmpty { text += "\n" + summary.map { $0 + "\n" }.joined() }
            return text
        case .json:
            var text = world.trace.jsonLines(kinds: kinds)
            if spec.summary { text += jsonSummary(world, states: RecognizerStates(world.trace.entries)) }
            return text
        case .quiet:
            return quiet(world)
        }
    }

    static func summaryLine(_ world: ScenarioWorld, _ finger: ScenarioWorld.FingerRecord) -> String {
        let view = finger.touch.view.map { world.name(of: $0) } ?? "nothing"
        return "touch \(finger.number) at \(SeedFormat.point(finger.downPoint)) -> \(view)"
    }

    static func summaryLines(_ world: ScenarioWorld) -> [String] { world.fingers.map { summaryLine(world, $0) } }

    static func describe(_ kind: OutcomeEvent.Kind) -> String {
        switch kind {
        case .gesture(let name, let state): return "recognizer \(name): \(state)"
        case .action(let name, let target, let sender): return "action '\(name)' -> \(target) (from \(sender))"
        case .selected(let table, let path, let method): return "\(table) \(method) \(path)"
        }
    }

    /// One block per touch; consecutive actions of one recognizer fold (`pan: began, changed x4, ended`).
    static func quiet(_ world: ScenarioWorld) -> String {
        var out = ""
        func lines(_ events: [OutcomeEvent]) -> [String] {
            var result: [String] = []
            var index = 0
            while index < events.count {
                guard case .gesture(let name, _) = events[index].kind else {
                    result.append(describe(events[index].kind))
                    index += 1
                    continue
                }
                var states: [(String, Int)] = []
                while index < events.count, case .gesture(let n, let state) = events[index].kind, n == name {
                    if let last = states.last, last.0 == state {
                        states[states.count - 1].1 += 1
                    } else {
                        states.append((state, 1))
                    }
                    index += 1
                }
                let text = states.map { $0.1 > 1 ? "\($0.0) x\($0.1)" : $0.0 }.joined(separator: ", ")
                result.append("recognizer \(name): \(text)")
            }
            return result
        }
        // Each touch's outcomes, gathered in one pass (Reliability, "What bounds each stage": not one pass per touch).
        var byTouch: [Int: [OutcomeEvent]] = [:]
        for outcome in world.outcomes {
            if let first = outcome.touches.min() { byTouch[first, default: []].append(outcome) }
        }
        for finger in world.fingers {
            out += summaryLine(world, finger) + "\n"
            for line in lines(byTouch[finger.number] ?? []) { out += "  " + line + "\n" }
        }
        let unattributed = world.outcomes.filter { $0.touches.isEmpty }
        if !unattributed.isEmpty {
            out += "no touch:\n"
            for line in lines(unattributed) { out += "  " + line + "\n" }
        }
        return out
    }

    /// Compares the run's output, as the CLI prints it (controls escaped: ``TerminalText``), with a stored
    /// one; nil when equal, else a unified diff. SPEC X.2: the stored text's line ends are normalised
    /// (CRLF or CR read as LF), and the run stops one line past the stored text's length (it cannot match
    /// beyond it), so memory is bounded by the stored file, and the diff itself is bounded (``UnifiedDiff``).
    public static func check(
        _ scenario: Scenario, expected: String, expectedName: String, format: OutputFormat = .text
    ) -> String? {
        let expected = normalisingLineEnds(expected)
        let limit = expected.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } + 2
        var actual = ""
        var lines = 0
        _ = stream(scenario, format: format) { line in
            actual += TerminalText.escaping(line, json: format == .json)
            lines += 1
            return lines < limit
        }
        let diff = UnifiedDiff.diff(
            expected: expected, actual: actual, expectedName: expectedName, actualName: "actual run")
        return diff.isEmpty ? nil : diff
    }

    /// CRLF and lone CR as LF.
    static func normalisingLineEnds(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }
}

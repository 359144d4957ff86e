import Foundation
import ResponderKit

/// How `run` prints a run.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// The trace in the seeds' style, then one summary line per touch.
    case text
    /// The trace as JSON lines, then one `summary` object per touch.
    case json
    /// Just the outcome of each touch: the view that got it, the recognizers that fired, the actions run.
    case quiet
}

/// Running a scenario and printing what happened.
@MainActor public enum ScenarioRun {
    /// Builds the world and plays the timeline (up to `stopTime` if given).
    public static func play(
        _ scenario: Scenario, until stopTime: Double? = nil, progress: ((Int, Int) -> Void)? = nil
    ) -> ScenarioWorld {
        let world = WorldBuilder.build(scenario)
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
            if spec.summary {
                for finger in world.fingers {
                    let view = finger.touch.view.map { world.name(of: $0) }
                    text +=
                        "{\"kind\":\"summary\",\"touch\":\(finger.number),\"at\":\(JSONString.quote(SeedFormat.point(finger.downPoint))),"
                        + "\"view\":\(view.map(JSONString.quote) ?? "null"),\"text\":\(JSONString.quote(summaryLine(world, finger)))}\n"
                }
            }
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
        case .selected(let table, let path): return "\(table) didSelectRowAt \(path)"
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
        for finger in world.fingers {
            out += summaryLine(world, finger) + "\n"
            let mine = world.outcomes.filter { $0.touches.min() == finger.number }
            for line in lines(mine) { out += "  " + line + "\n" }
        }
        let unattributed = world.outcomes.filter { $0.touches.isEmpty }
        if !unattributed.isEmpty {
            out += "no touch:\n"
            for line in lines(unattributed) { out += "  " + line + "\n" }
        }
        return out
    }

    /// Compares the run's output with a stored one; nil when equal, else a unified diff.
    public static func check(
        _ scenario: Scenario, expected: String, expectedName: String, format: OutputFormat = .text
    ) -> String? {
        let actual = output(scenario, format: format)
        let diff = UnifiedDiff.diff(
            expected: expected, actual: actual, expectedName: expectedName, actualName: "actual run")
        return diff.isEmpty ? nil : diff
    }
}

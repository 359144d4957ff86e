// libFuzzer target `scenario`: bytes -> scenario text, read as YAML and (re-encoded) as JSON, validated,
// built and run for a bounded virtual time, then printed in every output format, rendered and explained.
// Inputs that start with 0xFF are choices from which SchemaGenerator.swift builds a scenario from the
// schema (Reliability, "The targets": extreme values, large counts, long graphs).
//
// Every problem with the input must come back as a reported error (`ScenarioErrors` with a position);
// nothing may trap. A scenario that passed validation must run without engine issues, keep GR3 and T6
// (checked from the trace), and give the same output twice (L2). Built by scripts/fuzz.sh.
//
// `FUZZ_PRINT=1 scripts/fuzz.sh scenario replay FILE...` also prints, per input, what the harness saw
// (the diagnostics, or every output, the render and the explanation): refactorings compare it before
// and after.

import Foundation
import ResponderKit

@testable import ResponderScenario

/// Virtual seconds a scenario may run for in the fuzzer (its timeline may ask for up to 10^6 s).
let runLimit: Double = 20

/// `FUZZ_PRINT`: print what each input gave, on standard output.
let printOutputs = ProcessInfo.processInfo.environment["FUZZ_PRINT"] != nil

func show(_ title: String, _ text: String) {
    guard printOutputs else { return }
    print("=== \(title)\n\(text)", terminator: text.hasSuffix("\n") || text.isEmpty ? "" : "\n")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    // 0xFF first (never the start of UTF-8 text): the rest are choices for the schema's generator.
    if size > 0 && data[0] == 0xFF {
        let text = SchemaGenerator.scenario(from: Array(bytes.dropFirst()))
        show("generated", text)
        MainActor.assumeIsolated { ScenarioFuzz.run(text) }
        return 0
    }
    let text = String(decoding: bytes, as: UTF8.self)
    MainActor.assumeIsolated { ScenarioFuzz.run(text) }
    return 0
}

@MainActor enum ScenarioFuzz {
    static func run(_ text: String) {
        switch ScenarioFile.parse(text, file: "fuzz.yaml") {
        case .failure(let errors):
            show("errors", errors.description)
            checkReported(errors, text: text)
        case .success(let scenario):
            roundTrip(scenario)
            play(scenario)
        }
    }

    /// A refused file says why and where: at least one diagnostic, each with a line and a column inside
    /// the text (or 1:1) and a message.
    static func checkReported(_ errors: ScenarioErrors, text: String) {
        guard !errors.diagnostics.isEmpty else { violation("errors", "parse failed with no diagnostic") }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count + 1
        for diagnostic in errors.diagnostics {
            if diagnostic.line < 1 || diagnostic.column < 1 || diagnostic.line > lines + 1 || diagnostic.message.isEmpty
            {
                violation("errors", "bad diagnostic \(diagnostic) for a text of \(lines) lines")
            }
        }
        _ = errors.description
    }

    /// The encoder's YAML and JSON read back to the same scenario (the JSON path of the reader).
    static func roundTrip(_ scenario: Scenario) {
        for (format, text) in [("json", ScenarioEncoder.json(scenario)), ("yaml", ScenarioEncoder.yaml(scenario))] {
            switch ScenarioFile.parse(text, file: "roundtrip.\(format)") {
            case .failure(let errors):
                violation("round trip", "the encoder's \(format) does not read back:\n\(errors)\n---\n\(text)")
            case .success(let again):
                if again != scenario {
                    violation("round trip", "the encoder's \(format) reads back as a different scenario:\n\(text)")
                }
            }
        }
    }

    static func play(_ scenario: Scenario) {
        let first = ScenarioRun.play(scenario, until: runLimit)
        let issues = first.simulator.issues
        if !issues.isEmpty { violation("issues", "a valid scenario caused engine issues: \(issues)") }

        var audit = TraceAudit()
        audit.check(first.trace.entries)
        // T6 in full once every finger is up and time has run on (withheld ends are released by then).
        let ended = first.fingers.allSatisfy { finger in finger.endTime.map { $0 <= runLimit - 2 } ?? false }
        if ended && first.simulator.currentTime >= runLimit - 1e-9 {
            audit.checkAllEnded()
        }

        let text = ScenarioRun.output(first, format: .text)
        let json = ScenarioRun.output(first, format: .json)
        let quiet = ScenarioRun.output(first, format: .quiet)
        show("text", text)
        show("json", json)
        show("quiet", quiet)

        // L2: a fresh world, the same bytes.
        let second = ScenarioRun.play(scenario, until: runLimit)
        if ScenarioRun.output(second, format: .text) != text || ScenarioRun.output(second, format: .json) != json {
            violation("L2", "two runs of one scenario differ")
        }

        // What `responder render` and `responder explain` do with the same file.
        let time = min(ScenarioValidator.naturalEnd(scenario), runLimit)
        show("render at \(time)", ScenarioRender.svg(scenario, atTime: time))
        let point = scenario.timeline.lazy.compactMap(\.action.firstPoint).first ?? CGPoint(x: 10, y: 10)
        show("explain", ScenarioExplain.explain(scenario, at: point, atTime: time))
        // Runs stopped part way (inside gestures, too), as `render --at-time` stops them.
        if printOutputs {
            for fraction in [0.13, 0.37, 0.61, 0.89] {
                let stop = time * fraction
                show("text until \(stop)", ScenarioRun.output(ScenarioRun.play(scenario, until: stop), format: .text))
                show("render at \(stop)", ScenarioRender.svg(scenario, atTime: stop))
            }
        }
    }
}

extension StepAction {
    /// Some point the step touches, for `explain`.
    fileprivate var firstPoint: CGPoint? {
        switch self {
        case .down(let list), .move(let list): return list.first?.point
        case .tap(let tap): return tap.points.first
        case .drag(let drag): return drag.from
        case .longPress(let press): return press.at
        case .swipe(let swipe): return swipe.from
        case .pinch(let pinch): return pinch.center
        case .rotate(let rotate): return rotate.center
        default: return nil
        }
    }
}

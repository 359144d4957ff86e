import ArgumentParser
import Foundation
import ResponderScenario

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@main
struct Responder: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "responder",
        abstract: "UIKit's touch delivery, headless: see why a touch went where it went.",
        discussion: """
            Scenario files (YAML or JSON) describe a view hierarchy and a timeline of input; see \
            docs/scenario-format.md. Exit status: 0 ok, 1 a failed check, 2 invalid input.
            """,
        subcommands: [Demo.self, Run.self, Check.self, Render.self, Explain.self, Schema.self],
        defaultSubcommand: Demo.self
    )
}

/// Reads a scenario or exits with status 2 after printing every error (file:line:column: path: message).
func loadScenario(_ path: String) throws -> Scenario {
    switch ScenarioFile.load(path: path) {
    case .success(let scenario):
        return scenario
    case .failure(let errors):
        printError(errors.description)
        throw ExitCode(2)
    }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}

/// Progress on standard error, only when it is a terminal and the run takes a while.
final class Progress: @unchecked Sendable {
    private let start = Date()
    private var shown = false
    private let enabled = isatty(STDERR_FILENO) != 0

    func report(_ step: Int, _ total: Int) {
        guard enabled, Date().timeIntervalSince(start) > 0.5 else { return }
        shown = true
        FileHandle.standardError.write(Data("\rresponder: step \(step)/\(total)".utf8))
    }

    func finish() {
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}

struct FormatOptions: ParsableArguments {
    @Flag(name: .long, help: "Print the trace as JSON lines.")
    var json = false

    @Flag(name: .long, help: "Print only the outcome of each touch (view, recognizers, actions).")
    var quiet = false

    func format() throws -> OutputFormat {
        if json && quiet { throw ValidationError("--json and --quiet cannot be used together") }
        return json ? .json : quiet ? .quiet : .text
    }
}

struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the built-in demo: seed 002's four taps on TopView and its subviews, traced.",
        discussion: """
            The demo is a bundled scenario file (a copy is examples/seed002-demo.yaml). Prints every hitTest \
            and pointInside call (both passes, H7), each touch's binding and its delivery up the responder \
            chain, then one summary line per touch.
            """
    )

    @Flag(name: .long, help: "Print the trace as JSON lines.")
    var json = false

    @Flag(name: .long, help: "Prefix each trace line with its virtual time.")
    var timestamps = false

    mutating func run() throws {
        var scenario: Scenario
        switch ScenarioFile.parse(DemoScenario.text, file: DemoScenario.fileName) {
        case .success(let s): scenario = s
        case .failure(let errors):
            printError(errors.description)
            throw ExitCode(2)
        }
        if timestamps { scenario.trace.timestamps = true }
        if json { scenario.trace.summary = false }  // as the demo always printed it
        let format: OutputFormat = json ? .json : .text
        let frozen = scenario
        let output = MainActor.assumeIsolated { ScenarioRun.output(frozen, format: format) }
        print(output, terminator: "")
    }
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scenario and print its trace (seed-style text, JSON lines, or outcomes only).")

    @Argument(help: "The scenario file (YAML or JSON).")
    var file: String

    @OptionGroup var options: FormatOptions

    mutating func run() throws {
        let format = try options.format()
        let scenario = try loadScenario(file)
        let progress = Progress()
        let output = MainActor.assumeIsolated {
            ScenarioRun.output(scenario, format: format) { progress.report($0, $1) }
        }
        progress.finish()
        print(output, terminator: "")
    }
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scenario and compare its output with a stored trace (exit 1 with a diff if they differ).",
        discussion: "Make the stored trace with `responder run FILE > FILE.trace` (same --json/--quiet flags)."
    )

    @Argument(help: "The scenario file (YAML or JSON).")
    var file: String

    @Option(name: .long, help: "The expected output.")
    var expect: String

    @OptionGroup var options: FormatOptions

    mutating func run() throws {
        let format = try options.format()
        let scenario = try loadScenario(file)
        guard let data = FileManager.default.contents(atPath: expect),
            let expected = String(data: data, encoding: .utf8)
        else {
            printError("\(expect):1:1: cannot read the expected trace")
            throw ExitCode(2)
        }
        let expectName = expect
        let diff = MainActor.assumeIsolated {
            ScenarioRun.check(scenario, expected: expected, expectedName: expectName, format: format)
        }
        if let diff {
            print(diff, terminator: "")
            printError("check failed: the run differs from \(expect)")
            throw ExitCode(1)
        }
        print("ok: \(file) matches \(expect)")
    }
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw the hierarchy to scale, each touch's path and its hit-test path, as SVG.")

    @Argument(help: "The scenario file (YAML or JSON).")
    var file: String

    @Option(name: .shortAndLong, help: "Where to write the SVG.")
    var output: String

    @Option(name: .customLong("at-time"), help: "Draw the state at this virtual time (seconds).")
    var atTime: Double?

    mutating func run() throws {
        if let atTime, !atTime.isFinite || atTime < 0 {
            throw ValidationError("--at-time must be a finite time >= 0")
        }
        let scenario = try loadScenario(file)
        let time = atTime
        let svg = MainActor.assumeIsolated { ScenarioRender.svg(scenario, atTime: time) }
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            printError("\(output): cannot write: \(error.localizedDescription)")
            throw ExitCode(2)
        }
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain, view by view, why a point lands where it does (hit-testing, H1-H9).")

    @Argument(help: "The scenario file (YAML or JSON).")
    var file: String

    @Option(name: .long, help: "The point in window coordinates, as X,Y.")
    var at: String

    @Option(name: .customLong("at-time"), help: "Explain the state at this virtual time (seconds).")
    var atTime: Double?

    mutating func run() throws {
        let parts = at.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
            throw ValidationError("--at expects X,Y with finite numbers, e.g. --at 100,200")
        }
        if let atTime, !atTime.isFinite || atTime < 0 {
            throw ValidationError("--at-time must be a finite time >= 0")
        }
        let scenario = try loadScenario(file)
        let time = atTime
        let text = MainActor.assumeIsolated {
            ScenarioExplain.explain(scenario, at: CGPoint(x: x, y: y), atTime: time)
        }
        print(text, terminator: "")
    }
}

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print every key of the scenario format, as markdown tables (docs/scenario-format.md's reference).")

    mutating func run() throws {
        print(ScenarioFile.keyReference, terminator: "")
    }
}

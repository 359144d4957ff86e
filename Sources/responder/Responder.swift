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
            Sources/ResponderKit/ResponderKit.docc/ScenarioFormat.md. Exit status: 0 ok, 1 a failed check, \
            2 invalid input or usage, 3 output stopped at --max-lines, 4 the output could not be written.
            """,
        subcommands: [Demo.self, Run.self, Check.self, Render.self, Explain.self, Schema.self, Port.self, Doctor.self],
        defaultSubcommand: Demo.self
    )

    /// ArgumentParser's run, with the exit statuses of the CommandLineTool article: usage errors exit 2 (not 64), a
    /// failed write exits 4, and SIGPIPE is a write error rather than a signal.
    static func main() {
        signal(SIGPIPE, SIG_IGN)
        do {
            var command = try parseAsRoot()
            try command.run()
            try StandardStreams.flush()
        } catch let failure as WriteFailure {
            StandardStreams.error("responder: \(failure.message)")
            Foundation.exit(ExitStatus.writeFailed)
        } catch let code as ExitCode {
            do {
                try StandardStreams.flush()
            } catch {
                StandardStreams.error("responder: \((error as? WriteFailure)?.message ?? "cannot write")")
                Foundation.exit(ExitStatus.writeFailed)
            }
            Foundation.exit(code.rawValue)
        } catch {
            try? StandardStreams.flush()
            let code = exitCode(for: error)
            guard code == .validationFailure else { exit(withError: error) }
            StandardStreams.error(fullMessage(for: error))
            Foundation.exit(ExitStatus.invalid)
        }
    }
}

/// Reads a scenario or exits with status 2 after printing every error (file:line:column: path: message).
func loadScenario(_ path: String, scene: String? = nil) throws -> Scenario {
    switch ScenarioFile.load(path: path) {
    case .success(var scenario):
        guard scenario.document != nil else { return scenario }
        // IB18: a storyboard or xib; its loader's messages (IB12's `File:LINE: …`) go to standard error, and
        // a document that gives nothing to show is invalid input.
        scenario.document?.scene = scene
        let checked = scenario
        guard let (loaded, issues) = MainActor.assumeIsolated({ checked.documentIssues() }) else { return scenario }
        for issue in issues { printError(issue) }
        if !loaded { throw ExitCode(ExitStatus.invalid) }
        return scenario
    case .failure(let errors):
        printError(errors.description)
        throw ExitCode(ExitStatus.invalid)
    }
}

func printError(_ text: String) { StandardStreams.error(text) }

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
            The demo is a bundled scenario file (a copy is Examples/Scenarios/seed002-demo.yaml). Prints every hitTest \
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
            throw ExitCode(ExitStatus.invalid)
        }
        if timestamps { scenario.trace.timestamps = true }
        if json { scenario.trace.summary = false }  // as the demo always printed it
        let format: OutputFormat = json ? .json : .text
        let frozen = scenario
        let output = MainActor.assumeIsolated { ScenarioRun.output(frozen, format: format) }
        try StandardStreams.write(output, json: json)
    }
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scenario and print its trace (seed-style text, JSON lines, or outcomes only).")

    @Argument(help: "The scenario file (YAML or JSON).")
    var file: String

    @OptionGroup var options: FormatOptions

    @Option(
        name: .customLong("max-lines"),
        help: "Stop the run after this many lines of output, with exit status 3 (0: no limit).")
    var maxLines = 1_000_000

    mutating func run() throws {
        let format = try options.format()
        if maxLines < 0 { throw ValidationError("--max-lines must be 0 (no limit) or more") }
        let scenario = try loadScenario(file)
        let progress = Progress()
        let limit = maxLines
        // Each line goes out as it is made: memory does not grow with the trace (SPEC X.2).
        let (ending, failure) = MainActor.assumeIsolated { () -> (ScenarioRun.Ending, WriteFailure?) in
            var lines = 0
            var failure: WriteFailure?
            let ending = ScenarioRun.stream(scenario, format: format, progress: { progress.report($0, $1) }) {
                line in
                do {
                    try StandardStreams.write(line, json: format == .json)
                } catch {
                    failure = error as? WriteFailure ?? WriteFailure(message: "cannot write to standard output")
                    return false
                }
                lines += 1
                return limit == 0 || lines < limit
            }
            return (ending, failure)
        }
        progress.finish()
        if let failure { throw failure }
        switch ending {
        case .finished: break
        case .stoppedByOutput:
            try StandardStreams.flush()
            printError("responder: output stopped after \(limit) lines (--max-lines \(limit); 0 for no limit)")
            throw ExitCode(ExitStatus.outputLimit)
        case .stoppedAtLimit(let reason):
            try StandardStreams.flush()
            printError("responder: \(reason)")
            throw ExitCode(ExitStatus.outputLimit)
        }
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
            throw ExitCode(ExitStatus.invalid)
        }
        // The run is compared up to the stored trace's length, so this bounds a check's memory (SPEC X.2).
        if data.count > Self.maximumExpectedBytes {
            printError("\(expect):1:1: the expected trace is larger than \(Self.maximumExpectedBytes >> 20) MiB")
            throw ExitCode(ExitStatus.invalid)
        }
        let expectName = expect
        let diff = MainActor.assumeIsolated {
            ScenarioRun.check(scenario, expected: expected, expectedName: expectName, format: format)
        }
        if let diff {
            try StandardStreams.write(diff)
            try StandardStreams.flush()
            printError("check failed: the run differs from \(expect)")
            throw ExitCode(ExitStatus.differs)
        }
        try StandardStreams.write("ok: \(file) matches \(expect)\n")
    }

    static let maximumExpectedBytes = 64 << 20
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw the hierarchy to scale, each touch's path and its hit-test path, as SVG.",
        discussion: """
            Views are labelled without overlaps (a name that does not fit becomes a number the legend \
            explains); each view with recognizers has a badge with their final states. With --timeline, \
            draws instead each touch, recognizer and view as a lane over virtual time (SPEC X20-X22).
            """)

    @Argument(help: "The scenario file (YAML or JSON), or a .storyboard or .xib to draw one of its scenes.")
    var file: String

    @Option(name: .shortAndLong, help: "Where to write the SVG.")
    var output: String

    @Option(help: "With a storyboard: the Storyboard ID of the scene to draw (default: the initial scene).")
    var scene: String?

    @Option(name: .customLong("at-time"), help: "Draw the state at this virtual time (seconds).")
    var atTime: Double?

    @Flag(help: "Draw a timeline: a lane per touch, recognizer and view, with state changes and actions.")
    var timeline = false

    mutating func run() throws {
        if let atTime, !atTime.isFinite || atTime < 0 {
            throw ValidationError("--at-time must be a finite time >= 0")
        }
        let scenario = try loadScenario(file, scene: scene)
        let time = atTime
        let lanes = timeline
        let svg = MainActor.assumeIsolated {
            lanes ? ScenarioRender.timeline(scenario, atTime: time) : ScenarioRender.svg(scenario, atTime: time)
        }
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            printError("\(output): cannot write: \(error.localizedDescription)")
            throw ExitCode(ExitStatus.writeFailed)
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
        try StandardStreams.write(text)
    }
}

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print every key of the scenario format, as markdown tables (the reference of ScenarioFormat.md).")

    mutating func run() throws {
        try StandardStreams.write(ScenarioFile.keyReference)
    }
}

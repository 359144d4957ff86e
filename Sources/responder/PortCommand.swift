import ArgumentParser
import Foundation

/// `responder port FILE|DIR [-o DIR]` (SPEC PT): runs the translator, `responder-port`, found beside this
/// binary. The translator is its own executable because it is built on swift-syntax, which
/// `swift run responder` must not build.
struct Port: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Translate iOS Swift files (@objc, #selector, @IBOutlet, ...) for ResponderKit (SPEC PT).",
        discussion: "Runs `responder-port` from the same build folder; build it with "
            + "`swift build --product responder-port`."
    )

    @Argument(help: "Swift files or folders of one module.") var inputs: [String]
    @Option(name: .shortAndLong, help: "Write translated files into this folder instead of printing them.")
    var output: String?

    func run() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let tool = executable.deletingLastPathComponent().appendingPathComponent("responder-port")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            printError(
                "responder: the translator is not built: run `swift build --product responder-port` "
                    + "(it builds swift-syntax), then `responder port` again")
            throw ExitCode(ExitStatus.invalid)
        }
        try StandardStreams.flush()
        let process = Process()
        process.executableURL = tool
        process.arguments = inputs + (output.map { ["--output", $0] } ?? [])
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw ExitCode(process.terminationStatus) }
    }
}

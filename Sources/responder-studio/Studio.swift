import ArgumentParser
import Foundation
import ResponderScenario
import ResponderStudio

/// `responder-studio FILE.yaml [--port N] [--open]` (ST1): serves the studio page on loopback
/// and runs one live session of the scenario's world per WebSocket connection.
@main
struct Studio: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "responder-studio",
        abstract: "Touch a scenario's scene in the browser and watch hit-testing, the responder chain and the arena.",
        discussion: """
            Listens on 127.0.0.1 only. Each page connection gets its own world, built from FILE; editing \
            FILE reloads it. Record a session on the page and save it as a scenario that `responder run` \
            replays. Stop with Ctrl-C. Exit status, as `responder`'s: 2 invalid input or usage; 1 the \
            server could not start (its page's resources missing, the port taken).
            """
    )

    /// ArgumentParser's run, with the project's exit statuses (CommandLineTool article): a usage error exits 2, as
    /// `responder`'s do, not ArgumentParser's 64.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            StudioLog.write(fullMessage(for: error))
            Foundation.exit(2)
        }
    }

    @Argument(help: "A scenario file (YAML or JSON), or a .storyboard or .xib to touch one of its scenes.")
    var file: String

    @Option(help: "With a storyboard: the Storyboard ID of the scene to show (default: the initial scene).")
    var scene: String?

    @Option(help: "The port to listen on (loopback only).")
    var port: Int = 8123

    @Flag(help: "Print the page's URL to open (a browser is not started).")
    var open = false

    func validate() throws {
        guard (1...65535).contains(port) else { throw ValidationError("--port must be 1...65535, got \(port)") }
    }

    func run() async throws {
        let file = self.file
        let scene = self.scene
        // Refuse a bad file at once, with every error, as `responder run` does.
        switch ScenarioFile.load(path: file, scene: scene) {
        case .failure(let errors):
            FileHandle.standardError.write(Data((errors.description + "\n").utf8))
            throw ExitCode(2)
        case .success(let scenario):
            // IB18: a document's loader messages (`File:LINE: …`); one that gives nothing to show is refused.
            if let (loaded, issues) = await MainActor.run(body: { scenario.documentIssues() }) {
                for issue in issues { StudioLog.write(issue) }
                if !loaded { throw ExitCode(2) }
            }
        }
        let port = self.port
        let open = self.open
        do {
            try await StudioServer.run(
                port: port, title: file, watched: file,
                makeSession: { clock in
                    Result {
                        try StudioSession(
                            load: {
                                ScenarioFile.load(path: file, scene: scene).mapError {
                                    StudioMessageError($0.description)
                                }
                            },
                            clock: clock)
                    }
                    .mapError { _ in StudioMessageError("cannot load the scenario") }
                },
                ready: { url in
                    // Written at once: standard output may be a pipe or a file, which `print` would buffer.
                    if open { FileHandle.standardOutput.write(Data((url + "\n").utf8)) }
                })
        } catch let failure as StudioServer.Failure {
            StudioLog.write("responder-studio: \(failure.message)")
            throw ExitCode(1)
        }
    }
}

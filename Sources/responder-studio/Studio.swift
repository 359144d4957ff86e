import ArgumentParser
import FlyingFox
import FlyingSocks
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
        let folder: URL
        switch StudioPage.locate() {
        case .success(let found): folder = found
        case .failure(let error):
            StudioLog.write("responder-studio: \(error.message)")
            throw ExitCode(1)
        }
        let port = self.port
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: UInt16(port)), logger: .disabled)
        await server.appendRoute("GET /socket", to: GuardedSocket(port: port, file: file, scene: scene))
        await server.appendRoute("GET *") { request in
            guard StudioOrigin.isLoopbackHost(request.headers[.host], port: port) else {
                return HTTPResponse(statusCode: .forbidden)
            }
            guard let page = StudioPage.file(request.path, in: folder) else {
                return HTTPResponse(statusCode: .notFound)
            }
            return HTTPResponse(
                statusCode: .ok, headers: [.contentType: page.contentType, .cacheControl: "no-store"], body: page.data)
        }
        let url = "http://127.0.0.1:\(port)/"
        StudioLog.write("responder-studio: serving \(file) at \(url)")
        // Written at once: standard output may be a pipe or a file, which `print` would buffer.
        if open { FileHandle.standardOutput.write(Data((url + "\n").utf8)) }
        try await server.run()
    }
}

/// Standard error, one line at a time.
enum StudioLog {
    static func write(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
}

/// The WebSocket route: refuses requests not for loopback and upgrades not from the studio's page (ST2).
struct GuardedSocket: HTTPHandler {
    let port: Int
    let file: String
    let scene: String?

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let origin = request.headers[HTTPHeader("Origin")]
        guard StudioOrigin.isAllowed(origin: origin, host: request.headers[.host], port: port) else {
            StudioLog.write("responder-studio: refused a WebSocket from origin \(origin ?? "none")")
            return HTTPResponse(statusCode: .forbidden)
        }
        let handler = MessageFrameWSHandler(handler: StudioSocket(file: file, scene: scene))
        return try await WebSocketHTTPHandler(handler: handler).handleRequest(request)
    }
}

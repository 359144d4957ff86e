import FlyingFox
import FlyingSocks
import Foundation

/// The studio's HTTP and WebSocket server on loopback (ST1, ST2): the page's files, and one live session per
/// WebSocket connection. Shared by `responder-studio FILE.yaml` and ``ResponderStudio`` (ST6).
public enum StudioServer {
    /// The session's clock: seconds from any origin (ST3).
    public typealias Clock = @MainActor () -> Double
    /// Makes one connection's session on the given clock, or says why it cannot.
    public typealias SessionMaker = @Sendable @MainActor (@escaping Clock) -> Result<StudioSession, StudioMessageError>

    /// Why the server did not start.
    public struct Failure: Error {
        public let message: String
    }

    /// Serves until the process ends. `makeSession` makes each connection's session; `watched` is a file whose
    /// changes rebuild the world. Returns the page's URL through `ready` once the page is found.
    public static func run(
        port: Int, title: String, watched: String?,
        makeSession: @escaping SessionMaker,
        ready: @Sendable (String) -> Void
    ) async throws {
        guard (1...65535).contains(port) else { throw Failure(message: "the port must be 1...65535, got \(port)") }
        let folder: URL
        switch StudioPage.locate() {
        case .success(let found): folder = found
        case .failure(let error): throw Failure(message: error.message)
        }
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: UInt16(port)), logger: .disabled)
        await server.appendRoute(
            "GET /socket",
            to: GuardedSocket(port: port, socket: StudioSocket(makeSession: makeSession, watched: watched)))
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
        StudioLog.write("responder-studio: serving \(title) at \(url)")
        ready(url)
        try await server.run()
    }
}

/// Standard error, one line at a time.
public enum StudioLog {
    public static func write(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
}

/// The WebSocket route: refuses requests not for loopback and upgrades not from the studio's page (ST2).
struct GuardedSocket: HTTPHandler {
    let port: Int
    let socket: StudioSocket

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let origin = request.headers[HTTPHeader("Origin")]
        guard StudioOrigin.isAllowed(origin: origin, host: request.headers[.host], port: port) else {
            StudioLog.write("responder-studio: refused a WebSocket from origin \(origin ?? "none")")
            return HTTPResponse(statusCode: .forbidden)
        }
        let handler = MessageFrameWSHandler(handler: socket)
        return try await WebSocketHTTPHandler(handler: handler).handleRequest(request)
    }
}

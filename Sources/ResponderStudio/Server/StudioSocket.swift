import FlyingFox
import Foundation

/// One page connection: a ``StudioSession`` on the main actor, fed the page's text messages, ticked
/// every few milliseconds (timers fire on time: a long press begins while the finger rests), reloaded
/// when the watched file changes, and cancelled when the connection drops (T6).
struct StudioSocket: WSMessageHandler {
    /// Makes the connection's session with the given clock (seconds), or says why it cannot.
    let makeSession: StudioServer.SessionMaker
    /// A scenario file whose changes rebuild the world; nil for a world built in Swift.
    let watched: String?

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (messages, output) = AsyncStream<WSMessage>.makeStream(bufferingPolicy: .bufferingNewest(50_000))
        Task { @MainActor in
            await serve(client: client, output: output)
        }
        return messages
    }

    @MainActor func serve(client: AsyncStream<WSMessage>, output: AsyncStream<WSMessage>.Continuation) async {
        // The replies to one message go as one WebSocket message (a JSON array when there are several):
        // one write, so that Nagle's algorithm does not hold the later ones for the page's delayed ACK
        // (measured: 48 ms median round trip with one write per reply, FlyingFox sets no TCP_NODELAY).
        func send(_ texts: [String]) {
            guard let first = texts.first else { return }
            output.yield(.text(texts.count == 1 ? first : "[" + texts.joined(separator: ",") + "]"))
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let session: StudioSession
        switch makeSession({ Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }) {
        case .success(let made): session = made
        case .failure(let error):
            send([StudioJSON.object([("type", "\"error\""), ("message", StudioJSON.string(error.message))])])
            output.finish()
            return
        }
        session.log = { StudioLog.write("responder-studio: refused a message: \($0)") }
        send(session.start())
        let watched = self.watched
        let ticker = Task { @MainActor in
            var stamp = watched.flatMap(Self.modificationDate)
            var count = 0
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(8))
                send(session.tick())
                count += 1
                // About four times a second: has the file changed? Then the world is rebuilt from it.
                guard let watched, count % 30 == 0 else { continue }
                let date = Self.modificationDate(watched)
                guard date != stamp else { continue }
                stamp = date
                session.reload()
                send(session.tick())
            }
        }
        for await message in client {
            switch message {
            case .text(let text): send(session.receive(text))
            case .data: send(["{\"type\":\"error\",\"message\":\"binary messages are not part of the protocol\"}"])
            case .close: break
            }
        }
        ticker.cancel()
        let cancelled = session.disconnect()
        if !cancelled.isEmpty {
            StudioLog.write("responder-studio: connection closed; its touches were cancelled (T6)")
        }
        output.finish()
    }

    @MainActor static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}

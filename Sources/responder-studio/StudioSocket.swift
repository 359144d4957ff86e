import FlyingFox
import Foundation
import ResponderScenario
import ResponderStudio

/// One page connection: a ``StudioSession`` on the main actor, fed the page's text messages, ticked
/// every few milliseconds (timers fire on time: a long press begins while the finger rests), reloaded
/// when the file changes, and cancelled when the connection drops (T6).
struct StudioSocket: WSMessageHandler {
    let file: String
    /// A storyboard's scene to show (IB18); nil: its initial scene.
    var scene: String?

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (messages, output) = AsyncStream<WSMessage>.makeStream(bufferingPolicy: .bufferingNewest(50_000))
        let file = self.file
        let scene = self.scene
        Task { @MainActor in
            await Self.serve(file: file, scene: scene, client: client, output: output)
        }
        return messages
    }

    @MainActor static func serve(
        file: String, scene: String? = nil, client: AsyncStream<WSMessage>, output: AsyncStream<WSMessage>.Continuation
    ) async {
        // The replies to one message go as one WebSocket message (a JSON array when there are several):
        // one write, so that Nagle's algorithm does not hold the later ones for the page's delayed ACK
        // (measured: 48 ms median round trip with one write per reply, FlyingFox sets no TCP_NODELAY).
        func send(_ texts: [String]) {
            guard let first = texts.first else { return }
            output.yield(.text(texts.count == 1 ? first : "[" + texts.joined(separator: ",") + "]"))
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let session: StudioSession
        do {
            session = try StudioSession(
                load: {
                    ScenarioFile.load(path: file, scene: scene).mapError { StudioMessageError($0.description) }
                },
                clock: { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 })
        } catch {
            send(["{\"type\":\"error\",\"message\":\"cannot load the scenario\"}"])
            output.finish()
            return
        }
        session.log = { StudioLog.write("responder-studio: refused a message: \($0)") }
        send(session.start())
        let ticker = Task { @MainActor in
            var stamp = modificationDate(file)
            var count = 0
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(8))
                send(session.tick())
                count += 1
                // About four times a second: has the file changed? Then the world is rebuilt from it.
                guard count % 30 == 0 else { continue }
                let date = modificationDate(file)
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

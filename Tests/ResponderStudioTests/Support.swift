import Foundation
import ResponderScenario
import ResponderStudio
import Testing

/// The repository's `Examples/Scenarios/` folder.
let examplesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples").appendingPathComponent("Scenarios")

func readExample(_ name: String) throws -> String {
    try String(contentsOf: examplesDirectory.appendingPathComponent("\(name).yaml"), encoding: .utf8)
}

/// A clock the test moves by hand: the session's "real time" (ST3), so no test sleeps.
@MainActor final class HandClock {
    var now = 0.0
}

/// A session on `text` with a hand-moved clock; `start()`'s messages are returned too.
@MainActor func makeSession(_ text: String, clock: HandClock) throws -> (StudioSession, [String]) {
    let session = try StudioSession(
        load: { ScenarioFile.parse(text, file: "live.yaml").mapError { StudioMessageError($0.description) } },
        clock: { clock.now })
    return (session, session.start())
}

/// A parsed server message.
struct Reply {
    let raw: String
    let object: [String: Any]
    var type: String { object["type"] as? String ?? "" }
    var message: String { object["message"] as? String ?? "" }
    /// A trace message's entry, as JSON text, and its kind.
    var entry: [String: Any]? { object["entry"] as? [String: Any] }
}

func parse(_ messages: [String]) -> [Reply] {
    messages.map { text in
        let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
        #expect(object != nil, "not a JSON object: \(text)")
        return Reply(raw: text, object: object ?? [:])
    }
}

/// A touch message for pointers `(id, phase, x, y)`.
func touch(_ changes: [(Int, String, Double, Double)], time: Double? = nil) -> String {
    let list = changes.map { "{\"id\":\($0.0),\"phase\":\"\($0.1)\",\"x\":\($0.2),\"y\":\($0.3)}" }
    let time = time.map { ",\"time\":\($0)" } ?? ""
    return "{\"type\":\"touch\"\(time),\"touches\":[\(list.joined(separator: ","))]}"
}

/// The `trace` entries' JSON text out of server messages, as `run --json` prints them.
func traceLines(_ messages: [String]) -> [String] {
    messages.compactMap { message in
        let prefix = "{\"type\":\"trace\",\"entry\":"
        guard message.hasPrefix(prefix) else { return nil }
        return String(message.dropFirst(prefix.count).dropLast())
    }
}

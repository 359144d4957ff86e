import Foundation

/// What a page sends over the studio's WebSocket (ST2): JSON objects, one per text message.
///
/// `{"type":"touch","time":12.5,"touches":[{"id":1,"phase":"began","x":10,"y":20}]}` reports the
/// pointers that changed in one browser event (phases as UIKit names them); `reload`, `record` (with
/// `"action":"start"` or `"stop"`), `replay`, `seek` (`t`, seconds: ST5) and `explain` (`x`, `y`) are
/// commands. `time` is the
/// page's own clock in milliseconds: echoed in the `ack` for latency, never used as engine time (ST3).
public enum StudioMessage: Equatable, Sendable {
    public struct Change: Equatable, Sendable {
        public enum Phase: String, Sendable, CaseIterable {
            case began, moved, ended, cancelled
        }
        public var id: Int
        public var phase: Phase
        public var x: Double
        public var y: Double
    }

    case touch(time: Double?, changes: [Change])
    case reload
    case recordStart
    case recordStop
    case replay
    /// Show the replay at time `t` (ST5): the scene then, with the fingers down.
    case seek(t: Double)
    case explain(x: Double, y: Double)
}

/// Bounds on what one connection may send (ST2): a page sends far less; beyond is a bug or an attack.
public enum StudioLimits {
    /// Bytes in one message.
    public static let messageBytes = 16 * 1024
    /// Pointers in one touch message (a hand has ten fingers; a test rig a few more).
    public static let touchesPerMessage = 20
    /// Messages accepted per second of engine time; more are refused, each with an error.
    public static let messagesPerSecond = 1000
    /// Lines of one replay sent to the page.
    public static let replayLines = 20_000
    /// Latest time a `seek` may name, in seconds (a day: no recording is longer).
    public static let seekTime = 86_400.0
    /// Largest coordinate accepted, in points.
    public static let coordinate = 1e6
}

/// Why a message was refused: said on the socket as `{"type":"error",...}` and logged.
public struct StudioMessageError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

extension StudioMessage {
    /// Decodes one message, or says what is wrong with it and where.
    public static func decode(_ text: String) -> Result<StudioMessage, StudioMessageError> {
        let size = text.utf8.count
        guard size <= StudioLimits.messageBytes else {
            return .failure(.init("message is \(size) bytes; the limit is \(StudioLimits.messageBytes)"))
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        } catch {
            // Foundation's reason names the problem (`Number 1e400 is not representable in Swift.`).
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            return .failure(.init("message is not valid JSON" + (detail.map { ": \(String($0.prefix(120)))" } ?? "")))
        }
        guard let root = object as? [String: Any] else { return .failure(.init("message is not a JSON object")) }
        guard let type = root["type"] as? String else { return .failure(.init("message has no string \"type\"")) }
        switch type {
        case "touch": return decodeTouch(root)
        case "reload": return .success(.reload)
        case "replay": return .success(.replay)
        case "seek":
            switch number(root["t"], "seek.t") {
            case .success(let t) where t >= 0 && t <= StudioLimits.seekTime: return .success(.seek(t: t))
            case .success: return .failure(.init("seek.t must be 0...\(Int(StudioLimits.seekTime)) seconds"))
            case .failure(let error): return .failure(error)
            }
        case "record":
            switch root["action"] as? String {
            case "start": return .success(.recordStart)
            case "stop": return .success(.recordStop)
            default: return .failure(.init("record: \"action\" must be \"start\" or \"stop\""))
            }
        case "explain":
            switch (number(root["x"], "explain.x"), number(root["y"], "explain.y")) {
            case (.success(let x), .success(let y)): return .success(.explain(x: x, y: y))
            case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
            }
        default:
            return .failure(.init("unknown message type \"\(String(type.prefix(40)))\""))
        }
    }

    private static func decodeTouch(_ root: [String: Any]) -> Result<StudioMessage, StudioMessageError> {
        var time: Double?
        if let raw = root["time"] {
            switch number(raw, "touch.time") {
            case .success(let value): time = value
            case .failure(let error): return .failure(error)
            }
        }
        guard let list = root["touches"] as? [Any], !list.isEmpty else {
            return .failure(.init("touch: \"touches\" must be a non-empty list"))
        }
        guard list.count <= StudioLimits.touchesPerMessage else {
            return .failure(.init("touch: \(list.count) touches; the limit is \(StudioLimits.touchesPerMessage)"))
        }
        var changes: [Change] = []
        for (index, item) in list.enumerated() {
            let path = "touch.touches[\(index)]"
            guard let fields = item as? [String: Any] else { return .failure(.init("\(path) is not an object")) }
            guard case .success(let idValue) = number(fields["id"], "\(path).id"), let id = Int(exactly: idValue) else {
                return .failure(.init("\(path).id must be an integer"))
            }
            guard let phaseName = fields["phase"] as? String, let phase = Change.Phase(rawValue: phaseName) else {
                let names = Change.Phase.allCases.map(\.rawValue).joined(separator: ", ")
                return .failure(.init("\(path).phase must be one of \(names)"))
            }
            let x = number(fields["x"], "\(path).x")
            let y = number(fields["y"], "\(path).y")
            switch (x, y) {
            case (.success(let x), .success(let y)):
                guard abs(x) <= StudioLimits.coordinate, abs(y) <= StudioLimits.coordinate else {
                    return .failure(.init("\(path): the point is out of range (±\(Int(StudioLimits.coordinate)))"))
                }
                changes.append(Change(id: id, phase: phase, x: x, y: y))
            case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
            }
        }
        return .success(.touch(time: time, changes: changes))
    }

    /// A finite JSON number (JSON has no NaN; a literal too large for a Double reads as infinite).
    private static func number(_ raw: Any?, _ path: String) -> Result<Double, StudioMessageError> {
        guard let raw else { return .failure(.init("\(path) is missing")) }
        // Booleans come as NSNumber too (objCType "c"); `is Bool` is true for 0 and 1 on Linux.
        guard let number = raw as? NSNumber, String(cString: number.objCType) != "c" else {
            return .failure(.init("\(path) must be a number"))
        }
        let value = number.doubleValue
        guard value.isFinite else { return .failure(.init("\(path) is not finite")) }
        return .success(value)
    }
}

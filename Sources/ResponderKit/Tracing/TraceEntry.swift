import Foundation

/// One recorded step of dispatch (X1): its virtual time, its kind, its seed-style text line and its
/// fields for tools. Names are resolved when recorded, so the trace holds no references to views.
public struct TraceEntry: Equatable, Sendable {
    public let time: TimeInterval
    /// A stable identifier of the kind of step: `hitTest`, `pointInside`, `touches`, `state`, ...
    public let kind: String
    /// The seed-style line, e.g. `TopView hitTest point:{220, 193}` (X2).
    public let text: String
    /// Named values for JSON output, in a fixed order (L2).
    public let fields: [TraceField]
}

extension TraceEntry {
    /// The entry as one text line (X2); with `timestamps`, prefixed with its virtual time: `[0.150] ...`.
    public func line(timestamps: Bool) -> String {
        timestamps ? "[\(String(format: "%.3f", time))] \(text)" : text
    }

    /// Every `kind` the engine records, in the order ResponderKit.docc/ScenarioFormat.md lists them; a scenario's
    /// `trace.kinds` is checked against it (X.2: a misspelt kind used to print nothing, silently).
    public static let allKinds = [
        "event", "hitTestPass", "hitTest", "pointInside", "hitTestSkipped", "touchBound", "touches", "forward",
        "routed", "dropped", "withheld", "released", "discarded", "cancelled", "recognizerTouches", "requested",
        "waiting", "state", "gestureAction", "reset", "controlEvents", "action", "actionDropped", "firstResponder",
        "scroll", "note", "issue", "hitTestOverride", "pointInsideOverride",
    ]
}

/// A named value of a trace entry.
public struct TraceField: Equatable, Sendable {
    public let name: String
    public let value: TraceValue
    public init(_ name: String, _ value: TraceValue) {
        self.name = name
        self.value = value
    }
}

/// A field's value. Points and touch numbers are numbers in JSON (X23): `{"x": 40, "y": 82}`, `[1, 2]`.
public enum TraceValue: Equatable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case strings([String])
    case numbers([Double])
    case point(CGPoint)
    case null
}

extension TraceEntry {
    /// The entry as one JSON object (X2: JSON lines). Keys keep their recorded order.
    public var json: String {
        var parts = ["\"t\":\(JSONText.number(time))", "\"kind\":\(JSONText.string(kind))"]
        for field in fields { parts.append("\(JSONText.string(field.name)):\(field.value.json)") }
        parts.append("\"text\":\(JSONText.string(text))")
        return "{" + parts.joined(separator: ",") + "}"
    }
}

extension TraceValue {
    var json: String {
        switch self {
        case .string(let s): return JSONText.string(s)
        case .number(let n): return JSONText.number(n)
        case .bool(let b): return b ? "true" : "false"
        case .strings(let list): return "[" + list.map { JSONText.string($0) }.joined(separator: ",") + "]"
        case .numbers(let list): return "[" + list.map(JSONText.number).joined(separator: ",") + "]"
        case .point(let p): return "{\"x\":\(JSONText.number(Double(p.x))),\"y\":\(JSONText.number(Double(p.y)))}"
        case .null: return "null"
        }
    }
}

/// Minimal, deterministic JSON text encoding of the trace's JSON lines (no dependency, same bytes on
/// every platform: L2). Package-wide: the studio writes its strings with it too (`names.property12`).
package enum JSONText {
    /// `s` as a JSON string literal, with quotes, backslashes and control characters escaped; with
    /// `forScript`, also U+2028 and U+2029, which end a line in JavaScript source (the studio's page).
    package static func string(_ s: String, forScript: Bool = false) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // Checked last, so the trace's own strings pay one test per character for the studio's case.
                if scalar.value < 0x20 || (forScript && (scalar.value == 0x2028 || scalar.value == 0x2029)) {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A finite number in its shortest exact form (`1`, `71.5`); `null` otherwise.
    static func number(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        return SeedFormat.number(CGFloat(n))
    }
}

import Foundation
import ResponderKit

/// The studio's JSON text, written by hand so that keys keep their order and numbers their shortest
/// form (as the trace's JSON lines do, X2); the page parses it with `JSON.parse`.
enum StudioJSON {
    static func string(_ text: String) -> String { JSONText.string(text, forScript: true) }

    /// A finite number in full precision (the page's clock must not be rounded, unlike the trace's
    /// numbers, which hide float noise below 1e-6); null otherwise.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }
}

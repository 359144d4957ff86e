import Foundation
import Yams

/// The encoder's nodes as one line of JSON: numbers and booleans bare (their tags say so), everything
/// else a string; keys in order.
enum JSONWriter {
    /// The tags of scalars written without quotes.
    static let bare: Set<String> = [Tag.Name.int, .float, .bool, .null].map(\.rawValue).reduce(into: []) {
        $0.insert($1)
    }

    static func text(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            return bare.contains(scalar.tag.description) ? scalar.string : JSONString.quote(scalar.string)
        case .sequence(let sequence):
            return "[" + sequence.map(text).joined(separator: ", ") + "]"
        case .mapping(let mapping):
            let pairs = mapping.map { key, value in "\(JSONString.quote(key.string ?? "")): \(text(value))" }
            return "{" + pairs.joined(separator: ", ") + "}"
        }
    }
}

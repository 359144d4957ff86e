import Foundation

/// A YAML (or JSON, which is YAML 1.2 flow syntax) node with its position: the one tree both formats
/// are read into, so that every error has a line and a column.
indirect enum SourceNode: Sendable {
    case scalar(String, isPlain: Bool, SourcePosition)
    case sequence([SourceNode], SourcePosition)
    case mapping([(key: SourceNode, value: SourceNode)], SourcePosition)

    var position: SourcePosition {
        switch self {
        case .scalar(_, _, let p), .sequence(_, let p), .mapping(_, let p): return p
        }
    }

    /// A plain `null`, `~` or empty scalar.
    var isNull: Bool {
        if case .scalar(let s, true, _) = self {
            return s.isEmpty || s == "~" || s == "null" || s == "Null" || s == "NULL"
        }
        return false
    }

    var kindName: String {
        switch self {
        case .scalar: return isNull ? "null" : "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

extension SourceNode {
    /// A list, or a scalar that is not null: what a mapping's shorthand accepts.
    var isShorthand: Bool {
        if case .sequence = self { return true }
        if case .scalar = self { return !isNull }
        return false
    }
}

import Foundation

/// Reads values from a ``SourceNode`` tree, collecting every error with its key path and position
/// instead of stopping at the first; `ScenarioSchema` drives it key by key. Records where each key
/// path is, for the checks that come after (``SourceMap``).
struct ScenarioDecoder {
    var sink: DiagnosticSink
    var map = SourceMap()

    init(file: String) { sink = DiagnosticSink(file: file) }

    // MARK: Errors

    mutating func error(_ message: String, _ node: SourceNode, _ path: String) {
        sink.error(message, at: node.position, path: path)
    }

    // MARK: Mappings

    /// The known keys of a mapping, in file order. Reports unknown and duplicate keys; records positions.
    mutating func fields(_ node: SourceNode, _ path: String, allowed: [String], hint: String? = nil)
        -> [(key: String, value: SourceNode)]?
    {
        guard case .mapping(let pairs, let position) = node else {
            error("expected a mapping\(hint.map { " (\($0))" } ?? ""), found \(node.kindName)", node, path)
            return nil
        }
        map.positions[path] = position
        var seen: [String: SourcePosition] = [:]
        var result: [(key: String, value: SourceNode)] = []
        for (keyNode, value) in pairs {
            guard case .scalar(let key, _, let keyPosition) = keyNode else {
                error("keys must be words, found \(keyNode.kindName)", keyNode, path)
                continue
            }
            let keyPath = path.isEmpty ? key : "\(path).\(key)"
            if let first = seen[key] {
                sink.error(
                    "duplicate key '\(key)' (first at \(first.line):\(first.column))", at: keyPosition, path: keyPath)
                continue
            }
            seen[key] = keyPosition
            guard allowed.contains(key) else {
                var message = "unknown key '\(key)'"
                if !sink.isFull, let near = Suggestion.nearest(key, in: allowed) {
                    message += " (did you mean '\(near)'?)"
                }
                sink.error(message, at: keyPosition, path: keyPath)
                continue
            }
            map.positions[keyPath] = value.position
            result.append((key, value))
        }
        return result
    }

    mutating func list(_ node: SourceNode, _ path: String) -> [SourceNode]? {
        guard case .sequence(let items, let position) = node else {
            error("expected a list, found \(node.kindName)", node, path)
            return nil
        }
        map.positions[path] = position
        for (index, item) in items.enumerated() { map.positions["\(path)[\(index)]"] = item.position }
        return items
    }

    /// Every item read by `read` at `path[index]`: nil at the first bad one if `stopping`, else once all
    /// are read (each bad one reported) if any was bad.
    mutating func each<T>(
        _ items: [SourceNode], _ path: String, stopping: Bool,
        _ read: (inout ScenarioDecoder, SourceNode, String) -> T?
    ) -> [T]? {
        var result: [T] = []
        var good = true
        for (index, item) in items.enumerated() {
            if let value = read(&self, item, "\(path)[\(index)]") {
                result.append(value)
            } else if stopping {
                return nil
            } else {
                good = false
            }
        }
        return good ? result : nil
    }
}

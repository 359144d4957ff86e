import Foundation

/// Positions of key paths in the file (`views[3].parent` → 12:7).
struct SourceMap: Sendable {
    var positions: [String: SourcePosition] = [:]
    subscript(path: String) -> SourcePosition {
        if let p = positions[path] { return p }
        // Fall back to the nearest enclosing path that has a position.
        var current = path
        while let cut = current.lastIndex(where: { $0 == "." || $0 == "[" }) {
            current = String(current[..<cut])
            if let p = positions[current] { return p }
        }
        return .start
    }
}

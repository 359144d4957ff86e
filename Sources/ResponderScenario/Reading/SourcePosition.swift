import Foundation

/// A position in the source text, 1-based.
struct SourcePosition: Equatable, Hashable, Sendable {
    var line: Int
    var column: Int
    static let start = SourcePosition(line: 1, column: 1)
}

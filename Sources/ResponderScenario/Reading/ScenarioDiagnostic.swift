import Foundation

/// One problem in a scenario file: where it is (file, line, column, key path) and what is wrong.
///
/// Printed as `scenario.yaml:12:7: views[3].gestures[0].numberOfTapsRequired: expected a positive integer`.
public struct ScenarioDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int
    /// The key path, e.g. `views[3].frame`; empty for the document itself.
    public let path: String
    public let message: String

    public init(file: String, line: Int, column: Int, path: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    public var description: String {
        path.isEmpty ? "\(file):\(line):\(column): \(message)" : "\(file):\(line):\(column): \(path): \(message)"
    }
}

/// A problem the translator found, at a place in the original file (SPEC PT9).
///
/// Printed as `path:line:column: error: message (SPEC PTn)`, the form compilers use, so that SwiftPM and
/// editors show it at the user's own line.
public struct PortDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public let path: String
    public let line: Int
    public let column: Int
    public let severity: Severity
    /// What the construct is and why it was not translated.
    public let message: String
    /// The SPEC rule, e.g. `PT7`.
    public let rule: String

    public init(path: String, line: Int, column: Int, severity: Severity = .error, message: String, rule: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.rule = rule
    }

    public var description: String {
        "\(path):\(line):\(column): \(severity.rawValue): \(message) (SPEC \(rule))"
    }
}

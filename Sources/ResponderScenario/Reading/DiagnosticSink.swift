import Foundation

/// Collects diagnostics for one file (several at once, never stopping at the first).
struct DiagnosticSink {
    let file: String
    private(set) var diagnostics: [ScenarioDiagnostic] = []
    /// Keeps a runaway file from producing millions of messages.
    static let limit = 200

    init(file: String) { self.file = file }

    mutating func error(_ message: String, at position: SourcePosition, path: String) {
        guard diagnostics.count < Self.limit else { return }
        let diagnostic = ScenarioDiagnostic(
            file: file, line: position.line, column: position.column, path: path, message: message)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    var hasErrors: Bool { !diagnostics.isEmpty }

    /// No further message is kept: callers skip work that only makes a message (suggestions).
    var isFull: Bool { diagnostics.count >= Self.limit }

    /// File order: by line, then column, then the order found.
    var sorted: [ScenarioDiagnostic] {
        diagnostics.enumerated().sorted { a, b in
            (a.element.line, a.element.column, a.offset) < (b.element.line, b.element.column, b.offset)
        }.map(\.element)
    }
}

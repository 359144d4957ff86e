import Foundation

/// Every problem found in one file, in file order; thrown when a scenario cannot be used.
public struct ScenarioErrors: Error, Sendable, CustomStringConvertible {
    public let diagnostics: [ScenarioDiagnostic]
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

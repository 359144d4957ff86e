import Foundation
import ResponderKit

/// Words of the file and the engine values they stand for, listed once: the schema offers the words
/// (with "did you mean"), the builder and the runner look the values up.
struct EngineNames<Engine: Sendable>: Sendable {
    let all: [(name: String, value: Engine)]

    var names: [String] { all.map(\.name) }

    /// The value of a word the schema accepted.
    func value(_ name: String) -> Engine? { all.first { $0.name == name }?.value }
}

import Foundation
import Yams

/// One key of a mapping in a scenario file, declared once — the idea of swift-argument-parser's
/// `ArgumentDefinition`: its name, the form of its value, where it may stand, and how it is read into
/// the model, checked once every id is known, written back, and described in the key reference.
/// ``MappingSchema`` runs a list of them; `ScenarioSchema` declares them all.
struct SchemaKey<Model: Sendable>: Sendable {
    typealias Read = @Sendable (inout ScenarioDecoder, SourceNode, String, inout Model) -> Bool
    typealias Write = @Sendable (Model) -> Node?
    typealias Check = @Sendable (inout ScenarioValidator, Model, String) -> Void

    let name: String
    /// The value's form in the key reference.
    let form: String
    /// What the key does, for the key reference.
    let help: String
    /// A value that reads without error (for the reference and the schema's own tests).
    let example: String
    var requirement = KeyRequirement.optional
    var failure = KeyFailure.keep
    /// Read before the other optional keys, because it decides what they mean (`class`).
    var readFirst = false
    /// Why the key does not apply to this model (`'on' is not a property of class 'button'`), if so.
    var refusal: (@Sendable (Model) -> String?)?
    /// Keys the example needs beside it, such as the `class` a property belongs to (for the tests).
    var context: [(String, String)] = []
    let read: Read
    /// The value as a node; nil when the model has none. Keys equal to a fresh model's are not written.
    let write: Write
    var check: Check?
}

/// Whether the key must be given, and when its absence is reported (`missing required key`).
enum KeyRequirement: Sendable {
    case optional
    /// Looked for before anything else, then read first, in declared order: missing or bad, the
    /// mapping is rejected at once (`id`, a recognizer's `type`).
    case first
    /// Looked for before reading, every missing one reported; then the mapping is rejected.
    case present
    /// Looked for after reading, every missing one reported; missing or bad rejects the mapping.
    case last
}

/// What a bad value (or a key that does not apply) does to its mapping.
enum KeyFailure: Sendable {
    /// Reported; the mapping keeps its other keys.
    case keep
    /// Reported; the mapping is rejected once its other keys are read (and their errors reported).
    case reject
    /// Reported; the mapping is rejected at once and its later keys are not read.
    case stop
}

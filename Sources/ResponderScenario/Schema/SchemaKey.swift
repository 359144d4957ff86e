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
    /// The value's structure, for generators (``ValueShape``).
    var shape = ValueShape.scalar
    let read: Read
    /// The value as a node; nil when the model has none. Keys equal to a fresh model's are not written.
    let write: Write
    var check: Check?
}

import Foundation
import Yams

/// The usual shapes of a key: a value stored in the model, optional or with a default.
extension SchemaKey {
    /// A key whose value is stored at `keyPath`; a bad value leaves the model's (default) value.
    static func field<T>(
        _ name: String, _ keyPath: WritableKeyPath<Model, T> & Sendable, _ kind: ValueKind<T>, _ help: String,
        example: String
    ) -> SchemaKey {
        let read: Read = { decoder, node, path, model in
            guard let value = kind.read(&decoder, node, path) else { return false }
            model[keyPath: keyPath] = value
            return true
        }
        let write: Write = { kind.write($0[keyPath: keyPath]) }
        var key = SchemaKey(
            name: name, form: kind.form, help: help, example: example, shape: kind.shape, read: read, write: write)
        if let check = kind.check {
            key.check = { validator, model, path in check(&validator, model[keyPath: keyPath], path) }
        }
        return key
    }

    /// A key whose value is optional in the model: nil when absent, and when bad.
    static func optional<T>(
        _ name: String, _ keyPath: WritableKeyPath<Model, T?> & Sendable, _ kind: ValueKind<T>, _ help: String,
        example: String
    ) -> SchemaKey {
        let read: Read = { decoder, node, path, model in
            model[keyPath: keyPath] = kind.read(&decoder, node, path)
            return model[keyPath: keyPath] != nil
        }
        let write: Write = { $0[keyPath: keyPath].map(kind.write) }
        var key = SchemaKey(
            name: name, form: kind.form, help: help, example: example, shape: kind.shape, read: read, write: write)
        if let check = kind.check {
            key.check = { validator, model, path in
                if let value = model[keyPath: keyPath] { check(&validator, value, path) }
            }
        }
        return key
    }

    /// This key of a part (`ResponderSpec`), for the whole that holds it (`ViewSpec.responder`).
    func lifted<Whole>(_ part: WritableKeyPath<Whole, Model> & Sendable) -> SchemaKey<Whole> {
        let read = self.read
        let write = self.write
        var key = SchemaKey<Whole>(
            name: name, form: form, help: help, example: example, requirement: requirement, failure: failure,
            readFirst: readFirst, context: context, shape: shape, read: { read(&$0, $1, $2, &$3[keyPath: part]) },
            write: { write($0[keyPath: part]) })
        if let refusal = self.refusal { key.refusal = { refusal($0[keyPath: part]) } }
        if let check = self.check { key.check = { check(&$0, $1[keyPath: part], $2) } }
        return key
    }

    /// The same key with another requirement, failure, order or refusal.
    func with(
        _ requirement: KeyRequirement? = nil, failure: KeyFailure? = nil, readFirst: Bool? = nil,
        refusal: (@Sendable (Model) -> String?)? = nil, context: [(String, String)]? = nil, check: Check? = nil
    ) -> SchemaKey {
        var key = self
        if let requirement { key.requirement = requirement }
        if let failure { key.failure = failure }
        if let readFirst { key.readFirst = readFirst }
        if let refusal { key.refusal = refusal }
        if let context { key.context = context }
        if let check { key.check = check }
        return key
    }
}

import Foundation
import Yams

extension SchemaKey where Model == Step {
    /// A step action: its value read by `kind` and kept in the step as `embed` makes it; a bad one
    /// rejects the step.
    static func action<Payload>(
        _ name: String, _ kind: ValueKind<Payload>, _ help: String, example: String,
        embed: @escaping @Sendable (Payload) -> StepAction,
        extract: @escaping @Sendable (StepAction) -> Payload?
    ) -> SchemaKey {
        let read: Read = { decoder, node, path, step in
            guard let payload = kind.read(&decoder, node, path) else { return false }
            step.action = embed(payload)
            return true
        }
        let write: Write = { extract($0.action).map(kind.write) }
        var key = SchemaKey(
            name: name, form: kind.form, help: help, example: example, failure: .stop, shape: kind.shape, read: read,
            write: write)
        if let check = kind.check {
            key.check = { validator, step, path in
                if let payload = extract(step.action) { check(&validator, payload, path) }
            }
        }
        return key
    }
}

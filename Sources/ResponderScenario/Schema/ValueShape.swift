import Foundation

/// The structure of a value as the schema declares it: what a generator walks to build files from the
/// schema itself (the structure-aware fuzzer: Reliability, "The targets"), so that a new key is generated without being
/// listed anywhere else. Scalars carry no more than their key's `form` and `example` say.
indirect enum ValueShape: Sendable {
    case scalar
    /// One of these words.
    case choice([String])
    /// A list of items, at most `limit` of them (nil: no limit of its own).
    case list(ValueShape, limit: Int?)
    /// A mapping and its keys, in declared order.
    case mapping([ShapeKey])
}

/// One key of a mapping, as a generator needs it.
struct ShapeKey: Sendable {
    let name: String
    let form: String
    let example: String
    let isRequired: Bool
    /// Keys the example needs beside it (`class` for a property).
    let context: [(String, String)]
    let shape: ValueShape
}

extension MappingSchema {
    var shapeKeys: [ShapeKey] {
        keys.map { key in
            ShapeKey(
                name: key.name, form: key.form, example: key.example, isRequired: key.requirement != .optional,
                context: key.context, shape: key.shape)
        }
    }
}

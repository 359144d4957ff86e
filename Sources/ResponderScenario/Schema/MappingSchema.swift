import Foundation
import Yams

/// A mapping of the file and the keys it may hold, each declared once (swift-argument-parser's
/// `ArgumentSet`): reading it reports unknown keys (with a suggestion), missing and bad ones, with
/// their positions; writing it gives the node the encoder emits; checking it runs the keys' checks.
struct MappingSchema<Model: Sendable>: Sendable {
    typealias Field = (key: String, value: SourceNode)
    typealias Before = @Sendable (inout ScenarioDecoder, [Field], SourceNode, String) -> Bool
    typealias After = @Sendable (inout ScenarioDecoder, inout Model, [Field], SourceNode, String) -> Bool
    typealias Check = @Sendable (inout ScenarioValidator, Model, String) -> Void

    /// In declared order: the order "did you mean" looks in (the first of equally near keys wins) and
    /// the order of the written keys.
    let keys: [SchemaKey<Model>]
    /// A fresh model: what absent keys leave, and what is not written back.
    let initial: Model
    /// What the mapping is, in `expected a mapping (the scenario)`.
    var hint: String?
    /// The key a lone scalar or list stands for (`tap: [10, 20]` is `tap: {at: [10, 20]}`).
    var shorthand: String?
    /// Keys are read in declared order, the first bad one stopping the rest (a gesture step's
    /// parameters); otherwise in file order.
    var declaredOrder = false
    /// A rule across keys, checked before any is read (`a step does one thing`); false rejects.
    var before: Before?
    /// A rule across keys, checked after all are read, unless the mapping was rejected; false rejects.
    var after: After?
    /// Writes what is not one key per value: properties, in file order.
    var extra: (@Sendable (Model) -> [(String, Node)])?
    /// A rule across keys once every id is known (validation), after the keys' own checks.
    var check: Check?

    var names: [String] { keys.map(\.name) }

    func key(_ name: String) -> SchemaKey<Model>? { keys.first { $0.name == name } }

    /// Reads the mapping at `node`; nil when it is rejected (the reasons are in the decoder).
    func read(_ decoder: inout ScenarioDecoder, _ node: SourceNode, _ path: String, from start: Model? = nil)
        -> Model?
    {
        let fields: [Field]
        if let shorthand, node.isShorthand {
            fields = [(shorthand, node)]
        } else {
            guard let found = decoder.fields(node, path, allowed: names, hint: hint) else { return nil }
            fields = found
        }
        return read(&decoder, fields, node, path, from: start ?? initial)
    }

    private func read(
        _ decoder: inout ScenarioDecoder, _ fields: [Field], _ node: SourceNode, _ path: String,
        from start: Model
    ) -> Model? {
        func value(_ name: String) -> SourceNode? { fields.first { $0.key == name }?.value }
        func missing(_ key: SchemaKey<Model>, _ decoder: inout ScenarioDecoder) -> Bool {
            guard value(key.name) == nil else { return false }
            decoder.error("missing required key '\(key.name)'", node, path)
            return true
        }
        for key in keys where key.requirement == .first {
            if missing(key, &decoder) { return nil }
        }
        var absent = false
        for key in keys where key.requirement == .present { absent = missing(key, &decoder) || absent }
        if absent { return nil }
        if let before, !before(&decoder, fields, node, path) { return nil }

        var model = start
        for key in keys where key.requirement == .first {
            guard let node = value(key.name), key.read(&decoder, node, Self.join(path, key.name), &model) else {
                return nil
            }
        }
        let rest: [(SchemaKey<Model>, SourceNode)]
        if declaredOrder {
            rest = keys.compactMap { key in value(key.name).map { (key, $0) } }
        } else {
            let ordered = keys.filter(\.readFirst).compactMap { key in value(key.name).map { (key, $0) } }
            rest = ordered + fields.compactMap { field in self.key(field.key).map { ($0, field.value) } }
        }
        var rejected = false
        var done = Set<String>()
        for (key, value) in rest where key.requirement != .first && done.insert(key.name).inserted {
            let keyPath = Self.join(path, key.name)
            let good: Bool
            if let refusal = key.refusal?(model) {
                decoder.error(refusal, value, keyPath)
                good = false
            } else {
                good = key.read(&decoder, value, keyPath, &model)
            }
            guard !good else { continue }
            switch key.requirement == .last ? .reject : key.failure {
            case .keep: break
            case .reject: rejected = true
            case .stop: return nil
            }
        }
        for key in keys where key.requirement == .last {
            if missing(key, &decoder) { rejected = true }
        }
        if rejected { return nil }
        if let after, !after(&decoder, &model, fields, node, path) { return nil }
        return model
    }

    /// `views[0]` and `frame` make `views[0].frame`; at the top, just `frame`.
    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}

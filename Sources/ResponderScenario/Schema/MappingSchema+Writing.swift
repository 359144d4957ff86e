import Foundation
import Yams

/// Writing a model back, and checking it once every id is known: both walk the declared keys.
extension MappingSchema {
    /// The mapping as a node: every required key, and every other key whose value differs from a
    /// fresh model's, in declared order; then the extra pairs (properties, in file order).
    func write(_ model: Model) -> Node {
        var pairs: [(String, Node)] = []
        for key in keys {
            guard let node = key.write(model) else { continue }
            if key.requirement == .optional, node == key.write(initial) { continue }
            pairs.append((key.name, node))
        }
        if let extra { pairs += extra(model) }
        return Node.mapping(pairs)
    }

    /// Runs each key's check at its path, then the mapping's own.
    func check(_ validator: inout ScenarioValidator, _ model: Model, _ path: String) {
        for key in keys {
            key.check?(&validator, model, Self.join(path, key.name))
        }
        check?(&validator, model, path)
    }
}

extension ValueKind {
    /// A mapping read and written by `schema` (nil when it is rejected).
    static func mapping(_ schema: MappingSchema<T>, form: String = "mapping") -> ValueKind {
        ValueKind(
            form, read: { schema.read(&$0, $1, $2) }, write: { schema.write($0) },
            check: { schema.check(&$0, $1, $2) })
    }

    /// A list of mappings read by `schema`, at most `limit` of them; rejected items are left out.
    static func list<Item>(_ schema: MappingSchema<Item>, form: String, limit: (count: Int, what: String)? = nil)
        -> ValueKind where T == [Item]
    {
        list(ValueKind<Item>.mapping(schema), form: form, limit: limit)
    }

    /// A list of `item`s, at most `limit` of them; bad items are reported and left out.
    static func list<Item>(_ item: ValueKind<Item>, form: String, limit: (count: Int, what: String)? = nil)
        -> ValueKind where T == [Item]
    {
        ValueKind(
            form,
            read: { decoder, node, path in
                guard let items = decoder.list(node, path) else { return nil }
                if let limit, items.count > limit.count {
                    decoder.error("too many \(limit.what) (at most \(limit.count))", node, path)
                    return nil
                }
                return items.enumerated().compactMap { item.read(&decoder, $1, "\(path)[\($0)]") }
            }, write: { Node.list($0.map(item.write)) },
            check: { validator, items, path in
                guard let check = item.check else { return }
                for (index, value) in items.enumerated() { check(&validator, value, "\(path)[\(index)]") }
            })
    }
}

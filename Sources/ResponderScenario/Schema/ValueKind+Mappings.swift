import Foundation
import Yams

extension ValueKind {
    /// A mapping read and written by `schema` (nil when it is rejected).
    static func mapping(_ schema: MappingSchema<T>, form: String = "mapping") -> ValueKind {
        ValueKind(
            form, read: { schema.read(&$0, $1, $2) }, write: { schema.write($0) },
            check: { schema.check(&$0, $1, $2) }, shape: .mapping(schema.shapeKeys))
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
            }, shape: .list(item.shape, limit: limit?.count))
    }
}

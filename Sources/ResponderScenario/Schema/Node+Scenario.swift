import Foundation
import Yams

/// The nodes the scenario encoder builds: strings, numbers and booleans tagged with what they are (so
/// that JSON knows what to quote), lists of scalars in flow style (`[10, 20]`), mappings in block style.
extension Node {
    /// Text; quoted where the reader would otherwise see a null.
    static func text(_ string: String) -> Node {
        let looksNull = ["", "~", "null", "Null", "NULL"].contains(string)
        return Node(string, Tag(.str), looksNull ? .doubleQuoted : .any)
    }

    /// A number as traces and files write it: `12`, `-0.5`, `1e-05`.
    static func number(_ value: Double) -> Node {
        if value == value.rounded(), abs(value) < 1e15 { return Node(String(Int64(value)), Tag(.int), .plain) }
        return Node("\(value)", Tag(.float), .plain)
    }

    static func integer(_ value: Int) -> Node { Node(String(value), Tag(.int), .plain) }

    static func boolean(_ value: Bool) -> Node { Node(value ? "true" : "false", Tag(.bool), .plain) }

    static func point(_ p: CGPoint) -> Node { list([number(p.x), number(p.y)]) }

    static func rect(_ r: CGRect) -> Node {
        list([number(r.origin.x), number(r.origin.y), number(r.width), number(r.height)])
    }

    /// A list; in flow style when it holds only scalars or flow lists.
    static func list(_ items: [Node]) -> Node {
        let flat = items.allSatisfy { item in
            if case .mapping = item { return false }
            if case .sequence(let inner) = item { return inner.style == .flow }
            return true
        }
        return Node(items, Tag(.seq), flat ? .flow : .block)
    }

    static func mapping(_ pairs: [(String, Node)]) -> Node {
        Node(pairs.map { (Node($0.0, Tag(.str), .plain), $0.1) }, Tag(.map), .block)
    }
}

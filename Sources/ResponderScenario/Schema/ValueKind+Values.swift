import Foundation
import Yams

/// Composite kinds: geometry, transforms, lists of words.
extension ValueKind where T == CGPoint {
    static var point: ValueKind { ValueKind("point", read: { $0.point($1, $2) }, write: Node.point) }
}

extension ValueKind where T == CGSize {
    static var size: ValueKind {
        ValueKind(
            "size", read: { $0.size($1, $2) }, write: { Node.list([Node.number($0.width), Node.number($0.height)]) })
    }
}

extension ValueKind where T == CGRect {
    static var rect: ValueKind { ValueKind("rect", read: { $0.rect($1, $2) }, write: Node.rect) }
}

extension ValueKind where T == Value {
    /// `[top, left, bottom, right]` or a mapping of some sides, kept as ``Value/insets(top:left:bottom:right:)``.
    static var insets: ValueKind {
        ValueKind(
            "insets", read: { $0.insets($1, $2) },
            write: { value in
                guard case .insets(let top, let left, let bottom, let right) = value else { return Node.list([]) }
                return Node.list([top, left, bottom, right].map(Node.number))
            })
    }
}

extension ValueKind where T == [TransformOp] {
    static var transform: ValueKind {
        ValueKind(
            "transform steps", read: { $0.transform($1, $2) },
            write: { ops in
                Node.list(
                    ops.map { op in
                        switch op {
                        case .rotate(let degrees): return Node.mapping([("rotate", Node.number(degrees))])
                        case .scale(let x, let y): return Node.mapping([("scale", Node.point(CGPoint(x: x, y: y)))])
                        case .translate(let x, let y):
                            return Node.mapping([("translate", Node.point(CGPoint(x: x, y: y)))])
                        }
                    })
            })
    }
}

extension ValueKind where T == [String] {
    /// Text, or a list of text.
    static var strings: ValueKind {
        ValueKind("[text]", read: { $0.strings($1, $2) }, write: { Node.list($0.map(Node.text)) })
    }

    /// An id, or a list of ids.
    static var identifiers: ValueKind {
        ValueKind("[id]", read: { $0.identifiers($1, $2) }, write: { Node.list($0.map(Node.text)) })
    }

    /// One of `options`, or a non-empty list of them.
    static func choices(_ options: [String]) -> ValueKind {
        ValueKind(
            "one or a list of " + ValueKind<String>.words(options), read: { $0.choices($1, $2, options) },
            write: { Node.list($0.map(Node.text)) })
    }
}

extension ValueKind {
    /// A list of `item`s, the first bad one stopping the reading. `single`: a lone scalar is a list of
    /// one; `empty`: the message for an empty list (nil: an empty list is fine).
    static func every<Item>(_ item: ValueKind<Item>, form: String, single: Bool = false, empty: String? = nil)
        -> ValueKind where T == [Item]
    {
        ValueKind(
            form,
            read: { decoder, node, path in
                if single, case .scalar = node { return item.read(&decoder, node, path).map { [$0] } }
                guard let items = decoder.list(node, path), empty == nil || !items.isEmpty else {
                    if let empty, case .sequence = node { decoder.error(empty, node, path) }
                    return nil
                }
                return decoder.each(items, path, stopping: true) { item.read(&$0, $1, $2) }
            }, write: { Node.list($0.map(item.write)) })
    }
}

extension ValueKind where T == [Int] {
    /// An integer, or a list of integers (rows per section).
    static func counts(min: Int) -> ValueKind { .every(.integer(min: min), form: "count or [count]", single: true) }
}

extension ValueKind where T == [CGPoint] {
    /// A non-empty list of points.
    static var points: ValueKind { .every(.point, form: "[point]", empty: "expected at least one point") }
}

extension ValueKind where T == [CGRect] {
    /// A list of rectangles; bad ones are reported and left out.
    static var rects: ValueKind {
        ValueKind(
            "[rect]",
            read: { decoder, node, path in
                decoder.list(node, path).map { items in
                    items.enumerated().compactMap { decoder.rect($1, "\(path)[\($0)]") }
                }
            }, write: { Node.list($0.map(Node.rect)) })
    }
}

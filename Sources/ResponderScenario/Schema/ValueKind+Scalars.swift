import Foundation
import Yams

/// Scalar kinds: text, ids, booleans, numbers, times and words from a list.
extension ValueKind where T == String {
    static var string: ValueKind { ValueKind("text", read: { $0.string($1, $2) }, write: Node.text) }

    /// A word without spaces or commas that names something in the file.
    static var identifier: ValueKind { ValueKind("id", read: { $0.identifier($1, $2) }, write: Node.text) }

    /// One of `options` (a close miss gets a suggestion).
    static func choice(_ options: [String]) -> ValueKind {
        ValueKind(words(options), read: { $0.choice($1, $2, options) }, write: Node.text, shape: .choice(options))
    }

    static func words(_ options: [String]) -> String { options.map { "`\($0)`" }.joined(separator: ", ") }
}

extension ValueKind where T: RawRepresentable & CaseIterable, T.RawValue == String {
    /// One of the enumeration's raw values.
    static var choice: ValueKind {
        let words = ValueKind<String>.choice(T.allCases.map(\.rawValue))
        return ValueKind(
            words.form, read: { words.read(&$0, $1, $2).flatMap(T.init(rawValue:)) }, write: { Node.text($0.rawValue) },
            shape: words.shape)
    }
}

extension ValueKind where T == Bool {
    static var bool: ValueKind { ValueKind("`true` or `false`", read: { $0.bool($1, $2) }, write: Node.boolean) }
}

extension ValueKind where T == Double {
    static func number(_ rule: NumberRule = .any) -> ValueKind {
        ValueKind(String(rule.text.dropFirst(2)), read: { $0.number($1, $2, rule: rule) }, write: Node.number)
    }

    /// Seconds on the virtual clock, from 0 to ``Limits/maximumTime``.
    static var time: ValueKind { ValueKind("seconds", read: { $0.time($1, $2) }, write: Node.number) }
}

extension ValueKind where T == Int {
    static func integer(min: Int = Int.min, max: Int = 1_000_000) -> ValueKind {
        let form = min == Int.min ? "integer" : "integer >= \(min)"
        return ValueKind(form, read: { $0.integer($1, $2, min: min, max: max) }, write: Node.integer)
    }
}

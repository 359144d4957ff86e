import Foundation

/// Lists: of words, of counts, of transform steps.
protocol ValueListElement: Sendable {
    static func list(_ elements: [Self]) -> Value
}

extension Array: ValueConvertible where Element: ValueListElement {
    var value: Value { Element.list(self) }
}

extension String: ValueListElement { static func list(_ elements: [String]) -> Value { .strings(elements) } }
extension Int: ValueListElement { static func list(_ elements: [Int]) -> Value { .ints(elements) } }
extension TransformOp: ValueListElement {
    static func list(_ elements: [TransformOp]) -> Value { .transform(elements) }
}

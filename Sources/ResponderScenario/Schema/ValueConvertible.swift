import Foundation

/// A Swift type a property's ``Value`` holds: what a property key reads, and what it applies.
protocol ValueConvertible: Sendable {
    init?(_ value: Value)
    var value: Value { get }
}

extension ValueConvertible {
    init?(_ value: Value) {
        guard let payload = value.payload as? Self else { return nil }
        self = payload
    }
}

extension Value: ValueConvertible {
    init?(_ value: Value) { self = value }
    var value: Value { self }

    /// What the case holds (insets: the value itself).
    var payload: Any {
        switch self {
        case .bool(let b): return b
        case .number(let n): return n
        case .int(let i): return i
        case .string(let s): return s
        case .strings(let s): return s
        case .ints(let i): return i
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .rects(let r): return r
        case .insets: return self
        case .transform(let ops): return ops
        }
    }
}

extension Bool: ValueConvertible { var value: Value { .bool(self) } }
extension Double: ValueConvertible { var value: Value { .number(self) } }
extension Int: ValueConvertible { var value: Value { .int(self) } }
extension String: ValueConvertible { var value: Value { .string(self) } }
extension CGPoint: ValueConvertible { var value: Value { .point(self) } }
extension CGSize: ValueConvertible { var value: Value { .size(self) } }
extension CGRect: ValueConvertible { var value: Value { .rect(self) } }

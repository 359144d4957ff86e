import Foundation

/// What key-value coding does with a value given as `Any?` (PT6): the property's own type as is, a number
/// as any number type or `Bool` (Interface Builder's runtime attributes and `NSNumber`s), nil as nil for
/// an optional. Anything else is reported and the property is left as it was.
@MainActor enum KeyValueConversion {
    static func convert<Value>(_ value: Any?, to type: Value.Type, of object: AnyObject) -> Value? {
        if let value = value as? Value { return value }
        if value == nil || isNil(value) {
            if let optional = type as? any ExpressibleByNilLiteral.Type,
                let none = optional.init(nilLiteral: ()) as? Value
            {
                return none
            }
            report(
                "[<\(TraceNames.typeName(object))> setNilValueForKey]: could not set nil as the value of a \(Value.self)",
                object)
            return nil
        }
        if let number = number(value), let converted = convert(number: number, to: type) { return converted }
        report(
            "setValue(_:forKey:) on \(TraceNames.typeName(object)): a \(Swift.type(of: value!)) is not a \(Value.self) (PT6)",
            object)
        return nil
    }

    /// `value` with a boxed nil optional made nil.
    nonisolated static func flattened(_ value: Any?) -> Any? { isNil(value) ? nil : value }

    nonisolated private static func isNil(_ value: Any?) -> Bool {
        guard let value else { return true }
        if case Optional<Any>.none = value as Any? { return true }
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: return value
        case let value as CGFloat: return Double(value)
        case let value as Float: return Double(value)
        case let value as Int: return Double(value)
        case let value as Bool: return value ? 1 : 0
        case let value as NSNumber: return value.doubleValue
        case let value as String: return Double(value)
        default: return nil
        }
    }

    private static func convert<Value>(number: Double, to type: Value.Type) -> Value? {
        switch type {
        case is CGFloat.Type, is CGFloat?.Type: return CGFloat(number) as? Value
        case is Double.Type, is Double?.Type: return number as? Value
        case is Float.Type, is Float?.Type: return Float(number) as? Value
        case is Int.Type, is Int?.Type: return abs(number) < 9e18 ? Int(number) as? Value : nil
        case is Bool.Type, is Bool?.Type: return (number != 0) as? Value
        default: return nil
        }
    }

    private static func report(_ message: String, _ object: AnyObject) {
        Diagnostics.report(message, application: ObjCRuntime.world(of: object))
    }
}

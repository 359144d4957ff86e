import Foundation

/// A named property and its value, in file order.
public struct Property: Equatable, Sendable {
    public var key: String
    public var value: Value
}

import Foundation

/// Foundation's options for `observe(_:options:changeHandler:)`, which Foundation on Linux lacks (A10).
///
/// `.initial` calls the handler once while registering; `.prior` adds a call before each change, with
/// `isPrior` set and no `newValue`; `.old` and `.new` fill in the values.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

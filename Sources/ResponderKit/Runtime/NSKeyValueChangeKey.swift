import Foundation

/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives (PT6), which
/// Foundation on Linux does not declare. `kindKey` holds `NSKeyValueChange.setting.rawValue` (a `UInt`),
/// `notificationIsPriorKey` `true` in a `.prior` call; `newKey`/`oldKey` hold the values as the property
/// types them (a `CGPoint`, not an `NSValue`: `change?[.newKey] as? CGPoint` reads it either way).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

import Foundation

/// What a change handler receives, as Foundation's (A10): `newValue` only with `.new` (and never in a
/// prior call), `oldValue` only with `.old` (and never in the `.initial` call).
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    /// Only for to-many properties, which are not observed here: always nil.
    public let indexes: IndexSet?
    public let isPrior: Bool

    init(newValue: Value?, oldValue: Value?, isPrior: Bool) {
        kind = .setting
        self.newValue = newValue
        self.oldValue = oldValue
        indexes = nil
        self.isPrior = isPrior
    }
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

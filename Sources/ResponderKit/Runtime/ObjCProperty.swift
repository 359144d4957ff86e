import Foundation

/// A property found by key (SPEC PT2, PT6): key-value coding's accessors for one key of one object.
///
/// Interface Builder's outlets and runtime attributes, `value(forKey:)`/`setValue(_:forKey:)` and
/// observation by key path string reach properties through these. `set` is nil for a read-only property.
public struct ObjCProperty {
    let getter: @MainActor () -> Any?
    let setter: (@MainActor (_ value: Any?) -> Void)?

    public init(
        get getter: @escaping @MainActor () -> Any?,
        set setter: (@MainActor (_ value: Any?) -> Void)? = nil
    ) {
        self.getter = getter
        self.setter = setter
    }

    /// Whether the property can be set.
    public var isSettable: Bool { setter != nil }

    /// The property's current value.
    @MainActor public func value() -> Any? { getter() }

    /// Sets the property; false if it is read-only.
    @MainActor @discardableResult
    public func setValue(_ value: Any?) -> Bool {
        guard let setter else { return false }
        setter(value)
        return true
    }
}

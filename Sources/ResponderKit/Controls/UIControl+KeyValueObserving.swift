import Foundation

/// `isEnabled`, `isSelected` and `isHighlighted` notify, besides a view's keys (A10).
extension _KeyValueCodingAndObserving where Self: UIControl {
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let table: [(AnyKeyPath, ObservedKey)] = [
            (\Self.isEnabled, .isEnabled), (\Self.isSelected, .isSelected), (\Self.isHighlighted, .isHighlighted),
        ]
        let key = table.first { $0.0 == keyPath }?.1 ?? UIView.observedViewKey(keyPath, root: Self.self)
        return KeyValueObserving.register(self, keyPath, key: key, options: options, handler: changeHandler)
    }
}

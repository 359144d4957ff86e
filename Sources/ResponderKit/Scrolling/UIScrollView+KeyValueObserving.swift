import Foundation

/// `contentOffset`, `contentSize` and `contentInset` notify, besides a view's keys (A10). Scrolling
/// sets `contentOffset` once per frame, so an observer hears every frame of a drag or a deceleration.
extension _KeyValueCodingAndObserving where Self: UIScrollView {
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let table: [(AnyKeyPath, ObservedKey)] = [
            (\Self.contentOffset, .contentOffset), (\Self.contentSize, .contentSize),
            (\Self.contentInset, .contentInset),
        ]
        let key = table.first { $0.0 == keyPath }?.1 ?? UIView.observedViewKey(keyPath, root: Self.self)
        return KeyValueObserving.register(self, keyPath, key: key, options: options, handler: changeHandler)
    }
}

import Foundation

/// `frame`, `bounds`, `center`, `isHidden` and `alpha` notify their observers (A10).
extension UIView: KeyValueObservedObject {
    /// The key a view's key path names, for any root type from `UIView` down (a key path's root is
    /// part of its identity, so the table is built for `Root`).
    static func observedViewKey<Root: UIView>(_ keyPath: AnyKeyPath, root: Root.Type) -> ObservedKey? {
        let table: [(AnyKeyPath, ObservedKey)] = [
            (\Root.frame, .frame), (\Root.bounds, .bounds), (\Root.center, .center),
            (\Root.isHidden, .isHidden), (\Root.alpha, .alpha),
        ]
        return table.first { $0.0 == keyPath }?.1
    }
}

extension _KeyValueCodingAndObserving where Self: UIView {
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let key = UIView.observedViewKey(keyPath, root: Self.self)
        return KeyValueObserving.register(self, keyPath, key: key, options: options, handler: changeHandler)
    }
}

import Foundation

/// `state` notifies (A10): every change of the state a recognizer reports — its own `state = ...` and
/// the arena's decisions (held in `.possible` while waiting, failed, cancelled, reset).
extension UIGestureRecognizer: _KeyValueCodingAndObserving, KeyValueObservedObject {
    /// Observers hear a write of `state` that changes it, or one more `.changed` (A10).
    func stateWillChange(to new: State) {
        if stateStorage != new || new == .changed { keyValueObservers?.willChange(self, .state) }
    }

    func stateDidChange(from old: State) {
        if stateStorage != old || stateStorage == .changed { keyValueObservers?.didChange(self, .state) }
    }
}

extension _KeyValueCodingAndObserving where Self: UIGestureRecognizer {
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let key: ObservedKey? = keyPath == \Self.state ? .state : nil
        return KeyValueObserving.register(self, keyPath, key: key, options: options, handler: changeHandler)
    }
}

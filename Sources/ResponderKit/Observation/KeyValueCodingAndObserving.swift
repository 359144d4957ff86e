import Foundation

/// Foundation's protocol behind `observe(_:options:changeHandler:)` (absent from Foundation on Linux):
/// `UIResponder` and `UIGestureRecognizer` adopt it, as NSObject does on iOS (A10). The properties that
/// notify are chosen per class in constrained extensions (`UIView+KeyValueObserving.swift`, ...); this
/// unconstrained one serves the rest, whose key paths never notify.
@preconcurrency @MainActor public protocol _KeyValueCodingAndObserving: AnyObject {}

extension _KeyValueCodingAndObserving {
    /// A key path that does not notify here: `.initial` is delivered, then nothing (A10).
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        KeyValueObserving.register(self, keyPath, key: nil, options: options, handler: changeHandler)
    }
}

/// Registration: the token, the object's list, the `.initial` call and the report for a key path that
/// does not notify (A10).
@MainActor enum KeyValueObserving {
    static func register<Root: AnyObject, Value>(
        _ object: Root, _ keyPath: KeyPath<Root, Value>, key: ObservedKey?, options: NSKeyValueObservingOptions,
        handler: @escaping (Root, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        // Old values of the changes in progress, innermost last: a handler may set the property again.
        var pending: [Value?] = []
        let token = NSKeyValueObservation(
            key: key, object: object,
            willChange: { object in
                guard let root = object as? Root else { return }
                let old = options.contains(.old) ? root[keyPath: keyPath] : nil
                pending.append(old)
                if options.contains(.prior) {
                    handler(root, NSKeyValueObservedChange(newValue: nil, oldValue: old, isPrior: true))
                }
            },
            didChange: { object in
                // Registered during this change (in a handler): it hears the next one.
                guard let root = object as? Root, let old = pending.popLast() else { return }
                let new = options.contains(.new) ? root[keyPath: keyPath] : nil
                handler(root, NSKeyValueObservedChange(newValue: new, oldValue: old, isPrior: false))
            })
        if let key, let observed = object as? any KeyValueObservedObject {
            let list = observed.keyValueObservers ?? KeyValueObserverList()
            observed.keyValueObservers = list
            list.add(token, for: key)
        } else {
            reportSilentKeyPath(of: object)
        }
        if options.contains(.initial) {
            let new = options.contains(.new) ? object[keyPath: keyPath] : nil
            handler(object, NSKeyValueObservedChange(newValue: new, oldValue: nil, isPrior: false))
        }
        return token
    }

    /// UIKit would take the registration and, for a property that is not KVO-compliant, never call the
    /// handler; here that silence is also reported, since it is most likely a port's mistake.
    private static func reportSilentKeyPath(of object: AnyObject) {
        let application =
            (object as? UIView)?.windowStorage?.application ?? (object as? UIGestureRecognizer)?.application
            ?? CurrentWorld.application
        Diagnostics.report(
            "observe(_:options:changeHandler:) on \(TraceNames.preferredName(object)): this key path does not "
                + "notify observers here; the handler gets .initial only. Observable: UIView frame, bounds, "
                + "center, isHidden, alpha; UIScrollView contentOffset, contentSize, contentInset; UIControl "
                + "isEnabled, isSelected, isHighlighted; UIGestureRecognizer state (A10)",
            application: application)
    }
}

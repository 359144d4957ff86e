import Foundation

/// NSObject's key-value coding by string (PT6) for ResponderKit's root classes and ``ObjCObject``.
///
/// A key is found in the object's table (`_objcProperty(_:)`, the translator's, for the
/// user's `@objc`, `@IBOutlet` and `@IBInspectable` properties), then among ResponderKit's own properties
/// (``BuiltInKeys``); otherwise `value(forUndefinedKey:)`/`setValue(_:forUndefinedKey:)` answer, whose
/// default reports iOS's "this class is not key value coding-compliant for the key X." in
/// `simulator.issues`. A key path's components are followed through objects that have tables.
extension ObjCMessaging {
    public func value(forKey key: String) -> Any? {
        // A nil optional property is nil, not a boxed `Optional.none` (`value(forKey:) == nil` holds).
        if let property = ObjCRuntime.property(key, of: self) { return KeyValueConversion.flattened(property.value()) }
        return value(forUndefinedKey: key)
    }

    public func setValue(_ value: Any?, forKey key: String) {
        if let property = ObjCRuntime.property(key, of: self), property.isSettable {
            property.setValue(value)
        } else {
            setValue(value, forUndefinedKey: key)
        }
        if let layer = self as? CALayer, type(of: layer).needsDisplay(forKey: key) { layer.setNeedsDisplay() }  // DR12
    }

    /// `layer.cornerRadius`: each component but the last is read as an object with a table.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let first = String(keyPath[..<dot])
        let rest = String(keyPath[keyPath.index(after: dot)...])
        guard let next = value(forKey: first) else { return nil }
        guard let object = next as? any ObjCMessaging else {
            ObjCRuntime.reportNotCompliant(rest, of: next as AnyObject)
            return nil
        }
        return object.value(forKeyPath: rest)
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else {
            setValue(value, forKey: keyPath)
            return
        }
        let first = String(keyPath[..<dot])
        let rest = String(keyPath[keyPath.index(after: dot)...])
        guard let next = self.value(forKey: first) else { return }
        guard let object = next as? any ObjCMessaging else {
            ObjCRuntime.reportNotCompliant(rest, of: next as AnyObject)
            return
        }
        object.setValue(value, forKeyPath: rest)
    }

    /// Each key of `keyedValues`, as `setValue(_:forKey:)`.
    public func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues { setValue(value, forKey: key) }
    }
}

extension ObjCRuntime {
    /// The property `key` names on `object`: its table's, else ResponderKit's own (PT6).
    public static func property(_ key: String, of object: AnyObject) -> ObjCProperty? {
        if let messaging = object as? any ObjCMessaging, let property = messaging._objcProperty(key) { return property }
        return BuiltInKeys.property(key, of: object)
    }

    /// `value(forUndefinedKey:)`'s default (PT6): reported, nil.
    public static func valueForUndefinedKey(_ key: String, of object: AnyObject) -> Any? {
        reportNotCompliant(key, of: object)
        return nil
    }

    /// `setValue(_:forUndefinedKey:)`'s default (PT6): reported, nothing set.
    public static func setValueForUndefinedKey(_ value: Any?, _ key: String, of object: AnyObject) {
        reportNotCompliant(key, of: object, method: "setValue:forUndefinedKey:")
    }

    static func reportNotCompliant(_ key: String, of object: AnyObject, method: String = "valueForUndefinedKey:") {
        Diagnostics.report(
            "[<\(TraceNames.typeName(object)) \(Unmanaged.passUnretained(object).toOpaque())> \(method)]: "
                + "this class is not key value coding-compliant for the key \(key). (PT6)",
            application: world(of: object))
    }
}

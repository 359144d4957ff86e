import Foundation

/// `NSObject` with the Objective-C runtime's members that Foundation on Linux lacks (PT2).
///
/// The translator gives a class declared `class Helper: NSObject` this superclass instead, so that its
/// `@objc` methods can be found by selector, its properties by key, and its overrides of NSObject's
/// runtime members compile. It is still an `NSObject`: code that takes one takes it.
open class ObjCObject: NSObject, ObjCMessaging {
    public override init() { super.init() }

    // MARK: Method and property tables (PT2): the translator overrides these in each translated class

    @MainActor open func _objcMethod(_ selector: Selector) -> ObjCMethod? { nil }
    @MainActor open func _objcProperty(_ key: String) -> ObjCProperty? { nil }
    @MainActor open var _objcHasMethodTable: Bool { false }
    /// PT7: an instance made with `initializer` for a metatype value; translated classes list theirs.
    @MainActor open class func _objcInstantiate(_ initializer: String, _ arguments: [Any?]) -> AnyObject? { nil }
    @MainActor open func value(forUndefinedKey key: String) -> Any? { ObjCRuntime.valueForUndefinedKey(key, of: self) }
    @MainActor open func setValue(_ value: Any?, forUndefinedKey key: String) {
        ObjCRuntime.setValueForUndefinedKey(value, key, of: self)
    }
    @MainActor open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) { ObjCRuntime.unhandledObservation(keyPath, by: self) }

    /// True when the object has a method for `aSelector` (PT3): in its table, as the runtime would answer.
    @MainActor open func responds(to aSelector: Selector!) -> Bool { ObjCRuntime.responds(self, to: aSelector) }
}

import Foundation

/// An object whose methods and properties are found by name, as the Objective-C runtime finds them (PT2).
///
/// ResponderKit's root classes (`UIResponder`, `UIGestureRecognizer`, `UIBarItem`, `UINavigationItem`,
/// `CALayer`, `NSLayoutConstraint`, `UILayoutGuide`, `UITouch`, `UIEvent`, `UIPress`) and ``ObjCObject``
/// declare these members `open` in their class bodies, so the override the translator writes in each
/// translated class is dispatched through the class's vtable and its `default:` case can ask `super`:
/// lookups walk up the superclasses as the runtime's do.
@preconcurrency @MainActor public protocol ObjCMessaging: AnyObject {
    /// The method `selector` names on this object, or nil if it has none.
    func _objcMethod(_ selector: Selector) -> ObjCMethod?
    /// The property `key` names on this object (key-value coding), or nil if it has none.
    func _objcProperty(_ key: String) -> ObjCProperty?
    /// True when the object's class was translated from iOS source, so its method table is complete for
    /// the members iOS could send to it: then an optional protocol member it lacks is not implemented.
    var _objcHasMethodTable: Bool { get }

    /// Key-value coding's answer for a key no property has (PT6); the default reports iOS's "not key value
    /// coding-compliant" message in `simulator.issues` and returns nil.
    func value(forUndefinedKey key: String) -> Any?
    /// The same for setting; the default reports and sets nothing.
    func setValue(_ value: Any?, forUndefinedKey key: String)
    /// Key-value observation's call to an observer registered with `addObserver(_:forKeyPath:options:context:)`
    /// (PT6); the default reports that a notification was received but not handled, as iOS raises.
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?)
    /// `NSObjectProtocol`'s `responds(to:)`, which Foundation on Linux lacks: a protocol that inherits
    /// `NSObjectProtocol` on iOS inherits this protocol once translated, so `delegate.responds(to:)` on its
    /// existential compiles (PT4). Every root class answers with ``ObjCRuntime/responds(_:to:)``.
    func responds(to aSelector: Selector!) -> Bool
}

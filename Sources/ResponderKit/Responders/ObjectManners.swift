import Foundation

/// NSObject's manners for UIKit's NSObject-derived classes, without an Objective-C runtime (SPEC A6).
///
/// `UIResponder`, `UIGestureRecognizer`, `UITouch`, `UIEvent` and `UIPress` declare `isEqual(_:)`, `hash`,
/// `description`, `isKind(of:)`, `isMember(of:)` and `responds(to:)` in their class bodies (so that
/// subclasses override them as on iOS) and answer through these functions. They do not inherit Foundation's
/// `NSObject` (README, Fidelity notes).
enum ObjectManners {
    /// NSObject's `isEqual(_:)`: the same object.
    static func isEqual(_ object: AnyObject, _ other: Any?) -> Bool {
        guard let other else { return false }
        return (other as AnyObject) === object
    }

    /// `isEqual(_:)` of a class whose instances compare by value (`UIColor`, `UIFont`, `UIImage`): `other`
    /// is of `object`'s class and `sameValue` says they hold the same value.
    static func isEqual<Object: AnyObject>(
        _ object: Object, _ other: Any?, byValue sameValue: (Object, Object) -> Bool
    ) -> Bool {
        guard let other = other as? Object else { return false }
        return sameValue(object, other)
    }

    /// `hash` of such a class: what `combineValue` feeds a fresh hasher (equal values, equal hashes).
    static func hash(combining combineValue: (inout Hasher) -> Void) -> Int {
        var hasher = Hasher()
        combineValue(&hasher)
        return hasher.finalize()
    }

    /// NSObject's `description`: `<UIView: 0x…>`, a subclass with its module (`<MyApp.CardView: 0x…>`).
    static func description(of object: AnyObject) -> String {
        var name = String(reflecting: type(of: object))
        let ownModule = "ResponderKit."
        if name.hasPrefix(ownModule) { name.removeFirst(ownModule.count) }
        return "<\(name): \(Unmanaged.passUnretained(object).toOpaque())>"
    }

    /// `isKind(of:)`: the object's class is `aClass` or inherits from it.
    static func isKind(_ object: AnyObject, of aClass: AnyClass) -> Bool {
        var current: AnyClass? = type(of: object)
        while let candidate = current {
            if ObjectIdentifier(candidate) == ObjectIdentifier(aClass) { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// `responds(to:)` without a runtime to list methods: true for the selectors the object has a method
    /// for — a typed one (`Editor.save`) whose type the object has, a name in its table (PT2) or one it
    /// declares through ``UIResponderActionPerforming``, or one of ResponderKit's own methods (PT3).
    @MainActor static func responds(_ object: AnyObject, to selector: Selector?) -> Bool {
        ObjCRuntime.responds(object, to: selector)
    }
}

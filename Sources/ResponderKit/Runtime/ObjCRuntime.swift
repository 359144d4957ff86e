import Foundation

/// What translated code calls where iOS would ask the Objective-C runtime (SPEC PT3, PT4).
///
/// A method is found by selector, in order: a Swift function bound into the selector (the typed
/// `addTarget` forms), the object's table (`_objcMethod(_:)`, which the translator fills),
/// the names a responder declares through ``UIResponderActionPerforming``, then ResponderKit's own methods
/// that iOS code names by selector (`BuiltInMethods`). Tables are asked only for a name-only selector.
@preconcurrency @MainActor public enum ObjCRuntime {
    // MARK: Finding methods (PT3)

    /// The method `selector` names on `object`, or nil if it has none.
    public static func method(_ selector: Selector, of object: AnyObject) -> ObjCMethod? {
        if let invoker = selector.invoker {
            guard invoker.accepts(object) else { return nil }
            return ObjCMethod(arity: 2) { arguments in
                invoker.call(object, arguments[0], arguments[1] as? UIEvent)
                return nil
            }
        }
        if let messaging = object as? any ObjCMessaging, let method = messaging._objcMethod(selector) {
            return method
        }
        if let handler = (object as? UIResponderActionPerforming)?.responderAction(for: selector) {
            return ObjCMethod(arity: 2) { arguments in
                handler(arguments[0], arguments[1] as? UIEvent)
                return nil
            }
        }
        return BuiltInMethods.method(selector, of: object)
    }

    /// `responds(to:)`: whether `object` has a method for `selector` (PT3). A nil object or selector does not.
    public static func responds(_ object: AnyObject?, to selector: Selector?) -> Bool {
        guard let object, let selector else { return false }
        return method(selector, of: object) != nil
    }

    /// Sends `selector` to `object` with `arguments`: the method's result, or nil. An object that has no
    /// such method is reported as iOS words it ("unrecognized selector sent to instance"), never a trap.
    @discardableResult
    public static func send(_ selector: Selector, to object: AnyObject, _ arguments: [Any?] = []) -> Any? {
        guard let method = method(selector, of: object) else {
            reportUnrecognized(selector, sentTo: object)
            return nil
        }
        return method(arguments)
    }

    /// Reports `-[Type name]: unrecognized selector sent to instance 0x…` in the object's world's issues.
    public static func reportUnrecognized(_ selector: Selector, sentTo object: AnyObject) {
        let address = Unmanaged.passUnretained(object).toOpaque()
        Diagnostics.report(
            "-[\(TraceNames.typeName(object)) \(selector.name)]: unrecognized selector sent to instance \(address) (PT3)",
            application: world(of: object))
    }

    // MARK: Optional protocol members (PT4)

    /// Whether `object` implements the optional member `selector`: a translated class (its
    /// `_objcHasMethodTable` is true) answers from its table; any other object is taken to implement every
    /// member it has a default for, as before translation existed. A nil object implements nothing.
    public static func implements(_ object: AnyObject?, _ selector: Selector) -> Bool {
        guard let object else { return false }
        guard let messaging = object as? any ObjCMessaging, messaging._objcHasMethodTable else { return true }
        return messaging._objcMethod(selector) != nil || messaging._objcProperty(selector.name) != nil
    }

    /// `object?.member?(arguments)`: calls `call` with the object only if it implements `selector`.
    public static func optionalCall<Object, Result>(
        _ object: Object?, _ selector: Selector, _ call: (Object) throws -> Result
    ) rethrows -> Result? {
        guard let object, implements(object as AnyObject, selector) else { return nil }
        return try call(object)
    }

    /// The same, for a member whose result is itself optional: the two levels of absence are one, as
    /// optional chaining flattens them.
    public static func optionalCall<Object, Result>(
        _ object: Object?, _ selector: Selector, _ call: (Object) throws -> Result?
    ) rethrows -> Result? {
        guard let object, implements(object as AnyObject, selector) else { return nil }
        return try call(object)
    }

    /// `tableView.delegate?.tableView?(…)`: ResponderKit types a table's, collection view's and text view's
    /// `delegate` as `UIScrollViewDelegate` (Swift cannot narrow an inherited property's type as Objective-C
    /// does), so the translator names the member's protocol and the call is made on the object as one,
    /// when it is one and implements the member (PT4).
    public static func optionalCall<Object, Target, Result>(
        _ object: Object?, _ selector: Selector, as target: Target.Type, _ call: (Target) throws -> Result
    ) rethrows -> Result? {
        guard let object, let cast = object as? Target, implements(object as AnyObject, selector) else { return nil }
        return try call(cast)
    }

    /// The same, for a member whose result is itself optional.
    public static func optionalCall<Object, Target, Result>(
        _ object: Object?, _ selector: Selector, as target: Target.Type, _ call: (Target) throws -> Result?
    ) rethrows -> Result? {
        guard let object, let cast = object as? Target, implements(object as AnyObject, selector) else { return nil }
        return try call(cast)
    }

    /// `x.member!(arguments)` on an object that does not implement it: iOS traps; here the call is reported
    /// and the member's default runs. `x.responds(to:)` on a protocol-typed value is ``responds(_:to:)``.
    public static func forcedCall<Object, Result>(
        _ object: Object, _ selector: Selector, _ call: (Object) throws -> Result
    ) rethrows -> Result {
        if !implements(object as AnyObject, selector) { reportUnrecognized(selector, sentTo: object as AnyObject) }
        return try call(object)
    }

    /// The value the default of an unimplemented optional member returns (PT4): nil for an optional,
    /// zero for a number, false, an empty string or collection; for any other type, `fallback`.
    nonisolated public static func unimplementedOptional<T>(_ fallback: @autoclosure () -> T) -> T {
        zeroValue(T.self) ?? fallback()
    }

    /// The same without a fallback: a type with no zero (a class, a struct) is reported and the program
    /// stops, which iOS's `@objc` optional members never reach (they are not called).
    nonisolated public static func unimplementedOptional<T>() -> T {
        if let value = zeroValue(T.self) { return value }
        preconditionFailure("ObjCRuntime.unimplementedOptional: no default value of \(T.self) (PT4)")
    }

    // MARK: Internals

    nonisolated static func zeroValue<T>(_ type: T.Type) -> T? {
        if let optional = type as? any ExpressibleByNilLiteral.Type { return optional.init(nilLiteral: ()) as? T }
        if let number = type as? any (AdditiveArithmetic).Type { return number.zero as? T }
        if type == Bool.self { return false as? T }
        if let array = type as? any ExpressibleByArrayLiteral.Type { return emptyArray(array) as? T }
        if let dictionary = type as? any ExpressibleByDictionaryLiteral.Type {
            return emptyDictionary(dictionary) as? T
        }
        if let string = type as? any ExpressibleByStringLiteral.Type { return emptyString(string) as? T }
        return nil
    }

    nonisolated private static func emptyArray<A: ExpressibleByArrayLiteral>(_ type: A.Type) -> A { [] }
    nonisolated private static func emptyDictionary<D: ExpressibleByDictionaryLiteral>(_ type: D.Type) -> D { [:] }
    nonisolated private static func emptyString<S: ExpressibleByStringLiteral>(_ type: S.Type) -> S { "" }

    /// The world an object belongs to, for reports: its window's, else the one whose code is running (A3).
    static func world(of object: AnyObject?) -> UIApplication {
        if let view = object as? UIView, let application = view.window?.application { return application }
        if let controller = object as? UIViewController, let application = controller.viewIfLoaded?.window?.application
        {
            return application
        }
        if let recognizer = object as? UIGestureRecognizer, let application = recognizer.application {
            return application
        }
        return UIApplication.shared
    }
}

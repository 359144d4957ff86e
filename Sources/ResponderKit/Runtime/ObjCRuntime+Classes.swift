import Foundation

/// Classes by name and made from metatypes (SPEC PT7), where iOS asks the Objective-C runtime.
///
/// `NSClassFromString`/`NSStringFromClass` in translated code become ``classFromString(_:module:)`` and
/// ``stringFromClass(_:module:)``: the translator passes the module's `@objc(Name)` classes with their names
/// at each call, and they are remembered for later calls, so that a renamed class answers to its Objective-C
/// name. `(metatype as? UIViewController.Type)?.init()` becomes ``instantiate(_:_:_:)-(T.Type?,_,_)``.
extension ObjCRuntime {
    /// The `@objc(Name)` classes translated code has named so far, both ways (any thread, as the runtime's).
    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var byName: [String: AnyClass] = [:]
        var byClass: [ObjectIdentifier: String] = [:]
    }
    nonisolated private static let registry = Registry()

    nonisolated private static func register(_ classes: [(String, AnyClass)]) {
        guard !classes.isEmpty else { return }
        registry.lock.lock()
        defer { registry.lock.unlock() }
        for (name, type): (String, AnyClass) in classes {
            registry.byName[name] = type
            registry.byClass[ObjectIdentifier(type)] = name
        }
    }

    /// `NSClassFromString(name)`: a class named `@objc(name)`, then `Module.Class` (Foundation's answer), then
    /// one of ResponderKit's classes by its UIKit name (`UIViewController`); nil for anything else.
    nonisolated public static func classFromString(_ name: String, module classes: [(String, AnyClass)] = [])
        -> AnyClass?
    {
        register(classes)
        registry.lock.lock()
        let registered: AnyClass? = registry.byName[name]
        registry.lock.unlock()
        if let registered { return registered }
        if name.isEmpty { return nil }
        if let found = NSClassFromString(name) { return found }
        return name.contains(".") ? nil : NSClassFromString("ResponderKit." + name)
    }

    /// `NSStringFromClass(type)`: its `@objc(Name)`, a UIKit class's own name (`UIView`), else
    /// `Module.Class` (Foundation's answer, without its stop on a nested class).
    nonisolated public static func stringFromClass(_ type: AnyClass, module classes: [(String, AnyClass)] = [])
        -> String
    {
        register(classes)
        registry.lock.lock()
        let registered = registry.byClass[ObjectIdentifier(type)]
        registry.lock.unlock()
        if let registered { return registered }
        let full = String(reflecting: type)
        return full.hasPrefix("ResponderKit.") ? String(full.dropFirst("ResponderKit.".count)) : full
    }

    // MARK: Metatypes (PT7)

    /// `(metatype as? T.Type)?.init(...)`: an instance of the class `type` holds, made with `initializer`
    /// (`"init()"`, `"init(nibName:bundle:)"`) from the class's table; nil when `type` is nil. A class that
    /// cannot be made so is reported as Swift words it on iOS ("Use of unimplemented initializer") and nil
    /// is returned.
    @_disfavoredOverload
    public static func instantiate<T>(_ type: T.Type?, _ initializer: String, _ arguments: [Any?] = []) -> T? {
        guard let type else { return nil }
        if let made = make(type, initializer, arguments) { return made }
        reportUnimplemented(initializer, type)
        return nil
    }

    /// `metatype.init(...)` on a metatype value: the same; a class that cannot be made so is reported and its
    /// nearest superclass that can (and is still a `T`) makes the instance instead. With none, the program
    /// stops, as it does on iOS.
    public static func instantiate<T>(_ type: T.Type, _ initializer: String, _ arguments: [Any?] = []) -> T {
        if let made = make(type, initializer, arguments) { return made }
        reportUnimplemented(initializer, type)
        var current: AnyClass? = (type as? AnyClass).flatMap { _getSuperclass($0) }
        while let next = current {
            if let made = makeObject(next, initializer, arguments) as? T { return made }
            current = _getSuperclass(next)
        }
        preconditionFailure("Use of unimplemented initializer '\(initializer)' for class '\(type)' (PT7)")
    }

    private static func make<T>(_ type: T.Type, _ initializer: String, _ arguments: [Any?]) -> T? {
        guard let type = type as? AnyClass else { return nil }
        return makeObject(type, initializer, arguments) as? T
    }

    /// The class's own table's answer, then ResponderKit's built-in initializers; nil, unreported, when neither
    /// makes it (Interface Builder's custom classes, IB3 and IB11, report in their own words).
    static func makeObject(_ type: AnyClass, _ initializer: String, _ arguments: [Any?]) -> AnyObject? {
        if let recognizer = type as? UIGestureRecognizer.Type,
            let made = recognizer._objcInstantiate(initializer, arguments)
        {
            return made
        }
        if let responder = type as? UIResponder.Type, let made = responder._objcInstantiate(initializer, arguments) {
            return made
        }
        if let object = type as? ObjCObject.Type, let made = object._objcInstantiate(initializer, arguments) {
            return made
        }
        return BuiltInInitializers.make(type, initializer, arguments)
    }

    private static func reportUnimplemented(_ initializer: String, _ type: Any.Type) {
        Diagnostics.report(
            "Use of unimplemented initializer '\(initializer)' for class '\(String(reflecting: type))' (PT7)",
            application: world(of: nil))
    }
}

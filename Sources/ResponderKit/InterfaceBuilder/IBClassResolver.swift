import Foundation

/// Finds the Swift class a document names (IB3). `customClass` with `customModule` is looked up as
/// `Module.Class`; a class whose module the file leaves to the target (`customModuleProvider="target"`)
/// or names differently from where the code is compiled here is also looked up in the modules the
/// loading call suggests: the owner's, the bundle's (SwiftPM names a target's bundle `Package_Target`)
/// and ResponderKit's (a class name like `UIButton`).
@MainActor enum IBClassResolver {
    private static var cache: [String: AnyClass] = [:]

    static func resolve(_ element: IBElement, modules: [String]) -> AnyClass?? {
        guard let name = element["customClass"] else { return .some(nil) }
        var candidates: [String] = []
        if let module = element["customModule"] { candidates.append("\(module).\(name)") }
        candidates.append(contentsOf: modules.map { "\($0).\(name)" })
        candidates.append(name)
        candidates.append("ResponderKit.\(name)")
        for candidate in candidates {
            if let found = cache[candidate] { return .some(found) }
            if let type = _typeByName(candidate) as? AnyClass {
                cache[candidate] = type
                return .some(type)
            }
        }
        return .none
    }

    /// The module of `object`'s class (`App.LoginViewController` → `App`).
    static func module(of object: AnyObject?) -> String? {
        guard let object else { return nil }
        let name = String(reflecting: type(of: object))
        guard let dot = name.firstIndex(of: ".") else { return nil }
        let module = String(name[..<dot])
        return module == "ResponderKit" ? nil : module
    }

    /// A SwiftPM resource bundle is `Package_Target.resources` (Linux) or `.bundle`: the target is the
    /// module its classes are in.
    static func module(of bundle: Bundle?) -> String? {
        guard let bundle else { return nil }
        let name = bundle.bundleURL.deletingPathExtension().lastPathComponent
        guard let underscore = name.lastIndex(of: "_") else { return nil }
        let module = String(name[name.index(after: underscore)...])
        return module.isEmpty ? nil : module
    }
}

/// Setting a value by key for outlets and runtime attributes (IB6, IB7): key-value coding's lookup (PT6:
/// the object's table, then ResponderKit's own keys), then the outlet keys only documents set. A key none
/// knows is UIKit's exception message, reported by the builder with the element's location and skipped.
@MainActor enum IBKeyValue {
    /// Sets `value` at `keyPath` (`layer.cornerRadius` walks through `layer`); nil with the reason if it
    /// cannot.
    static func set(_ value: Any?, forKeyPath keyPath: String, on object: AnyObject) -> String? {
        var target: AnyObject = object
        let keys = keyPath.split(separator: ".").map(String.init)
        for key in keys.dropLast() {
            guard let next = get(key, of: target) as AnyObject? else {
                return undefined(key, target)
            }
            target = next
        }
        guard let last = keys.last else { return undefined(keyPath, object) }
        // PT6's lookup (the object's table, then ResponderKit's keys), then the outlet keys only IB sets.
        if let property = ObjCRuntime.property(last, of: target), property.setValue(value) { return nil }
        if IBBuiltInKeys.set(value, forKey: last, on: target) { return nil }
        return undefined(last, target)
    }

    static func get(_ key: String, of object: AnyObject) -> Any? {
        if let property = ObjCRuntime.property(key, of: object) { return property.value() }
        return IBBuiltInKeys.get(key, of: object)
    }

    private static func undefined(_ key: String, _ object: AnyObject) -> String {
        "[\(type(of: object)) setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
    }
}

import Foundation

/// The Objective-C runtime's associated objects (PT7): values attached to any object under a key, as
/// iOS code does in extensions (`objc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN)`).
///
/// Declared here rather than only in the `ObjectiveC` shim module because on iOS `import UIKit` brings
/// them (UIKit imports Foundation, which imports ObjectiveC); `import ObjectiveC` re-exports these.
/// Entries are keyed by the object's identity and hold the object weakly: a dead object's values are
/// released when next met and never seen by a new object at the same address. The key is compared as a
/// pointer, as the runtime does (`&key` of a global or static variable).
// swift-format-ignore: TypeNamesShouldBeCapitalized
// The runtime's own name, which iOS code spells out.
public struct objc_AssociationPolicy: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A weak (unsafe-unretained on iOS) reference: here a weak one, so a dead value reads as nil.
    public static let OBJC_ASSOCIATION_ASSIGN = objc_AssociationPolicy(rawValue: 0)
    public static let OBJC_ASSOCIATION_RETAIN_NONATOMIC = objc_AssociationPolicy(rawValue: 1)
    /// Copies a value that is an `NSCopying` object; a Swift value is a copy already.
    public static let OBJC_ASSOCIATION_COPY_NONATOMIC = objc_AssociationPolicy(rawValue: 3)
    public static let OBJC_ASSOCIATION_RETAIN = objc_AssociationPolicy(rawValue: 769)
    public static let OBJC_ASSOCIATION_COPY = objc_AssociationPolicy(rawValue: 771)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.value(of: object as AnyObject, key: key)
}

/// Associates `value` with `object` under `key` (nil removes it), held as `policy` says.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    AssociatedObjects.set(value, on: object as AnyObject, key: key, policy: policy)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.removeAll(of: object as AnyObject)
}

/// The table behind the functions above. Guarded by a lock: the runtime's functions may be called from
/// any thread, and so may these.
enum AssociatedObjects {
    private final class Entry {
        weak var object: AnyObject?
        var values: [UnsafeRawPointer: Value] = [:]
        init(object: AnyObject) { self.object = object }
    }

    private enum Value {
        case strong(Any)
        case weak(WeakBox)
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) private static var setsSinceSweep = 0
    private static let lock = NSLock()

    static func value(of object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
        switch entry.values[key] {
        case .strong(let value): return value
        case .weak(let box): return box.object
        case nil: return nil
        }
    }

    static func set(_ value: Any?, on object: AnyObject, key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        // Released outside the lock: a value's deinit may use associated objects itself.
        var released: [Any] = []
        lock.lock()
        defer {
            lock.unlock()
            released.removeAll()
        }
        let id = ObjectIdentifier(object)
        let entry: Entry
        if let existing = entries[id], existing.object === object {
            entry = existing
        } else {
            if let dead = entries[id] { released.append(dead) }
            entry = Entry(object: object)
            entries[id] = entry
        }
        if let old = entry.values[key] { released.append(old) }
        if let value {
            if policy == .OBJC_ASSOCIATION_ASSIGN, type(of: value) is AnyClass {
                entry.values[key] = .weak(WeakBox(value as AnyObject))
            } else if policy == .OBJC_ASSOCIATION_COPY || policy == .OBJC_ASSOCIATION_COPY_NONATOMIC,
                let copying = value as? NSCopying
            {
                entry.values[key] = .strong(copying.copy(with: nil))
            } else {
                entry.values[key] = .strong(value)
            }
        } else {
            entry.values[key] = nil
        }
        setsSinceSweep += 1
        if setsSinceSweep >= 256 {
            setsSinceSweep = 0
            for (id, entry) in entries where entry.object == nil {
                released.append(entry)
                entries[id] = nil
            }
        }
    }

    static func removeAll(of object: AnyObject) {
        var released: Entry?
        lock.lock()
        defer {
            lock.unlock()
            released = nil
        }
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.object === object {
            released = entries.removeValue(forKey: id)
        }
        _ = released
    }
}

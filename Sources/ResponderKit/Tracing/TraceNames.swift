import Foundation

/// Names for objects in traces: an explicit name, else the view's `accessibilityIdentifier` or the
/// recognizer's `name`, else the class name. Two different objects never share a name: later ones get
/// `#2`, `#3`... in order of first appearance, which is deterministic (L2).
@MainActor final class TraceNames {
    /// A name and the object it belongs to, held weakly: the trace must not keep the world alive (the
    /// application holds the trace, so a strong reference to it would be a cycle). An identifier whose
    /// object is gone may be reused by a new object, which then gets a name of its own.
    private struct Entry {
        let name: String
        weak var object: AnyObject?
    }
    private var explicit: [ObjectIdentifier: Entry] = [:]
    private var assigned: [ObjectIdentifier: Entry] = [:]
    private var used: [String: Int] = [:]

    func setName(_ name: String, for object: AnyObject) {
        let id = ObjectIdentifier(object)
        explicit[id] = Entry(name: name, object: object)
        assigned[id] = nil
    }

    func name(of object: AnyObject) -> String {
        let id = ObjectIdentifier(object)
        if let entry = explicit[id], entry.object === object { return entry.name }
        if let entry = assigned[id], entry.object === object { return entry.name }
        explicit[id] = nil
        let base = Self.preferredName(object)
        let count = (used[base] ?? 0) + 1
        used[base] = count
        let name = count == 1 ? base : "\(base)#\(count)"
        assigned[id] = Entry(name: name, object: object)
        return name
    }

    static func preferredName(_ object: AnyObject) -> String {
        if let view = object as? UIView, let id = view.accessibilityIdentifier, !id.isEmpty { return id }
        if let recognizer = object as? UIGestureRecognizer, let name = recognizer.name, !name.isEmpty { return name }
        return typeName(object)
    }

    /// The unqualified class name (`TopView`, `UIWindow`).
    static func typeName(_ object: Any) -> String {
        let full = String(describing: type(of: object))
        return full.split(separator: ".").last.map(String.init) ?? full
    }
}

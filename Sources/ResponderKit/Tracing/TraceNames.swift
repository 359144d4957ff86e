import Foundation

/// Names for objects in traces: an explicit name, else the view's `accessibilityIdentifier` or the
/// recognizer's `name`, else the class name. Two different objects never share a name: later ones get
/// `#2`, `#3`... in order of first appearance, which is deterministic (L2).
@MainActor final class TraceNames {
    private var explicit: [ObjectIdentifier: String] = [:]
    private var assigned: [ObjectIdentifier: String] = [:]
    private var used: [String: Int] = [:]
    /// Keeps named objects' identifiers from being reused by new objects while the trace lives. Not the
    /// application: it owns the trace (that would be a cycle, issue 8), and nothing is recorded after it.
    private var retainedKeys: [AnyObject] = []

    private func retain(_ object: AnyObject) {
        if !(object is UIApplication) { retainedKeys.append(object) }
    }

    func setName(_ name: String, for object: AnyObject) {
        let id = ObjectIdentifier(object)
        explicit[id] = name
        assigned[id] = nil
        retain(object)
    }

    func name(of object: AnyObject) -> String {
        let id = ObjectIdentifier(object)
        if let name = explicit[id] { return name }
        if let name = assigned[id] { return name }
        let base = Self.preferredName(object)
        let count = (used[base] ?? 0) + 1
        used[base] = count
        let name = count == 1 ? base : "\(base)#\(count)"
        assigned[id] = name
        retain(object)
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

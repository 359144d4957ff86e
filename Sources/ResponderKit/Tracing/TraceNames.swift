import Foundation

/// Names for objects in traces (X1, X14): an explicit name, else the view's `accessibilityIdentifier` or
/// the recognizer's `name`, else a name the developer's own code gives — the property that holds a UIKit
/// view in its controller or an ancestor (``PropertyNames``), the owner of an unnamed UIKit recognizer
/// (`pager.pan`, `table.tap#2`, `table.scrollPan`) — else the class name. Instances of the developer's
/// own subclasses keep their class name (the seeds' device logs print class names). Two different
/// objects never share a name: later ones get `#2`, `#3`... in order of first appearance, which is
/// deterministic (L2).
@MainActor final class TraceNames {
    private var explicit: [ObjectIdentifier: String] = [:]
    private var assigned: [ObjectIdentifier: String] = [:]
    private var used: [String: Int] = [:]
    /// Keeps named objects' identifiers from being reused by new objects while the trace lives. Not the
    /// application: it owns the trace (that would be a cycle: Reliability, "Leaks"), and nothing is recorded after it.
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
        let base = baseName(object)
        let count = (used[base] ?? 0) + 1
        used[base] = count
        let name = count == 1 ? base : "\(base)#\(count)"
        assigned[id] = name
        retain(object)
        return name
    }

    /// X14: the name before `#n` is added. Asked once per object and trace.
    private func baseName(_ object: AnyObject) -> String {
        if let view = object as? UIView {
            if let id = view.accessibilityIdentifier, !id.isEmpty { return id }
            if Self.isUIKitClass(view), !(view is UIWindow) {
                // A controller's root view is its `view`.
                if let controller = view.owningViewController { return "\(name(of: controller)).view" }
                if let property = PropertyNames.property(holding: view) { return property }
            }
        }
        if let recognizer = object as? UIGestureRecognizer {
            if let name = recognizer.name, !name.isEmpty { return name }
            if let owned = ownerName(of: recognizer) { return owned }
        }
        return Self.typeName(object)
    }

    /// X14: `owner.kind`, with `#n` for the n-th recognizer of that kind on the same view (n ≥ 2). Only
    /// for UIKit's own classes; a developer's subclass keeps its class name.
    private func ownerName(of recognizer: UIGestureRecognizer) -> String? {
        guard let view = recognizer.viewStorage, let kind = Self.kind(of: recognizer) else { return nil }
        var index = 0
        for other in view.recognizerStorage where Self.kind(of: other) == kind {
            index += 1
            if other === recognizer { break }
        }
        let owner = name(of: view)
        return index > 1 ? "\(owner).\(kind)#\(index)" : "\(owner).\(kind)"
    }

    /// The short kind of a UIKit recognizer class; nil for a developer's subclass.
    static func kind(of recognizer: UIGestureRecognizer) -> String? {
        switch recognizer {
        case is UIScrollViewPanGestureRecognizer: return "scrollPan"
        case is UIScrollViewDelayedTouchesBeganGestureRecognizer: return "delayedTouches"
        case is UIScrollViewPinchGestureRecognizer: return "pinch"
        case is TableSwipeGestureRecognizer: return "swipeActions"
        case is TableDragLiftGestureRecognizer: return "dragLift"
        default:
            guard isUIKitClass(recognizer) else { return nil }
            switch recognizer {
            case is UITapGestureRecognizer: return "tap"
            case is UILongPressGestureRecognizer: return "longPress"
            case is UIScreenEdgePanGestureRecognizer: return "edgePan"
            case is UIPanGestureRecognizer: return "pan"
            case is UISwipeGestureRecognizer: return "swipe"
            case is UIPinchGestureRecognizer: return "pinch"
            case is UIRotationGestureRecognizer: return "rotation"
            default: return "gesture"
            }
        }
    }

    /// Whether `object` is an instance of one of this library's (UIKit's) own classes, not a subclass
    /// the developer wrote.
    static func isUIKitClass(_ object: AnyObject) -> Bool {
        String(reflecting: type(of: object)).hasPrefix("ResponderKit.")
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

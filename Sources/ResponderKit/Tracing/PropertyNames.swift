import Foundation

/// X14: the name of the stored property that holds a view in the developer's own code — its view
/// controller's or an ancestor view's (`payButton`, `dimmingView`) — found with `Mirror`.
///
/// Cheap by bounds, not by caching: it runs once per view per trace (``TraceNames`` keeps the answer),
/// only while a trace records, looks at most ``maximumAncestors`` superviews up and each one's view
/// controller, and reads at most ``maximumProperties`` stored properties of each, only of the
/// developer's own classes (UIKit's are skipped whole). Its measured cost is in SPEC X14.
@MainActor enum PropertyNames {
    static let maximumAncestors = 4
    static let maximumProperties = 64

    static func property(holding view: UIView) -> String? {
        var holder = view.superviewStorage
        var level = 0
        while let current = holder, level < maximumAncestors {
            if let name = search(current, for: view) { return name }
            if let controller = current.owningViewController, let name = search(controller, for: view) { return name }
            holder = current.superviewStorage
            level += 1
        }
        return nil
    }

    /// The property of `owner` (a developer's class, its superclasses up to UIKit's) that holds `view`.
    private static func search(_ owner: AnyObject, for view: UIView) -> String? {
        guard !TraceNames.isUIKitClass(owner) else { return nil }
        var mirror: Mirror? = Mirror(reflecting: owner)
        var read = 0
        while let current = mirror, !String(reflecting: current.subjectType).hasPrefix("ResponderKit.") {
            for child in current.children {
                read += 1
                if read > maximumProperties { return nil }
                guard let label = child.label, let value = child.value as? UIView, value === view else { continue }
                return cleaned(label)
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// `$__lazy_storage_$_button` (a `lazy var`) and `_button` (a property wrapper) read `button`.
    private static func cleaned(_ label: String) -> String {
        var name = Substring(label)
        if name.hasPrefix("$__lazy_storage_$_") { name = name.dropFirst("$__lazy_storage_$_".count) }
        while name.hasPrefix("_") { name = name.dropFirst() }
        return name.isEmpty ? label : String(name)
    }
}

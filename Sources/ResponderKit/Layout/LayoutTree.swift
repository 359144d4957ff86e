import Foundation

/// Where layout items sit in the view tree: the view that owns an item, the nearest common ancestor a
/// constraint is installed on (LY13), the root whose engine lays a view out (LY15).
@MainActor enum LayoutTree {
    /// A view is its own owner; a layout guide's is its owning view.
    static func owningView(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The nearest view that is (or contains) both items' views; nil when they are in different trees or
    /// a guide has no owning view.
    static func commonAncestor(_ first: AnyObject, _ second: AnyObject?) -> UIView? {
        guard let a = owningView(of: first) else { return nil }
        guard let second else { return a }
        guard let b = owningView(of: second) else { return nil }
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = a
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superviewStorage
        }
        current = b
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superviewStorage
        }
        return nil
    }

    /// The top of the view tree: where the layout pass starts (LY20).
    static func root(of view: UIView) -> UIView {
        var current = view
        while let parent = current.superviewStorage { current = parent }
        return current
    }

    /// The view whose engine lays `view` out: the nearest engine host at or above it (LY36), else the
    /// top of the tree (LY15).
    static func engineRoot(of view: UIView) -> UIView {
        var current = view
        while let parent = current.superviewStorage, !current.hostsLayoutEngine { current = parent }
        return current
    }

    /// Whether `item` lies in the subtree of `view` (the view itself included).
    static func isItem(_ item: AnyObject?, within view: UIView) -> Bool {
        guard let owner = owningView(of: item) else { return false }
        return owner === view || owner.isDescendant(of: view)
    }
}

/// Deterministic names for constraint descriptions and UIKit's conflict log (LY18): no addresses, so
/// the same screen logs the same text on every run (L2). A view is its class and accessibility
/// identifier (`UIView:'card'`), else its class and index path from its root (`UILabel(UIWindow.0.1)`).
@MainActor enum LayoutNames {
    static func item(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide {
            let owner = guide.owningView.map { "(\(Self.item($0)))" } ?? ""
            return "UILayoutGuide:'\(guide.identifier)'\(owner)"
        }
        guard let view = item as? UIView else { return TraceNames.typeName(item) }
        let type = TraceNames.typeName(view)
        if let id = view.accessibilityIdentifier, !id.isEmpty { return "\(type):'\(id)'" }
        var path: [String] = []
        var current = view
        while let parent = current.superviewStorage {
            path.append(String(parent.subviewStorage.firstIndex { $0 === current } ?? -1))
            current = parent
        }
        guard !path.isEmpty else { return type }
        return "\(type)(\(([TraceNames.typeName(current)] + path.reversed()).joined(separator: ".")))"
    }
}

extension NSLayoutConstraint {
    /// `<NSLayoutConstraint:'id' UIView:'card'.width == 0.5*UIView(UIWindow.0).width + 10 @750 (active)>`.
    var layoutDescription: String {
        let ownType = TraceNames.typeName(self)
        var text = "<" + (ownType == "NSLayoutConstraint" ? kind.className : ownType)
        if let identifier, !identifier.isEmpty { text += ":'\(identifier)'" }
        if let annotation { text += " " + annotation }
        text += " " + equation
        if !priorityStorage.isRequired { text += " @\(SeedFormat.number(CGFloat(priorityStorage.rawValue)))" }
        if isActive || isSystem { text += " (active)" }
        return text + ">"
    }

    var equation: String {
        let relationText: String
        switch relation {
        case .equal: relationText = "=="
        case .lessThanOrEqual: relationText = "<="
        case .greaterThanOrEqual: relationText = ">="
        }
        let left = "\(LayoutNames.item(firstItemStorage)).\(firstLayoutAttribute.name)"
        guard secondLayoutAttribute != .notAnAttribute else {
            return "\(left) \(relationText) \(SeedFormat.number(constantStorage))"
        }
        var right = "\(LayoutNames.item(secondItemStorage)).\(secondLayoutAttribute.name)"
        if multiplier != 1 { right = "\(SeedFormat.number(multiplier))*" + right }
        if constantStorage > 0 { right += " + \(SeedFormat.number(constantStorage))" }
        if constantStorage < 0 { right += " - \(SeedFormat.number(-constantStorage))" }
        return "\(left) \(relationText) \(right)"
    }
}

extension ConstraintKind {
    /// The class UIKit's log names for constraints of this kind.
    var className: String {
        switch self {
        case .autoresizing: return "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: return "NSContentSizeLayoutConstraint"
        default: return "NSLayoutConstraint"
        }
    }
}

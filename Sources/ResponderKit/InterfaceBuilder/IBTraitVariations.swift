import Foundation

/// One `<variation key=…>` condition (IB19): `default` (any width, any height), `widthClass=compact`,
/// `heightClass=regular`, or both joined by `-` (`heightClass=compact-widthClass=regular`).
struct IBTraitCondition {
    var width: UIUserInterfaceSizeClass?
    var height: UIUserInterfaceSizeClass?

    /// Nil for a key this loader does not know (reported by the builder).
    init?(key: String) {
        guard key != "default" else { return }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            let value: UIUserInterfaceSizeClass
            switch pair[1] {
            case "compact": value = .compact
            case "regular": value = .regular
            default: return nil
            }
            switch pair[0] {
            case "widthClass": width = value
            case "heightClass": height = value
            default: return nil
            }
        }
    }

    /// A condition naming both classes beats one naming one, which beats `default`.
    var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

    @MainActor func matches(_ traits: UITraitCollection) -> Bool {
        (width == nil || width == traits.horizontalSizeClass) && (height == nil || height == traits.verticalSizeClass)
    }

    /// The value of the most specific condition that matches, nil if none does.
    @MainActor static func choose<Value>(_ rules: [(IBTraitCondition, Value)], for traits: UITraitCollection) -> Value?
    {
        var best: (Int, Value)?
        for (condition, value) in rules where condition.matches(traits) {
            if condition.specificity > best?.0 ?? -1 { best = (condition.specificity, value) }
        }
        return best?.1
    }
}

/// The trait variations of the documents loaded in one world (IB19): which constraints and subviews are
/// installed, and the properties that vary, re-applied whenever the world's traits change (TR4), before
/// controllers and views hear `traitCollectionDidChange(_:)`.
@MainActor final class IBTraitVariations {
    /// A constraint installed only under some traits. Held here while uninstalled, as UIKit's view holds
    /// its other configurations; dropped with its container.
    final class InstalledConstraint {
        weak var container: UIView?
        let constraint: NSLayoutConstraint
        let rules: [(IBTraitCondition, Bool)]
        init(container: UIView, constraint: NSLayoutConstraint, rules: [(IBTraitCondition, Bool)]) {
            self.container = container
            self.constraint = constraint
            self.rules = rules
        }
    }

    /// A subview installed only under some traits: out of the hierarchy otherwise, with the constraints
    /// that tied it to the rest kept to be activated again when it returns.
    final class InstalledView {
        weak var container: UIView?
        let view: UIView
        /// The container's subviews in document order, to put the view back in its place.
        let siblings: [Weak]
        let rules: [(IBTraitCondition, Bool)]
        var detached: [NSLayoutConstraint] = []
        init(container: UIView, view: UIView, siblings: [UIView], rules: [(IBTraitCondition, Bool)]) {
            self.container = container
            self.view = view
            self.siblings = siblings.map(Weak.init)
            self.rules = rules
        }
    }

    struct Weak {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    /// A property that varies: `apply` sets it on `target` from an element (the variation, else `base`).
    final class VaryingProperty {
        weak var target: AnyObject?
        let base: IBElement
        let rules: [(IBTraitCondition, IBElement)]
        let apply: @MainActor (AnyObject, IBElement) -> Void
        init(
            target: AnyObject, base: IBElement, rules: [(IBTraitCondition, IBElement)],
            apply: @escaping @MainActor (AnyObject, IBElement) -> Void
        ) {
            self.target = target
            self.base = base
            self.rules = rules
            self.apply = apply
        }
    }

    var constraints: [InstalledConstraint] = []
    var views: [InstalledView] = []
    var properties: [VaryingProperty] = []

    var isEmpty: Bool { constraints.isEmpty && views.isEmpty && properties.isEmpty }

    func merge(_ other: IBTraitVariations) {
        constraints += other.constraints
        views += other.views
        properties += other.properties
    }

    /// Applies every variation for `traits`; entries whose objects are gone are dropped.
    func apply(_ traits: UITraitCollection) {
        constraints.removeAll { $0.container == nil }
        views.removeAll { $0.container == nil }
        properties.removeAll { $0.target == nil }
        for entry in views { install(entry, IBTraitCondition.choose(entry.rules, for: traits) ?? true) }
        // Out first, then in: a constraint coming in must not meet the one it replaces (LY18's recovery).
        let wanted = constraints.map { IBTraitCondition.choose($0.rules, for: traits) ?? true }
        for (entry, active) in zip(constraints, wanted) where !active { entry.constraint.isActive = false }
        for (entry, active) in zip(constraints, wanted) where active { entry.constraint.isActive = true }
        for entry in properties {
            guard let target = entry.target else { continue }
            entry.apply(target, IBTraitCondition.choose(entry.rules, for: traits) ?? entry.base)
        }
    }

    private func install(_ entry: InstalledView, _ installed: Bool) {
        guard let container = entry.container else { return }
        let view = entry.view
        if !installed {
            guard view.superview === container else { return }
            entry.detached = Self.constraints(tying: view, above: container)
            view.removeFromSuperview()
            return
        }
        guard view.superview == nil else { return }
        // Back in its place: before the first later sibling (in document order) that is installed.
        let index = entry.siblings.firstIndex { $0.view === view } ?? entry.siblings.count
        let next = entry.siblings[(index + 1)...].lazy.compactMap(\.view).first { $0.superview === container }
        if let stack = container as? UIStackView {
            let position = next.flatMap { stack.arrangedSubviews.firstIndex(of: $0) } ?? stack.arrangedSubviews.count
            stack.insertArrangedSubview(view, at: position)
        } else if let next {
            container.insertSubview(view, belowSubview: next)
        } else {
            container.addSubview(view)
        }
        NSLayoutConstraint.activate(entry.detached)
        entry.detached = []
    }

    /// The active constraints of `container` and its ancestors that involve `view` or its descendants.
    private static func constraints(tying view: UIView, above container: UIView) -> [NSLayoutConstraint] {
        func involves(_ item: AnyObject?) -> Bool {
            guard let other = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView else { return false }
            return other.isDescendant(of: view)
        }
        var found: [NSLayoutConstraint] = []
        var current: UIView? = container
        while let owner = current {
            found += owner.constraints.filter { involves($0.firstItem) || involves($0.secondItem) }
            current = owner.superview
        }
        return found
    }
}

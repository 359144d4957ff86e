import Foundation

/// Size-class variations as Xcode writes them (IB19): `<variation key="heightClass=compact">` in a view
/// with `<mask key="constraints">`/`<mask key="subviews">` of `<include>`/`<exclude reference=>`, and
/// with the attributes or font that differ; a constraint's own `<variation key=… constant=…/>`. The
/// variations are applied for the world's traits once the instantiation is made, then at each change.
extension IBBuilder {
    /// Attributes a variation may change, and how each is set from an element carrying it (or not: the
    /// base element without it gives UIKit's default).
    static let varyingAttributes: [String: @MainActor (AnyObject, IBElement) -> Void] = [
        "hidden": { ($0 as? UIView)?.isHidden = $1.flag("hidden") ?? false },
        "alpha": { ($0 as? UIView)?.alpha = IBValues.cgFloat($1, "alpha") ?? 1 },
        "axis": { ($0 as? UIStackView)?.axis = $1["axis"] == "vertical" ? .vertical : .horizontal },
        "spacing": { ($0 as? UIStackView)?.spacing = IBValues.cgFloat($1, "spacing") ?? 0 },
        "constant": { ($0 as? NSLayoutConstraint)?.constant = IBValues.cgFloat($1, "constant") ?? 0 },
    ]

    /// The variations of `element` (a view with its subviews and constraints made, or a constraint).
    func collectVariations(of object: AnyObject, _ element: IBElement) {
        var conditions: [(IBTraitCondition, IBElement)] = []
        for variation in element.children where variation.name == "variation" {
            guard let key = variation.key, let condition = IBTraitCondition(key: key) else {
                report("unknown trait variation '\(variation.key ?? "")'; ignored", at: variation)
                continue
            }
            conditions.append((condition, variation))
        }
        guard !conditions.isEmpty else { return }
        if let view = object as? UIView { collectMasks(view, element, conditions) }
        var names: [String] = []
        for (_, variation) in conditions {
            for name in variation.attributes.keys.sorted() where name != "key" && !names.contains(name) {
                names.append(name)
            }
        }
        for name in names {
            guard let apply = Self.varyingAttributes[name] else {
                report("trait variation of '\(name)' is not applied", at: element)
                continue
            }
            let rules = conditions.filter { $0.1[name] != nil }
            variations.properties.append(.init(target: object, base: element, rules: rules, apply: apply))
        }
        let fonts = conditions.filter { $0.1.child("fontDescription", key: "fontDescription") != nil }
        if !fonts.isEmpty {
            variations.properties.append(
                .init(target: object, base: element, rules: fonts, apply: { Self.applyFont($0, $1) }))
        }
    }

    private func collectMasks(_ view: UIView, _ element: IBElement, _ conditions: [(IBTraitCondition, IBElement)]) {
        var constraintRules: [ObjectIdentifier: (NSLayoutConstraint, [(IBTraitCondition, Bool)])] = [:]
        var viewRules: [ObjectIdentifier: (UIView, [(IBTraitCondition, Bool)])] = [:]
        var order: [ObjectIdentifier] = []
        for (condition, variation) in conditions {
            for mask in variation.children where mask.name == "mask" {
                for entry in mask.children where entry.name == "include" || entry.name == "exclude" {
                    let included = entry.name == "include"
                    let target = object(entry["reference"])
                    switch (mask.key, target) {
                    case ("constraints", let constraint as NSLayoutConstraint):
                        let id = ObjectIdentifier(constraint)
                        if constraintRules[id] == nil { order.append(id) }
                        constraintRules[id, default: (constraint, [])].1.append((condition, included))
                    case ("subviews", let subview as UIView):
                        let id = ObjectIdentifier(subview)
                        if viewRules[id] == nil { order.append(id) }
                        viewRules[id, default: (subview, [])].1.append((condition, included))
                    default:
                        report("trait variation refers to a missing item '\(entry["reference"] ?? "")'", at: entry)
                    }
                }
            }
        }
        let siblings = view.subviews
        for id in order {
            if let (subview, rules) = viewRules[id] {
                variations.views.append(.init(container: view, view: subview, siblings: siblings, rules: rules))
            }
            if let (constraint, rules) = constraintRules[id] {
                variations.constraints.append(.init(container: view, constraint: constraint, rules: rules))
            }
        }
    }

    private static func applyFont(_ object: AnyObject, _ element: IBElement) {
        let description = element.child("fontDescription", key: "fontDescription")
        let font = description.map(IBValues.font) ?? .systemFont(ofSize: 17)
        switch object {
        case let label as UILabel: label.font = font
        case let field as UITextField: field.font = font
        case let textView as UITextView: textView.font = font
        case let button as UIButton: button.titleLabel?.font = font
        default: break
        }
    }

    /// Applies the variations this instantiation made for the world's traits and keeps them for the
    /// world's later changes (IB19, TR4).
    func applyVariations() {
        guard !variations.isEmpty else { return }
        let application = CurrentWorld.application
        variations.apply(UITraitCollection.current(in: application))
        let registry = application.traitVariations ?? IBTraitVariations()
        registry.merge(variations)
        application.traitVariations = registry
        variations = IBTraitVariations()
    }
}

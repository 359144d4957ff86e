import Foundation

/// Constraints as IB writes them (IB4): in the `<constraints>` of the items' nearest common ancestor, an
/// omitted `firstItem` meaning that view; `multiplier` a number or a ratio ("16:9"); a constraint marked
/// `placeholder="YES"` ("Remove at build time") is not made.
extension IBBuilder {
    func addConstraints(_ elements: [IBElement], to container: UIView, container element: IBElement) {
        var made: [NSLayoutConstraint] = []
        for constraint in elements where constraint.name == "constraint" {
            if constraint.flag("placeholder") == true { continue }
            if let built = makeConstraint(constraint, container: container) {
                made.append(built)
                collectVariations(of: built, constraint)
            }
        }
        if !made.isEmpty { container.addConstraints(made) }
    }

    private func makeConstraint(_ element: IBElement, container: UIView) -> NSLayoutConstraint? {
        guard let firstAttribute = attribute(element, "firstAttribute") else { return nil }
        let first: AnyObject
        if let id = element["firstItem"] {
            guard let item = object(id) else {
                report("constraint refers to a missing item '\(id)'", at: element)
                return nil
            }
            first = item
        } else {
            first = container
        }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let id = element["secondItem"] {
            guard let item = object(id) else {
                report("constraint refers to a missing item '\(id)'", at: element)
                return nil
            }
            second = item
            guard let attribute = attribute(element, "secondAttribute") else { return nil }
            secondAttribute = attribute
        } else if element["secondAttribute"] != nil {
            // A second attribute with no item is the container's, as for `firstItem`.
            second = container
            guard let attribute = attribute(element, "secondAttribute") else { return nil }
            secondAttribute = attribute
        }
        let relation = element["relation"].flatMap { Self.relations[$0] } ?? .equal
        guard let multiplier = multiplier(element), let constant = number(element, "constant", 0),
            let priority = number(element, "priority", 1000)
        else { return nil }
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: multiplier, constant: constant)
        constraint.priority = UILayoutPriority(Float(min(max(priority, 1), 1000)))
        constraint.identifier = element["identifier"]
        register(constraint, for: element)
        return constraint
    }

    private func attribute(_ element: IBElement, _ name: String) -> NSLayoutConstraint.Attribute? {
        guard let text = element[name] else {
            report("constraint has no \(name)", at: element)
            return nil
        }
        guard let value = Self.attributes[text] else {
            report("constraint has an unknown \(name) '\(text)'", at: element)
            return nil
        }
        return value
    }

    private func number(_ element: IBElement, _ name: String, _ fallback: CGFloat) -> CGFloat? {
        guard let text = element[name] else { return fallback }
        guard let value = Double(text), value.isFinite else {
            report("constraint's \(name) '\(text)' is not a finite number", at: element)
            return nil
        }
        return CGFloat(value)
    }

    private func multiplier(_ element: IBElement) -> CGFloat? {
        guard let text = element["multiplier"] else { return 1 }
        let parts = text.split(separator: ":").map { Double($0) }
        let value: Double?
        if parts.count == 2, let numerator = parts[0], let denominator = parts[1], denominator != 0 {
            value = numerator / denominator
        } else if parts.count == 1 {
            value = parts[0]
        } else {
            value = nil
        }
        guard let value, value.isFinite else {
            report("constraint's multiplier '\(text)' is not a number or ratio", at: element)
            return nil
        }
        return CGFloat(value)
    }

    static let relations: [String: NSLayoutConstraint.Relation] = [
        "greaterThanOrEqual": .greaterThanOrEqual, "lessThanOrEqual": .lessThanOrEqual,
    ]

    static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "lastBaseline": .lastBaseline, "baseline": .lastBaseline, "firstBaseline": .firstBaseline,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin,
        "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]
}

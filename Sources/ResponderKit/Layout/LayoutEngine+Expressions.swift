import Foundation

/// How a constraint becomes a solver row (LY1, LY16): each attribute is a linear expression of its item's
/// unknowns — `right` is `left + width`, `centerY` is `top + height / 2`, a margin attribute is the
/// margins guide's edge, a baseline is measured from the text (LY28) — and
/// `first relation multiplier × second + constant` becomes `first − multiplier × second − constant`.
extension LayoutEngine {
    func expression(for constraint: NSLayoutConstraint) -> LinearExpression? {
        guard
            var result = attributeExpression(
                constraint.firstItemStorage, constraint.firstLayoutAttribute, for: constraint)
        else { return nil }
        if constraint.secondLayoutAttribute != .notAnAttribute {
            guard
                let second = attributeExpression(
                    constraint.secondItemStorage, constraint.secondLayoutAttribute, for: constraint)
            else { return nil }
            result = result - second * Double(constraint.multiplier)
        }
        return result - Double(constraint.constantStorage)
    }

    private func attributeExpression(
        _ item: AnyObject?, _ attribute: LayoutAttribute, for constraint: NSLayoutConstraint
    ) -> LinearExpression? {
        guard let record = record(of: item) else { return nil }
        switch attribute {
        case .notAnAttribute: return nil
        case .firstBaseline, .lastBaseline:
            return baselineExpression(item, first: attribute == .firstBaseline, for: constraint)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            // A view's margins are its margins guide (LY25); a guide has none and uses its own edges.
            var source = record
            if let view = item as? UIView {
                guard let guide = ensureRecord(view.layoutMarginsGuide) else { return nil }
                source = guide
            }
            return Self.edge(source, attribute.withoutMargin)
        case .minX, .minY:
            guard let superview = (item as? UIView)?.superviewStorage, let parent = self.record(of: superview) else {
                return nil
            }
            return attribute == .minX
                ? LinearExpression(record.left) - parent.left : LinearExpression(record.top) - parent.top
        default:
            return Self.edge(record, attribute)
        }
    }

    static func edge(_ record: LayoutRecord, _ attribute: LayoutAttribute) -> LinearExpression {
        switch attribute {
        case .right, .trailing: return LinearExpression(record.left) + record.width
        case .centerX: return LinearExpression(record.left) + record.width * 0.5
        case .width: return LinearExpression(record.width)
        case .top: return LinearExpression(record.top)
        case .bottom, .firstBaseline, .lastBaseline: return LinearExpression(record.top) + record.height
        case .centerY: return LinearExpression(record.top) + record.height * 0.5
        case .height: return LinearExpression(record.height)
        default: return LinearExpression(record.left)
        }
    }

    /// A view's baseline: the text's (LY28) in the view that `forFirstBaselineLayout` /
    /// `forLastBaselineLayout` names, else the bottom edge, as UIKit measures views without text.
    private func baselineExpression(_ item: AnyObject?, first: Bool, for constraint: NSLayoutConstraint)
        -> LinearExpression?
    {
        guard let view = item as? UIView else { return record(of: item).map { Self.edge($0, .bottom) } }
        let named = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        let measured = named !== view && named.isDescendant(of: view) && ensureRecord(named) != nil ? named : view
        guard let record = record(of: measured) else { return nil }
        if !record.baselineUsers.contains(where: { $0 === constraint }) { record.baselineUsers.append(constraint) }
        guard let (heightFactor, offset) = measured.baselineGeometry(first: first) else {
            return Self.edge(record, .bottom)
        }
        return LinearExpression(record.top) + record.height * Double(heightFactor) + Double(offset)
    }

    /// A view's text changed: the constraints on its baselines take their new constants (LY28).
    func refreshBaselines(of view: UIView) {
        guard let record = record(of: view) else { return }
        record.baselineUsers.removeAll { members[ObjectIdentifier($0)] == nil }
        for constraint in record.baselineUsers { constantDidChange(constraint) }
    }
}

extension LayoutAttribute {
    /// The edge a margin attribute names on the margins guide.
    var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }
}

import Foundation

/// How a constraint becomes a solver row (LY1, LY16): each attribute is a linear expression of its item's
/// unknowns — `right` is `left + width`, `centerY` is `top + height / 2`, a margin attribute is the
/// margins guide's edge, a baseline is measured from the text (LY28) — and
/// `first relation multiplier × second + constant` becomes `first − multiplier × second − constant`.
extension LayoutEngine {
    /// Built in one array, each side's terms scaled as they are appended (`first − multiplier × second −
    /// constant`): the same coefficients, in the same order, as the operators would give, without the
    /// intermediate arrays (BENCHMARKS.md "Expressions without hashing").
    func expression(for constraint: NSLayoutConstraint) -> LinearExpression? {
        var result = LinearExpression()
        result.terms.reserveCapacity(6)
        let first = constraint.firstItemStorage
        // TR6: in a right-to-left container, a constraint on leading or trailing is measured from the right:
        // each horizontal position is negated and leading is the right edge, so `a.leading = b.leading + 8`
        // puts a's right edge 8 points left of b's.
        let mirrored =
            LayoutDirectionState.mayBeRightToLeft
            && (constraint.firstLayoutAttribute.isDirectional || constraint.secondLayoutAttribute.isDirectional)
            && constraint.container?.resolvesLeadingToRight == true
        guard append(first, constraint.firstLayoutAttribute, times: 1, mirrored: mirrored, for: constraint, to: &result)
        else { return nil }
        if constraint.secondLayoutAttribute != .notAnAttribute {
            guard
                append(
                    constraint.secondItemStorage, constraint.secondLayoutAttribute,
                    times: -Double(constraint.multiplier), mirrored: mirrored, for: constraint, to: &result)
            else { return nil }
        }
        result.constant += -Double(constraint.constantStorage)
        return result
    }

    /// The constant `expression(for:)` gives, without building its terms when no attribute adds to it (only
    /// baselines do): constant edits (LY6) ask for nothing else (BENCHMARKS.md "Expressions without hashing").
    func expressionConstant(for constraint: NSLayoutConstraint) -> Double? {
        guard addsNoConstant(constraint.firstItemStorage, constraint.firstLayoutAttribute),
            constraint.secondLayoutAttribute == .notAnAttribute
                || addsNoConstant(constraint.secondItemStorage, constraint.secondLayoutAttribute)
        else { return expression(for: constraint)?.constant }
        return 0 + -Double(constraint.constantStorage)  // as `expression(for:)` sums it, signed zero included
    }

    /// Whether `append` would succeed for this attribute without adding to the constant or making a record.
    private func addsNoConstant(_ item: AnyObject?, _ attribute: LayoutAttribute) -> Bool {
        guard record(of: item) != nil else { return false }
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY: return true
        case .minX, .minY:
            guard let superview = (item as? UIView)?.superviewStorage else { return false }
            return record(of: superview) != nil
        default: return false
        }
    }

    /// Appends `factor × attribute` of `item`; false when the item has no record here.
    private func append(
        _ item: AnyObject?, _ attribute: LayoutAttribute, times factor: Double, mirrored: Bool = false,
        for constraint: NSLayoutConstraint, to result: inout LinearExpression
    ) -> Bool {
        if mirrored, let flipped = attribute.mirroredHorizontally {
            return append(item, flipped, times: -factor, for: constraint, to: &result)
        }
        guard let record = record(of: item) else { return false }
        switch attribute {
        case .notAnAttribute: return false
        case .firstBaseline, .lastBaseline:
            return appendBaseline(item, first: attribute == .firstBaseline, times: factor, for: constraint, to: &result)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            // A view's margins are its margins guide (LY25); a guide has none and uses its own edges.
            var source = record
            if let view = item as? UIView {
                guard let guide = ensureRecord(view.layoutMarginsGuide) else { return false }
                source = guide
            }
            Self.appendEdge(source, attribute.withoutMargin, times: factor, to: &result)
        case .minX, .minY:
            guard let superview = (item as? UIView)?.superviewStorage, let parent = self.record(of: superview) else {
                return false
            }
            let horizontal = attribute == .minX
            result.append(horizontal ? record.left : record.top, times: factor)
            result.append(horizontal ? parent.left : parent.top, times: -1 * factor)
        default:
            Self.appendEdge(record, attribute, times: factor, to: &result)
        }
        return true
    }

    /// `factor × edge`: `right` is `left + width`, `centerX` is `left + width / 2`, and so on.
    static func appendEdge(
        _ record: LayoutRecord, _ attribute: LayoutAttribute, times factor: Double, to result: inout LinearExpression
    ) {
        switch attribute {
        case .right, .trailing:
            result.append(record.left, times: factor)
            result.append(record.width, times: factor)
        case .centerX:
            result.append(record.left, times: factor)
            result.append(record.width, times: 0.5 * factor)
        case .width: result.append(record.width, times: factor)
        case .top: result.append(record.top, times: factor)
        case .bottom, .firstBaseline, .lastBaseline:
            result.append(record.top, times: factor)
            result.append(record.height, times: factor)
        case .centerY:
            result.append(record.top, times: factor)
            result.append(record.height, times: 0.5 * factor)
        case .height: result.append(record.height, times: factor)
        default: result.append(record.left, times: factor)
        }
    }

    /// A view's baseline: the text's (LY28) in the view that `forFirstBaselineLayout` /
    /// `forLastBaselineLayout` names, else the bottom edge, as UIKit measures views without text.
    private func appendBaseline(
        _ item: AnyObject?, first: Bool, times factor: Double, for constraint: NSLayoutConstraint,
        to result: inout LinearExpression
    ) -> Bool {
        guard let view = item as? UIView else {
            guard let record = record(of: item) else { return false }
            Self.appendEdge(record, .bottom, times: factor, to: &result)
            return true
        }
        let named = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        let measured = named !== view && named.isDescendant(of: view) && ensureRecord(named) != nil ? named : view
        guard let record = record(of: measured) else { return false }
        if !record.baselineUsers.contains(where: { $0 === constraint }) { record.baselineUsers.append(constraint) }
        guard let (heightFactor, offset) = measured.baselineGeometry(first: first) else {
            Self.appendEdge(record, .bottom, times: factor, to: &result)
            return true
        }
        result.append(record.top, times: factor)
        result.append(record.height, times: Double(heightFactor) * factor)
        result.constant += Double(offset) * factor
        return true
    }

    /// A view's text changed: the constraints on its baselines take their new constants (LY28).
    func refreshBaselines(of view: UIView) {
        guard let record = record(of: view) else { return }
        record.baselineUsers.removeAll { members[ObjectIdentifier($0)] == nil }
        for constraint in record.baselineUsers { constantDidChange(constraint) }
    }
}

extension LayoutAttribute {
    /// TR6: the attribute whose negation this one is when measured from the right: leading is the right edge,
    /// trailing the left, a centre stays a centre; nil for what does not move (sizes, vertical attributes).
    var mirroredHorizontally: LayoutAttribute? {
        switch self {
        case .leading: return .right
        case .trailing: return .left
        case .leadingMargin: return .rightMargin
        case .trailingMargin: return .leftMargin
        case .centerX, .centerXWithinMargins: return self
        default: return nil
        }
    }

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

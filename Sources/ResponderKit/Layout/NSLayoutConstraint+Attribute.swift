import Foundation

extension NSLayoutConstraint {
    /// UIKit's attributes and raw values. Leading and trailing are left and right here (left-to-right only).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// Deprecated in UIKit; the same as `lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}

/// What the engine understands (LY16): UIKit's attributes plus the autoresizing constraints' own, the
/// view's origin in its superview (`minX`, `minY`), as UIKit's `NSAutoresizingMaskLayoutConstraint`s say.
enum LayoutAttribute: Int {
    case notAnAttribute = 0
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case minX = 100, minY

    init(_ attribute: NSLayoutConstraint.Attribute) { self = LayoutAttribute(rawValue: attribute.rawValue)! }

    /// The public attribute it is reported as (`minX` as `left`, `minY` as `top`).
    var publicAttribute: NSLayoutConstraint.Attribute {
        switch self {
        case .minX: return .left
        case .minY: return .top
        default: return NSLayoutConstraint.Attribute(rawValue: rawValue) ?? .notAnAttribute
        }
    }

    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .notAnAttribute: return nil
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .minX:
            return .horizontal
        default: return .vertical
        }
    }

    var isSize: Bool { self == .width || self == .height }
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }
    var isAbsoluteHorizontal: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
    var isMargin: Bool { rawValue >= LayoutAttribute.leftMargin.rawValue && rawValue <= 20 }

    var name: String {
        switch self {
        case .notAnAttribute: return "notAnAttribute"
        case .minX: return "minX"
        case .minY: return "minY"
        default: return "\(publicAttribute)"
        }
    }
}

extension NSLayoutConstraint {
    /// UIKit's exceptions for constraints that cannot be made (LY13): the reason, or nil when valid.
    static func invalidity(
        first: AnyObject?, _ firstAttribute: NSLayoutConstraint.Attribute, second: AnyObject?,
        _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat
    ) -> String? {
        func isItem(_ object: AnyObject?) -> Bool { object is UIView || object is UILayoutGuide }
        guard isItem(first), second == nil || isItem(second) else {
            return "Constraint items must each be a view or layout guide."
        }
        guard multiplier.isFinite, constant.isFinite else { return "Constraint constant or multiplier is not finite!" }
        let a = LayoutAttribute(firstAttribute)
        let b = LayoutAttribute(secondAttribute)
        guard a != .notAnAttribute else { return "A constraint's first attribute cannot be notAnAttribute." }
        if second != nil && b == .notAnAttribute {
            return "A constraint with a second item must name an attribute of it."
        }
        if !a.isSize && (second == nil || multiplier == 0) {
            return "A multiplier of 0 or a nil second item together with a location for the first attribute "
                + "creates an illegal constraint of a location equal to a constant. Location attributes must be "
                + "specified in pairs."
        }
        guard second != nil else { return nil }
        if a.isSize != b.isSize || (!a.isSize && a.axis != b.axis) {
            return "Invalid pairing of layout attributes: \(a.name) and \(b.name)."
        }
        if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither."
        }
        return nil
    }
}

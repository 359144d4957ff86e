import Foundation

/// One attribute of a view or layout guide, for making constraints (LY13). The generic parameter keeps
/// horizontal, vertical and size anchors apart at compile time, as in UIKit; pairings the types allow
/// and UIKit refuses (leading with left) are reported when made.
@preconcurrency @MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: Hashable, CustomStringConvertible {
    // MARK: NSObject's manners (SPEC A6): identity unless `isEqual(_:)` is overridden; nonisolated, as NSObject's

    nonisolated open func isEqual(_ object: Any?) -> Bool { ObjectManners.isEqual(self, object) }
    nonisolated open var hash: Int { ObjectManners.hash(of: self) }
    nonisolated open var description: String { ObjectManners.description(of: self) }
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { ObjectManners.isKind(self, of: aClass) }
    nonisolated public func isMember(of aClass: AnyClass) -> Bool { Swift.type(of: self) == aClass }
    open func responds(to aSelector: Selector!) -> Bool { ObjectManners.responds(self, to: aSelector) }
    /// The same object is equal without asking `isEqual(_:)` (reflexivity, SPEC A6).
    nonisolated public static func == (lhs: NSLayoutAnchor<AnchorType>, rhs: NSLayoutAnchor<AnchorType>) -> Bool {
        lhs === rhs || lhs.isEqual(rhs)
    }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    weak var itemStorage: AnyObject?
    let attribute: LayoutAttribute

    init(_ item: AnyObject, _ attribute: LayoutAttribute) {
        itemStorage = item
        self.attribute = attribute
    }

    open var item: AnyObject? { itemStorage }
    open var name: String { attribute.name }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// LY10 for the anchor's item.
    open var hasAmbiguousLayout: Bool {
        if let view = itemStorage as? UIView { return view.hasAmbiguousLayout }
        return (itemStorage as? UILayoutGuide)?.hasAmbiguousLayout ?? false
    }

    /// `self relation multiplier × other + constant`; UIKit's invalid pairings are reported (LY13).
    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        let second = other?.itemStorage
        let secondAttribute = other?.attribute ?? .notAnAttribute
        var reason = NSLayoutConstraint.invalidity(
            first: itemStorage, attribute.publicAttribute, second: second, secondAttribute.publicAttribute,
            multiplier: multiplier, constant: constant)
        if other != nil && second == nil { reason = "the anchor's item no longer exists" }
        let constraint = NSLayoutConstraint(
            first: itemStorage, attribute, relation, second: second, secondAttribute, multiplier: multiplier,
            constant: constant, invalidReason: reason)
        if let reason { constraint.report("cannot make constraint \(constraint): \(reason)") }
        return constraint
    }

    /// UIKit's standard spacing between sibling views (LY13).
    static var systemSpacing: CGFloat { 8 }
}

import Foundation

/// A linear relation between two layout items' attributes (LY13):
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`, at a priority.
///
/// Activating it installs it on the items' nearest common ancestor (UIKit's rule) and hands it to that
/// hierarchy's engine (LY15); `constant` changes are incremental (LY6), and so are optional priority
/// changes. UIKit's exceptions — no common ancestor, an invalid pairing, a required priority changed on
/// an active constraint — are reported in `simulator.issues` and change nothing (LY13).
@preconcurrency @MainActor open class NSLayoutConstraint: Hashable, @MainActor CustomStringConvertible, ObjCMessaging {
    // MARK: The Objective-C runtime's tables (SPEC PT2): translated subclasses override these

    open func _objcMethod(_ selector: Selector) -> ObjCMethod? { nil }
    open func _objcProperty(_ key: String) -> ObjCProperty? { nil }
    open var _objcHasMethodTable: Bool { false }
    open func value(forUndefinedKey key: String) -> Any? { ObjCRuntime.valueForUndefinedKey(key, of: self) }
    open func setValue(_ value: Any?, forUndefinedKey key: String) {
        ObjCRuntime.setValueForUndefinedKey(value, key, of: self)
    }
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) { ObjCRuntime.unhandledObservation(keyPath, by: self) }

    // MARK: NSObject's manners (SPEC A6): identity unless `isEqual(_:)` is overridden; nonisolated, as NSObject's

    nonisolated open func isEqual(_ object: Any?) -> Bool { ObjectManners.isEqual(self, object) }
    nonisolated open var hash: Int { ObjectIdentifier(self).hashValue }
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { ObjectManners.isKind(self, of: aClass) }
    nonisolated public func isMember(of aClass: AnyClass) -> Bool { Swift.type(of: self) == aClass }
    open func responds(to aSelector: Selector!) -> Bool { ObjectManners.responds(self, to: aSelector) }
    /// The same object is equal without asking `isEqual(_:)` (reflexivity, SPEC A6).
    nonisolated public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool {
        lhs === rhs || lhs.isEqual(rhs)
    }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    // Weak, as UIKit's constraints do not keep their items alive (a view holds its own constraints).
    weak var firstItemStorage: AnyObject?
    weak var secondItemStorage: AnyObject?
    let firstLayoutAttribute: LayoutAttribute
    let secondLayoutAttribute: LayoutAttribute
    var constantStorage: CGFloat
    var priorityStorage: UILayoutPriority = .required
    let kind: ConstraintKind
    /// Why UIKit would have refused to make it; such a constraint never activates.
    let invalidReason: String?
    /// The view it is installed on while active.
    weak var container: UIView?
    /// The engine it is in while active (nil for a hierarchy not laid out yet).
    weak var engine: LayoutEngine?
    /// Installation order: conflicts break the newest user constraint (LY18).
    var serial = 0
    /// The engine hosts whose edge it crosses while installed (LY36): counted on them, uncounted when it
    /// is uninstalled.
    var crossedHosts: [UIView] = []
    /// Printed after the class name: an autoresizing constraint's mask (`h=-&- v=--&`), as UIKit does.
    var annotation: String?

    public let relation: Relation
    public let multiplier: CGFloat
    open var identifier: String?
    open var shouldBeArchived = false

    init(
        first: AnyObject?, _ firstAttribute: LayoutAttribute, _ relation: Relation, second: AnyObject?,
        _ secondAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        kind: ConstraintKind = .user,
        invalidReason: String? = nil
    ) {
        firstItemStorage = first
        secondItemStorage = second
        firstLayoutAttribute = firstAttribute
        secondLayoutAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.relation = relation
        self.multiplier = multiplier
        constantStorage = constant
        self.kind = kind
        self.invalidReason = invalidReason
    }

    /// UIKit's initializer. An invalid constraint (UIKit raises) is reported at once and never activates.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        let reason = Self.invalidity(
            first: first, attr1, second: second, attr2, multiplier: multiplier, constant: c)
        self.init(
            first: first, LayoutAttribute(attr1), relation, second: second, LayoutAttribute(attr2),
            multiplier: multiplier, constant: c, invalidReason: reason)
        if let reason { report("cannot make constraint \(self): \(reason)") }
    }

    open var firstItem: AnyObject? { firstItemStorage }
    open var secondItem: AnyObject? { secondItemStorage }
    open var firstAttribute: Attribute { firstLayoutAttribute.publicAttribute }
    open var secondAttribute: Attribute { secondLayoutAttribute.publicAttribute }

    /// Changing it on an active constraint re-solves incrementally (LY6); a value that contradicts the
    /// required constraints breaks this constraint, with UIKit's log (LY18).
    open var constant: CGFloat {
        get { constantStorage }
        set {
            guard newValue.isFinite else {
                report("\(self): constant \(newValue) refused: Constraint constant is not finite!")
                return
            }
            guard newValue != constantStorage else { return }
            constantStorage = newValue
            engine?.constantDidChange(self)
        }
    }

    /// UIKit refuses a priority outside (0, 1000], and turning an active constraint from required to
    /// optional or back (LY13); both are reported and ignored.
    open var priority: UILayoutPriority {
        get { priorityStorage }
        set {
            guard newValue.isValid else {
                report(
                    "\(self): priority \(newValue.rawValue) refused: Priority must be greater than 0 and less than "
                        + "or equal to NSLayoutPriorityRequired, which is 1000.000000.")
                return
            }
            if isActive && newValue.isRequired != priorityStorage.isRequired {
                report(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported. You passed priority \(SeedFormat.number(CGFloat(newValue.rawValue))) and the "
                        + "existing priority was \(SeedFormat.number(CGFloat(priorityStorage.rawValue))). (\(self))")
                return
            }
            guard newValue != priorityStorage else { return }
            priorityStorage = newValue
            engine?.priorityDidChange(self)
        }
    }

    /// Installed on the items' nearest common ancestor (UIKit's rule) while true.
    open var isActive: Bool {
        get { container != nil }
        set { newValue ? activateConstraint() : container?.uninstallConstraint(self) }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    open var description: String { layoutDescription }

    // MARK: Activation (LY13, LY15)

    private func activateConstraint() {
        guard container == nil else { return }
        if let invalidReason {
            report("cannot activate \(self): \(invalidReason)")
            return
        }
        guard let first = firstItemStorage, secondLayoutAttribute == .notAnAttribute || secondItemStorage != nil else {
            report("cannot activate \(self): one of its items no longer exists")
            return
        }
        guard let ancestor = LayoutTree.commonAncestor(first, secondItemStorage) else {
            report(
                "Unable to activate constraint with anchors \(anchorName(first: true)) and "
                    + "\(anchorName(first: false)) because they have no common ancestor. Does the constraint or its "
                    + "anchors reference items in different view hierarchies? That's illegal.")
            return
        }
        ancestor.installConstraint(self)
    }

    private func anchorName(first: Bool) -> String {
        let item = first ? firstItemStorage : secondItemStorage
        let attribute = first ? firstLayoutAttribute : secondLayoutAttribute
        return "<NSLayoutAnchor \(LayoutNames.item(item)).\(attribute.name)>"
    }

    /// To the application of the items' window, else standard error (a constraint may be made before its
    /// views are in a window).
    func report(_ message: String) {
        let application = [firstItemStorage, secondItemStorage, container].lazy.compactMap {
            LayoutTree.owningView(of: $0)?.window?.application
        }.first
        Diagnostics.report(message, application: application)
    }

    var isSystem: Bool { kind.isSystem }
    var isRequired: Bool { priorityStorage.isRequired }
}

/// Who made a constraint: the user, or UIKit's machinery (which conflicts never break first, LY18).
enum ConstraintKind {
    case user, stack, autoresizing, contentSize, guide, root, fitting

    var isSystem: Bool {
        switch self {
        case .user, .stack: return false
        default: return true
        }
    }
}

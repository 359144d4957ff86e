import Foundation

/// A rectangle that takes part in Auto Layout without being a view (LY25): spacers, the safe area, the
/// layout margins. Its frame is solved like a view's and read in its owning view's coordinates.
@preconcurrency @MainActor open class UILayoutGuide: Hashable, @MainActor CustomStringConvertible, ObjCMessaging {
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
    nonisolated open var hash: Int { ObjectManners.hash(of: self) }
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { ObjectManners.isKind(self, of: aClass) }
    nonisolated public func isMember(of aClass: AnyClass) -> Bool { Swift.type(of: self) == aClass }
    open func responds(to aSelector: Selector!) -> Bool { ObjectManners.responds(self, to: aSelector) }
    /// The same object is equal without asking `isEqual(_:)` (reflexivity, SPEC A6).
    nonisolated public static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool {
        lhs === rhs || lhs.isEqual(rhs)
    }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// What made it: the user, or a view for its safe area, margins or keyboard guide (whose edges the
    /// engine keeps), or a scroll view for its frame or content (LY34, LY35), or a view controller for its
    /// top and bottom layout guides (LY45).
    enum Role {
        case user, safeArea, margins, scrollFrame, scrollContent, keyboard, topLayoutSupport, bottomLayoutSupport
    }

    let role: Role
    weak var owningViewStorage: UIView?
    open var identifier: String = ""

    public init() { role = .user }

    init(role: Role, owner: UIView, identifier: String) {
        self.role = role
        owningViewStorage = owner
        self.identifier = identifier
    }

    /// Set by `addLayoutGuide(_:)`.
    open var owningView: UIView? { owningViewStorage }

    /// In the owning view's coordinate system, measured from its frame's origin as Auto Layout places
    /// subviews (a scroll view's offset is not added). The safe area and margins guides are the owner's
    /// bounds less its insets; a guide of your own is what the engine solved (zero until laid out).
    open var layoutFrame: CGRect {
        guard let owner = owningViewStorage else { return .zero }
        let box = CGRect(origin: .zero, size: owner.boundsStorage.size)
        switch role {
        case .safeArea: return box.inset(by: owner.safeAreaInsets)
        case .margins: return box.inset(by: owner.layoutMargins)
        case .scrollFrame: return box
        case .keyboard:
            let height = (self as? UIKeyboardLayoutGuide)?.trackedHeight ?? 0
            return CGRect(x: 0, y: box.height - height, width: box.width, height: height)
        case .topLayoutSupport:
            return CGRect(x: 0, y: 0, width: box.width, height: owner.safeAreaInsets.top)
        case .bottomLayoutSupport:
            let height = owner.safeAreaInsets.bottom
            return CGRect(x: 0, y: box.height - height, width: box.width, height: height)
        case .user, .scrollContent:
            let root = LayoutTree.engineRoot(of: owner)
            guard let engine = root.layoutStorage.box?.engine, let record = engine.record(of: self),
                let parent = engine.record(of: owner)
            else { return .zero }
            let insets = owner.alignmentRectInsets
            return CGRect(
                x: engine.value(record.left) - engine.value(parent.left) + insets.left,
                y: engine.value(record.top) - engine.value(parent.top) + insets.top,
                width: engine.value(record.width), height: engine.value(record.height))
        }
    }

    /// LY10 for the guide's unknowns; false when it is in no engine.
    open var hasAmbiguousLayout: Bool {
        guard let owner = owningViewStorage else { return false }
        let root = LayoutTree.engineRoot(of: owner)
        root.prepareLayoutEngine()
        return root.layoutStorage.box?.engine?.isAmbiguous(self) ?? false
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }

    open var description: String { "<\(LayoutNames.item(self)): \(SeedFormat.rect(layoutFrame))>" }
}

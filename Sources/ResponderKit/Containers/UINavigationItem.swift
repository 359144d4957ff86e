import Foundation

/// What a navigation bar shows for one controller (NV6): a title and the bar button items on each side.
/// A change while the item is the bar's top item rebuilds the bar's buttons at once.
@preconcurrency @MainActor open class UINavigationItem: Hashable, CustomStringConvertible, ObjCMessaging {
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
    nonisolated open var description: String { ObjectManners.description(of: self) }
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { ObjectManners.isKind(self, of: aClass) }
    nonisolated public func isMember(of aClass: AnyClass) -> Bool { Swift.type(of: self) == aClass }
    open func responds(to aSelector: Selector!) -> Bool { ObjectManners.responds(self, to: aSelector) }
    /// The same object is equal without asking `isEqual(_:)` (reflexivity, SPEC A6).
    nonisolated public static func == (lhs: UINavigationItem, rhs: UINavigationItem) -> Bool {
        lhs === rhs || lhs.isEqual(rhs)
    }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    open var title: String? { didSet { changed() } }
    open var titleView: UIView? { didSet { changedReleasing(oldValue) } }
    open var prompt: String?
    open var backButtonTitle: String? { didSet { changed() } }
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    open var hidesBackButton = false { didSet { changed() } }
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changedReleasing(oldValue) } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changedReleasing(oldValue) } }
    /// SR10: the search controller whose bar shows under the navigation bar while this item is on top.
    open var searchController: UISearchController? { didSet { changedReleasing(oldValue) } }
    /// SR10: stored; the bar stays shown while the content scrolls (Fidelity notes).
    open var hidesSearchBarWhenScrolling = true

    /// The bar showing this item, so that changes reach it.
    weak var bar: UINavigationBar?

    // MARK: Appearance (BA2): while the top item, its appearances win over its bar's (nil: the bar's)

    var appearanceSlots: BarAppearanceSlots<UINavigationBarAppearance>?

    open var standardAppearance: UINavigationBarAppearance? {
        get { appearanceSlots?.standard }
        set { setAppearance(\.standard, newValue) }
    }
    open var compactAppearance: UINavigationBarAppearance? {
        get { appearanceSlots?.compact }
        set { setAppearance(\.compact, newValue) }
    }
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearanceSlots?.scrollEdge }
        set { setAppearance(\.scrollEdge, newValue) }
    }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearanceSlots?.compactScrollEdge }
        set { setAppearance(\.compactScrollEdge, newValue) }
    }

    private func setAppearance(
        _ slot: ReferenceWritableKeyPath<BarAppearanceSlots<UINavigationBarAppearance>, UINavigationBarAppearance?>,
        _ appearance: UINavigationBarAppearance?
    ) {
        let slots = appearanceSlots ?? BarAppearanceSlots()
        appearanceSlots = slots
        slots[keyPath: slot] = BarAppearanceSlots.adopt(appearance, by: self)
        barAppearanceDidChange()
    }

    public init(title: String) { self.title = title }

    public required init?(coder: NSCoder) {}

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }

    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }

    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    private func changed() { bar?.itemsDidChange() }
    /// Takes the setter's `oldValue`, so that the old views and items are released after the write (A11).
    private func changedReleasing<Old>(_ oldValue: Old) { withExtendedLifetime(oldValue) { changed() } }
}

/// BA2: an item's appearance changed: the bar showing it redraws.
extension UINavigationItem: BarAppearanceOwner {
    func barAppearanceDidChange() { bar?.barAppearanceDidChange() }
}

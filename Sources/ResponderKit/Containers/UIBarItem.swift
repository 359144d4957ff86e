import Foundation

/// What bar button items and tab bar items share (NV6): a title, an image, a tag and whether they are enabled.
/// Like `UIResponder`, it does not inherit Foundation's `NSObject` (A6).
@preconcurrency @MainActor open class UIBarItem: Hashable, CustomStringConvertible, ObjCMessaging {
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
    nonisolated public static func == (lhs: UIBarItem, rhs: UIBarItem) -> Bool { lhs === rhs || lhs.isEqual(rhs) }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0
    /// Per-state title attributes (BA5), made on first use.
    var titleAttributesStorage: [UInt: [NSAttributedString.Key: Any]]?
    /// UA6: the proxy rule if the item is a proxy, and its explicit settings once proxies exist.
    var appearanceTracking: AppearanceTracking?

    /// BA5: stored per state and read back; the bar showing the item applies them to its title.
    /// Appearance-capable, per state (UA6).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        var table = titleAttributesStorage ?? [:]
        table[state.rawValue] = attributes
        titleAttributesStorage = table
        titleTextAttributesDidChange()
        if AppearanceProxies.isActive {
            appearanceSetterCalled(BarItemAppearanceProperty(name: "titleTextAttributes", state: state.rawValue)) {
                $0.setTitleTextAttributes(attributes, for: state)
            }
        }
    }

    /// BA5: the attributes set for exactly `state` (nil when none were), as UIKit's.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesStorage?[state.rawValue]
    }

    /// The bar showing the item redraws its title (BA5).
    func titleTextAttributesDidChange() {}

    public init() {}

    public required init?(coder: NSCoder) {}
}

import Foundation

/// The pasteboard (PB1–PB6): items, each a dictionary from a type identifier to a value, in memory.
/// There is one set of pasteboards per world (A3), so `UIPasteboard.general` is the general pasteboard of
/// the world whose code runs now (`UIApplication.shared`'s), and two simulators never share one: a test's
/// copy never reaches another test's paste (PB1). `EventSimulator.pasteboard` is the same object, for a
/// test to seed what another app copied or to read what the app copied.
@preconcurrency @MainActor open class UIPasteboard {
    /// A pasteboard's name (UIKit's `UIPasteboard.Name`).
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The system-wide pasteboard's name.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// The options `setItems(_:options:)` accepts (PB3).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
    }

    /// PB4: posted, with the pasteboard as object, after its contents changed (items added, replaced or
    /// cleared), with the types added and removed in `userInfo`.
    nonisolated public static let changedNotification = NSNotification.Name("UIPasteboardChangedNotification")
    /// PB5: posted when a named pasteboard is removed by `remove(withName:)`.
    nonisolated public static let removedNotification = NSNotification.Name("UIPasteboardRemovedNotification")
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The type identifiers the typed accessors read and write, the first of each list being written.
    public static var typeListString: NSArray { ["public.utf8-plain-text", "public.plain-text", "public.text"] }
    public static var typeListURL: NSArray { ["public.url", "public.file-url"] }
    public static var typeListImage: NSArray { ["public.png", "public.jpeg", "public.image"] }
    public static var typeListColor: NSArray { ["com.apple.uikit.color"] }

    /// The world's general pasteboard (PB1).
    open class var general: UIPasteboard { UIApplication.shared.pasteboards.general }

    /// The named pasteboard of this world, made if `create` is true; nil if it does not exist and
    /// `create` is false (PB5).
    public convenience init?(name pasteboardName: UIPasteboard.Name, create: Bool) {
        let registry = UIApplication.shared.pasteboards
        guard create || registry.stores[pasteboardName] != nil else { return nil }
        self.init(store: registry.store(named: pasteboardName))
    }

    /// A new pasteboard of this world with a name no other has (PB5).
    open class func withUniqueName() -> UIPasteboard {
        let registry = UIApplication.shared.pasteboards
        registry.uniqueNames += 1
        let name = Name(rawValue: "com.apple.UIKit.pboard.unique-\(registry.uniqueNames)")
        return UIPasteboard(store: registry.store(named: name))
    }

    /// Removes the named pasteboard of this world: a later `init(name:create:)` with `create` false finds
    /// nothing, and a pasteboard object already held keeps its items but is no longer the named one (PB5).
    open class func remove(withName pasteboardName: UIPasteboard.Name) {
        guard pasteboardName != .general,
            let removed = UIApplication.shared.pasteboards.stores.removeValue(forKey: pasteboardName)
        else { return }
        NotificationCenter.default.post(name: removedNotification, object: UIPasteboard(store: removed))
    }

    open var name: UIPasteboard.Name { store.name }
    /// PB4: incremented once by every change to the items.
    open var changeCount: Int { store.changeCount }
    /// PB5: the named pasteboard's contents, shared by every object for that name.
    let store: PasteboardStore

    init(store: PasteboardStore) { self.store = store }

    // MARK: Items (PB2, PB3)

    /// The items, each a dictionary from type identifiers to values; setting replaces them all. Items
    /// past their `expirationDate` are gone (PB3).
    open var items: [[String: Any]] {
        get {
            expireIfDue()
            return store.items
        }
        set { replaceItems(newValue) }
    }

    open var numberOfItems: Int { items.count }

    /// Replaces the items with `items`, keeping `options` (PB3).
    open func setItems(_ items: [[String: Any]], options: [UIPasteboard.OptionsKey: Any] = [:]) {
        store.options = options
        replaceItems(items)
    }

    /// Appends `items` after the existing ones (PB3).
    open func addItems(_ items: [[String: Any]]) {
        guard !items.isEmpty else { return }
        replaceItems(self.items + items)
    }

    /// The types of the first item, as UIKit answers.
    open var types: [String] { items.first.map { $0.keys.sorted() } ?? [] }

    /// The types of every item, in order.
    open var typesForItems: [[String]] { items.map { $0.keys.sorted() } }

    open func contains(pasteboardTypes: [String]) -> Bool {
        items.contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    /// The first item's value for `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }

    /// Makes the pasteboard one item holding `value` for `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        replaceItems([[pasteboardType: value]])
    }

    open func data(forPasteboardType pasteboardType: String) -> Data? {
        switch value(forPasteboardType: pasteboardType) {
        case let data as Data: return data
        case let string as String: return Data(string.utf8)
        case let url as URL: return Data(url.absoluteString.utf8)
        default: return nil
        }
    }

    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setValue(data, forPasteboardType: pasteboardType)
    }

    // MARK: Change (PB4)

    private func replaceItems(_ newItems: [[String: Any]]) {
        let before = Set(store.items.flatMap(\.keys))
        let after = Set(newItems.flatMap(\.keys))
        store.items = newItems
        store.changeCount += 1
        NotificationCenter.default.post(
            name: Self.changedNotification, object: self,
            userInfo: [
                Self.changedTypesAddedUserInfoKey: after.subtracting(before).sorted(),
                Self.changedTypesRemovedUserInfoKey: before.subtracting(after).sorted(),
            ])
    }

    /// PB3: the items go once the world's date passes their expiration date (the world's date follows its
    /// virtual clock: `PasteboardRegistry.now`).
    private func expireIfDue() {
        guard let date = store.options[.expirationDate] as? Date, !store.items.isEmpty,
            let now = store.registry?.now, now >= date
        else { return }
        store.options[.expirationDate] = nil
        replaceItems([])
    }
}

import Foundation

/// Key-value observation by key path string (PT6): `addObserver(_:forKeyPath:options:context:)` and
/// `observeValue(forKeyPath:of:change:context:)`, for ResponderKit's root classes and ``ObjCObject``.
///
/// A registration hears a key of the object that notifies: one of ResponderKit's observable properties
/// (A10, through the same notifications as `observe(_:options:changeHandler:)`), or a key whose
/// `willChangeValue(forKey:)`/`didChangeValue(forKey:)` someone calls — the translator calls them around
/// each write of a user's `@objc dynamic` property. The observer is held weakly (iOS does not retain it).
extension ObjCMessaging {
    public func addObserver(
        _ observer: any ObjCMessaging, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        StringKeyObservers.add(observer, to: self, keyPath: keyPath, options: options, context: context)
    }

    /// Removes the observer's registrations for `keyPath` (the most recent one with `context`, as iOS does).
    public func removeObserver(
        _ observer: any ObjCMessaging, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
    ) {
        StringKeyObservers.remove(observer, from: self, keyPath: keyPath, context: .some(context))
    }

    public func removeObserver(_ observer: any ObjCMessaging, forKeyPath keyPath: String) {
        StringKeyObservers.remove(observer, from: self, keyPath: keyPath, context: nil)
    }

    /// Tells the observers of `key` that it is about to change: they read the old value now (`.old`) and
    /// get the `.prior` call.
    public func willChangeValue(forKey key: String) { StringKeyObservers.willChange(self, key) }

    /// Tells the observers of `key` that it changed: each gets its call with the new value (`.new`).
    public func didChangeValue(forKey key: String) { StringKeyObservers.didChange(self, key) }
}

extension ObjCRuntime {
    /// `observeValue(forKeyPath:of:change:context:)`'s default (PT6): iOS raises, since a notification
    /// reached a class that registered without handling it; here it is reported.
    public static func unhandledObservation(_ keyPath: String?, by observer: AnyObject) {
        Diagnostics.report(
            "<\(TraceNames.typeName(observer))>: An -observeValueForKeyPath:ofObject:change:context: message was "
                + "received but not handled. Key path: \(keyPath ?? "nil") (PT6)",
            application: world(of: observer))
    }
}

/// One registration: who observes which key of which object, and the changes in progress.
@MainActor final class StringKeyObservation {
    weak var observer: (any ObjCMessaging)?
    weak var object: AnyObject?
    let keyPath: String
    let options: NSKeyValueObservingOptions
    let context: UnsafeMutableRawPointer?
    /// The A10 observation feeding this one, for ResponderKit's observable properties.
    var token: NSKeyValueObservation?
    /// Old values of the changes in progress, innermost last (a handler may set the key again).
    private var pending: [Any?] = []

    init(
        observer: any ObjCMessaging, object: AnyObject, keyPath: String, options: NSKeyValueObservingOptions,
        context: UnsafeMutableRawPointer?
    ) {
        self.observer = observer
        self.object = object
        self.keyPath = keyPath
        self.options = options
        self.context = context
    }

    func willChange(_ object: AnyObject) {
        let old = options.contains(.old) ? Self.currentValue(keyPath, of: object) : nil
        pending.append(old)
        guard options.contains(.prior) else { return }
        var change: [NSKeyValueChangeKey: Any] = [
            .kindKey: NSKeyValueChange.setting.rawValue, .notificationIsPriorKey: true,
        ]
        if let old { change[.oldKey] = old }
        observer?.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }

    func didChange(_ object: AnyObject) {
        // Registered during this change: it hears the next one (A10's order).
        guard !pending.isEmpty else { return }
        let old = pending.removeLast()
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
        if options.contains(.old) { change[.oldKey] = old ?? NSNull() }
        if options.contains(.new) { change[.newKey] = Self.currentValue(keyPath, of: object) ?? NSNull() }
        observer?.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }

    func sendInitial(_ object: AnyObject) {
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
        if options.contains(.new) { change[.newKey] = Self.currentValue(keyPath, of: object) ?? NSNull() }
        observer?.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }

    func invalidate() {
        token?.invalidate()
        token = nil
    }

    static func currentValue(_ keyPath: String, of object: AnyObject) -> Any? {
        (object as? any ObjCMessaging)?.value(forKeyPath: keyPath)
    }
}

/// Every string-key registration, by observed object. Kept beside the objects (no storage in `UIView`):
/// entries are matched by the object itself (weakly held), so a dead object's entries never reach a new
/// object at the same address; they are dropped when next met.
@MainActor enum StringKeyObservers {
    private static var byObject: [ObjectIdentifier: [StringKeyObservation]] = [:]
    private static var addsSinceSweep = 0

    static func add(
        _ observer: any ObjCMessaging, to object: AnyObject, keyPath: String, options: NSKeyValueObservingOptions,
        context: UnsafeMutableRawPointer?
    ) {
        addsSinceSweep += 1
        if addsSinceSweep >= 64 {
            // Objects that died observed are never met again: their entries go here.
            addsSinceSweep = 0
            byObject = byObject.filter { _, list in list.contains { $0.object != nil && $0.observer != nil } }
        }
        let entry = StringKeyObservation(
            observer: observer, object: object, keyPath: keyPath, options: options, context: context)
        if let key = BuiltInKeys.observedKey(keyPath, of: object), let observed = object as? any KeyValueObservedObject
        {
            let token = NSKeyValueObservation(
                key: key, object: object,
                willChange: { [weak entry] object in entry?.willChange(object) },
                didChange: { [weak entry] object in entry?.didChange(object) })
            let list = observed.keyValueObservers ?? KeyValueObserverList()
            observed.keyValueObservers = list
            list.add(token, for: key)
            entry.token = token
        } else if keyPath.contains(".") || (object as? any ObjCMessaging)?._objcProperty(keyPath) == nil {
            Diagnostics.report(
                "addObserver(_:forKeyPath:options:context:) on \(TraceNames.typeName(object)): '\(keyPath)' does not "
                    + "notify observers here (only ResponderKit's observable properties, A10, and keys whose "
                    + "willChangeValue(forKey:)/didChangeValue(forKey:) are called do); .initial only (PT6)",
                application: ObjCRuntime.world(of: object))
        }
        entries(of: object, adding: entry)
        if options.contains(.initial) { entry.sendInitial(object) }
    }

    static func remove(
        _ observer: any ObjCMessaging, from object: AnyObject, keyPath: String, context: UnsafeMutableRawPointer??
    ) {
        var list = entries(of: object)
        let matches = list.indices.filter { index in
            let entry = list[index]
            guard entry.observer === observer, entry.keyPath == keyPath else { return false }
            if case .some(let context) = context { return entry.context == context }
            return true
        }
        guard !matches.isEmpty else {
            Diagnostics.report(
                "Cannot remove an observer <\(TraceNames.typeName(observer))> for the key path \"\(keyPath)\" from "
                    + "<\(TraceNames.typeName(object))> because it is not registered as an observer. (PT6)",
                application: ObjCRuntime.world(of: object))
            return
        }
        // With a context, the most recent matching registration; without, every one for the key path.
        let removed = context == nil ? matches : [matches.last!]
        for index in removed.reversed() {
            list[index].invalidate()
            list.remove(at: index)
        }
        store(list, for: object)
    }

    static func willChange(_ object: AnyObject, _ key: String) {
        for entry in entries(of: object) where entry.token == nil && entry.keyPath == key { entry.willChange(object) }
    }

    static func didChange(_ object: AnyObject, _ key: String) {
        for entry in entries(of: object) where entry.token == nil && entry.keyPath == key { entry.didChange(object) }
    }

    /// The live registrations on `object` (those whose observer is gone are dropped).
    @discardableResult
    private static func entries(of object: AnyObject, adding entry: StringKeyObservation? = nil)
        -> [StringKeyObservation]
    {
        let id = ObjectIdentifier(object)
        guard var list = byObject[id] else {
            if let entry { byObject[id] = [entry] }
            return entry.map { [$0] } ?? []
        }
        let count = list.count
        list.removeAll { candidate in
            let dead = candidate.object !== object || candidate.observer == nil
            if dead { candidate.invalidate() }
            return dead
        }
        if let entry { list.append(entry) }
        if list.count != count || entry != nil { store(list, for: object) }
        return list
    }

    private static func store(_ list: [StringKeyObservation], for object: AnyObject) {
        byObject[ObjectIdentifier(object)] = list.isEmpty ? nil : list
    }
}

import Foundation

/// `NotificationCenter.addObserver(_:selector:name:object:)` (PT3), which Foundation on Linux lacks: the
/// observer's method is found by selector (``ObjCRuntime/method(_:of:)``) and called with the
/// notification when one is posted. The observer is held weakly, as on iOS since 9: once it is gone its
/// registrations are dropped. `removeObserver(_:)` and `removeObserver(_:name:object:)` with an
/// ``ObjCMessaging`` observer remove these registrations as well as Foundation's (the more specific
/// overload wins over Foundation's `Any` one: measured, PT3).
///
/// Posting on the main queue (main-actor code) reaches the method synchronously, as on iOS. A post from
/// another thread (a network callback, a detached task) cannot run the observer's main-actor method there:
/// the delivery hops to the main queue and runs at the world's next turn of the virtual clock (as
/// `DispatchQueue.main.async` does in translated code, PT8), and the post is reported in
/// `simulator.issues`, where iOS would have run UI code off the main thread (PT3).
extension NotificationCenter {
    @MainActor public func addObserver(
        _ observer: any ObjCMessaging, selector aSelector: Selector, name aName: NSNotification.Name?,
        object anObject: Any?
    ) {
        let registration = SelectorObservation(
            observer: observer, selector: aSelector, name: aName, object: anObject,
            world: WeakWorld(ObjCRuntime.world(of: observer)))
        let token = addObserver(forName: aName, object: anObject, queue: nil) {
            [weak registration] notification in
            nonisolated(unsafe) let notification = notification
            if SelectorObservation.isOnMainQueue {
                MainActor.assumeIsolated { registration?.deliver(notification) }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { registration?.deliverLater(notification) } }
            }
        }
        SelectorObservation.markMainQueue()
        registration.setToken(token)
        SelectorObservation.add(registration, center: self)
    }

    /// Removes every registration of `observer` (its selector ones and any other). Nonisolated, as
    /// Foundation's, because iOS code calls it from `deinit` (nonisolated); the registrations are kept under a
    /// lock, so the removal is done at once from any thread.
    nonisolated public func removeObserver(_ observer: any ObjCMessaging) {
        removeObserver(observer as Any)
        SelectorObservation.remove(observer, name: nil, object: nil, matchingName: false, center: self)
    }

    nonisolated public func removeObserver(
        _ observer: any ObjCMessaging, name aName: NSNotification.Name?, object anObject: Any?
    ) {
        removeObserver(observer as Any, name: aName, object: anObject)
        SelectorObservation.remove(observer, name: aName, object: anObject, matchingName: true, center: self)
    }
}

/// One selector registration and the Foundation block observer that carries it. Registrations are made and
/// delivered on the main actor and removed from any thread (a `deinit`): the list and each token are guarded
/// by `lock`, which is what makes the unchecked `Sendable` sound.
final class SelectorObservation: @unchecked Sendable {
    weak var observer: (any ObjCMessaging)?
    let selector: Selector
    let name: NSNotification.Name?
    weak var object: AnyObject?
    let hasObject: Bool
    private var token: NSObjectProtocol?
    weak var center: NotificationCenter?

    private static let lock = NSLock()
    /// Marks the main queue, where the main actor's jobs run (on Linux not always on the main thread, so
    /// `Thread.isMainThread` cannot tell): a post made there is main-actor code (PT3).
    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    nonisolated(unsafe) private static var mainQueueMarked = false

    @MainActor static func markMainQueue() {
        guard !mainQueueMarked else { return }
        mainQueueMarked = true
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    }

    static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }
    nonisolated(unsafe) private static var all: [SelectorObservation] = []

    /// The world the observer was registered in: a post from another thread is reported and delivered there.
    let world: WeakWorld

    init(
        observer: any ObjCMessaging, selector: Selector, name: NSNotification.Name?, object: Any?, world: WeakWorld
    ) {
        self.world = world
        self.observer = observer
        self.selector = selector
        self.name = name
        self.object = object.map { $0 as AnyObject }
        hasObject = object != nil
    }

    @MainActor func deliver(_ notification: Notification) {
        guard let observer else {
            cancel()
            return
        }
        ObjCRuntime.send(selector, to: observer, [notification])
    }

    /// A post from another thread, now on the main queue: reported, then delivered at the next turn (PT3).
    @MainActor func deliverLater(_ notification: Notification) {
        guard let observer, let application = world.application else { return cancel() }
        Diagnostics.report(
            "NotificationCenter: '\(notification.name.rawValue)' was posted off the main thread; -["
                + "\(TraceNames.typeName(observer)) \(selector.name)] runs on the main queue at the next turn (PT3)",
            application: application)
        nonisolated(unsafe) let notification = notification
        application.clock.schedule(after: 0) { [weak self, weak application] in
            application?.dispatcher.step { self?.deliver(notification) }
        }
    }

    func setToken(_ token: NSObjectProtocol) {
        Self.lock.withLock { self.token = token }
    }

    func cancel() {
        let token = Self.lock.withLock {
            let token = self.token
            self.token = nil
            Self.all.removeAll { $0 === self }
            return token
        }
        if let token { center?.removeObserver(token) }
    }

    static func add(_ registration: SelectorObservation, center: NotificationCenter) {
        registration.center = center
        let gone = lock.withLock {
            let gone = all.filter { $0.observer == nil }
            all.removeAll { $0.observer == nil }
            all.append(registration)
            return gone
        }
        for entry in gone { entry.cancel() }
    }

    static func remove(
        _ observer: any ObjCMessaging, name: NSNotification.Name?, object: Any?, matchingName: Bool,
        center: NotificationCenter
    ) {
        let objectReference = object.map { $0 as AnyObject }
        let matching = lock.withLock {
            all.filter { entry in
                guard entry.observer === observer, entry.center === center else { return false }
                if matchingName {
                    if let name, entry.name != name { return false }
                    if let objectReference, entry.object !== objectReference { return false }
                }
                return true
            }
        }
        for entry in matching { entry.cancel() }
    }
}

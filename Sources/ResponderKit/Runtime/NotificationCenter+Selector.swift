import Foundation

/// `NotificationCenter.addObserver(_:selector:name:object:)` (PT3), which Foundation on Linux lacks: the
/// observer's method is found by selector (``ObjCRuntime/method(_:of:)``) and called with the
/// notification when one is posted. The observer is held weakly, as on iOS since 9: once it is gone its
/// registrations are dropped. `removeObserver(_:)` and `removeObserver(_:name:object:)` with an
/// ``ObjCMessaging`` observer remove these registrations as well as Foundation's (the more specific
/// overload wins over Foundation's `Any` one: measured, PT3).
///
/// Posting reaches the method synchronously on the posting thread, as on iOS; the method is main-actor
/// code, so post on the main actor (off it, Swift's isolation check stops the program, as for any UIKit
/// call made there).
extension NotificationCenter {
    @MainActor public func addObserver(
        _ observer: any ObjCMessaging, selector aSelector: Selector, name aName: NSNotification.Name?,
        object anObject: Any?
    ) {
        let registration = SelectorObservation(observer: observer, selector: aSelector, name: aName, object: anObject)
        registration.token = addObserver(forName: aName, object: anObject, queue: nil) {
            [weak registration] notification in
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated { registration?.deliver(notification) }
        }
        SelectorObservation.add(registration, center: self)
    }

    /// Removes every registration of `observer` (its selector ones and any other).
    @MainActor public func removeObserver(_ observer: any ObjCMessaging) {
        SelectorObservation.remove(observer, name: nil, object: nil, matchingName: false, center: self)
        removeObserver(observer as Any)
    }

    @MainActor public func removeObserver(
        _ observer: any ObjCMessaging, name aName: NSNotification.Name?, object anObject: Any?
    ) {
        SelectorObservation.remove(observer, name: aName, object: anObject, matchingName: true, center: self)
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// One selector registration and the Foundation block observer that carries it.
@MainActor final class SelectorObservation {
    weak var observer: (any ObjCMessaging)?
    let selector: Selector
    let name: NSNotification.Name?
    weak var object: AnyObject?
    let hasObject: Bool
    var token: NSObjectProtocol?
    weak var center: NotificationCenter?

    private static var all: [SelectorObservation] = []

    init(observer: any ObjCMessaging, selector: Selector, name: NSNotification.Name?, object: Any?) {
        self.observer = observer
        self.selector = selector
        self.name = name
        self.object = object.map { $0 as AnyObject }
        hasObject = object != nil
    }

    func deliver(_ notification: Notification) {
        guard let observer else {
            cancel()
            return
        }
        ObjCRuntime.send(selector, to: observer, [notification])
    }

    func cancel() {
        if let token { center?.removeObserver(token) }
        token = nil
        Self.all.removeAll { $0 === self }
    }

    static func add(_ registration: SelectorObservation, center: NotificationCenter) {
        registration.center = center
        all.removeAll { entry in
            guard entry.observer == nil else { return false }
            if let token = entry.token { entry.center?.removeObserver(token) }
            return true
        }
        all.append(registration)
    }

    static func remove(
        _ observer: any ObjCMessaging, name: NSNotification.Name?, object: Any?, matchingName: Bool,
        center: NotificationCenter
    ) {
        let objectReference = object.map { $0 as AnyObject }
        for entry in all where entry.observer === observer && entry.center === center {
            if matchingName {
                if let name, entry.name != name { continue }
                if let objectReference, entry.object !== objectReference { continue }
            }
            entry.cancel()
        }
    }
}

import Foundation

/// The properties that notify their observers (A10). There is no KVO runtime on Linux: each one's
/// setter brackets its write with `willChange`/`didChange` on its object's list.
enum ObservedKey: UInt8 {
    case frame, bounds, center, isHidden, alpha
    case contentOffset, contentSize, contentInset
    case isEnabled, isSelected, isHighlighted
    case state
}

/// An object whose properties notify: a view or a gesture recognizer. Its list is nil until something
/// observes it, so a setter pays one nil check when nobody does (A10).
@MainActor protocol KeyValueObservedObject: AnyObject {
    var keyValueObservers: KeyValueObserverList? { get set }
}

/// One object's live observations, in registration order (the order their handlers are called).
@MainActor final class KeyValueObserverList {
    private struct Entry {
        weak var token: NSKeyValueObservation?
        let key: ObservedKey
    }
    private var entries: [Entry] = []

    func add(_ token: NSKeyValueObservation, for key: ObservedKey) {
        entries.append(Entry(token: token, key: key))
    }

    func remove(_ token: NSKeyValueObservation) {
        entries.removeAll { $0.token == nil || $0.token === token }
    }

    /// Iterates a copy: a handler may add or invalidate observations (those added now hear the next
    /// change, not this one; those invalidated hear nothing more).
    func willChange(_ object: AnyObject, _ key: ObservedKey) {
        for entry in entries where entry.key == key { entry.token?.willChange(object) }
    }

    func didChange(_ object: AnyObject, _ key: ObservedKey) {
        for entry in entries where entry.key == key { entry.token?.didChange(object) }
    }
}

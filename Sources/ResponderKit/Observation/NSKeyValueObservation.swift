import Foundation

/// The token `observe(_:options:changeHandler:)` returns (A10): the observation lasts until
/// `invalidate()` or until the token is released, as Foundation's.
///
/// The token owns the handler; the observed object keeps only a weak reference to the token, so a
/// handler that captures the object does not keep it alive (as on iOS, where the object's observation
/// info does not retain the observer).
@preconcurrency @MainActor public final class NSKeyValueObservation: Hashable {
    /// Which property it hears; nil for a key path that does not notify (it gets `.initial` only).
    let key: ObservedKey?
    private weak var object: AnyObject?
    private var onWillChange: ((AnyObject) -> Void)?
    private var onDidChange: ((AnyObject) -> Void)?

    init(
        key: ObservedKey?, object: AnyObject, willChange: @escaping (AnyObject) -> Void,
        didChange: @escaping (AnyObject) -> Void
    ) {
        self.key = key
        self.object = object
        onWillChange = willChange
        onDidChange = didChange
    }

    /// Stops the observation; calling it again does nothing. The handler is released at once.
    public func invalidate() {
        guard onDidChange != nil else { return }
        (object as? any KeyValueObservedObject)?.keyValueObservers?.remove(self)
        onWillChange = nil
        onDidChange = nil
    }

    isolated deinit { invalidate() }

    func willChange(_ object: AnyObject) { onWillChange?(object) }
    func didChange(_ object: AnyObject) { onDidChange?(object) }

    nonisolated public static func == (lhs: NSKeyValueObservation, rhs: NSKeyValueObservation) -> Bool {
        lhs === rhs
    }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

import Foundation

/// One world's pasteboards (PB1): its general pasteboard and its named ones, owned by its application so
/// that simulators never share a pasteboard and a test's pasteboard goes with its world.
@MainActor final class PasteboardRegistry {
    private unowned let application: UIApplication
    /// The virtual clock's reading when the registry was made, for ``now``.
    private let clockOrigin: TimeInterval
    /// PB5: the contents of each named pasteboard, the general one's included.
    var stores: [UIPasteboard.Name: PasteboardStore] = [:]
    private var generalObject: UIPasteboard?
    /// How many `withUniqueName()` pasteboards were made, for their names.
    var uniqueNames = 0

    init(application: UIApplication) {
        self.application = application
        clockOrigin = application.clock.now
    }

    /// The general pasteboard, made on first use (one object, as `UIPasteboard.general` is).
    var general: UIPasteboard {
        if let made = generalObject { return made }
        let made = UIPasteboard(store: store(named: .general))
        generalObject = made
        return made
    }

    func store(named name: UIPasteboard.Name) -> PasteboardStore {
        if let existing = stores[name] { return existing }
        let made = PasteboardStore(name: name, registry: self)
        stores[name] = made
        return made
    }

    /// The date an expiration date is compared with (PB3): the real date plus the virtual time elapsed
    /// since the registry was made, so advancing the clock past an expiration date expires the items.
    var now: Date { Date().addingTimeInterval(application.clock.now - clockOrigin) }
}

/// One named pasteboard's contents (PB5), shared by the `UIPasteboard` objects for its name.
@MainActor final class PasteboardStore {
    let name: UIPasteboard.Name
    var items: [[String: Any]] = []
    var changeCount = 0
    /// PB3: the options of the last `setItems(_:options:)`.
    var options: [UIPasteboard.OptionsKey: Any] = [:]
    weak var registry: PasteboardRegistry?

    init(name: UIPasteboard.Name, registry: PasteboardRegistry) {
        self.name = name
        self.registry = registry
    }
}

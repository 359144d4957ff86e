import Foundation

/// One world's pasteboards (PB1): its general pasteboard and its named ones, owned by its application so
/// that simulators never share a pasteboard and a test's pasteboard goes with its world.
@MainActor final class PasteboardRegistry {
    private unowned let application: UIApplication
    /// The virtual clock's reading when the registry was made, for ``now``.
    private let clockOrigin: TimeInterval
    var named: [UIPasteboard.Name: UIPasteboard] = [:]
    /// How many `withUniqueName()` pasteboards were made, for their names.
    var uniqueNames = 0

    init(application: UIApplication) {
        self.application = application
        clockOrigin = application.clock.now
    }

    /// The general pasteboard, made on first use.
    var general: UIPasteboard { pasteboard(named: .general) }

    func pasteboard(named name: UIPasteboard.Name) -> UIPasteboard {
        if let existing = named[name] { return existing }
        let made = UIPasteboard(made: name, registry: self)
        named[name] = made
        return made
    }

    /// The date an expiration date is compared with (PB3): the real date plus the virtual time elapsed
    /// since the registry was made, so advancing the clock past an expiration date expires the items.
    var now: Date { Date().addingTimeInterval(application.clock.now - clockOrigin) }
}

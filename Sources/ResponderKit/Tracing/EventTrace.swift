import Foundation

/// The opt-in recorder of every step of dispatch (X1), printable as seed-style text or JSON lines (X2).
///
/// Recording is off until `isEnabled` is set; when off, the engine does not even build entries.
/// User code can interleave its own lines with ``note(_:)``, as the seeds' experiments do with `NSLog`.
@preconcurrency @MainActor public final class EventTrace {
    public var isEnabled: Bool {
        get { enabledStorage }
        set { enabledStorage = newValue }
    }
    /// Internal storage behind the public property: the engine asks it at every step of every event
    /// (`UIApplication.tracer`), and a public stored property keeps a run-time exclusivity check per read
    /// (61 instructions) that internal storage, only ever written whole, does not (`dispatch.move.10gr`).
    private var enabledStorage: Bool
    public private(set) var entries: [TraceEntry] = []
    /// Keeps at most this many entries in ``entries`` (nil: all); later ones are counted in
    /// ``droppedEntryCount`` and still passed to ``onRecord``. SPEC X.2: a long run's trace no longer
    /// has to grow without bound in memory.
    public var maximumEntries: Int?
    /// Entries not kept because of ``maximumEntries``.
    public private(set) var droppedEntryCount = 0
    /// Called with each entry as it is recorded: a sink that streams the trace (to a file, a pipe)
    /// while ``maximumEntries`` = 0 keeps none in memory.
    public var onRecord: (@MainActor (TraceEntry) -> Void)?
    /// Where time comes from (the application's clock).
    /// Where time comes from; cleared by the application when it is deinitialized.
    var application: UIApplication? {
        get { applicationLink.object }
        set {
            var new = UnownedLink(newValue)
            swap(&new, &applicationLink)
        }
    }
    /// Checked unowned, written by swapping (see UnownedLink): no run-time exclusivity checks needed.
    private var applicationLink = UnownedLink<UIApplication>(nil)
    let names = TraceNames()
    let arenaLog = ArenaLog()

    public init(isEnabled: Bool = false) { self.enabledStorage = isEnabled }

    /// Adds a line of your own, e.g. from an action handler ("tapHandler").
    public func note(_ text: String) {
        guard isEnabled else { return }
        record(.note(text))
    }

    /// Names `object` in this trace (overrides `accessibilityIdentifier`, `name` and the class name).
    public func setName(_ name: String, for object: AnyObject) { names.setName(name, for: object) }

    /// The name this trace uses for `object`.
    public func name(of object: AnyObject) -> String { names.name(of: object) }

    public func removeAll() {
        entries.removeAll()
        droppedEntryCount = 0
        arenaLog.removeAll()
    }

    /// X6: per touch recorded, each recognizer that saw it, its last state and the engine's reason.
    public var arenaReport: ArenaReport { arenaLog.report }

    /// The text lines (X2). With `timestamps`, each line starts with its virtual time: `[0.150] ...`.
    public func lines(timestamps: Bool = false, kinds: Set<String>? = nil) -> [String] {
        entries.compactMap { entry in
            if let kinds, !kinds.contains(entry.kind) { return nil }
            return entry.line(timestamps: timestamps)
        }
    }

    public func text(timestamps: Bool = false, kinds: Set<String>? = nil) -> String {
        lines(timestamps: timestamps, kinds: kinds).map { $0 + "\n" }.joined()
    }

    /// One JSON object per line (X2).
    public func jsonLines(kinds: Set<String>? = nil) -> String {
        entries.compactMap { entry in
            if let kinds, !kinds.contains(entry.kind) { return nil }
            return entry.json + "\n"
        }.joined()
    }

    // MARK: Engine side

    func record(_ event: TraceEvent) {
        guard isEnabled else { return }
        arenaLog.note(event, names: names, maximumRows: maximumEntries)
        let entry = event.entry(time: application?.clock.now ?? 0, names: names)
        if let maximumEntries, entries.count >= maximumEntries {
            droppedEntryCount += 1
        } else {
            entries.append(entry)
        }
        onRecord?(entry)
    }
}

import ResponderKit
import Testing

/// X10: the simulator's issues (bad input, programmer errors, X4 miss reports) as Swift Testing issues,
/// recorded where the test asks for them, each one once.
extension EventSimulator {
    /// Records every issue of `EventSimulator.issues` not recorded before as an `Issue` at the
    /// caller's line (X10) and returns them. Call it after the body of a test, or let the `.eventTrace`
    /// trait do it at the end of the test (X11).
    @discardableResult
    public func recordIssues(sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        let fresh = IssueLedger.takeUnrecorded(of: self)
        for message in fresh {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
        if !fresh.isEmpty { EventTraceScope.current?.noteFailure() }
        return fresh
    }

    /// The issues not yet recorded, marked as recorded without recording them: for a test that expects
    /// them and checks them itself (X10).
    public func takeUnrecordedIssues() -> [String] { IssueLedger.takeUnrecorded(of: self) }
}

/// How many of each simulator's issues were already recorded (X10). Simulators are held weakly; an entry
/// whose simulator is gone is dropped on the next use.
@MainActor enum IssueLedger {
    private final class Entry {
        weak var simulator: EventSimulator?
        var recorded: Int
        init(_ simulator: EventSimulator, recorded: Int) {
            self.simulator = simulator
            self.recorded = recorded
        }
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func takeUnrecorded(of simulator: EventSimulator) -> [String] {
        entries = entries.filter { $0.value.simulator != nil }
        let key = ObjectIdentifier(simulator)
        let entry = entries[key] ?? Entry(simulator, recorded: 0)
        entries[key] = entry
        let all = simulator.issues
        let fresh = Array(all.dropFirst(entry.recorded))
        entry.recorded = all.count
        return fresh
    }
}

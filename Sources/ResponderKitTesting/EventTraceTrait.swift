import ResponderKit
import Testing

/// X11: `@Test(.eventTrace)` turns on the trace (X1) and `EventSimulator.explainsTouches` (X3) of every
/// simulator the test makes, records their issues not yet recorded at the end of the test (X10), and, when
/// the test failed, attaches each simulator's trace and arena report (X6) with `Attachment.record`.
///
/// "Failed" is what the trait can see: Swift Testing 6.3 gives a scoping trait no public way to ask
/// whether the test recorded an issue. The trait knows a test failed when its body threw, when one of
/// this module's helpers recorded an issue (`EventSimulator.recordIssues(sourceLocation:)`, the
/// expectations) or when a simulator had issues left at the end. A failed plain `#expect` is not seen:
/// use `.eventTrace(attaching: .always)` to attach in every case.
public struct EventTraceTrait: TestTrait, SuiteTrait, TestScoping {
    /// When the trace and arena report are attached.
    public enum Attaching: Sendable {
        /// When the trait saw the test fail (see ``EventTraceTrait``).
        case onFailure
        /// After every test.
        case always
    }

    public let attaching: Attaching

    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let scope = EventTraceScope()
        do {
            try await EventSimulatorObservation.$observer.withValue(scope) { try await function() }
        } catch {
            await scope.finish(at: test.sourceLocation, failed: true, attaching: attaching)
            throw error
        }
        await scope.finish(at: test.sourceLocation, failed: false, attaching: attaching)
    }

    /// Where attachments go: `Attachment.record` unless a test of this module looks at them.
    @TaskLocal static var attachmentSink: (@MainActor @Sendable (_ name: String, _ text: String) -> Void)?
}

extension Trait where Self == EventTraceTrait {
    /// Traces the test's simulators and attaches the trace and arena report when it fails (X11).
    public static var eventTrace: Self { EventTraceTrait(attaching: .onFailure) }

    /// Traces the test's simulators and attaches the trace and arena report as `attaching` says (X11).
    public static func eventTrace(attaching: EventTraceTrait.Attaching) -> Self {
        EventTraceTrait(attaching: attaching)
    }
}

/// The simulators one traced test made, and whether the trait saw it fail (X11).
@MainActor final class EventTraceScope: EventSimulatorObserver {
    private(set) var simulators: [EventSimulator] = []
    private(set) var sawFailure = false

    /// The scope of the running test, if it has the trait.
    nonisolated static var current: EventTraceScope? {
        EventSimulatorObservation.observer as? EventTraceScope
    }

    func simulatorDidInit(_ simulator: EventSimulator) {
        simulator.trace.isEnabled = true
        simulator.explainsTouches = true
        simulators.append(simulator)
    }

    func noteFailure() { sawFailure = true }

    func finish(at sourceLocation: SourceLocation, failed: Bool, attaching: EventTraceTrait.Attaching) {
        for simulator in simulators where !simulator.recordIssues(sourceLocation: sourceLocation).isEmpty {
            sawFailure = true
        }
        defer { simulators.removeAll() }
        guard failed || sawFailure || attaching == .always else { return }
        let sink = EventTraceTrait.attachmentSink
        for attachment in attachments() {
            if let sink {
                sink(attachment.name, attachment.text)
            } else {
                Attachment.record(attachment.text, named: attachment.name, sourceLocation: sourceLocation)
            }
        }
    }

    /// Per simulator: its trace with virtual times, and its arena report as text and JSON.
    func attachments() -> [(name: String, text: String)] {
        var list: [(name: String, text: String)] = []
        for (index, simulator) in simulators.enumerated() {
            let suffix = simulators.count == 1 ? "" : "-\(index + 1)"
            list.append(("event-trace\(suffix).txt", simulator.trace.text(timestamps: true)))
            list.append(("arena-report\(suffix).txt", simulator.arenaReport.text))
            list.append(("arena-report\(suffix).json", simulator.arenaReport.json))
        }
        return list
    }
}

import Foundation
import ResponderKit
import ResponderKitTesting
import SnapshotTesting
import Testing

/// X13: routing snapshot-tested as text. The reference files are committed under `__Snapshots__`.
@MainActor @Suite struct TraceSnapshotTests {
    /// A tap on `button` and a drag off `other`, traced.
    func played() -> Fixture {
        let fixture = Fixture()
        fixture.simulator.trace.isEnabled = true
        fixture.simulator.tap(on: fixture.button)
        fixture.simulator.drag(from: CGPoint(x: 250, y: 120), to: CGPoint(x: 250, y: 300), duration: 0.2, steps: 2)
        return fixture
    }

    @Test("X13: .trace snapshots the trace's timed text lines")
    func traceMatchesReference() {
        assertSnapshot(of: played().simulator, as: .trace)
    }

    @Test("X13: .arenaReport snapshots the arena report's table")
    func arenaReportMatchesReference() {
        assertSnapshot(of: played().simulator, as: .arenaReport)
    }

    @Test("X13: the strategy's text is the trace's own, and a different routing fails against the reference")
    func strategyIsTheTraceText() throws {
        let fixture = played()
        var text: String?
        Snapshotting<EventSimulator, String>.trace.snapshot(fixture.simulator).run { text = $0 }
        #expect(text == fixture.simulator.trace.text(timestamps: true))
        var untimed: String?
        Snapshotting<EventSimulator, String>.trace(timestamps: false, kinds: ["touchBound"]).snapshot(fixture.simulator)
            .run { untimed = $0 }
        #expect(untimed == "touch 1 -> button (tapCount 1)\ntouch 2 -> other (tapCount 1)\n")

        let changed = Fixture()
        changed.cover()
        changed.simulator.trace.isEnabled = true
        changed.simulator.tap(on: changed.button)
        changed.simulator.drag(from: CGPoint(x: 250, y: 120), to: CGPoint(x: 250, y: 300), duration: 0.2, steps: 2)
        let failure = verifySnapshot(
            of: changed.simulator, as: .trace, record: .never, testName: "traceMatchesReference")
        let message = try #require(failure)
        #expect(message.contains("+[0.000] touch 1 -> cover (tapCount 1)"))
        #expect(message.contains("−[0.000] touch 1 -> button (tapCount 1)"))
    }
}

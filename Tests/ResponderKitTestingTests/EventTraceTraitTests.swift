import Foundation
import ResponderKit
import Testing

@testable import ResponderKitTesting

/// X11: the `.eventTrace` trait traces the test's simulators and attaches their trace and arena report.
@MainActor @Suite struct EventTraceTraitTests {
    /// What the trait attached, by name.
    @MainActor final class Attachments {
        var items: [(name: String, text: String)] = []
        var names: [String] { items.map(\.name) }
    }

    /// Runs `body` inside the trait's scope for the current test, collecting what it attaches.
    @discardableResult
    func runScoped(
        _ trait: EventTraceTrait, into attachments: Attachments = Attachments(),
        _ body: @escaping @Sendable @MainActor () throws -> Void
    ) async throws -> Attachments {
        let test = try #require(Test.current)
        try await EventTraceTrait.$attachmentSink.withValue({ attachments.items.append(($0, $1)) }) {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                try await MainActor.run { try body() }
            }
        }
        return attachments
    }

    @Test("X11: simulators made in a traced test record their trace and explain their touches", .eventTrace)
    func tracesSimulators() {
        let fixture = Fixture()
        #expect(fixture.simulator.trace.isEnabled)
        #expect(fixture.simulator.explainsTouches)
        let touch = fixture.simulator.touchDown(at: CGPoint(x: 70, y: 120))
        fixture.simulator.lift(touch)
        #expect(fixture.simulator.explain(touch: touch)?.hitTestView == "button")
        #expect(fixture.simulator.trace.lines(kinds: ["touchBound"]) == ["touch 1 -> button (tapCount 1)"])
    }

    @Test("X11: without the trait a simulator's trace stays off")
    func untracedByDefault() {
        let simulator = EventSimulator()
        #expect(!simulator.trace.isEnabled)
        #expect(!simulator.explainsTouches)
    }

    @Test("X11: a failing expectation makes the trait attach the trace and the arena report (text and JSON)")
    func attachesOnFailure() async throws {
        let attachments = Attachments()
        try await withKnownIssue {
            try await runScoped(.eventTrace, into: attachments) {
                let fixture = Fixture()
                fixture.cover()
                fixture.simulator.expect(tapOn: fixture.button, triggers: fixture.tap)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("tap(on: button) missed (X4)")
        }
        #expect(attachments.names == ["event-trace.txt", "arena-report.txt", "arena-report.json"])
        let trace = attachments.items[0].text
        #expect(trace.contains("[0.000] touch 1 -> cover (tapCount 1)"))
        #expect(attachments.items[1].text.hasPrefix("arena report: no recognizer saw a recorded touch"))
        #expect(attachments.items[2].text == "[]")
    }

    @Test("X11: a passing test attaches nothing unless asked to attach always")
    func passingAttachesOnlyWhenAsked() async throws {
        let body: @Sendable @MainActor () -> Void = {
            let fixture = Fixture()
            fixture.simulator.tap(at: CGPoint(x: 70, y: 120))
        }
        #expect(try await runScoped(.eventTrace, body).items.isEmpty)
        let always = try await runScoped(.eventTrace(attaching: .always), body)
        #expect(always.names == ["event-trace.txt", "arena-report.txt", "arena-report.json"])
        #expect(always.items[1].text.contains("buy"))
        #expect(always.items[2].text.contains("\"recognizer\":\"buy\",\"state\":\"ended\""))
    }

    @Test("X11: issues left at the end are recorded at the test's line and attach every simulator's trace")
    func leftoverIssuesAtTestLocation() async throws {
        let attachments = Attachments()
        let location = try #require(Test.current).sourceLocation
        try await withKnownIssue {
            try await runScoped(.eventTrace, into: attachments) {
                EventSimulator().advance(by: -1)
                EventSimulator().tap(at: CGPoint(x: 1, y: 1))
            }
        } matching: { issue in
            issue.sourceLocation == location
        }
        #expect(attachments.names.count == 6)
        #expect(attachments.names[3] == "event-trace-2.txt")
    }

    struct Thrown: Error {}

    @Test("X11: a test that throws attaches too, and the error still fails it")
    func attachesWhenThrown() async throws {
        let attachments = Attachments()
        try await withKnownIssue {
            try await runScoped(.eventTrace, into: attachments) {
                _ = EventSimulator()
                throw Thrown()
            }
        } matching: { issue in
            if case .errorCaught(let error) = issue.kind { return error is Thrown }
            return false
        }
        #expect(attachments.names == ["event-trace.txt", "arena-report.txt", "arena-report.json"])
    }
}

/// X11: on a suite the trait applies to each of its tests.
@MainActor @Suite(.eventTrace) struct TracedSuiteTests {
    @Test("X11: a suite's trait traces the simulators its tests make")
    func suiteTraitTraces() {
        let simulator = EventSimulator()
        #expect(simulator.trace.isEnabled)
        #expect(simulator.explainsTouches)
    }
}

import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// X10: a simulator's issues become Swift Testing issues at the caller's line, each once.
@MainActor @Suite struct IssueRecordingTests {
    @Test("X10: recordIssues records each new issue at the caller's line and returns them")
    func recordsAtCallerLine() {
        let simulator = EventSimulator()
        simulator.advance(by: -1)
        let line = #line + 2
        withKnownIssue {
            let recorded = simulator.recordIssues()
            #expect(recorded.count == 1)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    "advance(by:): duration must be finite and not negative, got -1.0"
                ]
        }
    }

    @Test("X10: an issue is recorded once; later calls record only newer issues")
    func eachIssueOnce() {
        let simulator = EventSimulator()
        simulator.advance(by: .nan)
        withKnownIssue { simulator.recordIssues() }
        #expect(simulator.recordIssues().isEmpty)
        simulator.lift([])
        let line = #line + 2
        withKnownIssue {
            #expect(simulator.recordIssues() == ["lift: no touches"])
        } matching: { issue in
            issue.sourceLocation?.line == line
        }
        #expect(simulator.issues.count == 2)
    }

    @Test("X10: takeUnrecordedIssues hands the issues to the test without recording them")
    func takeWithoutRecording() {
        let simulator = EventSimulator()
        #expect(!simulator.tap(on: "nowhere"))
        #expect(
            simulator.takeUnrecordedIssues() == [
                "tap(on: \"nowhere\"): no view in a window has this accessibilityIdentifier; nothing was sent"
            ])
        #expect(simulator.recordIssues().isEmpty)
    }
}

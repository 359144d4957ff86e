import Foundation
import ResponderKit
import ResponderScenario
import Testing

/// X15: in every example scenario (the seeds' experiments among them), each built-in recognizer's state
/// change carries a reason: the arena report never says "no reason recorded".
@MainActor @Suite struct ReasonCoverageTests {
    @Test("X15, X6: no arena-report row of an example lacks a reason", arguments: exampleNames())
    func everyChangeHasAReason(name: String) throws {
        let world = ScenarioRun.play(try scenario(readExample(name, "yaml"), file: "\(name).yaml"))
        let report = world.trace.arenaReport
        for row in report.rows where row.changed {
            #expect(
                row.reason != nil, "\(name): touch \(row.touch), \(row.recognizer) \(row.state): no reason recorded")
        }
        #expect(!report.text.contains("no reason recorded"))
    }

    @Test("X15: the state lines of every example carry a reason, steps to .changed included")
    func stateLinesHaveReasons() throws {
        var missing: [String] = []
        for name in exampleNames() {
            let world = ScenarioRun.play(try scenario(readExample(name, "yaml"), file: "\(name).yaml"))
            for line in world.trace.lines(kinds: ["state"]) where !line.hasSuffix(")") {
                missing.append("\(name): \(line)")
            }
        }
        #expect(missing == [])
    }
}

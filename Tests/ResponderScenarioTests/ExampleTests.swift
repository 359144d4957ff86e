import Foundation
import ResponderScenario
import Testing

@MainActor @Suite struct ExampleTests {
    @Test("examples: every example's run matches its stored trace (the `check` code path)", arguments: exampleNames())
    func golden(name: String) throws {
        let text = readExample(name, "yaml")
        let parsed = try scenario(text, file: "\(name).yaml")
        let expected = readExample(name, "trace")
        #expect(!expected.isEmpty, "missing Examples/Scenarios/\(name).trace")
        let diff = ScenarioRun.check(parsed, expected: expected, expectedName: "\(name).trace")
        #expect(diff == nil, "\(diff ?? "")")
    }

    @Test("scenario files: examples cover seeds 000-004")
    func seedsCovered() {
        let names = exampleNames()
        for seed in ["seed000", "seed001", "seed002", "seed003", "seed004"] {
            #expect(names.contains { $0.hasPrefix(seed) }, "no example for \(seed)")
        }
        #expect(names.count >= 25)
    }

    @Test("scenario files: the bundled demo equals Examples/Scenarios/seed002-demo.yaml")
    func demoIsBundledCopy() {
        #expect(DemoScenario.text == readExample("seed002-demo", "yaml"))
    }

    @Test("H6/H7 (seed 002): the demo keeps its summary lines (CI greps the last one)")
    func demoSummary() throws {
        let output = ScenarioRun.output(try scenario(DemoScenario.text))
        #expect(
            output.hasSuffix(
                """

                touch 1 at {220, 193} -> SubView3
                touch 2 at {84, 71.5} -> SubView1Sub1Sub1
                touch 3 at {85, 188.5} -> TopView
                touch 4 at {93.5, 198.5} -> SubView2

                """))
        // Both hit-test passes of every touch (H7).
        #expect(output.components(separatedBy: "hit-test pass 2 for touch").count == 5)
    }

    @Test("X2, X23: --json prints one JSON object per line, then the summaries and the final line")
    func jsonLines() throws {
        let output = ScenarioRun.output(try scenario(DemoScenario.text), format: .json)
        let lines = output.split(separator: "\n")
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["kind"] != nil)
        }
        #expect(lines.last?.hasPrefix("{\"kind\":\"final\"") == true)
        #expect(lines.dropLast().last?.contains("\"kind\":\"summary\"") == true)
        #expect(lines.dropLast().last?.contains("\"view\":\"SubView2\"") == true)
    }

    @Test("X2: summary lines escape a name as the trace lines beside them do, control characters too")
    func summaryEscapesLikeTheTrace() throws {
        let name = "A\u{8}\u{c}\u{1}\"\\/\t\u{7F}é"
        let yaml =
            "views: [{id: A, name: \"A\\b\\f\\x01\\\"\\\\/\\t\\x7Fé\", frame: [0, 0, 100, 100]}]\ntimeline: [{tap: [5, 5]}]\n"
        let parsed = try scenario(yaml)
        #expect(parsed.views[0].responder.name == name)
        let lines = ScenarioRun.output(parsed, format: .json).split(separator: "\n").map(String.init)
        var views: [String] = []
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            if let view = object?["view"] as? String, view != "UIWindow" { views.append(view) }
        }
        // The same name, read back from the trace's own lines and from the summary.
        #expect(views.count >= 2 && views.allSatisfy { $0 == name }, "\(views)")
        let summary = try #require(lines.last { $0.contains("\"kind\":\"summary\"") })
        let touches = try #require(lines.first { $0.contains("\"kind\":\"touchBound\"") })
        let escaped = "\"A\\u0008\\u000c\\u0001\\\"\\\\/\\t\u{7F}é\""
        #expect(summary.contains("\"view\":\(escaped)") && touches.contains(escaped), "\(summary)\n\(touches)")
    }

    @Test("C4/GR3 (scenario files): --quiet prints the outcome per touch")
    func quiet() throws {
        let output = ScenarioRun.output(
            try scenario(readExample("seed004-table-phenomena", "yaml")), format: .quiet)
        #expect(
            output == """
                touch 1 at {100, 150} -> UITableViewCellContentView
                  recognizer tap: ended
                touch 2 at {100, 150} -> UITableViewCellContentView
                  recognizer tap: ended
                touch 3 at {100, 150} -> UITableViewCellContentView
                  MyTableView didSelectRowAt [0, 2]
                touch 4 at {250, 550} -> Custombtn
                  action 'btnClicked' -> ViewController (from Custombtn)

                """)
    }

    @Test("scenario files: check reports a readable unified diff on a mismatch")
    func checkDiff() throws {
        let parsed = try scenario(readExample("seed000-interception", "yaml"))
        let expected = readExample("seed000-interception", "trace").replacingOccurrences(
            of: "touch 1 -> Green", with: "touch 1 -> Red")
        let diff = try #require(ScenarioRun.check(parsed, expected: expected, expectedName: "expected.trace"))
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "--- expected.trace")
        #expect(lines[1] == "+++ actual run")
        #expect(lines[2].hasPrefix("@@ -"))
        #expect(lines.contains("-touch 1 -> Red (tapCount 1)"))
        #expect(lines.contains("+touch 1 -> Green (tapCount 1)"))
        #expect(lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == 1)
    }

    @Test("scenario files: the unified diff handles insertions, deletions and distant changes")
    func diffShapes() {
        let a = (1...20).map { "line \($0)" }.joined(separator: "\n")
        var bLines = (1...20).map { "line \($0)" }
        bLines.remove(at: 2)
        bLines.insert("new", at: 15)
        let diff = UnifiedDiff.diff(
            expected: a, actual: bLines.joined(separator: "\n"), expectedName: "a", actualName: "b")
        #expect(diff.contains("@@ -1,6 +1,5 @@"))
        #expect(diff.contains("-line 3"))
        #expect(diff.contains("+new"))
        #expect(diff.components(separatedBy: "@@ -").count == 3)
        #expect(UnifiedDiff.diff(expected: a, actual: a, expectedName: "a", actualName: "b").isEmpty)
    }
}

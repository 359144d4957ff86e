import Foundation
import ResponderKit
import ResponderScenario
import Testing

/// X23: `run --json`'s numbers, its summary and final lines, and the schema kept with the engine's kinds.
@MainActor @Suite struct JSONOutputTests {
    func objects(_ name: String) throws -> [[String: Any]] {
        let text = name == "table-render" ? renderTable : readExample(name, "yaml")
        let parsed = try scenario(text, file: "\(name).yaml")
        return try ScenarioRun.output(parsed, format: .json).split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    @Test("X23: points, touch lists and times are numbers in every trace line")
    func numbers() throws {
        let lines = try objects("seed002-demo")
        let hitTests = lines.filter { $0["kind"] as? String == "hitTest" }
        #expect(!hitTests.isEmpty)
        for line in hitTests {
            let point = try #require(line["point"] as? [String: Any], "\(line)")
            #expect(number(point["x"]) != nil && number(point["y"]) != nil)
        }
        let deliveries = lines.filter { $0["kind"] as? String == "touches" }
        #expect(!deliveries.isEmpty)
        for line in deliveries {
            let touches = try #require(line["touches"] as? [Any])
            #expect(touches.allSatisfy { number($0) != nil })
        }
        // The demo's first summary, as its text line says: touch 1 at {220, 193} -> SubView3.
        let summary = try #require(lines.first { $0["kind"] as? String == "summary" })
        let at = try #require(summary["at"] as? [String: Any])
        #expect(number(at["x"]) == 220 && number(at["y"]) == 193)
        #expect(summary["view"] as? String == "SubView3")
    }

    @Test("X23: the summary has each touch's outcomes; the final line recognizers and scroll offsets")
    func summaryAndFinal() throws {
        let lines = try objects("table-render")
        let summaries = lines.filter { $0["kind"] as? String == "summary" }
        #expect(summaries.count == 4)
        // Touch 4 selected the row its text trace names (the --quiet outcome, as JSON).
        let outcomes = try #require(summaries.last?["outcomes"] as? [[String: Any]])
        let selected = try #require(outcomes.first { $0["type"] as? String == "selected" })
        let path = try #require(selected["indexPath"] as? [Any]).compactMap(number)
        let text = ScenarioRun.output(try scenario(renderTable), format: .quiet)
        #expect(text.contains("table didSelectRowAt [0, \(Int(path[1]))]"), "\(text)")
        let final = try #require(lines.last)
        #expect(final["kind"] as? String == "final")
        let recognizers = try #require(final["recognizers"] as? [[String: Any]])
        #expect(recognizers.contains { $0["name"] as? String == "doubleTap" && $0["state"] as? String == "failed" })
        // The table's final offset puts the selected row under y = 126 (rows of 44 pt from y = 64).
        let scrolls = try #require(final["scrollViews"] as? [[String: Any]])
        let table = try #require(scrolls.first { $0["name"] as? String == "table" })
        let offset = try #require(table["contentOffset"] as? [String: Any])
        let y = try #require(number(offset["y"]))
        #expect((126 - 64 + y) >= 44 * path[1] && (126 - 64 + y) < 44 * (path[1] + 1), "offset \(y)")
        #expect(table["page"] is NSNull)
    }

    @Test("X23: the schema's trace kinds are exactly the engine's")
    func schemaKinds() throws {
        let url = repositoryDirectory.appendingPathComponent(
            "docs/schema/run-output.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        let line = try #require(defs["traceLine"] as? [String: Any])
        let properties = try #require(line["properties"] as? [String: Any])
        let kind = try #require(properties["kind"] as? [String: Any])
        #expect(kind["enum"] as? [String] == TraceEntry.allKinds)
    }

    @Test("X23: a UIAction's action line names its action and its sender as target, as the schema requires")
    func uiActionLine() throws {
        let actions = try objects("issue14-refresh").filter { $0["kind"] as? String == "action" }
        #expect(!actions.isEmpty)
        for line in actions {
            #expect(line["action"] as? String == "refresh", "\(line)")
            #expect(line["target"] as? String == "feed.refreshControl", "\(line)")
        }
    }
}

import Foundation
import Yams

/// Writes a ``Scenario`` back as a file that reads back to an equal scenario (the schema's round trip):
/// every key as `ScenarioSchema` declares it, defaults left out, emitted by Yams (YAML) or as JSON.
public enum ScenarioEncoder {
    public static func yaml(_ scenario: Scenario) -> String {
        let node = ScenarioSchema.scenario.write(scenario)
        // JSON is YAML too: the fallback if the emitter ever refused a node.
        return (try? Yams.serialize(node: node, width: -1, allowUnicode: true)) ?? JSONWriter.text(node) + "\n"
    }

    public static func json(_ scenario: Scenario) -> String {
        JSONWriter.text(ScenarioSchema.scenario.write(scenario)) + "\n"
    }
}

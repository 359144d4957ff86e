import Foundation
import ResponderKit

/// `responder explain`: the library's explanation (X3) of a point, for the scenario's world at a time.
///
/// It prints `EventSimulator.explain(at:)`: the engine's own hit-test walk and recognizer collection,
/// recorded, not a copy of them.
@MainActor public enum ScenarioExplain {
    public static func explain(_ scenario: Scenario, at point: CGPoint, atTime: Double?) -> String {
        let world: ScenarioWorld
        if let atTime {
            world = ScenarioRun.play(scenario, until: atTime)
        } else {
            world = WorldBuilder.build(scenario)
        }
        return world.simulator.explain(at: point).text
    }
}

import Foundation
import ResponderKit

@MainActor public enum ScenarioRender {
    public static func svg(_ scenario: Scenario, atTime: Double?) -> String { "" }
}

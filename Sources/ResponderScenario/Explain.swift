import Foundation
import ResponderKit

@MainActor public enum ScenarioExplain {
    public static func explain(_ scenario: Scenario, at point: CGPoint, atTime: Double?) -> String { "" }
}

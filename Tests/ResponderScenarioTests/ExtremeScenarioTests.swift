import Foundation
import ResponderKit
import ResponderScenario
import Testing

/// Hostile sizes, "extreme finite numbers", through the scenario path: the files that trapped (a slider from
/// -1e39 to 1e39, a segmented control 5e-324 wide) run, render and explain, with finite output.
@MainActor @Suite struct ExtremeScenarioTests {
    static let text = """
        name: extreme numbers
        views:
          - {id: s, class: slider, frame: [10, 100, 300, 40], minimumValue: -1e39, maximumValue: 1e39, value: 5}
          - {id: seg, class: segmented, frame: [10, 200, 5e-324, 40], segments: [A, B]}
          - {id: wide, class: segmented, frame: [-1e308, 300, 1.5e308, 40], segments: [A, B]}
          - {id: st, class: stepper, frame: [10, 400, 94, 32], minimumValue: -1e308, maximumValue: 1e308,
             value: 1e308, stepValue: 1e308}
          - {id: sc, class: scrollview, frame: [10, 500, 300, 100], contentSize: [1e308, 1e308],
             contentInset: [1e308, 1e308, 1e308, 1e308]}
          - {id: far, frame: [1e308, 1e308, 1e308, 1e308]}
        timeline:
          - {tap: [160, 120]}
          - {drag: {from: [100, 120], to: [300, 120], duration: 0.3, steps: 5}}
          - {tap: [10, 220]}
          - {tap: [5, 320]}
          - {longPress: {at: [80, 416], duration: 1}}
          - {drag: {from: [100, 550], to: [-1e308, -1e308], duration: 0.3, steps: 5}}
          - {drag: {from: [-1e308, 1e308], to: [1e308, -1e308], duration: 0.3, steps: 3}}
          - {after: 2}
        """

    @Test("hostile input: run, render and explain finish with finite numbers (no inf, no nan)")
    func runRenderExplain() throws {
        let parsed = try scenario(Self.text)
        let output = ScenarioRun.output(parsed)
        #expect(output.contains("touch 3 at {10, 220} -> seg"))
        #expect(output.contains("seg valueChanged"))
        #expect(output.contains("{1e+308, 1e+308}") || output.contains("1e+308"))
        for word in ["inf", "nan"] {
            #expect(!output.split(whereSeparator: { !$0.isLetter }).contains { $0 == word }, "\(word) in the trace")
        }
        let svg = ScenarioRender.svg(parsed, atTime: nil)
        #expect(svg.hasPrefix("<svg") || svg.contains("<svg"))
        #expect(!svg.contains("nan") && !svg.contains("inf\""))
        for point in [CGPoint(x: 20, y: 220), CGPoint(x: 1e308, y: 1e308), CGPoint(x: -1e308, y: 320)] {
            let explained = ScenarioExplain.explain(parsed, at: point, atTime: 1)
            #expect(explained.contains("hit-test view:"))
        }
    }
}

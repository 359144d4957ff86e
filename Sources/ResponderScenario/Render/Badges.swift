import Foundation
import ResponderKit

/// Recognizers and their final states (the last state each moved to, from the trace, with its reason).
@MainActor struct Badges {
    let run: ScenarioWorld
    let sameWorld: Bool
    var final: [String: (state: String, reason: String?)] = [:]
    var order: [String] = []
    /// The run's views by name (a world built afresh names its views as the run did: ScenarioRender.nameViews).
    var runViews: [String: UIView] = [:]

    init(run: ScenarioWorld, sameWorld: Bool) {
        self.run = run
        self.sameWorld = sameWorld
        for entry in run.trace.entries where entry.kind == "state" {
            guard let recognizer = entry.string("recognizer"), let to = entry.string("to") else { continue }
            if final[recognizer] == nil { order.append(recognizer) }
            final[recognizer] = (to, entry.string("reason"))
        }
        if !sameWorld {
            func walk(_ view: UIView) {
                runViews[run.name(of: view)] = view
                for sub in view.subviews { walk(sub) }
            }
            walk(run.simulator.window)
        }
    }

    /// One line per recognizer of the view that changed state ("tap: recognized"), then how many stayed
    /// possible; nil for a view without recognizers.
    func lines(for view: UIView, named name: String) -> [String]? {
        let source = sameWorld ? view : runViews[name]
        guard let recognizers = source?.gestureRecognizers, !recognizers.isEmpty else { return nil }
        var lines: [String] = []
        var idle = 0
        for recognizer in recognizers {
            let name = run.name(of: recognizer)
            if let state = final[name]?.state { lines.append("\(name): \(state)") } else { idle += 1 }
        }
        if idle > 0 { lines.append("\(idle) stayed possible") }
        return lines
    }

    /// Every recognizer that changed state, with the reason of its last change.
    var legend: [String] {
        order.compactMap { name in
            final[name].map { "recognizer \(name): \($0.state)" + ($0.reason.map { " (\($0))" } ?? "") }
        }
    }
}

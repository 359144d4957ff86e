import Foundation
import ResponderKit

extension ScenarioRun {
    /// `--json`'s closing lines (X23, docs/schema/run-output.schema.json): one `summary` per touch —
    /// where and when it went down and up, the view it was bound to, its outcomes as `--quiet` lists them
    /// — then one `final` line: each recognizer's last state change with its reason, the outcomes no
    /// touch caused, and each scroll view's final offset, content size, zoom scale and page.
    static func jsonSummary(_ world: ScenarioWorld, states: RecognizerStates) -> String {
        var byTouch: [Int: [OutcomeEvent]] = [:]
        for outcome in world.outcomes {
            if let first = outcome.touches.min() { byTouch[first, default: []].append(outcome) }
        }
        var text = ""
        for finger in world.fingers {
            let view = finger.touch.view.map { world.name(of: $0) }
            let fields = [
                "\"kind\":\"summary\"", "\"touch\":\(finger.number)", "\"at\":\(json(finger.downPoint))",
                "\"t\":\(json(finger.path.first?.time ?? 0))", "\"endTime\":\(finger.endTime.map(json) ?? "null")",
                "\"view\":\(view.map(JSONString.quote) ?? "null")",
                "\"outcomes\":[\((byTouch[finger.number] ?? []).map(json).joined(separator: ","))]",
                "\"text\":\(JSONString.quote(summaryLine(world, finger)))",
            ]
            text += "{" + fields.joined(separator: ",") + "}\n"
        }
        let recognizers = states.order.compactMap { name in
            states.last[name].map {
                "{\"name\":\(JSONString.quote(name)),\"state\":\(JSONString.quote($0.state)),"
                    + "\"reason\":\($0.reason.map(JSONString.quote) ?? "null"),\"t\":\(json($0.time))}"
            }
        }
        let unattributed = world.outcomes.filter { $0.touches.isEmpty }.map(json)
        let fields = [
            "\"kind\":\"final\"", "\"t\":\(json(world.simulator.currentTime))",
            "\"recognizers\":[\(recognizers.joined(separator: ","))]",
            "\"untouchedOutcomes\":[\(unattributed.joined(separator: ","))]",
            "\"scrollViews\":[\(scrollViews(world).joined(separator: ","))]",
        ]
        text += "{" + fields.joined(separator: ",") + "}\n"
        return text
    }

    /// Every scroll view (tables too) in the world's windows, in tree order.
    static func scrollViews(_ world: ScenarioWorld) -> [String] {
        var found: [String] = []
        func walk(_ view: UIView) {
            if let scroll = view as? UIScrollView {
                let size = scroll.bounds.size
                let offset = scroll.contentOffset
                var page = "null"
                if scroll.isPagingEnabled, size.width > 0, size.height > 0 {
                    let x = (offset.x / size.width).rounded()
                    let y = (offset.y / size.height).rounded()
                    page = "{\"x\":\(json(Double(x))),\"y\":\(json(Double(y)))}"
                }
                let fields = [
                    "\"name\":\(JSONString.quote(world.name(of: scroll)))", "\"contentOffset\":\(json(offset))",
                    "\"contentSize\":\(json(scroll.contentSize))", "\"zoomScale\":\(json(Double(scroll.zoomScale)))",
                    "\"page\":\(page)",
                ]
                found.append("{" + fields.joined(separator: ",") + "}")
            }
            for sub in view.subviews { walk(sub) }
        }
        for window in world.simulator.application.windows { walk(window) }
        return found
    }

    static func json(_ outcome: OutcomeEvent) -> String {
        let t = "\"t\":\(json(outcome.time))"
        switch outcome.kind {
        case .gesture(let name, let state):
            return
                "{\(t),\"type\":\"gesture\",\"recognizer\":\(JSONString.quote(name)),\"state\":\(JSONString.quote(state))}"
        case .action(let name, let target, let sender):
            return
                "{\(t),\"type\":\"action\",\"action\":\(JSONString.quote(name)),\"target\":\(JSONString.quote(target)),"
                + "\"sender\":\(JSONString.quote(sender))}"
        case .selected(let table, let path, _):
            let numbers = path.split { !$0.isNumber }.compactMap { Int($0) }.map(String.init)
            return
                "{\(t),\"type\":\"selected\",\"table\":\(JSONString.quote(table)),\"indexPath\":[\(numbers.joined(separator: ","))]}"
        }
    }

    static func json(_ value: Double) -> String { value.isFinite ? SeedFormat.number(CGFloat(value)) : "null" }
    static func json(_ p: CGPoint) -> String { "{\"x\":\(json(Double(p.x))),\"y\":\(json(Double(p.y)))}" }
    static func json(_ s: CGSize) -> String {
        "{\"width\":\(json(Double(s.width))),\"height\":\(json(Double(s.height)))}"
    }
}

import Foundation
import ResponderKit
import ResponderScenario

extension StudioSession {
    /// The scene as the page draws it (ST4): every view of the windows in tree order, with its trace
    /// name (the one trace entries use), its class, depth, and its bounds' four corners in window
    /// coordinates (so rotated and scaled views show as they are), as `render` draws them (X20).
    func sceneMessage() -> String {
        let world = player.world
        let window = world.simulator.window
        window.layoutIfNeeded()
        var views: [String] = []
        func walk(_ view: UIView, depth: Int, parent: String?) {
            let name = world.trace.name(of: view)
            let b = view.bounds
            let corners = [
                CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
                CGPoint(x: b.minX, y: b.maxY),
            ].map { view.convert($0, to: nil) }
            let outline = corners.map { "[\(StudioJSON.number(Double($0.x))),\(StudioJSON.number(Double($0.y)))]" }
            var fields: [(String, String)] = [
                ("name", StudioJSON.string(name)), ("class", StudioJSON.string(Self.className(of: view))),
                ("depth", "\(depth)"), ("parent", parent.map(StudioJSON.string) ?? "null"),
                ("outline", "[\(outline.joined(separator: ","))]"),
                ("hidden", view.isHidden || view.alpha < 0.01 ? "true" : "false"),
            ]
            if let scroll = view as? UIScrollView {
                let offset = scroll.contentOffset
                fields.append(
                    ("contentOffset", "[\(StudioJSON.number(Double(offset.x))),\(StudioJSON.number(Double(offset.y)))]")
                )
            }
            views.append(StudioJSON.object(fields))
            for sub in view.subviews { walk(sub, depth: depth + 1, parent: name) }
        }
        walk(window, depth: 0, parent: nil)
        let screen = scenario.screen
        return StudioJSON.object([
            ("type", "\"scene\""), ("name", StudioJSON.string(scenario.name ?? "scenario")),
            ("screen", "[\(StudioJSON.number(Double(screen.width))),\(StudioJSON.number(Double(screen.height)))]"),
            ("t", StudioJSON.number(player.time)), ("views", "[\(views.joined(separator: ","))]"),
        ])
    }

    /// The UIKit class a scenario class stands for (`ScenarioButton` is a `UIButton`).
    static func className(of view: UIView) -> String {
        let name = String(describing: type(of: view))
        return name.hasPrefix("Scenario") ? "UI" + name.dropFirst("Scenario".count) : name
    }
}

import Foundation
import ResponderKit
import ResponderScenario

extension StudioSession {
    /// The live scene as the page draws it (ST1, ST4).
    func sceneMessage() -> String {
        if setup != nil { sentLayout = layoutSignature() }
        return Self.sceneMessage(player.world, of: scenario, time: player.time, replay: false)
    }

    /// For a world built in Swift (ST6), at most every 0.1 s of the session's clock: a scene again when the
    /// window's views changed since the last one sent (added, removed, moved, shown or hidden).
    func noticeSceneChanges() {
        guard setup != nil, player.time - layoutCheckedAt >= 0.1 else { return }
        layoutCheckedAt = player.time
        if layoutSignature() != sentLayout { sceneIsStale = true }
    }

    /// Each view of the window, in tree order, with where it is and whether it shows.
    func layoutSignature() -> Int {
        var hasher = Hasher()
        for view in StudioObserver.views(of: player.world.simulator) {
            hasher.combine(ObjectIdentifier(view))
            let outline = view.convert(view.bounds, to: nil)
            for value in [outline.minX, outline.minY, outline.width, outline.height, view.alpha] {
                hasher.combine(Double(value))
            }
            hasher.combine(view.isHidden)
        }
        return hasher.finalize()
    }

    /// A scene (ST1, ST4): every view of the window in tree order, with its trace name (the one trace
    /// entries use), its class, depth, whether it takes touches, and its bounds' four corners in window
    /// coordinates (so rotated and scaled views show as they are), as `render` draws them (X20). A replay's
    /// scene (ST5) also has `replay: true` and the fingers down at that time with their paths.
    static func sceneMessage(_ world: ScenarioWorld, of scenario: Scenario, time: Double, replay: Bool) -> String {
        // The key window: an app's own window once it is made key (ST6), else the simulator's.
        let window = world.simulator.application.keyWindow ?? world.simulator.window
        window.layoutIfNeeded()
        var views: [String] = []
        func point(_ p: CGPoint) -> String { "[\(StudioJSON.number(Double(p.x))),\(StudioJSON.number(Double(p.y)))]" }
        func walk(_ view: UIView, depth: Int, parent: String?) {
            let name = world.trace.name(of: view)
            let b = view.bounds
            let corners = [
                CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
                CGPoint(x: b.minX, y: b.maxY),
            ].map { view.convert($0, to: nil) }
            var fields: [(String, String)] = [
                ("name", StudioJSON.string(name)), ("class", StudioJSON.string(Self.className(of: view))),
                ("depth", "\(depth)"), ("parent", parent.map(StudioJSON.string) ?? "null"),
                ("outline", "[\(corners.map(point).joined(separator: ","))]"),
                ("hidden", view.isHidden || view.alpha < 0.01 ? "true" : "false"),
                ("interactive", view.isUserInteractionEnabled ? "true" : "false"),
            ]
            if let scroll = view as? UIScrollView { fields.append(("contentOffset", point(scroll.contentOffset))) }
            // What its layer shows, as render draws it: an SVG fragment in window coordinates (DR10).
            if !view.isHidden, let picture = LayerPicture.svg(of: view, in: window) {
                fields.append(("appearance", StudioJSON.string(picture)))
            }
            views.append(StudioJSON.object(fields))
            for sub in view.subviews { walk(sub, depth: depth + 1, parent: name) }
        }
        walk(window, depth: 0, parent: nil)
        let screen = scenario.screen
        var fields: [(String, String)] = [
            ("type", "\"scene\""), ("name", StudioJSON.string(scenario.name ?? "scenario")),
            ("screen", point(CGPoint(x: screen.width, y: screen.height))),
            ("t", StudioJSON.number(time)), ("views", "[\(views.joined(separator: ","))]"),
        ]
        if replay {
            let fingers = world.fingersDown.map { finger in
                StudioJSON.object([
                    ("touch", "\(finger.number)"), ("path", "[\(finger.path.map(point).joined(separator: ","))]"),
                ])
            }
            fields += [("replay", "true"), ("fingers", "[\(fingers.joined(separator: ","))]")]
        }
        return StudioJSON.object(fields)
    }

    /// The UIKit class a scenario class stands for (`ScenarioButton` is a `UIButton`).
    static func className(of view: UIView) -> String {
        let name = String(describing: type(of: view))
        return name.hasPrefix("Scenario") ? "UI" + name.dropFirst("Scenario".count) : name
    }
}

import Foundation
import ResponderKit

/// `responder explain`: view by view, why a point lands where it does (H1–H9).
///
/// It walks the hierarchy as UIKit's `hitTest(_:with:)` does — and as the scenario's overrides change
/// it — writing for each view the point in its coordinates and the verdict, then checks its answer
/// against the engine's own `hitTest` from the window.
@MainActor public enum ScenarioExplain {
    public static func explain(_ scenario: Scenario, at point: CGPoint, atTime: Double?) -> String {
        let world: ScenarioWorld
        if let atTime {
            world = ScenarioRun.play(scenario, until: atTime)
        } else {
            world = WorldBuilder.build(scenario)
        }
        var explainer = Explainer(world: world)
        let window = world.simulator.window
        let time = SeedFormat.number(world.simulator.currentTime)
        explainer.lines.append("explain \(SeedFormat.point(point)) at t=\(time) (window coordinates)")
        let result = explainer.visit(window, point, depth: 0)
        let answer = result.map { world.name(of: $0) } ?? "nothing"
        explainer.lines.append("hit-test view: \(answer)")
        let engine = window.hitTest(point, with: nil).map { world.name(of: $0) } ?? "nothing"
        if engine != answer {
            explainer.lines.append(
                "note: the engine's hitTest answers \(engine); this explanation may miss an override")
        }
        if let view = result {
            var chain: [String] = []
            var current: UIResponder? = view
            while let responder = current, chain.count < 64 {
                chain.append(world.name(of: responder))
                current = responder.next
            }
            explainer.lines.append("responder chain: \(chain.joined(separator: " -> "))")
        }
        return explainer.lines.map { $0 + "\n" }.joined()
    }
}

@MainActor struct Explainer {
    let world: ScenarioWorld
    var lines: [String] = []

    init(world: ScenarioWorld) { self.world = world }

    func name(_ object: AnyObject) -> String { world.name(of: object) }

    mutating func say(_ depth: Int, _ text: String) {
        lines.append(String(repeating: "  ", count: depth) + text)
    }

    static func refusal(_ view: UIView) -> String? {
        if view.isHidden { return "hidden (H1): its hitTest returns nil; its subviews are not asked" }
        if !view.isUserInteractionEnabled {
            return "user interaction disabled (H1): its hitTest returns nil; its subviews are not asked"
        }
        if view.alpha < 0.01 {
            return
                "alpha \(SeedFormat.number(view.alpha)) < 0.01 (H1): its hitTest returns nil; its subviews are not asked"
        }
        if let control = view as? UIControl, !control.isEnabled {
            return "disabled control (H9): its hitTest returns nil; touches fall through to what is behind it"
        }
        return nil
    }

    func rect(_ r: CGRect) -> String {
        "{\(SeedFormat.number(r.minX)), \(SeedFormat.number(r.minY)), \(SeedFormat.number(r.width)), \(SeedFormat.number(r.height))}"
    }

    /// Whether `point(inside:)` holds, and why (H2, H5, H6).
    func inside(_ view: UIView, _ point: CGPoint) -> (Bool, String) {
        let actual = view.point(inside: point, with: nil)
        let behaviour = (view as? ScenarioResponder)?.behaviour
        if let answer = behaviour?.pointInside?.answer {
            return (actual, "custom point(inside:) always answers \(answer)")
        }
        var reason: String
        if let insets = behaviour?.touchAreaInsets {
            let area = view.bounds.inset(by: insets)
            let within = area.contains(point)
            reason =
                "\(within ? "inside" : "outside") its enlarged touch area \(rect(area)) (bounds \(rect(view.bounds)) with touchAreaInsets, H6)"
            if within { return (actual, reason) }
        } else {
            let within = view.bounds.contains(point)
            reason =
                within ? "inside its bounds \(rect(view.bounds)) (H2)" : "outside its bounds \(rect(view.bounds)) (H2)"
            if within { return (actual, reason) }
        }
        if let override = behaviour?.pointInside {
            if let r = override.rects.first(where: { $0.contains(point) }) {
                return (actual, "outside its bounds, but inside its point(inside:) rect \(rect(r)) (H6)")
            }
            if override.subviews,
                let sub = view.subviews.first(where: { $0.point(inside: view.convert(point, to: $0), with: nil) })
            {
                return (
                    actual,
                    "outside its bounds, but its point(inside:) override says inside: it is inside subview \(name(sub)) (H5)"
                )
            }
        }
        return (actual, reason)
    }

    mutating func visit(_ view: UIView, _ point: CGPoint, depth: Int) -> UIView? {
        let header = "\(name(view)) at \(SeedFormat.point(point)):"
        let behaviour = (view as? ScenarioResponder)?.behaviour
        switch behaviour?.hitTest {
        case .intercept?:
            if let refusal = Self.refusal(view) {
                say(depth, "\(header) \(refusal)")
                return nil
            }
            let (isInside, reason) = inside(view, point)
            guard isInside else {
                say(depth, "\(header) \(reason): point(inside:) false -> nil")
                return nil
            }
            say(
                depth,
                "\(header) \(reason); its hitTest override intercepts: it returns itself and asks no subview (H4)")
            return view
        case .forwardTo?:
            if let target = behaviour?.forwardTarget, Self.refusal(view) == nil, Self.refusal(target) == nil {
                let converted = view.convert(point, to: target)
                if target.point(inside: converted, with: nil) {
                    say(
                        depth,
                        "\(header) its hitTest override forwards to \(name(target)): the point \(SeedFormat.point(converted)) is inside \(name(target)) (H5)"
                    )
                    return target
                }
                say(
                    depth,
                    "\(header) its hitTest override would forward to \(name(target)), but the point is not inside it")
            }
        case .forwardOutside?:
            if !view.point(inside: point, with: nil), Self.refusal(view) == nil {
                let (_, reason) = inside(view, point)
                say(depth, "\(header) \(reason), but its hitTest override asks its subviews anyway (H5)")
                return visitSubviews(view, point, depth: depth, fallback: nil)
            }
        case nil:
            break
        }
        if let refusal = Self.refusal(view) {
            say(depth, "\(header) \(refusal)")
            return nil
        }
        let (isInside, reason) = inside(view, point)
        guard isInside else {
            say(depth, "\(header) \(reason): point(inside:) false -> nil")
            return nil
        }
        if view.subviews.isEmpty {
            say(depth, "\(header) \(reason); no subviews: \(name(view)) is the answer")
            return view
        }
        say(depth, "\(header) \(reason); asks its \(view.subviews.count) subview(s), topmost (last added) first")
        return visitSubviews(view, point, depth: depth, fallback: view)
    }

    mutating func visitSubviews(_ view: UIView, _ point: CGPoint, depth: Int, fallback: UIView?) -> UIView? {
        for subview in view.subviews.reversed() {
            let converted = view.convert(point, to: subview)
            if let hit = visit(subview, converted, depth: depth + 1) {
                say(depth, "\(name(view)) returns \(name(hit)): \(name(subview)) answered first")
                return hit
            }
        }
        if let fallback {
            say(depth, "\(name(view)): no subview answered, so \(name(fallback)) itself is the answer")
        } else {
            say(depth, "\(name(view)): no subview answered -> nil")
        }
        return fallback
    }
}

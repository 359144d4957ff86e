import Foundation
import ResponderKit

/// `responder render`: the hierarchy to scale as SVG — each view's bounds transformed into window
/// coordinates (a polygon, so rotations and scales show), its id, each touch's path, and for each touch
/// the hit-test path (the views from the window down to the view the touch was bound to), the winner
/// highlighted.
@MainActor public enum ScenarioRender {
    /// Without `atTime`: geometry as built (time 0) and every touch of the whole run. With it: the
    /// state at that moment (after scrolling, etc.), the touches so far, and those still down marked.
    public static func svg(_ scenario: Scenario, atTime: Double?) -> String {
        let run = ScenarioRun.play(scenario, until: atTime)
        let geometry = atTime == nil ? WorldBuilder.build(scenario) : run
        var canvas = Canvas()
        let window = geometry.simulator.window
        let screen = window.bounds

        // Views, depth first in drawing order.
        var polygons: [(name: String, points: [CGPoint], view: UIView, depth: Int)] = []
        func walk(_ view: UIView, depth: Int) {
            let b = view.bounds
            let corners = [
                CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
                CGPoint(x: b.minX, y: b.maxY),
            ].map { view.convert($0, to: window) }
            polygons.append((geometry.name(of: view), corners, view, depth))
            for sub in view.subviews { walk(sub, depth: depth + 1) }
        }
        for sub in window.subviews { walk(sub, depth: 1) }

        var box = screen
        for polygon in polygons {
            for p in polygon.points where p.isFiniteForSVG { box = box.union(CGRect(origin: p, size: .zero)) }
        }
        for finger in run.fingers {
            for step in finger.path { box = box.union(CGRect(origin: step.point, size: .zero)) }
        }
        box = box.insetBy(dx: -20, dy: -20)
        let title = scenario.name ?? "scenario"
        let time = atTime.map { " at t=\(SeedFormat.number($0))" } ?? ""
        var legend = [title + time]
        for finger in run.fingers {
            var chain: [String] = []
            var current: UIView? = finger.touch.view
            while let v = current {
                chain.insert(run.name(of: v), at: 0)
                current = v.superview
            }
            let state = finger.endTime == nil ? " (down)" : ""
            let path = chain.isEmpty ? "nothing" : chain.joined(separator: " > ")
            legend.append("touch \(finger.number) at \(SeedFormat.point(finger.downPoint))\(state): \(path)")
        }
        let legendHeight = CGFloat(legend.count) * 16 + 8
        // Wide enough for the longest legend line (about 0.6 em per character at 10 px).
        let legendWidth = CGFloat(legend.map(\.count).max() ?? 0) * 6 + 8
        if legendWidth > box.width { box.size.width = legendWidth }

        canvas.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"),
                ("viewBox", "\(n(box.minX)) \(n(box.minY)) \(n(box.width)) \(n(box.height + legendHeight))"),
                ("width", n(box.width)), ("height", n(box.height + legendHeight)),
                ("font-family", "sans-serif"), ("font-size", "10"),
            ])
        canvas.element("title", [], text: title + time)
        canvas.element(
            "rect",
            [
                ("class", "screen"), ("x", n(screen.minX)), ("y", n(screen.minY)), ("width", n(screen.width)),
                ("height", n(screen.height)), ("fill", "#ffffff"), ("stroke", "#000000"),
            ])

        canvas.open("g", [("class", "views")])
        for polygon in polygons {
            let view = polygon.view
            let hidden = view.isHidden || view.alpha < 0.01
            let fill = palette[polygon.depth % palette.count]
            canvas.element(
                "polygon",
                [
                    ("class", "view"), ("data-id", polygon.name), ("points", points(polygon.points)),
                    ("fill", fill), ("fill-opacity", hidden ? "0.1" : "0.35"), ("stroke", "#555555"),
                    ("stroke-dasharray", hidden || !view.isUserInteractionEnabled ? "4 2" : "none"),
                ])
            if let corner = polygon.points.first, corner.isFiniteForSVG {
                canvas.element(
                    "text", [("class", "label"), ("x", n(corner.x + 3)), ("y", n(corner.y + 11))], text: polygon.name)
            }
        }
        canvas.close("g")

        // Hit-test paths, then touch paths on top.
        let byName = Dictionary(polygons.map { ($0.name, $0.points) }, uniquingKeysWith: { a, _ in a })
        for finger in run.fingers {
            guard let bound = finger.touch.view else { continue }
            var chain: [String] = []
            var current: UIView? = bound
            while let v = current {
                chain.insert(run.name(of: v), at: 0)
                current = v.superview
            }
            canvas.open("g", [("class", "hit-path"), ("data-touch", String(finger.number))])
            for (index, name) in chain.enumerated() {
                guard let pts = byName[name] else { continue }
                let winner = index == chain.count - 1
                canvas.element(
                    "polygon",
                    [
                        ("class", winner ? "winner" : "chain"), ("data-id", name), ("points", points(pts)),
                        ("fill", winner ? "#ff9800" : "none"), ("fill-opacity", winner ? "0.45" : "0"),
                        ("stroke", winner ? "#e65100" : "#1e88e5"), ("stroke-width", winner ? "3" : "1.5"),
                    ])
            }
            canvas.close("g")
        }
        for finger in run.fingers {
            let isDown = finger.endTime == nil
            canvas.open("g", [("class", "touch"), ("data-touch", String(finger.number))])
            canvas.element(
                "polyline",
                [
                    ("class", "touch-path"), ("points", points(finger.path.map(\.point))), ("fill", "none"),
                    ("stroke", "#d81b60"), ("stroke-width", "2"),
                ])
            let start = finger.downPoint
            canvas.element(
                "circle",
                [
                    ("class", isDown ? "touch-down" : "touch-start"), ("cx", n(start.x)), ("cy", n(start.y)),
                    ("r", "5"), ("fill", isDown ? "#d81b60" : "none"), ("stroke", "#d81b60"),
                ])
            if let last = finger.path.last?.point, isDown {
                canvas.element(
                    "circle",
                    [("class", "touch-now"), ("cx", n(last.x)), ("cy", n(last.y)), ("r", "8"), ("fill", "#d81b60")])
            }
            canvas.element("text", [("x", n(start.x + 7)), ("y", n(start.y - 7))], text: String(finger.number))
            canvas.close("g")
        }

        // Legend: the title, then one line per touch with its hit-test path.
        canvas.open("g", [("class", "legend")])
        var y = box.maxY + 14
        for line in legend {
            canvas.element("text", [("x", n(box.minX + 4)), ("y", n(y))], text: line)
            y += 16
        }
        canvas.close("g")
        canvas.close("svg")
        return canvas.text
    }

    static let palette = ["#e3f2fd", "#bbdefb", "#c8e6c9", "#fff9c4", "#ffe0b2", "#f8bbd0", "#d1c4e9"]

    static func n(_ v: CGFloat) -> String { v.isFinite ? SeedFormat.number(v) : "0" }

    static func points(_ list: [CGPoint]) -> String {
        list.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
    }
}

extension CGPoint {
    fileprivate var isFiniteForSVG: Bool { x.isFinite && y.isFinite && abs(x) < 1e7 && abs(y) < 1e7 }
}

/// A tiny XML writer with escaping.
struct Canvas {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    var depth = 0

    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // XML 1.0 forbids most control characters.
                if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" {
                    out += " "
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    func attributes(_ list: [(String, String)]) -> String {
        list.map { " \($0.0)=\"\(Self.escape($0.1))\"" }.joined()
    }

    mutating func open(_ name: String, _ attrs: [(String, String)]) {
        text += String(repeating: "  ", count: depth) + "<\(name)\(attributes(attrs))>\n"
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        text += String(repeating: "  ", count: depth) + "</\(name)>\n"
    }

    mutating func element(_ name: String, _ attrs: [(String, String)], text content: String? = nil) {
        let indent = String(repeating: "  ", count: depth)
        if let content {
            text += indent + "<\(name)\(attributes(attrs))>\(Self.escape(content))</\(name)>\n"
        } else {
            text += indent + "<\(name)\(attributes(attrs))/>\n"
        }
    }
}

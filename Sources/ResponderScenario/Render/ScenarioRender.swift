import Foundation
import ResponderKit

/// `responder render`: the hierarchy to scale as SVG (X20) — each visible view's bounds transformed into
/// window coordinates (a polygon, so rotations and scales show), a label that never overlaps another
/// (X21), a badge with its recognizers' final states, each touch's path and its hit-test path (the views
/// from the window down to the bound view, the winner highlighted), all in the coordinates of the moment
/// drawn.
@MainActor public enum ScenarioRender {
    /// Without `atTime`: geometry as built (time 0) and every touch of the whole run. With it: the
    /// state at that moment (after scrolling, etc.), the touches so far, and those still down marked.
    /// Either way touches and hit-test paths are pinned to the content they landed on (X21).
    public static func svg(_ scenario: Scenario, atTime: Double?) -> String {
        let run = played(scenario, until: atTime)
        let geometry: ScenarioWorld
        if atTime == nil {
            geometry = WorldBuilder.build(scenario)
            nameViews(geometry)
        } else {
            geometry = run
        }
        let picture = Picture(run: run, geometry: geometry, sameWorld: atTime != nil)
        let title = (scenario.name ?? "scenario") + (atTime.map { " at t=\(SeedFormat.number($0))" } ?? "")
        return picture.draw(title: title)
    }

    /// The run a picture is made of: built, every view named in drawing order before anything happens
    /// (so that a world built afresh gives the same views the same names), fingers recording geometry.
    static func played(_ scenario: Scenario, until stopTime: Double?) -> ScenarioWorld {
        let world = WorldBuilder.build(scenario)
        world.recordsGeometry = true
        nameViews(world)
        ScenarioRunner(world: world, stopTime: stopTime).run()
        return world
    }

    /// Lays the window out first, as the first frame on screen would be (LY20): tables load their cells
    /// at layout time (TV1), so naming before it would leave the cells to be named in trace order.
    static func nameViews(_ world: ScenarioWorld) {
        world.simulator.window.layoutIfNeeded()
        func walk(_ view: UIView) {
            _ = world.name(of: view)
            for sub in view.subviews { walk(sub) }
        }
        walk(world.simulator.window)
    }

    static let palette = ["#e3f2fd", "#bbdefb", "#c8e6c9", "#fff9c4", "#ffe0b2", "#f8bbd0", "#d1c4e9"]
}

/// One picture being drawn: the views of `geometry`, the touches of `run`.
@MainActor struct Picture {
    struct Shape {
        let view: UIView
        let name: String
        let number: Int
        let outline: [CGPoint]
        let box: CGRect
        let depth: Int
    }

    struct Finger {
        let number: Int
        let isDown: Bool
        let screenPath: [CGPoint]
        /// The path in the coordinates of the moment drawn.
        let path: [CGPoint]
        let chain: [(name: String, outline: [CGPoint])]
        let chainText: String
    }

    let run: ScenarioWorld
    let geometry: ScenarioWorld
    let sameWorld: Bool
    var shapes: [Shape] = []
    var hiddenCount = 0
    var fingers: [Finger] = []
    let screen: CGRect
    var box: CGRect

    init(run: ScenarioWorld, geometry: ScenarioWorld, sameWorld: Bool) {
        self.run = run
        self.geometry = geometry
        self.sameWorld = sameWorld
        let window = geometry.simulator.window
        screen = window.bounds
        box = screen
        collectViews(window)
        fingers = run.fingers.map(finger)
        // The picture: the screen and the touches (pinned points may lie off screen), bounded (X20).
        let limit = screen.insetBy(dx: -screen.width, dy: -screen.height)
        for finger in fingers {
            for p in finger.path + finger.screenPath where p.isFiniteForSVG && limit.contains(p) {
                box = box.union(CGRect(origin: p, size: .zero))
            }
        }
        box = box.insetBy(dx: -20, dy: -20)
    }

    /// Views whose outline meets the screen and every clipping ancestor; the others are counted (X20:
    /// the picture's size follows what is visible, not the tree's).
    private mutating func collectViews(_ window: UIWindow) {
        func walk(_ view: UIView, depth: Int, clip: CGRect) {
            let outline = RenderPin.outline(view, in: window)
            var childClip = clip
            if outline.allSatisfy(\.isFiniteForSVG) {
                let box = Self.bounds(outline)
                let meets =
                    !clip.isNull && box.minX <= clip.maxX && box.maxX >= clip.minX && box.minY <= clip.maxY
                    && box.maxY >= clip.minY
                if meets {
                    shapes.append(
                        Shape(
                            view: view, name: geometry.name(of: view), number: shapes.count + 1, outline: outline,
                            box: box, depth: depth))
                } else {
                    hiddenCount += 1
                }
                if view.clipsToBounds { childClip = meets ? clip.intersection(box) : .null }
            } else {
                hiddenCount += 1
            }
            for sub in view.subviews { walk(sub, depth: depth + 1, clip: childClip) }
        }
        for sub in window.subviews { walk(sub, depth: 1, clip: screen) }
    }

    static func bounds(_ points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for p in points.dropFirst() { box = box.union(CGRect(origin: p, size: .zero)) }
        return box
    }

    private func finger(_ record: ScenarioWorld.FingerRecord) -> Finger {
        let window = geometry.simulator.window
        let screenPath = record.path.map(\.point)
        let path =
            record.pinnedPath.count == screenPath.count
            ? record.pinnedPath.map { $0.points(in: window, sameWorld: sameWorld).first ?? .zero } : screenPath
        let chain = record.chain.map { (run.name(of: $0.view), $0.shape.points(in: window, sameWorld: sameWorld)) }
        var names: [String] = []
        var current: UIView? = record.touch.view
        while let v = current {
            names.insert(run.name(of: v), at: 0)
            current = v.superview
        }
        return Finger(
            number: record.number, isDown: record.endTime == nil, screenPath: screenPath, path: path,
            chain: chain, chainText: names.isEmpty ? "nothing" : names.joined(separator: " > "))
    }

    func draw(title: String) -> String {
        var canvas = Canvas()
        var placer = LabelPlacer(area: box)
        var layer = Canvas()
        layer.text = ""
        layer.depth = 2
        var legend = [title]
        for finger in fingers {
            let state = finger.isDown ? " (down)" : ""
            legend.append(
                "touch \(finger.number) at \(SeedFormat.point(finger.screenPath.first ?? .zero))\(state): \(finger.chainText)"
            )
        }
        // Labels never hide where a touch went down or a finger is now: those spots are kept free.
        for finger in fingers {
            var spots = [finger.path.first ?? .zero]
            if finger.isDown, let now = finger.screenPath.last { spots.append(now) }
            for p in spots where p.isFiniteForSVG {
                placer.boxes.append(CGRect(x: p.x - 7, y: p.y - 7, width: 14, height: 14))
            }
        }
        // Labels: recognizer badges first, then touches, then views, outer ones first.
        let badges = Badges(run: run, sameWorld: sameWorld)
        var numbered: [String] = []
        for shape in shapes {
            guard let lines = badges.lines(for: shape.view, named: shape.name) else { continue }
            if !placeBadge(shape, lines, &placer, &layer) {
                numbered.append("[\(shape.number)] \(shape.name) recognizers: " + lines.joined(separator: ", "))
            }
        }
        for finger in fingers { placeTouchLabel(finger, &placer, &layer) }
        // Bounded work and legend (X20): at most `labelLimit` views are labelled, `legendLimit` numbered.
        var unlabelled = 0
        for shape in shapes {
            if shape.number > Self.labelLimit {
                unlabelled += 1
            } else if !placeViewLabel(shape, &placer, &layer) {
                numbered.append("[\(shape.number)] \(shape.name)")
            }
        }
        numbered.sort { Self.numberPrefix($0) < Self.numberPrefix($1) }
        legend += numbered.prefix(Self.legendLimit)
        if numbered.count > Self.legendLimit {
            legend.append("... and \(numbered.count - Self.legendLimit) more numbered views (each polygon's data-id)")
        }
        if unlabelled > 0 { legend.append("\(unlabelled) more views drawn without labels") }
        legend += badges.legend
        if hiddenCount > 0 { legend.append("\(hiddenCount) views outside the screen or clipped away: not drawn") }

        let legendHeight = CGFloat(legend.count) * 16 + 8
        let legendWidth = (legend.map(LabelPlacer.width).max() ?? 0) + 8
        let width = max(box.width, legendWidth)
        let height = box.height + legendHeight
        let n = Canvas.n
        canvas.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"),
                ("viewBox", "\(n(box.minX)) \(n(box.minY)) \(n(width)) \(n(height))"),
                ("width", n(width)), ("height", n(height)), ("font-family", "sans-serif"), ("font-size", "10"),
            ])
        canvas.element("title", [], text: title)
        canvas.element(
            "rect",
            [
                ("class", "background"), ("x", n(box.minX)), ("y", n(box.minY)), ("width", n(width)),
                ("height", n(height)), ("fill", "#fafafa"),
            ])
        canvas.element(
            "rect",
            [
                ("class", "screen"), ("x", n(screen.minX)), ("y", n(screen.minY)), ("width", n(screen.width)),
                ("height", n(screen.height)), ("fill", "#ffffff"), ("stroke", "#000000"),
            ])
        let drawn = drawAppearance(&canvas)
        drawViews(&canvas, drawn: drawn)
        drawHitPaths(&canvas)
        drawTouches(&canvas)
        canvas.open("g", [("class", "labels")])
        canvas.text += layer.text
        canvas.close("g")
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

    static let labelLimit = 1_500
    static let legendLimit = 200

    static func numberPrefix(_ line: String) -> Int {
        Int(line.dropFirst().prefix { $0 != "]" }) ?? 0
    }
}

extension CGPoint {
    var isFiniteForSVG: Bool { x.isFinite && y.isFinite && abs(x) < 1e7 && abs(y) < 1e7 }
}

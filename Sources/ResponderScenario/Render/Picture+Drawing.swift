import Foundation
import ResponderKit

extension Picture {
    /// `drawn`: views whose layers showed something (DR10), outlined with a lighter fill.
    func drawViews(_ canvas: inout Canvas, drawn: Set<ObjectIdentifier> = []) {
        canvas.open("g", [("class", "views")])
        for shape in shapes {
            let view = shape.view
            let hidden = view.isHidden || view.alpha < 0.01
            canvas.element(
                "polygon",
                [
                    ("class", "view"), ("data-id", shape.name), ("points", Canvas.points(shape.outline)),
                    ("data-number", String(shape.number)),
                    ("fill", ScenarioRender.palette[shape.depth % ScenarioRender.palette.count]),
                    ("fill-opacity", hidden ? "0.1" : drawn.contains(ObjectIdentifier(view)) ? "0.08" : "0.35"),
                    ("stroke", "#555555"),
                    ("stroke-dasharray", hidden || !view.isUserInteractionEnabled ? "4 2" : "none"),
                ])
        }
        canvas.close("g")
    }

    /// Each touch's hit-test path: the views from the window down to the bound one, where they were when
    /// the touch came down, pinned to their content (X21).
    func drawHitPaths(_ canvas: inout Canvas) {
        for finger in fingers where !finger.chain.isEmpty {
            canvas.open("g", [("class", "hit-path"), ("data-touch", String(finger.number))])
            for (index, link) in finger.chain.enumerated() where link.outline.allSatisfy(\.isFiniteForSVG) {
                let winner = index == finger.chain.count - 1
                canvas.element(
                    "polygon",
                    [
                        ("class", winner ? "winner" : "chain"), ("data-id", link.name),
                        ("points", Canvas.points(link.outline)), ("fill", winner ? "#ff9800" : "none"),
                        ("fill-opacity", winner ? "0.45" : "0"), ("stroke", winner ? "#e65100" : "#1e88e5"),
                        ("stroke-width", winner ? "3" : "1.5"),
                    ])
            }
            canvas.close("g")
        }
    }

    /// Each touch's path where its content is at the moment drawn; a finger still down also shows where
    /// it is on the glass now, and its path on the glass when that differs (X21).
    func drawTouches(_ canvas: inout Canvas) {
        let n = Canvas.n
        for finger in fingers {
            canvas.open("g", [("class", "touch"), ("data-touch", String(finger.number))])
            if finger.path != finger.screenPath {
                canvas.element(
                    "polyline",
                    [
                        ("class", "screen-path"), ("points", Canvas.points(finger.screenPath)), ("fill", "none"),
                        ("stroke", "#d81b60"), ("stroke-width", "1"), ("stroke-dasharray", "3 3"),
                        ("stroke-opacity", "0.6"),
                    ])
            }
            canvas.element(
                "polyline",
                [
                    ("class", "touch-path"), ("points", Canvas.points(finger.path)), ("fill", "none"),
                    ("stroke", "#d81b60"), ("stroke-width", "2"),
                ])
            let start = finger.path.first ?? .zero
            canvas.element(
                "circle",
                [
                    ("class", finger.isDown ? "touch-down" : "touch-start"), ("cx", n(start.x)), ("cy", n(start.y)),
                    ("r", "5"), ("fill", finger.isDown ? "#d81b60" : "none"), ("stroke", "#d81b60"),
                ])
            if finger.isDown, let now = finger.screenPath.last {
                canvas.element(
                    "circle",
                    [("class", "touch-now"), ("cx", n(now.x)), ("cy", n(now.y)), ("r", "8"), ("fill", "#d81b60")])
            }
            canvas.close("g")
        }
    }

    func placeTouchLabel(_ finger: Finger, _ placer: inout LabelPlacer, _ layer: inout Canvas) {
        let text = String(finger.number)
        let size = LabelPlacer.size([text])
        let p = finger.path.first ?? .zero
        // Beside the spot kept free around the touch (7 pt each way): the four corners, then the sides.
        let origins = [
            CGPoint(x: p.x + 7, y: p.y - 7 - size.height), CGPoint(x: p.x + 7, y: p.y + 7),
            CGPoint(x: p.x - 7 - size.width, y: p.y - 7 - size.height), CGPoint(x: p.x - 7 - size.width, y: p.y + 7),
            CGPoint(x: p.x + 7, y: p.y - size.height / 2), CGPoint(x: p.x - 7 - size.width, y: p.y - size.height / 2),
            CGPoint(x: p.x - size.width / 2, y: p.y - 7 - size.height), CGPoint(x: p.x - size.width / 2, y: p.y + 7),
        ]
        if let box = placer.place(size, at: origins) {
            layer.label(box, lines: [text], kind: "touch", id: text, color: "#ad1457")
        }
    }

    /// The shape's box on the screen: where its labels may go.
    private func visibleBox(_ shape: Shape) -> CGRect {
        let box = shape.box.intersection(screen)
        return box.isNull ? shape.box : box
    }

    /// A badge inside the view's right corners, else beside it; else a numbered one (the legend says).
    func placeBadge(_ shape: Shape, _ lines: [String], _ placer: inout LabelPlacer, _ layer: inout Canvas) -> Bool {
        let b = visibleBox(shape)
        func origins(_ size: CGSize) -> [CGPoint] {
            [
                CGPoint(x: b.maxX - 2 - size.width, y: b.minY + 2),
                CGPoint(x: b.maxX - 2 - size.width, y: b.maxY - 2 - size.height),
                CGPoint(x: b.minX + 2, y: b.maxY - 2 - size.height), CGPoint(x: b.maxX + 2, y: b.minY),
                CGPoint(x: b.minX, y: b.maxY + 2), CGPoint(x: b.maxX - size.width, y: b.minY - 2 - size.height),
            ] + (1...4).map { CGPoint(x: b.maxX - 2 - size.width, y: b.minY + 2 + CGFloat($0) * 14) }
        }
        let size = LabelPlacer.size(lines)
        if let box = placer.place(size, at: origins(size)) {
            layer.label(box, lines: lines, kind: "badge", id: shape.name, color: "#4a148c")
            return true
        }
        let short = ["[\(shape.number)] \(lines.count) recognizer\(lines.count == 1 ? "" : "s")"]
        let shortSize = LabelPlacer.size(short)
        if let box = placer.place(shortSize, at: origins(shortSize)) {
            layer.label(box, lines: short, kind: "badge", id: shape.name, color: "#4a148c")
        }
        return false
    }

    /// The view's name in one of its corners or down its left edge, shortened to fit its width, else its
    /// number; false when not written in full (the legend then gives the number and the name).
    func placeViewLabel(_ shape: Shape, _ placer: inout LabelPlacer, _ layer: inout Canvas) -> Bool {
        let b = visibleBox(shape)
        func origins(_ size: CGSize) -> [CGPoint] {
            [
                CGPoint(x: b.minX + 2, y: b.minY + 2), CGPoint(x: b.maxX - 2 - size.width, y: b.minY + 2),
                CGPoint(x: b.minX + 2, y: b.maxY - 2 - size.height),
                CGPoint(x: b.maxX - 2 - size.width, y: b.maxY - 2 - size.height),
            ] + (1...4).map { CGPoint(x: b.minX + 2, y: b.minY + 2 + CGFloat($0) * 14) }
        }
        let room = b.width - 4
        let numberText = "[\(shape.number)]"
        var texts: [(String, Bool)] = []
        if LabelPlacer.width(shape.name) + 4 <= room { texts.append((shape.name, true)) }
        let short = LabelPlacer.shortened(shape.name, toFit: room - 4 - LabelPlacer.width(numberText + " "))
        if !short.isEmpty, short != shape.name { texts.append((numberText + " " + short, false)) }
        texts.append((numberText, false))
        for (text, full) in texts {
            let size = LabelPlacer.size([text])
            if let box = placer.place(size, at: origins(size)) {
                layer.label(box, lines: [text], kind: "view", id: shape.name)
                return full
            }
        }
        return false
    }
}

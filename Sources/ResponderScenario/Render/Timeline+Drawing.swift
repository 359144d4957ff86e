import Foundation
import ResponderKit

extension Timeline {
    /// 400 px a second, at least 18 px between two distinct times; a pause longer than 0.25 s is drawn
    /// as 100 px with a break mark, so that a 3 s long press and a 0.05 s tap both read (X22).
    func axis(left: CGFloat) -> (x: [Double: CGFloat], breaks: [CGFloat], end: CGFloat) {
        var times: Set<Double> = [0, endTime]
        for lane in lanes {
            for mark in lane.marks { times.insert(mark.time) }
            for span in lane.spans {
                times.insert(span.from)
                if let to = span.to { times.insert(to) }
            }
        }
        var x: [Double: CGFloat] = [:]
        var breaks: [CGFloat] = []
        var position = left
        var previous: Double?
        for t in times.sorted() {
            if let previous {
                let natural = CGFloat(t - previous) * 400
                if natural > 100 { breaks.append(position + 50) }
                position += min(max(natural, 18), 100)
            }
            x[t] = position
            previous = t
        }
        return (x, breaks, position)
    }

    /// Rows of labels under a lane's bar: each label takes the first row where it clears the one before;
    /// at most four rows, after which a mark keeps only its tooltip.
    static func rows(_ lane: Lane, _ x: [Double: CGFloat]) -> (rows: Int, placed: [(Mark, CGRect)]) {
        var ends: [CGFloat] = []
        var placed: [(Mark, CGRect)] = []
        for mark in lane.marks {
            guard let label = mark.label, let mx = x[mark.time] else { continue }
            let size = LabelPlacer.size([label])
            let start = mx - 2
            var row = ends.firstIndex { $0 + 2 <= start }
            if row == nil, ends.count < 4 {
                ends.append(-.infinity)
                row = ends.count - 1
            }
            guard let row else { continue }
            ends[row] = start + size.width
            placed.append((mark, CGRect(x: start, y: CGFloat(row) * 16, width: size.width, height: size.height)))
        }
        return (ends.count, placed)
    }

    func draw(title: String) -> String {
        let n = Canvas.n
        let names = lanes.map { LabelPlacer.shortened($0.name, toFit: 240) }
        let left = (names.map(LabelPlacer.width).max() ?? 40) + 24
        let (x, breaks, end) = axis(left: left)
        let layouts = lanes.map { Self.rows($0, x) }
        let top: CGFloat = 64
        var heights: [CGFloat] = []
        for (lane, layout) in zip(lanes, layouts) {
            let widest = layout.placed.map(\.1.maxX).max() ?? 0
            _ = lane
            heights.append(30 + CGFloat(layout.rows) * 16 + (widest > 0 ? 4 : 0))
        }
        let widestLabel = layouts.flatMap { $0.placed.map(\.1.maxX) }.max() ?? 0
        let width = max(end, widestLabel, LabelPlacer.width(title) + 16) + 40
        let height = top + heights.reduce(0, +) + 40
        var canvas = Canvas()
        canvas.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("viewBox", "0 0 \(n(width)) \(n(height))"),
                ("width", n(width)), ("height", n(height)), ("font-family", "sans-serif"), ("font-size", "10"),
            ])
        canvas.element("title", [], text: title)
        canvas.element(
            "rect", [("class", "background"), ("width", n(width)), ("height", n(height)), ("fill", "#ffffff")])
        canvas.element("text", [("x", "8"), ("y", "16"), ("font-size", "12"), ("font-weight", "bold")], text: title)

        // The axis: a tick per distinct time, the times that fit written above it, breaks where pauses were cut.
        canvas.open("g", [("class", "axis")])
        let axisY: CGFloat = 50
        canvas.element(
            "line", [("x1", n(left)), ("y1", n(axisY)), ("x2", n(end)), ("y2", n(axisY)), ("stroke", "#000000")])
        var lastEnd = -CGFloat.infinity
        for (t, tx) in x.sorted(by: { $0.key < $1.key }) {
            canvas.element(
                "line",
                [("x1", n(tx)), ("y1", n(axisY - 3)), ("x2", n(tx)), ("y2", n(axisY + 3)), ("stroke", "#000000")])
            let text = SeedFormat.number(t)
            let size = LabelPlacer.size([text])
            if tx - size.width / 2 >= lastEnd + 2 {
                canvas.label(
                    CGRect(x: tx - size.width / 2, y: axisY - 6 - size.height, width: size.width, height: size.height),
                    lines: [text], kind: "time", id: nil)
                lastEnd = tx + size.width / 2
            }
        }
        for bx in breaks {
            canvas.element("text", [("class", "break"), ("x", n(bx - 4)), ("y", n(axisY + 14))], text: "≈")
        }
        canvas.close("g")

        var laneTop = top
        for (i, lane) in lanes.enumerated() {
            drawLane(
                &canvas, lane, name: names[i], layout: layouts[i], x: x, top: laneTop, height: heights[i], width: width)
            laneTop += heights[i]
        }
        if omitted > 0 {
            canvas.element(
                "text", [("class", "omitted"), ("x", "8"), ("y", n(laneTop + 20))],
                text: "\(omitted) more marks not drawn (at most \(Self.markLimit) marks, \(Self.laneLimit) lanes)")
        }
        canvas.close("svg")
        return canvas.text
    }

    private func drawLane(
        _ canvas: inout Canvas, _ lane: Lane, name: String, layout: (rows: Int, placed: [(Mark, CGRect)]),
        x: [Double: CGFloat], top: CGFloat, height: CGFloat, width: CGFloat
    ) {
        let n = Canvas.n
        let barY = top + 14
        canvas.open("g", [("class", "lane"), ("data-kind", lane.kind), ("data-name", lane.name)])
        canvas.element(
            "rect",
            [
                ("class", "lane-background"), ("x", "0"), ("y", n(top)), ("width", n(width)), ("height", n(height)),
                ("fill", lane.kind == "recognizer" ? "#f3e5f5" : lane.kind == "touch" ? "#fce4ec" : "#eceff1"),
                ("fill-opacity", "0.5"), ("stroke", "#ffffff"),
            ])
        canvas.label(
            CGRect(x: 4, y: barY - 7, width: LabelPlacer.width(name) + 4, height: 15), lines: [name], kind: "lane",
            id: lane.name)
        for span in lane.spans {
            guard let from = x[span.from], let to = x[span.to ?? endTime] else { continue }
            canvas.element(
                "rect",
                [
                    ("class", "span"), ("x", n(from)), ("y", n(barY - 4)), ("width", n(max(to - from, 1))),
                    ("height", "8"),
                    ("fill", lane.kind == "touch" ? "#f48fb1" : "#90caf9"),
                ])
        }
        for mark in lane.marks {
            guard let mx = x[mark.time] else { continue }
            let attrs = [("data-time", SeedFormat.number(mark.time)), ("fill", mark.color), ("stroke", mark.color)]
            switch mark.kind {
            case "state":
                let pts = [
                    CGPoint(x: mx, y: barY - 6), CGPoint(x: mx + 6, y: barY), CGPoint(x: mx, y: barY + 6),
                    CGPoint(x: mx - 6, y: barY),
                ]
                canvas.open(
                    "polygon",
                    [("class", "state"), ("data-state", mark.label ?? ""), ("points", Canvas.points(pts))] + attrs)
            case "action", "sent":
                let pts = [CGPoint(x: mx - 5, y: barY - 7), CGPoint(x: mx + 5, y: barY - 7), CGPoint(x: mx, y: barY)]
                canvas.open("polygon", [("class", mark.kind), ("points", Canvas.points(pts))] + attrs)
            case "touches":
                canvas.open(
                    "line",
                    [
                        ("class", "touches"), ("data-phase", mark.label ?? "moved"), ("x1", n(mx)), ("y1", n(barY - 6)),
                        ("x2", n(mx)), ("y2", n(barY + 6)), ("stroke-width", "2"),
                    ] + attrs)
            default:
                canvas.open("circle", [("class", mark.kind), ("cx", n(mx)), ("cy", n(barY)), ("r", "4")] + attrs)
            }
            canvas.element("title", [], text: mark.detail)
            canvas.close(
                mark.kind == "touches"
                    ? "line"
                    : mark.kind == "state" || mark.kind == "action" || mark.kind == "sent" ? "polygon" : "circle")
        }
        for (mark, box) in layout.placed {
            canvas.label(
                box.offsetBy(dx: 0, dy: barY + 9), lines: [mark.label ?? ""], kind: "mark", id: nil, color: mark.color)
        }
        canvas.close("g")
    }
}

import Foundation
import ResponderKit
import ResponderScenario
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG read back: every element with its attributes, its text, and the attributes of the groups
/// around it (Foundation's XMLParser: the pictures are checked as a viewer would read them).
final class SVGElements: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
        var text = ""
        /// The enclosing `g` elements' attributes, innermost last.
        let groups: [[String: String]]
        var cls: String { attributes["class"] ?? "" }
        func number(_ key: String) -> Double { Double(attributes[key] ?? "") ?? .nan }
        func group(_ key: String) -> String? { groups.reversed().lazy.compactMap { $0[key] }.first }
        var points: [CGPoint] {
            (attributes["points"] ?? "").split(separator: " ").compactMap { pair in
                let xy = pair.split(separator: ",").compactMap { Double($0) }
                return xy.count == 2 ? CGPoint(x: xy[0], y: xy[1]) : nil
            }
        }
        var box: CGRect {
            if name == "rect" {
                return CGRect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
            }
            let xs = points.map(\.x)
            let ys = points.map(\.y)
            guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
            return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
    }
    var elements: [Element] = []
    private var stack: [Int] = []
    private var groups: [[String: String]] = []

    static func parse(_ svg: String) -> SVGElements? {
        let reader = SVGElements()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        return parser.parse() ? reader : nil
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(Element(name: elementName, attributes: attributes, groups: groups))
        stack.append(elements.count - 1)
        if elementName == "g" { groups.append(attributes) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = stack.last { elements[last].text += string }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        stack.removeLast()
        if elementName == "g" { groups.removeLast() }
    }

    func all(_ name: String, _ cls: String) -> [Element] { elements.filter { $0.name == name && $0.cls == cls } }

    /// Label boxes that share area: must be none (X21).
    var overlappingLabels: [(CGRect, CGRect)] {
        let boxes = all("rect", "label-box").map(\.box)
        var found: [(CGRect, CGRect)] = []
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                let a = boxes[i]
                let b = boxes[j]
                if a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY { found.append((a, b)) }
            }
        }
        return found
    }
}

/// docs/render/table-render.yaml: a table under a bar, taps on rows 0 and 1, a scroll, a tap after it.
let renderTable: String = {
    let url = repositoryDirectory.appendingPathComponent("docs/render/table-render.yaml")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
}()

@MainActor @Suite struct RenderPictureTests {
    let table = renderTable

    func picture(_ text: String, atTime: Double? = nil) throws -> SVGElements {
        let svg = ScenarioRender.svg(try scenario(text), atTime: atTime)
        return try #require(SVGElements.parse(svg), "not XML:\n\(svg)")
    }

    func start(_ svg: SVGElements, touch: Int) throws -> CGPoint {
        let circle = try #require(
            svg.elements.first {
                $0.name == "circle" && $0.group("data-touch") == String(touch) && $0.group("class") == "touch"
            })
        return CGPoint(x: circle.number("cx"), y: circle.number("cy"))
    }

    func winner(_ svg: SVGElements, touch: Int) throws -> SVGElements.Element {
        try #require(svg.all("polygon", "winner").first { $0.group("data-touch") == String(touch) })
    }

    @Test("X21: a table's touched cells are filled on the rows touched, where the picture draws them")
    func tableRows() throws {
        let svg = try picture(table)
        // Rows of 44 pt from y = 64 (the table's frame): touch 1 at y 86 is row 0, touch 2 at y 126 row 1.
        for (touch, row) in [(1, 0), (2, 1)] {
            let box = try winner(svg, touch: touch).box
            #expect(box.minY >= 64 + 44 * CGFloat(row) - 0.5 && box.maxY <= 64 + 44 * CGFloat(row + 1) + 0.5, "\(box)")
            #expect(box.contains(try start(svg, touch: touch)))
            // The view of that name in the picture is the same outline (names agree between the run and the
            // world drawn: the old bug filled one row and named another).
            let name = try winner(svg, touch: touch).attributes["data-id"]
            let drawn = svg.all("polygon", "view").filter { $0.attributes["data-id"] == name }
            let outline = try winner(svg, touch: touch).points
            #expect(drawn.count == 1 && drawn.first?.points == outline)
        }
    }

    @Test("X21: a touch after a scroll is drawn on the row it selected, in the coordinates of the time drawn")
    func tableAfterScroll() throws {
        let parsed = try scenario(table)
        // The engine's own answer: the row that touch 4 selected.
        let output = ScenarioRun.output(parsed)
        let selected = output.split(separator: "\n").filter { $0.hasPrefix("table didSelectRowAt [0, ") }.last
        let row = try #require(selected.flatMap { Int($0.dropFirst("table didSelectRowAt [0, ".count).dropLast()) })
        #expect(row > 1)
        // As built (time 0), the content is not scrolled: that row is at 64 + 44 row.
        let built = try picture(table)
        let p = try start(built, touch: 4)
        #expect(p.y > 64 + 44 * CGFloat(row) && p.y < 64 + 44 * CGFloat(row + 1), "\(p)")
        #expect(try winner(built, touch: 4).box.contains(p))
        // While the finger is down (the tap's 0.05 s), the content is where it was: the touch is on the glass.
        let bound = ScenarioRun.play(parsed).trace.entries.last { $0.kind == "touchBound" }
        let down = try #require(bound?.time)
        let during = try picture(table, atTime: down + 0.01)
        #expect(try start(during, touch: 4) == CGPoint(x: 200, y: 126))
        #expect(try winner(during, touch: 4).box.contains(CGPoint(x: 200, y: 126)))
        #expect(during.all("circle", "touch-now").count == 1)
    }

    @Test("X21 (S1): with --at-time the touch's start moves with the content it landed on; the finger is on the glass")
    func scrolledTouch() throws {
        let text = """
            views:
              - {id: scroll, class: scrollview, frame: [0, 0, 375, 667], contentSize: [375, 2000]}
              - {id: content, parent: scroll, frame: [0, 0, 375, 100]}
            timeline:
              - {down: {finger: a, at: [100, 400]}}
              - {after: 0.1, move: {finger: a, to: [100, 350]}}
              - {after: 0.1, move: {finger: a, to: [100, 300]}}
              - {after: 0.1, up: a}
            """
        let svg = try picture(text, atTime: 0.25)
        let content = try #require(svg.all("polygon", "view").first { $0.attributes["data-id"] == "content" })
        let scrolled = content.box.minY
        #expect(scrolled < 0)
        #expect(try start(svg, touch: 1) == CGPoint(x: 100, y: 400 + scrolled))
        let now = try #require(svg.all("circle", "touch-now").first)
        #expect(now.number("cx") == 100 && now.number("cy") == 300)
        #expect(svg.all("polyline", "screen-path").count == 1)
    }

    @Test("X21: no two label boxes intersect and none covers a touch, in every example's picture and timeline")
    func noOverlaps() throws {
        for name in exampleNames() + ["table-render"] {
            let text = name == "table-render" ? renderTable : readExample(name, "yaml")
            let parsed = try scenario(text, file: "\(name).yaml")
            for (kind, svg) in [
                ("picture", ScenarioRender.svg(parsed, atTime: nil)),
                ("timeline", ScenarioRender.timeline(parsed, atTime: nil)),
            ] {
                let read = try #require(SVGElements.parse(svg), "\(name) \(kind): not XML")
                #expect(read.overlappingLabels.isEmpty, "\(name) \(kind): \(read.overlappingLabels.prefix(3))")
                #expect(!read.all("rect", "label-box").isEmpty, "\(name) \(kind): no labels")
                // Nor does a label hide where a touch went down.
                let starts = read.elements.filter {
                    $0.name == "circle" && ["touch-start", "touch-down"].contains($0.cls)
                }
                for circle in starts {
                    let center = CGPoint(x: circle.number("cx"), y: circle.number("cy"))
                    #expect(!read.all("rect", "label-box").contains { $0.box.contains(center) }, "\(name): \(center)")
                }
            }
        }
    }

    @Test("X21: a badge per view with recognizers, with each one's final state from the trace")
    func badges() throws {
        let svg = try picture(table)
        let badge = try #require(svg.elements.first { $0.name == "g" && $0.attributes["data-kind"] == "badge" })
        #expect(badge.attributes["data-id"] == "table")
        let lines = svg.elements.filter { $0.name == "text" && $0.group("data-kind") == "badge" }.map(\.text)
        #expect(lines.contains("doubleTap: failed"), "\(lines)")
        let legend = svg.elements.filter { $0.name == "text" && $0.group("class") == "legend" }.map(\.text)
        #expect(legend.contains { $0.hasPrefix("recognizer doubleTap: failed") })
        #expect(legend.contains { $0.hasPrefix("touch 4 at {200, 126}: UIWindow > root > table > ") })
    }

    @Test("X20: views outside the screen are not drawn, and the legend counts them")
    func visibleOnly() throws {
        let text = """
            views:
              - {id: root, frame: [0, 0, 375, 667]}
              - {id: far, parent: root, frame: [5000, 0, 100, 100]}
              - {id: farChild, parent: far, frame: [0, 0, 10, 10]}
              - {id: clip, parent: root, frame: [0, 0, 100, 100], clipsToBounds: true}
              - {id: clipped, parent: clip, frame: [200, 0, 50, 50]}
            timeline: [{tap: [50, 50]}]
            """
        let svg = try picture(text)
        let ids = svg.all("polygon", "view").compactMap { $0.attributes["data-id"] }
        #expect(ids == ["root", "clip"])
        #expect(
            svg.elements.contains {
                $0.name == "text" && $0.text == "3 views outside the screen or clipped away: not drawn"
            })
    }

    @Test("X22: the timeline has a lane per touch, recognizer and view, and a mark per state change")
    func timeline() throws {
        let parsed = try scenario(table)
        let svg = try #require(SVGElements.parse(ScenarioRender.timeline(parsed, atTime: nil)))
        let lanes = svg.elements.filter { $0.name == "g" && $0.cls == "lane" }
        #expect(lanes.filter { $0.attributes["data-kind"] == "touch" }.count == 4)
        #expect(
            lanes.contains { $0.attributes["data-kind"] == "recognizer" && $0.attributes["data-name"] == "doubleTap" })
        // The trace's own state changes of doubleTap, in order: the lane draws each, at increasing x.
        let world = ScenarioRun.play(parsed)
        let expected = world.trace.entries.filter {
            $0.kind == "state" && $0.fields.contains { $0.name == "recognizer" && $0.value == .string("doubleTap") }
        }
        let marks = svg.all("polygon", "state").filter { $0.group("data-name") == "doubleTap" }
        #expect(marks.count == expected.count && !marks.isEmpty)
        #expect(marks.map { $0.attributes["data-time"] } == expected.map { SeedFormat.number($0.time) })
        let xs = marks.map { $0.box.midX }
        #expect(xs == xs.sorted() && Set(xs).count == xs.count)
        #expect(svg.all("polygon", "action").count > 0)
    }
}

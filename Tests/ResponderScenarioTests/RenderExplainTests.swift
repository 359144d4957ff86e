import Foundation
import ResponderKit
import ResponderScenario
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Counts SVG elements by name and class.
final class SVGCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var winners: [String] = []
    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        counts[elementName, default: 0] += 1
        if let c = attributes["class"] { counts["\(elementName).\(c)", default: 0] += 1 }
        if attributes["class"] == "winner", let id = attributes["data-id"] { winners.append(id) }
    }
}

@MainActor @Suite struct RenderTests {
    func parse(_ svg: String) -> (Bool, SVGCounter) {
        let parser = XMLParser(data: Data(svg.utf8))
        let counter = SVGCounter()
        parser.delegate = counter
        return (parser.parse(), counter)
    }

    @Test("scenario files: render gives valid XML with views, touch paths and hit-test paths (winner highlighted)")
    func demo() throws {
        let svg = ScenarioRender.svg(try scenario(DemoScenario.text), atTime: nil)
        let (ok, counter) = parse(svg)
        #expect(ok)
        #expect(counter.counts["svg"] == 1)
        #expect(counter.counts["polygon.view"] == 8)
        #expect(counter.counts["polyline.touch-path"] == 4)
        #expect(counter.counts["g.hit-path"] == 4)
        #expect(counter.winners == ["SubView3", "SubView1Sub1Sub1", "TopView", "SubView2"])
    }

    @Test("G1/G2: transformed views are drawn as their transformed bounds")
    func rotated() throws {
        let text = """
            views:
              - {id: box, center: [100, 100], bounds: [0, 0, 100, 0], transform: {rotate: 90}}
            timeline: []
            """
        let svg = ScenarioRender.svg(try scenario(text), atTime: nil)
        #expect(svg.contains("points=\"100,50 100,150 100,150 100,50\""))
    }

    @Test("S1 (scenario files): --at-time draws the state at that moment: scrolled content, the finger still down")
    func atTime() throws {
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
        let parsed = try scenario(text)
        let svg = ScenarioRender.svg(parsed, atTime: 0.25)
        let (ok, counter) = parse(svg)
        #expect(ok)
        #expect(counter.counts["circle.touch-down"] == 1)
        #expect(counter.counts["circle.touch-now"] == 1)
        #expect(svg.contains("data-id=\"content\" points=\"0,-"), "the content has scrolled up")
        let start = ScenarioRender.svg(parsed, atTime: nil)
        #expect(start.contains("data-id=\"content\" points=\"0,0 375,0 375,100 0,100\""))
    }

    @Test("scenario files: names are escaped in the XML")
    func escaping() throws {
        let text =
            "name: \"a < b & 'c'\"\nviews:\n  - {id: A, name: \"<A&>\", frame: [0, 0, 10, 10]}\ntimeline: [{tap: [5, 5]}]\n"
        let (ok, _) = parse(ScenarioRender.svg(try scenario(text), atTime: nil))
        #expect(ok)
    }
}

/// X3: `responder explain` prints the library's explanation (the engine's own walk); these check its text
/// for the scenario format's overrides.
@MainActor @Suite struct ExplainTests {
    let scene = """
        views:
          - {id: root, frame: [0, 0, 375, 667]}
          - {id: hiddenView, parent: root, frame: [0, 0, 100, 100], hidden: true}
          - {id: faint, parent: root, frame: [100, 0, 100, 100], alpha: 0.005}
          - {id: inert, parent: root, frame: [200, 0, 100, 100], userInteraction: false}
          - {id: off, class: button, parent: root, frame: [0, 100, 100, 100], enabled: false}
          - {id: green, parent: root, frame: [100, 100, 200, 200], hitTest: intercept}
          - {id: red, parent: green, frame: [10, 10, 50, 50]}
          - {id: bar, parent: root, frame: [0, 500, 375, 50], hitTest: forwardOutside}
          - {id: raised, parent: bar, frame: [150, -20, 60, 60]}
          - {id: big, class: button, parent: root, frame: [50, 350, 40, 40], touchAreaInsets: [-10, -10, -10, -10]}
          - {id: above, parent: root, frame: [200, 350, 40, 40], pointInside: {rects: [[0, -30, 40, 30]]}}
        timeline: []
        """

    func explain(_ x: CGFloat, _ y: CGFloat) throws -> String {
        ScenarioExplain.explain(try scenario(scene), at: CGPoint(x: x, y: y), atTime: nil)
    }

    @Test("X3, H1: hidden views are skipped with their subviews")
    func hidden() throws {
        let text = try explain(50, 50)
        #expect(text.contains("hiddenView at {50, 50}: hidden (H1): hitTest returns nil, subviews not asked"))
        #expect(
            text.hasSuffix(
                "hit-test view: root\nresponder chain: root -> UIWindow -> UIApplication\nrecognizers: none\n"))
    }

    @Test("X3, H1: alpha < 0.01 is not hit")
    func alpha() throws {
        #expect(try explain(150, 50).contains("faint at {50, 50}: alpha 0.005 < 0.01 (H1)"))
    }

    @Test("X3, H1: userInteraction false is not hit")
    func interaction() throws {
        #expect(try explain(250, 50).contains("inert at {50, 50}: user interaction disabled (H1)"))
    }

    @Test("X3, H9: a disabled control lets touches fall through")
    func disabledControl() throws {
        let text = try explain(50, 150)
        #expect(text.contains("off at {50, 50}: disabled control (H9), touches fall through"))
        #expect(text.contains("hit-test view: root\n"))
    }

    @Test("X3, H2: points outside the bounds are refused, and the walk says where the point was")
    func outside() throws {
        let text = try explain(10, 600)
        #expect(text.contains("bar at {10, 100}: hitTest (override) -> nothing, as the default would"))
        #expect(
            text.contains("raised at {-140, 120}: outside its bounds {0, 0, 60, 60} (H2): point(inside:) false -> nil"))
    }

    @Test("X3, H4: an intercepting view answers for its subviews")
    func interception() throws {
        let text = try explain(120, 120)
        #expect(text.contains("green at {20, 20}: green.hitTest (override) -> green; default would be red (H4)"))
        #expect(!text.contains("red at"))
        #expect(text.contains("hit-test view: green\n"))
    }

    @Test("X3, H5: forwarding reaches a subview outside its parent's bounds; shown as the engine did it")
    func forwarding() throws {
        let text = try explain(180, 490)
        #expect(text.contains("bar at {180, -10}: bar.hitTest (override) -> raised; default would be nothing (H5)"))
        #expect(text.contains("raised at {30, 10}: inside its bounds {0, 0, 60, 60} (H2); no subview answers"))
        #expect(text.contains("hit-test view: raised\n"))
    }

    @Test("X3, H6: enlarged touch areas, by insets and by extra rectangles")
    func enlarged() throws {
        let byInsets = try explain(45, 345)
        #expect(
            byInsets.contains(
                "big at {-5, -5}: point(inside:) (override) -> true; default would be false "
                    + "(outside its bounds {0, 0, 40, 40}) (H6)"))
        #expect(byInsets.contains("hit-test view: big\n"))
        let byRect = try explain(210, 340)
        #expect(
            byRect.contains(
                "above at {10, -10}: point(inside:) (override) -> true; default would be false "
                    + "(outside its bounds {0, 0, 40, 40}) (H6)"))
        #expect(byRect.contains("hit-test view: above\n"))
    }

    @Test("X3, H1/H2: which subview answered first is named at each level")
    func firstAnswer() throws {
        let text = try explain(120, 120)
        #expect(text.contains("root returns green: green answered first"))
    }
}

@MainActor @Suite struct RunnerTests {
    @Test("A.1: the runner's gestures make the same events as EventSimulator's helpers")
    func sameAsHelpers() throws {
        let text = """
            views: [{id: A, frame: [0, 0, 375, 667], gestures: [{id: pan, type: pan}, {id: pinch, type: pinch}]}]
            trace: {summary: false}
            timeline:
              - {drag: {from: [10, 10], to: [110, 40], duration: 0.3, steps: 7}}
              - {pinch: {center: [200, 300], from: 50, to: 150, duration: 0.5, steps: 5}}
              - {rotate: {center: [200, 300], radius: 40, angle: 60, duration: 0.4, steps: 4}}
              - {swipe: {from: [300, 100], direction: left, distance: 120, duration: 0.15, steps: 6}}
              - {longPress: {at: [50, 50], duration: 0.7}}
            """
        let output = ScenarioRun.output(try scenario(text))
        // The same with the engine's helpers.
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        simulator.window.addSubview(view)
        let pan = UIPanGestureRecognizer(handler: { _ in })
        let pinch = UIPinchGestureRecognizer(handler: { _ in })
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(pinch)
        simulator.trace.setName("A", for: view)
        simulator.trace.setName("pan", for: pan)
        simulator.trace.setName("pinch", for: pinch)
        simulator.trace.isEnabled = true
        simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 110, y: 40), duration: 0.3, steps: 7)
        simulator.pinch(center: CGPoint(x: 200, y: 300), startDistance: 50, endDistance: 150, duration: 0.5, steps: 5)
        simulator.rotate(center: CGPoint(x: 200, y: 300), radius: 40, angle: .pi / 3, duration: 0.4, steps: 4)
        simulator.swipe(from: CGPoint(x: 300, y: 100), direction: .left, distance: 120, duration: 0.15, steps: 6)
        simulator.longPress(at: CGPoint(x: 50, y: 50), duration: 0.7)
        simulator.advance(by: 1)
        #expect(output == simulator.trace.text())
    }

    @Test("R6 (scenario files): shake, key presses and remote control go to the first responder, then up the chain")
    func hardware() throws {
        let text = """
            viewControllers: [{id: VC, view: root, motion: swallow}]
            window: {rootViewController: VC}
            views: [{id: root}, {id: field, parent: root, frame: [0, 0, 100, 40], canBecomeFirstResponder: true}]
            firstResponder: field
            timeline:
              - {shake: {}}
              - {key: {characters: "a"}}
              - {remote: play}
            """
        let output = ScenarioRun.output(try scenario(text))
        #expect(output.contains("field became first responder"))
        #expect(output.contains("field -> root motionBegan (next)"))
        #expect(output.contains("VC motionBegan stops here: no super (R2)"))
        #expect(output.contains("field -> root pressesBegan (next)"))
        #expect(output.contains("remoteControlReceived dropped after UIApplication"))
    }
}

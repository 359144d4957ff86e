import Foundation
import ResponderScenario
import Testing

/// One test per kind of bad input (scenario files): exact messages with file, line, column and key path.
@MainActor @Suite struct ErrorTests {
    @Test("scenario files: unknown keys are reported with a suggestion when one is close")
    func unknownKey() {
        #expect(
            errors("views:\n  - {id: A, frame: [0, 0, 10, 10]}\n  - id: B\n    colour: red\n    hiden: true\n") == [
                "scenario.yaml:4:5: views[1].colour: unknown key 'colour'",
                "scenario.yaml:5:5: views[1].hiden: unknown key 'hiden' (did you mean 'hidden'?)",
            ])
    }

    @Test("scenario files: unknown ids (parents, set targets, recognizers, targets) are reported")
    func unknownID() {
        let text = """
            views:
              - {id: A}
              - {id: B, parent: Z}
              - id: C
                gestures: [{id: t, type: tap, requireToFail: nope, actions: [{target: Ghost, action: go}]}]
            timeline:
              - {set: {view: Q, hidden: true}}
            """
        #expect(
            errors(text) == [
                "scenario.yaml:3:21: views[1].parent: unknown view 'Z'",
                "scenario.yaml:5:50: views[2].gestures[0].requireToFail[0]: unknown gesture recognizer 'nope'",
                "scenario.yaml:5:75: views[2].gestures[0].actions[0].target: unknown responder 'Ghost'",
                "scenario.yaml:7:18: timeline[0].set.view: unknown view 'Q'",
            ])
    }

    @Test("scenario files: duplicate ids name where the first one is")
    func duplicateID() {
        #expect(
            errors("views:\n  - {id: A}\n  - {id: A}\n")
                == ["scenario.yaml:3:10: views[1].id: duplicate id 'A' (first defined at 2:10)"])
    }

    @Test("scenario files: cycles in the view tree are reported once, with the cycle")
    func cycle() {
        #expect(
            errors("views:\n  - {id: A, parent: C}\n  - {id: B, parent: A}\n  - {id: C, parent: B}\n")
                == ["scenario.yaml:2:21: views[0].parent: cycle in the view tree: A -> C -> B -> A"])
    }

    @Test("scenario files: non-finite numbers are refused (.nan, .inf, overflowing literals)")
    func nonFinite() {
        #expect(
            errors("views:\n  - {id: A, frame: [0, 0, .nan, 10], alpha: 1e999}\n") == [
                "scenario.yaml:2:27: views[0].frame[2]: expected a finite number, found '.nan'",
                "scenario.yaml:2:45: views[0].alpha: expected a finite number, found '1e999'",
            ])
    }

    @Test("scenario files: times going backwards are reported against the end of the previous step")
    func timeBackwards() {
        #expect(
            errors("views:\n  - {id: A}\ntimeline:\n  - {at: 2, tap: [1, 1]}\n  - {at: 1, tap: [1, 1]}\n") == [
                "scenario.yaml:5:10: timeline[1].at: time 1 is before the end of the previous step (2.05); times must not go backwards"
            ])
    }

    @Test("scenario files: a touch ending twice, and moving a finger that is not down")
    func touchEndsTwice() {
        let text = """
            views:
              - {id: A}
            timeline:
              - {down: {finger: f, at: [1, 1]}}
              - {after: 0.1, up: f}
              - {after: 0.1, up: f}
              - {move: {finger: g, to: [1, 1]}}
              - {down: {finger: h, at: [1, 1]}}
              - {down: {finger: h, at: [2, 2]}}
            """
        #expect(
            errors(text) == [
                "scenario.yaml:6:22: timeline[2].up: finger 'f' has already ended (at timeline[1])",
                "scenario.yaml:7:12: timeline[3].move: finger 'g' is not down",
                "scenario.yaml:9:12: timeline[5].down: finger 'h' is already down (since timeline[4])",
            ])
    }

    @Test("scenario files: wrong types say what was expected (the issue's own example)")
    func wrongType() {
        let text = "views:\n  - id: A\n    gestures:\n      - {id: t, type: tap, numberOfTapsRequired: 0}\n"
        #expect(
            errors(text) == [
                "scenario.yaml:4:50: views[0].gestures[0].numberOfTapsRequired: expected a positive integer"
            ])
    }

    @Test("scenario files: JSON reports positions through the same code path")
    func json() {
        let text =
            "{\n  \"views\": [\n    {\"id\": \"A\", \"frame\": [0, 0, \"wide\", 10]},\n    {\"id\": \"B\", \"parent\": \"Nope\"}\n  ]\n}\n"
        #expect(
            errors(text, file: "s.json") == [
                "s.json:3:33: views[0].frame[2]: expected a number",
                "s.json:4:27: views[1].parent: unknown view 'Nope'",
            ])
    }

    @Test("scenario files: syntax errors, empty files and non-mappings")
    func syntax() {
        #expect(
            errors("views: [\n")
                == ["scenario.yaml:2:1: syntax error: while parsing a flow node: did not find expected node content"])
        #expect(errors("") == ["scenario.yaml:1:1: the file is empty: expected a mapping with 'views' and 'timeline'"])
        #expect(errors("- a\n- b\n") == ["scenario.yaml:1:1: expected a mapping (the scenario), found a list"])
    }

    @Test("scenario files: unreadable files are reported with the file name")
    func unreadable() {
        guard case .failure(let e) = ScenarioFile.load(path: "/nonexistent/x.yaml") else {
            Issue.record("expected a failure")
            return
        }
        #expect(e.description == "/nonexistent/x.yaml:1:1: cannot read the file: no such file")
    }

    @Test("scenario files: several errors at once, in file order")
    func several() {
        let text = """
            views:
              - {id: A, frame: [0, 0, -5, 10]}
              - {id: B, class: button, on: true}
              - {id: C, class: label, actions: []}
            timeline:
              - {tap: [1, 1], drag: {from: [0, 0], to: [1, 1]}}
              - {swipe: {from: [0, 0], direction: sideways}}
            """
        #expect(
            errors(text) == [
                "scenario.yaml:2:20: views[0].frame: expected a rectangle with a width and height >= 0",
                "scenario.yaml:3:32: views[1].on: 'on' is not a property of class 'button' (only of: switch)",
                "scenario.yaml:4:36: views[2].actions: only controls have actions; 'C' is a label",
                "scenario.yaml:6:5: timeline[0]: a step does one thing; found 'tap', 'drag' (split them into separate steps)",
                "scenario.yaml:7:39: timeline[1].swipe.direction: expected one of: right, left, up, down; found 'sideways'",
            ])
    }

    @Test("scenario files: hostile input never traps: truncations and garbage of every example")
    func neverTraps() {
        for name in exampleNames() {
            let text = readExample(name, "yaml")
            var cut = 0
            while cut < text.count {
                _ = ScenarioFile.parse(String(text.prefix(cut)), file: "cut.yaml")
                cut += 37
            }
        }
        let hostile = [
            String(repeating: "[", count: 100_000), String(repeating: "- ", count: 50_000) + "x",
            "a: &a [1, 2]\nb: &b [*a, *a, *a, *a]\nc: &c [*b, *b, *b, *b]\nd: [*c, *c, *c, *c]\n",
            "views: [{id: A, frame: [1e308, 1e308, 1e308, 1e308]}]\ntimeline: [{drag: {from: [0, 0], to: [1, 1], steps: 99999999999}}]",
            "views: [{id: A}]\ntimeline: [{at: 1e300, tap: [1, 1]}]", "\u{0}\u{1}:", "{views: [{id: [1]}]}",
        ]
        for text in hostile { _ = ScenarioFile.parse(text, file: "h.yaml") }
        #expect(
            errors(String(repeating: "[", count: 100_000)) == ["scenario.yaml:1:401: nesting deeper than 400 levels"])
    }
}

import Foundation
import ResponderScenario
import Testing

/// Every feature of the schema at least once.
let everything = """
    name: everything
    description: every key of the schema
    screen: {width: 320, height: 568}
    window: {name: MainWindow, rootViewController: VC}
    application: {name: App}
    appDelegate:
      id: Delegate
      touches: swallow
      presses: next
      motion: swallow
      remoteControl: swallow
      performs: [save, {action: open, log: "opened"}]
    viewControllers:
      - {id: VC, view: root, touches: {began: next, moved: super, ended: swallow, cancelled: super}, log: true}
      - {id: Modal, presentedBy: VC, canBecomeFirstResponder: true}
    views:
      - id: root
        gestures:
          - {id: tap, type: tap, numberOfTapsRequired: 2, numberOfTouchesRequired: 1, cancelsTouchesInView: false,
             delaysTouchesBegan: true, delaysTouchesEnded: false, requiresExclusiveTouchType: true, enabled: true,
             requireToFail: [long], actions: [single, {target: VC, action: tapped, log: "tapped"}],
             delegate: {simultaneousWith: all, shouldBegin: true, requireFailureOf: [pan], requiredToFailBy: [long],
                        shouldReceive: {notInClasses: [UIButton], notInViews: [box], onlyInClasses: [view], onlyInViews: [root]}}}
          - {id: long, name: "long press", type: longPress, minimumPressDuration: 0.8, allowableMovement: 5,
             numberOfTapsRequired: 0}
          - {id: pan, type: pan, minimumNumberOfTouches: 1, maximumNumberOfTouches: 2}
          - {id: edge, type: screenEdgePan, edges: [left, right]}
          - {id: swipe, type: swipe, direction: [left, up], numberOfTouchesRequired: 1}
          - {id: pinch, type: pinch}
          - {id: rotation, type: rotation}
      - {id: box, parent: root, center: [100, 100], bounds: [0, 0, 80, 40], transform: [{rotate: 30}, {scale: [2, 1]}, {translate: [5, 0]}],
         hidden: false, alpha: 0.5, userInteraction: true, clipsToBounds: true, multipleTouch: true, exclusiveTouch: false, tag: 7,
         hitTest: intercept, pointInside: {rects: [[0, -10, 80, 10]], subviews: true}, touchAreaInsets: {top: -5, left: -5}}
      - {id: fwd, parent: root, frame: [0, 300, 100, 100], hitTest: {forwardTo: inner}}
      - {id: inner, parent: fwd, frame: [10, 10, 20, 20], pointInside: {answer: true}}
      - {id: out, parent: root, frame: [0, 400, 100, 100], hitTest: forwardOutside}
      - {id: b, class: button, parent: root, frame: [10, 10, 50, 30], title: OK, enabled: true, selected: false,
         actions: [{events: [touchUpInside, touchDown], action: tapped, target: VC, log: "b"}, {events: allEvents, action: save}]}
      - {id: s, class: switch, parent: root, frame: [10, 50, 51, 31], on: true}
      - {id: sl, class: slider, parent: root, frame: [10, 90, 200, 30], minimumValue: 0, maximumValue: 10, value: 5, continuous: false}
      - {id: seg, class: segmented, parent: root, frame: [10, 130, 200, 30], segments: [A, B], selectedSegment: 1, momentary: false}
      - {id: st, class: stepper, parent: root, frame: [10, 170, 94, 32], value: 3, minimumValue: 0, maximumValue: 5, stepValue: 1, wraps: true, autorepeat: false, continuous: true}
      - {id: pc, class: pagecontrol, parent: root, frame: [10, 210, 100, 20], numberOfPages: 3, currentPage: 1}
      - {id: cc, class: customcontrol, parent: root, frame: [10, 240, 40, 40], log: true}
      - {id: iv, class: imageview, parent: root, frame: [60, 240, 40, 40]}
      - {id: lb, class: label, parent: root, frame: [110, 240, 40, 40], text: hello}
      - {id: sv, class: scrollview, parent: root, frame: [0, 0, 320, 200], contentSize: [640, 200], contentOffset: [0, 0],
         contentInset: [0, 0, 0, 0], pagingEnabled: true, bounces: false, scrollEnabled: true, delaysContentTouches: false,
         canCancelContentTouches: false, alwaysBounceVertical: false, alwaysBounceHorizontal: true, directionalLockEnabled: true,
         decelerationRate: fast}
      - {id: tv, class: tableview, parent: root, frame: [0, 200, 320, 300], style: grouped, rows: [3, 2], rowHeight: 50,
         allowsSelection: true, didSelect: {log: "selected"}}
    firstResponder: Modal
    trace: {timestamps: true, kinds: [note, touches], summary: false}
    timeline:
      - {at: 0, note: start, down: [{finger: a, at: [10, 10]}, {finger: b, at: [20, 20]}]}
      - {after: 0.1, move: [{finger: a, to: [15, 10]}, {finger: b, to: [25, 20]}]}
      - {up: [a]}
      - {cancel: b}
      - {tap: {at: [50, 50], count: 2, interval: 0.2}}
      - {tap: {fingers: [[10, 10], [30, 30]]}}
      - {drag: {from: [0, 0], to: [100, 0], duration: 0.2, steps: 4}}
      - {longPress: {at: [10, 10], duration: 0.7}}
      - {swipe: {from: [200, 100], direction: left, distance: 80, duration: 0.1, steps: 3}}
      - {pinch: {center: [160, 300], from: 50, to: 150, duration: 0.3, steps: 5}}
      - {rotate: {center: [160, 300], radius: 40, angle: 90, duration: 0.3, steps: 5}}
      - {shake: {duration: 0.2}}
      - {key: {characters: "a", modifiers: [shift, command], duration: 0.05}}
      - {remote: togglePlayPause}
      - {becomeFirstResponder: VC}
      - {resignFirstResponder: VC}
      - {set: {view: box, hidden: true, hitTest: none, pointInside: none, touchAreaInsets: none, touches: swallow}}
      - {set: {view: fwd, hitTest: forwardOutside, pointInside: {subviews: true}, touchAreaInsets: [1, 2, 3, 4]}}
      - {at: 10}
    endTime: 12
    """

@MainActor @Suite struct RoundTripTests {
    @Test("scenario files: a scenario using every key reads without errors and runs")
    func everythingParsesAndRuns() throws {
        let parsed = try scenario(everything)
        #expect(parsed.views.count == 16)
        #expect(parsed.timeline.count == 19)
        let output = ScenarioRun.output(parsed)
        #expect(output.contains("[10.000]") || output.contains("start"))
    }

    @Test("scenario files: YAML -> model -> YAML -> model is the same model (every key, every example)")
    func yamlRoundTrip() throws {
        let sources = [everything] + exampleNames().map { readExample($0, "yaml") }
        for source in sources {
            let first = try scenario(source)
            let written = ScenarioEncoder.yaml(first)
            let second = try scenario(written, file: "written.yaml")
            #expect(first == second, "\(written)")
            #expect(ScenarioEncoder.yaml(second) == written)
        }
    }

    @Test("scenario files: JSON uses the same schema: model -> JSON -> model is the same model")
    func jsonRoundTrip() throws {
        for source in [everything] + exampleNames().map({ readExample($0, "yaml") }) {
            let first = try scenario(source)
            let json = ScenarioEncoder.json(first)
            #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "not JSON: \(json)")
            let second = try scenario(json, file: "written.json")
            #expect(first == second)
        }
    }

    @Test("scenario files: a JSON scenario runs exactly like its YAML twin")
    func jsonRunsLikeYAML() throws {
        let yaml = try scenario(readExample("seed001-enlarged-button", "yaml"))
        let json = try scenario(ScenarioEncoder.json(yaml), file: "x.json")
        #expect(ScenarioRun.output(yaml) == ScenarioRun.output(json))
    }

    @Test("scenario files (fuzz: scenario): an empty timeline step is written back as an empty step, in YAML and JSON")
    func emptyStepRoundTrip() throws {
        let first = try scenario("timeline:\n  - {}\n  - {note: wait}\n")
        #expect(first.timeline.count == 2)
        let yaml = ScenarioEncoder.yaml(first)
        #expect(try scenario(yaml, file: "written.yaml") == first, "\(yaml)")
        let json = ScenarioEncoder.json(first)
        #expect(try scenario(json, file: "written.json") == first, "\(json)")
    }

    @Test("found by the schema's key table: a key press without modifiers is written back so that it reads")
    func keyWithoutModifiersRoundTrip() throws {
        let first = try scenario("timeline:\n  - {key: a}\n  - {key: {characters: b, duration: 0.2}}\n")
        for (written, file) in [
            (ScenarioEncoder.yaml(first), "written.yaml"), (ScenarioEncoder.json(first), "written.json"),
        ] {
            #expect(try scenario(written, file: file) == first, "\(written)")
        }
    }
}

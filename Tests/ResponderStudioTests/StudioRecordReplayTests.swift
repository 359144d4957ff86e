import Foundation
import ResponderKit
import ResponderScenario
import Testing

@testable import ResponderStudio

/// ST3: a live session, saved as a scenario, replays with `run` on the virtual clock to the same trace.
/// The session's "real" clock is moved by the test between messages and ticks, at times that are not
/// whole milliseconds, as a browser's would be.
@MainActor @Suite struct StudioRecordReplayTests {
    /// Plays `script` (clock time, message or nil for a tick) on a fresh session of `text`, records from
    /// `record start` to `record stop`; returns the live trace and the saved YAML.
    func record(_ text: String, _ script: [(Double, String?)]) throws -> (live: [String], yaml: String) {
        let clock = HandClock()
        clock.now = 1000.0004
        let (session, _) = try makeSession(text, clock: clock)
        clock.now += 0.2513
        var live = traceLines(session.receive("{\"type\":\"record\",\"action\":\"start\"}"))
        let start = clock.now
        for (time, message) in script {
            clock.now = start + time
            let replies = message.map { session.receive($0) } ?? session.tick()
            #expect(!replies.contains { $0.contains("\"type\":\"error\"") }, "\(replies)")
            live += traceLines(replies)
        }
        let stop = parse(session.receive("{\"type\":\"record\",\"action\":\"stop\"}"))
        let yaml = try #require(stop.first { $0.type == "recording" }?.object["yaml"] as? String)
        live += traceLines(stop.map(\.raw))
        return (live, yaml)
    }

    /// The replay's trace: `run --json`'s lines without its closing summary lines.
    func replay(_ yaml: String) throws -> [String] {
        let scenario = try ScenarioFile.parse(yaml, file: "recorded.yaml").get()
        return ScenarioRun.output(scenario, format: .json).split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix("{\"kind\":\"summary\"") && !$0.hasPrefix("{\"kind\":\"final\"") }
    }

    @Test("ST3: seed 004's button vs tap, touched live (button, then the yellow view), replays to the same trace")
    func buttonVersusTap() throws {
        let script: [(Double, String?)] = [
            (0.1004, touch([(1, "began", 200.4, 200.2)], time: 12.5)),
            (0.1171, touch([(1, "moved", 201.3, 200.9)])),
            (0.1499, nil),
            (0.1826, touch([(1, "ended", 201.3, 200.9)])),
            (1.3012, touch([(5, "began", 110, 110)])),
            (1.3508, touch([(5, "ended", 110, 110)])),
            (2.0, nil),
        ]
        let (live, yaml) = try record(try readExample("seed004-button-vs-tap"), script)
        #expect(yaml.contains("at: 0.1"), "times are rounded to the millisecond:\n\(yaml)")
        #expect(yaml.contains("at: 0.183"))
        let replayed = try replay(yaml)
        #expect(live == replayed)
        // The decisions themselves (C6): the button refused the tap and fired; the tap won on the view.
        #expect(live.contains { $0.contains("\"to\":\"failed\"") && $0.contains("gestureRecognizerShouldBegin") })
        #expect(live.contains { $0.contains("\"kind\":\"action\",\"action\":\"buttonClick\"") })
        #expect(live.contains { $0.contains("\"recognizer\":\"tap\"") && $0.contains("\"to\":\"ended\"") })
    }

    @Test("ST3, L1: a long press that begins on a clock tick while the finger rests, then a pan, replays the same")
    func timersFireOnTicks() throws {
        let text = """
            views:
              - {id: root, frame: [0, 0, 375, 667]}
              - id: card
                parent: root
                frame: [50, 50, 250, 250]
                gestures:
                  - {id: press, type: longPress, minimumPressDuration: 0.3}
                  - {id: pan, type: pan}
            """
        var script: [(Double, String?)] = [(0.0103, touch([(1, "began", 100, 100)]))]
        // Ticks every 16.7 ms while the finger rests past the long press's 0.3 s; then it moves away.
        for frame in 1...25 { script.append((0.0103 + Double(frame) * 0.0167, nil)) }
        for step in 1...6 {
            script.append((0.45 + Double(step) * 0.0161, touch([(1, "moved", 100 + Double(step) * 9.7, 100)])))
        }
        script.append((0.6, touch([(1, "ended", 158.2, 100)])))
        // A second finger pair pans and one is cancelled by the page (pointercancel).
        script.append((0.9, touch([(2, "began", 120, 120), (3, "began", 180, 180)])))
        script.append((0.93, touch([(2, "moved", 140, 120), (3, "moved", 200, 180)])))
        script.append((0.96, touch([(2, "cancelled", 140, 120), (3, "ended", 200, 180)])))
        script.append((1.5, nil))
        let (live, yaml) = try record(text, script)
        #expect(live.contains { $0.contains("\"press\"") && $0.contains("began") }, "the long press began live")
        #expect(try replay(yaml) == live)
    }
}

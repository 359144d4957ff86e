import Foundation
import ResponderKit
import Testing

/// Parent (100, 100, 200, 200), scrolled: `bounds.origin` (0, 50); Child at (10, 60, 50, 50) in it, so at
/// (110, 110) in the window. Window (120, 120) is (20, 70) in Parent and (10, 10) in Child.
@MainActor private struct TracedScene {
    let simulator = EventSimulator()
    let parent = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 10, y: 60, width: 50, height: 50))
    static let inChild = CGPoint(x: 120, y: 120)

    init(names: Bool = true) {
        parent.bounds.origin = CGPoint(x: 0, y: 50)
        simulator.window.addSubview(parent)
        parent.addSubview(child)
        if names {
            simulator.trace.setName("Parent", for: parent)
            simulator.trace.setName("Child", for: child)
        }
        simulator.trace.isEnabled = true
    }
}

/// A fixed script touching most of the engine: nested and transformed views with default names, taps,
/// a drag, two fingers, a removal mid-touch, shake, a key and a remote-control command.
@MainActor private func runScript() -> EventSimulator {
    let simulator = EventSimulator()
    simulator.trace.isEnabled = true
    let container = UIView(frame: CGRect(x: 20, y: 40, width: 300, height: 400))
    let rotated = UIView(frame: CGRect(x: 50, y: 50, width: 120, height: 60))
    rotated.transform = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 1.3, y: 0.7)
    let multi = UIView(frame: CGRect(x: 10, y: 200, width: 250, height: 150))
    multi.isMultipleTouchEnabled = true
    let doomed = UIView(frame: CGRect(x: 200, y: 20, width: 80, height: 80))
    simulator.window.addSubview(container)
    for view in [rotated, multi, doomed] { container.addSubview(view) }
    simulator.tap(at: CGPoint(x: 130, y: 120))
    simulator.advance(by: 0.2)
    simulator.tap(at: CGPoint(x: 131, y: 121))
    let drag = simulator.touchDown(at: CGPoint(x: 100, y: 300))
    for step in 1...4 {
        simulator.advance(by: 1.0 / 60)
        simulator.move(drag, to: CGPoint(x: 100 + CGFloat(step) * 7.5, y: 300 - CGFloat(step) / 3))
    }
    let pair = simulator.touchDown(at: [CGPoint(x: 50, y: 280), CGPoint(x: 150, y: 330)])
    simulator.move(pair, to: [CGPoint(x: 45, y: 275), CGPoint(x: 160, y: 340)])
    simulator.lift([drag] + pair)
    let victim = simulator.touchDown(at: CGPoint(x: 250, y: 100))
    doomed.removeFromSuperview()
    simulator.lift(victim)
    simulator.lift(victim)  // refused: an issue, traced
    simulator.shake()
    simulator.pressKey("k")
    simulator.sendRemoteControl(.remoteControlPlay)
    simulator.trace.note("end of script")
    return simulator
}

@MainActor @Suite struct TimeAndTraceTests {
    @Test("L1: only advance(by:) moves the virtual clock; tap takes 0.05 s; bad durations are refused")
    func virtualClock() {
        let simulator = EventSimulator()
        #expect(simulator.currentTime == 0)
        simulator.advance(by: 0.25)
        #expect(simulator.currentTime == 0.25)
        let finger = simulator.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(finger.touch.timestamp == 0.25)
        simulator.lift(finger)
        #expect(simulator.currentTime == 0.25)
        simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(abs(simulator.currentTime - 0.3) < 1e-12)
        simulator.advance(by: -1)
        simulator.advance(by: .nan)
        #expect(abs(simulator.currentTime - 0.3) < 1e-12)
        #expect(simulator.issues.count == 2)
    }

    @Test("L1: timers fire in time order during advance(by:), each at its own time, before later events")
    func timersInOrder() {
        let simulator = EventSimulator()
        let log = Log()
        let view = LoggingView("View", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        simulator.window.addSubview(view)
        let clock = simulator.clock
        clock.schedule(after: 0.3) { log("late at \(clock.now)") }
        clock.schedule(after: 0.1) { log("early at \(clock.now)") }
        clock.schedule(after: 0.1) { log("early, scheduled second, at \(clock.now)") }
        let cancelled = clock.schedule(after: 0.2) { log("cancelled timer fired") }
        cancelled.invalidate()
        simulator.advance(by: 0.15)
        simulator.tap(at: CGPoint(x: 50, y: 50))  // ends at 0.2
        simulator.advance(by: 0.2)
        #expect(
            log.lines == [
                "early at 0.1", "early, scheduled second, at 0.1", "View touchesBegan", "View touchesEnded",
                "late at 0.3",
            ])
        #expect(abs(simulator.currentTime - 0.4) < 1e-12)
    }

    @Test("L2: the same script in two fresh simulators gives byte-identical text and JSON traces")
    func deterministicTraces() {
        let first = runScript()
        let second = runScript()
        #expect(first.trace.text() == second.trace.text())
        #expect(first.trace.text(timestamps: true) == second.trace.text(timestamps: true))
        #expect(first.trace.jsonLines() == second.trace.jsonLines())
        #expect(first.issues == second.issues)
        // Not trivially equal: the script exercised every part of dispatch.
        let kinds = Set(first.trace.entries.map(\.kind))
        for kind in [
            "hitTest", "pointInside", "touchBound", "touches", "forward", "dropped", "routed", "note", "issue",
        ] {
            #expect(kinds.contains(kind), "\(kind)")
        }
        #expect(first.trace.lines().contains { $0.hasPrefix("UIView#2 ") })
        #expect(first.issues.count == 1)
    }

    @Test("X1: nothing is recorded until the trace is enabled")
    func disabledTraceRecordsNothing() {
        let scene = TracedScene()
        scene.simulator.trace.isEnabled = false
        scene.simulator.tap(at: TracedScene.inChild)
        scene.simulator.trace.note("not recorded")
        #expect(scene.simulator.trace.entries.isEmpty)
        scene.simulator.trace.isEnabled = true
        scene.simulator.trace.note("recorded")
        #expect(scene.simulator.trace.lines() == ["recorded"])
    }

    @Test("X1/X2: hitTest and pointInside are traced with the point in each view's own coordinates")
    func hitTestPointsInViewCoordinates() {
        let scene = TracedScene()
        scene.simulator.tap(at: TracedScene.inChild)
        let pass = [
            "UIWindow hitTest point:{120, 120}", "UIWindow pointInside point:{120, 120} -> true",
            "Parent hitTest point:{20, 70}", "Parent pointInside point:{20, 70} -> true",
            "Child hitTest point:{10, 10}", "Child pointInside point:{10, 10} -> true",
        ]
        #expect(scene.simulator.trace.lines(kinds: ["hitTest", "pointInside"]) == pass + pass)
        #expect(
            scene.simulator.trace.lines(kinds: ["hitTestPass", "touchBound"]) == [
                "hit-test pass 1 for touch 1", "hit-test pass 2 for touch 1", "touch 1 -> Child (tapCount 1)",
            ])
    }

    @Test("X1: deliveries with phases, forwards, drops, cancellations and notes, with virtual timestamps")
    func deliveriesAndTimestamps() {
        let scene = TracedScene()
        let trace = scene.simulator.trace
        let finger = scene.simulator.touchDown(at: TracedScene.inChild)
        scene.simulator.advance(by: 0.05)
        scene.simulator.move(finger, to: CGPoint(x: 125, y: 125))
        trace.note("removing Child")
        scene.simulator.advance(by: 0.05)
        scene.child.removeFromSuperview()
        scene.simulator.lift(finger)
        let hops = ["Child -> Parent", "Parent -> UIWindow", "UIWindow -> UIApplication"]
        func chain(_ phase: String, at time: String) -> [String] {
            ["[\(time)] Child touches\(phase) [touch 1]"]
                + hops.map { "[\(time)] \($0) touches\(phase) [touch 1] (next)" }
                + ["[\(time)] touches\(phase) dropped after UIApplication: end of the responder chain"]
        }
        let kinds: Set<String> = ["touches", "forward", "dropped", "note"]
        // T6: the removed Child's next is nil, but every responder it forwarded the began to still gets
        // its end, so the cancellation follows the chain the touch began on.
        #expect(
            trace.lines(timestamps: true, kinds: kinds)
                == chain("Began", at: "0.000") + chain("Moved", at: "0.050") + ["[0.050] removing Child"]
                + chain("Cancelled", at: "0.100"))
        #expect(trace.lines(kinds: ["cancelled"]).count == 1)
    }

    @Test("X2: JSON lines parse with JSONSerialization and carry the same entries as the text lines")
    func jsonLinesParse() throws {
        let simulator = runScript()
        let trace = simulator.trace
        trace.note("naïve — 日本語 \u{1}")
        let jsonLines = trace.jsonLines().split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let textLines = trace.lines()
        #expect(jsonLines.count == textLines.count)
        var kinds: [String] = []
        for (json, text) in zip(jsonLines, textLines) {
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            #expect(object?["text"] as? String == text)
            #expect(object?["t"] is NSNumber)
            kinds.append(object?["kind"] as? String ?? "")
        }
        #expect(kinds == trace.entries.map(\.kind))
        #expect(textLines.last == "naïve — 日本語 \u{1}")
        // Fields: a pointInside entry names the view, its point and the result.
        let pointInside = trace.jsonLines(kinds: ["pointInside"]).split(separator: "\n").first.map(String.init) ?? ""
        let fields = try JSONSerialization.jsonObject(with: Data(pointInside.utf8)) as? [String: Any]
        #expect(fields?["view"] as? String == "UIWindow")
        // X23: a point is numbers, not the text's "{130, 120}".
        let point = fields?["point"] as? [String: Any]
        #expect((point?["x"] as? NSNumber)?.doubleValue == 130 && (point?["y"] as? NSNumber)?.doubleValue == 120)
        #expect(fields?["result"] as? Bool == true)
    }

    @Test("X2: a name with quotes, backslashes and control characters survives the JSON round trip")
    func jsonEscaping() throws {
        let scene = TracedScene(names: false)
        let name = "Quote\"d \\ view\nwith\ttabs"
        scene.simulator.trace.setName(name, for: scene.child)
        scene.simulator.tap(at: TracedScene.inChild)
        let lines = scene.simulator.trace.jsonLines(kinds: ["touchBound"]).split(separator: "\n")
        #expect(lines.count == 1)
        let object = try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any]
        #expect(object?["view"] as? String == name)
        #expect((object?["touch"] as? NSNumber)?.intValue == 1)
    }

    // MARK: Bad input to the simulator (A.1): a message in `issues`, nothing delivered, no crash.

    @Test("A.1/T6: non-finite coordinates are refused with a message and deliver nothing")
    func nonFiniteCoordinates() {
        let simulator = EventSimulator()
        let log = Log()
        let view = LoggingView("View", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        simulator.window.addSubview(view)
        let bad = simulator.touchDown(at: CGPoint(x: CGFloat.nan, y: 50))
        #expect(!bad.isActive)
        let mixed = simulator.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 10, y: CGFloat.infinity)])
        #expect(mixed.allSatisfy { !$0.isActive })
        #expect(simulator.issues.count == 2)
        #expect(simulator.issues.allSatisfy { $0.contains("finite") })
        #expect(log.lines.isEmpty)
        let finger = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        simulator.move(finger, to: CGPoint(x: 60, y: CGFloat.nan))
        #expect(simulator.issues.count == 3)
        #expect(finger.isActive)
        simulator.lift(finger)
        #expect(log.lines == ["View touchesBegan", "View touchesEnded"])
    }

    @Test("A.1/T6: lifting a touch twice, moving it after its end or listing it twice is refused")
    func touchesUsedWrongly() {
        let simulator = EventSimulator()
        let log = Log()
        let view = LoggingView("View", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        view.isMultipleTouchEnabled = true
        simulator.window.addSubview(view)
        let finger = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        simulator.lift(finger)
        simulator.lift(finger)
        simulator.move(finger, to: CGPoint(x: 60, y: 60))
        simulator.cancel(finger)
        #expect(log.lines == ["View touchesBegan", "View touchesEnded"])
        #expect(simulator.issues.count == 3)
        #expect(simulator.issues.allSatisfy { $0.contains("ended") })
        let pair = simulator.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 20)])
        simulator.move(pair, to: [CGPoint(x: 30, y: 30)])  // two touches, one point
        simulator.lift([pair[0], pair[0]])  // listed twice
        #expect(simulator.issues.count == 5)
        simulator.lift(pair)  // the simulator still works afterwards
        #expect(log.lines.suffix(2) == ["View touchesBegan", "View touchesEnded"])
        #expect(log.lines.count == 4)
    }

    @Test("A.1/L1: negative or non-finite durations for shake and key presses are refused")
    func badDurations() {
        let simulator = EventSimulator()
        simulator.shake(duration: -0.1)
        simulator.pressKey("a", duration: .infinity)
        #expect(simulator.issues.count == 2)
        #expect(simulator.currentTime == 0)
    }
}

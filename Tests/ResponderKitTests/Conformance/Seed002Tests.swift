import Foundation
import ResponderKit
import Testing

// Seed 002: TopView with SubView1...SubView4 (added in that order) and nested subviews; every view logs
// its `hitTest` and `pointInside` calls with the point it receives. The four device logs of the seed are
// transcribed below (`NSPoint: {x, y}` becomes `{x, y}`, timestamps and process ids dropped). The scene's
// geometry is the one of `Sources/responder/Seed002Demo.swift`, reconstructed from those logs.

/// The seed's four taps, in window coordinates, and the device logs they produced (both passes, H7).
private enum Seed002 {
    static let points = [
        CGPoint(x: 220, y: 193), CGPoint(x: 84, y: 71.5), CGPoint(x: 85, y: 188.5), CGPoint(x: 93.5, y: 198.5),
    ]

    /// Which view each tap lands on (the last one only with SubView2's `pointInside` override).
    static let hitViews = ["SubView3", "SubView1Sub1Sub1", "TopView", "SubView2"]

    /// One hit-test pass of each tap, as logged on the device.
    static let passes: [[String]] = [
        lines(
            """
            TopView hitTest
            point:{220, 193}
            TopView pointInside
            point:{220, 193}
            SubView4 hitTest
            point:{212, -185}
            SubView4 pointInside
            point:{212, -185}
            SubView3 hitTest
            point:{65, 96}
            SubView3 pointInside
            point:{65, 96}
            """),
        lines(
            """
            TopView hitTest
            point:{84, 71.5}
            TopView pointInside
            point:{84, 71.5}
            SubView4 hitTest
            point:{76, -306.5}
            SubView4 pointInside
            point:{76, -306.5}
            SubView3 hitTest
            point:{-71, -25.5}
            SubView3 pointInside
            point:{-71, -25.5}
            SubView2 hitTest
            point:{76, -149.5}
            SubView2 pointInside
            point:{76, -149.5}
            SubView1 hitTest
            point:{76, 54.5}
            SubView1 pointInside
            point:{76, 54.5}
            SubView1Sub1 hitTest
            point:{59, 39.5}
            SubView1Sub1 pointInside
            point:{59, 39.5}
            SubView1Sub1Sub1 hitTest
            point:{51, 31.5}
            SubView1Sub1Sub1 pointInside
            point:{51, 31.5}
            """),
        lines(
            """
            TopView hitTest
            point:{85, 188.5}
            TopView pointInside
            point:{85, 188.5}
            SubView4 hitTest
            point:{77, -189.5}
            SubView4 pointInside
            point:{77, -189.5}
            SubView3 hitTest
            point:{-70, 91.5}
            SubView3 pointInside
            point:{-70, 91.5}
            SubView2 hitTest
            point:{77, -32.5}
            SubView2 pointInside
            point:{77, -32.5}
            SubView1 hitTest
            point:{77, 171.5}
            SubView1 pointInside
            point:{77, 171.5}
            I did it========TopView
            """),
        lines(
            """
            TopView hitTest
            point:{93.5, 198.5}
            TopView pointInside
            point:{93.5, 198.5}
            SubView4 hitTest
            point:{85.5, -179.5}
            SubView4 pointInside
            point:{85.5, -179.5}
            SubView3 hitTest
            point:{-61.5, 101.5}
            SubView3 pointInside
            point:{-61.5, 101.5}
            SubView2 hitTest
            point:{85.5, -22.5}
            SubView2 pointInside
            point:{85.5, -22.5}
            SubView2Sub1 hitTest
            point:{77.5, -36.5}
            SubView2Sub1 pointInside
            point:{77.5, -36.5}
            I did it========SubView2
            """),
    ]

    /// The seed's `I did it========...` lines come from TopView's hand-written hitTest (taps 3 and 4).
    static func isAnnouncement(_ line: String) -> Bool { line.hasPrefix("I did it") }

    /// The whole device log of a tap: the pass, twice (H7).
    static func deviceLog(_ tap: Int, withAnnouncements: Bool) -> [String] {
        let pass = withAnnouncements ? passes[tap] : passes[tap].filter { !isAnnouncement($0) }
        return pass + pass
    }

    /// The seed's views do not override the touch methods; ours log them, and call `super` (R2), so the
    /// hit view's lines are followed by those of its logging ancestors.
    static let touchLines: [[String]] = [
        ["SubView3 touchesBegan", "TopView touchesBegan", "SubView3 touchesEnded", "TopView touchesEnded"],
        [
            "SubView1Sub1Sub1 touchesBegan", "SubView1Sub1 touchesBegan", "SubView1 touchesBegan",
            "TopView touchesBegan", "SubView1Sub1Sub1 touchesEnded", "SubView1Sub1 touchesEnded",
            "SubView1 touchesEnded", "TopView touchesEnded",
        ],
        ["TopView touchesBegan", "TopView touchesEnded"],
        ["SubView2 touchesBegan", "TopView touchesBegan", "SubView2 touchesEnded", "TopView touchesEnded"],
    ]

    /// The engine's trace of the same pass: `<view> hitTest point:P` and `<view> pointInside point:P ->
    /// result`, from the device log's own lines, after the window's own two lines.
    static func tracePass(_ tap: Int, inside: Set<String>) -> [String] {
        let point = points[tap]
        let windowPoint = "{\(number(point.x)), \(number(point.y))}"
        var result = ["UIWindow hitTest point:\(windowPoint)", "UIWindow pointInside point:\(windowPoint) -> true"]
        let log = passes[tap].filter { !isAnnouncement($0) }
        for index in stride(from: 0, to: log.count, by: 2) {
            let call = log[index]
            let pointText = log[index + 1]
            if call.hasSuffix(" pointInside") {
                let view = String(call.dropLast(" pointInside".count))
                result.append("\(call) \(pointText) -> \(inside.contains(view))")
            } else {
                result.append("\(call) \(pointText)")
            }
        }
        return result
    }

    static func number(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : "\(v)" }

    /// Views whose `pointInside` answers true for each tap.
    static let insideViews: [Set<String>] = [
        ["TopView", "SubView3"],
        ["TopView", "SubView1", "SubView1Sub1", "SubView1Sub1Sub1"],
        ["TopView"],
        ["TopView", "SubView2"],
    ]
}

/// SubView2 with the seed's override: the 50 pt above it count as inside (H6).
@MainActor private final class SubView2: LoggingView {
    var extendsUpwards = false
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let inBounds = super.point(inside: point, with: event)  // logs, as the seed's override does first
        if extendsUpwards && point.y < 0 && point.y > -50 { return true }
        return inBounds
    }
}

/// TopView with the seed's hand-written hitTest (its experiments 2 and 3): the default algorithm spelled
/// out, optionally announcing which view it found.
@MainActor private final class HandWrittenTopView: LoggingView {
    var announces = false
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        log?("\(name) hitTest")
        log?("point:\(format(point))")
        guard self.point(inside: point, with: event) else {
            if announces { log?("nobody did it========") }
            return nil
        }
        for subview in subviews.reversed() {
            if let found = subview.hitTest(subview.convert(point, from: self), with: event) {
                if announces { log?("I did it========\(logName(found))") }
                return found
            }
        }
        if announces { log?("I did it========\(name)") }
        return self
    }
}

/// The seed's view tree inside a fresh simulator, every view a hit-test-logging view.
@MainActor private struct Seed002Scene {
    let simulator: EventSimulator
    let log: Log
    let top: LoggingView
    let sub2: SubView2

    init(top: LoggingView = LoggingView()) {
        let simulator = EventSimulator()
        let log = Log()
        self.simulator = simulator
        self.log = log
        func make(_ view: LoggingView, _ name: String, _ frame: CGRect) -> LoggingView {
            view.name = name
            view.frame = frame
            view.log = log
            view.logsHitTesting = true
            simulator.trace.setName(name, for: view)
            return view
        }
        self.top = make(top, "TopView", CGRect(x: 0, y: 0, width: 375, height: 667))
        let sub1 = make(LoggingView(), "SubView1", CGRect(x: 8, y: 17, width: 139, height: 160))
        let sub1sub1 = make(LoggingView(), "SubView1Sub1", CGRect(x: 17, y: 15, width: 105, height: 130))
        let sub1sub1sub1 = make(LoggingView(), "SubView1Sub1Sub1", CGRect(x: 8, y: 8, width: 80, height: 60))
        let sub2 = SubView2()
        _ = make(sub2, "SubView2", CGRect(x: 8, y: 221, width: 139, height: 140))
        self.sub2 = sub2
        let sub2sub1 = make(LoggingView(), "SubView2Sub1", CGRect(x: 8, y: 14, width: 100, height: 100))
        let sub3 = make(LoggingView(), "SubView3", CGRect(x: 155, y: 97, width: 212, height: 260))
        let sub4 = make(LoggingView(), "SubView4", CGRect(x: 8, y: 378, width: 359, height: 200))
        simulator.window.addSubview(self.top)
        for view in [sub1, sub2, sub3, sub4] { self.top.addSubview(view) }
        sub1.addSubview(sub1sub1)
        sub1sub1.addSubview(sub1sub1sub1)
        sub2.addSubview(sub2sub1)
        simulator.trace.isEnabled = true
    }

    /// Taps like the seed's finger: down, a short press, up; returns the name of the bound view.
    func tap(_ index: Int) -> String {
        let finger = simulator.touchDown(at: Seed002.points[index])
        simulator.advance(by: 0.05)
        simulator.lift(finger)
        return logName(finger.touch.view)
    }
}

@MainActor @Suite struct Seed002Tests {
    @Test(
        "H1/H2/H7/X1 (seed 002): each logged tap gives the device log, both passes, and the same trace",
        arguments: 0..<4)
    func loggedTap(_ tap: Int) {
        let scene = Seed002Scene()
        scene.sub2.extendsUpwards = tap == 3  // the seed adds the override before its last tap only
        let hit = scene.tap(tap)
        #expect(hit == Seed002.hitViews[tap])
        #expect(scene.log.lines == Seed002.deviceLog(tap, withAnnouncements: false) + Seed002.touchLines[tap])
        let pass = Seed002.tracePass(tap, inside: Seed002.insideViews[tap])
        #expect(scene.simulator.trace.lines(kinds: ["hitTest", "pointInside"]) == pass + pass)
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("H1/H7 (seed 002, experiment 2): a hand-written hitTest gives the same logs as super's")
    func handWrittenHitTestMatchesSuper() {
        for tap in 0..<2 {
            let scene = Seed002Scene(top: HandWrittenTopView())
            let hit = scene.tap(tap)
            #expect(hit == Seed002.hitViews[tap])
            #expect(scene.log.lines == Seed002.deviceLog(tap, withAnnouncements: false) + Seed002.touchLines[tap])
        }
    }

    @Test("H1/H6/H7 (seed 002, experiment 3): tap 3 lands on TopView, tap 4 on SubView2 via pointInside")
    func announcedTaps() {
        for tap in 2..<4 {
            let top = HandWrittenTopView()
            top.announces = true
            let scene = Seed002Scene(top: top)
            scene.sub2.extendsUpwards = tap == 3
            let hit = scene.tap(tap)
            #expect(hit == Seed002.hitViews[tap])
            #expect(scene.log.lines == Seed002.deviceLog(tap, withAnnouncements: true) + Seed002.touchLines[tap])
        }
    }

    @Test("H2/H6 (seed 002): without SubView2's pointInside override the last tap lands on TopView")
    func lastTapWithoutOverride() {
        let top = HandWrittenTopView()
        top.announces = true
        let scene = Seed002Scene(top: top)
        let hit = scene.tap(3)
        #expect(hit == "TopView")
        // Up to SubView2's refusal the log is the seed's; then SubView1 is asked, 8 pt right and 17 pt below.
        let pass =
            Array(Seed002.passes[3].prefix(16)) + [
                "SubView1 hitTest", "point:{85.5, 181.5}", "SubView1 pointInside", "point:{85.5, 181.5}",
                "I did it========TopView",
            ]
        #expect(scene.log.lines == pass + pass + ["TopView touchesBegan", "TopView touchesEnded"])
    }

    @Test("H7/X1 (seed 002): the four taps in one run, as the demo does, bind the seed's views")
    func fourTapsInOneRun() {
        let scene = Seed002Scene()
        var bound: [String] = []
        var expectedLog: [String] = []
        for tap in 0..<4 {
            scene.sub2.extendsUpwards = tap == 3
            bound.append(scene.tap(tap))
            scene.simulator.advance(by: 1)
            expectedLog += Seed002.deviceLog(tap, withAnnouncements: false) + Seed002.touchLines[tap]
        }
        #expect(bound == Seed002.hitViews)
        #expect(scene.log.lines == expectedLog)
        let bindings = scene.simulator.trace.lines(kinds: ["touchBound"])
        #expect(
            bindings == [
                "touch 1 -> SubView3 (tapCount 1)", "touch 2 -> SubView1Sub1Sub1 (tapCount 1)",
                "touch 3 -> TopView (tapCount 1)", "touch 4 -> SubView2 (tapCount 1)",
            ])
    }
}

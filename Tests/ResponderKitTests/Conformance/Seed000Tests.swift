import Foundation
import ResponderKit
import Testing

// Seed 000, "event interception and forwarding", three experiments:
// 1. Interception: a pink view holds a green view holding a red one. Overriding the green view's hitTest
//    to return itself for every point inside it makes it the hit-test view; the red view gets nothing.
// 2. Forwarding: a tab bar's raised centre button sticks out above the bar. The part outside the bar is
//    unreachable, because the bar's pointInside refuses it; overriding the bar's hitTest to ask its
//    subviews for points outside its bounds (or its pointInside) makes it reachable.
// 3. Passing touches on from the red view by calling the next responder's touchesBegan explicitly, or
//    `super`'s, which does the same.

/// Returns itself for every point inside it, without asking its subviews (seed 000, method 2).
@MainActor private final class InterceptingView: LoggingView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        log?("\(name) hitTest")
        log?("point:\(format(point))")
        return self.point(inside: point, with: event) ? self : nil
    }
}

/// Pink (0, 100, 375, 400) holding green (20, 20, 300, 300) holding red (50, 50, 100, 100).
@MainActor private struct NestedScene {
    let simulator = EventSimulator()
    let log = Log()
    let pink: LoggingView
    let green: LoggingView
    let red: LoggingView

    init(green: LoggingView = LoggingView(), red: LoggingView = LoggingView(), logsHitTesting: Bool = true) {
        pink = LoggingView("Pink", frame: CGRect(x: 0, y: 100, width: 375, height: 400), log: log)
        self.green = green
        self.red = red
        for (view, name, frame) in [
            (green, "Green", CGRect(x: 20, y: 20, width: 300, height: 300)),
            (red, "Red", CGRect(x: 50, y: 50, width: 100, height: 100)),
        ] {
            view.name = name
            view.frame = frame
            view.log = log
        }
        for view in [pink, green, red] {
            view.logsHitTesting = logsHitTesting
            simulator.trace.setName(view.name, for: view)
        }
        simulator.window.addSubview(pink)
        pink.addSubview(green)
        green.addSubview(red)
        simulator.trace.isEnabled = true
    }
}

/// The tab bar, with one of the two ways of reaching its raised button's protruding part (H5).
@MainActor private final class TabBar: LoggingView {
    enum Reach {
        case none, hitTestOverride, pointInsideOverride
    }
    var reach = Reach.none

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard reach == .hitTestOverride, !self.point(inside: point, with: event) else {
            return super.hitTest(point, with: event)
        }
        for subview in subviews.reversed() {
            if let found = subview.hitTest(convert(point, to: subview), with: event) { return found }
        }
        return nil
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if super.point(inside: point, with: event) { return true }
        guard reach == .pointInsideOverride else { return false }
        return subviews.contains { $0.point(inside: convert(point, to: $0), with: event) }
    }
}

/// Root covering the screen; the tab bar (0, 618, 375, 49); its button (157.5, -20, 60, 60), 20 pt of
/// which stick out above the bar.
@MainActor private struct TabBarScene {
    let simulator = EventSimulator()
    let log = Log()
    let tabBar: TabBar
    let button: LoggingView

    /// The protruding part ("area a"): (187.5, -10) in the bar, (30, 10) in the button.
    static let areaA = CGPoint(x: 187.5, y: 608)
    /// The part inside the bar ("area b"): (187.5, 22) in the bar, (30, 42) in the button.
    static let areaB = CGPoint(x: 187.5, y: 640)

    init(reach: TabBar.Reach, clipsToBounds: Bool) {
        let root = LoggingView("Root", frame: CGRect(x: 0, y: 0, width: 375, height: 667), log: log)
        tabBar = TabBar("TabBar", frame: CGRect(x: 0, y: 618, width: 375, height: 49), log: log)
        tabBar.reach = reach
        tabBar.clipsToBounds = clipsToBounds
        button = LoggingView("RaisedButton", frame: CGRect(x: 157.5, y: -20, width: 60, height: 60), log: log)
        simulator.window.addSubview(root)
        root.addSubview(tabBar)
        tabBar.addSubview(button)
        for view in [root, tabBar, button] { simulator.trace.setName(view.name, for: view) }
        simulator.trace.isEnabled = true
    }
}

/// How the red view passes its touches on (R2, R3).
private enum Passing: CaseIterable {
    case explicitNext, explicitNextInBeganOnly, superCall, swallow
}

/// The red view of experiment 3: logs each touch method, then passes it on as told.
@MainActor private final class PassingView: LoggingView {
    var passing = Passing.superCall {
        didSet { callsSuper = passing == .superCall }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if passing == .explicitNext || passing == .explicitNextInBeganOnly {
            next?.touchesBegan(touches, with: event)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if passing == .explicitNext { next?.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if passing == .explicitNext { next?.touchesEnded(touches, with: event) }
    }
}

@MainActor @Suite struct Seed000Tests {
    /// Window (100, 200) is (100, 100) in pink, (80, 80) in green, (30, 30) in red.
    static let redPoint = CGPoint(x: 100, y: 200)

    @Test("H1/H7 (seed 000): without interception, a tap on the red view goes to the red view")
    func withoutInterception() {
        let scene = NestedScene()
        scene.simulator.tap(at: Self.redPoint)
        let pass = [
            "Pink hitTest", "point:{100, 100}", "Pink pointInside", "point:{100, 100}",
            "Green hitTest", "point:{80, 80}", "Green pointInside", "point:{80, 80}",
            "Red hitTest", "point:{30, 30}", "Red pointInside", "point:{30, 30}",
        ]
        let touches = [
            "Red touchesBegan", "Green touchesBegan", "Pink touchesBegan",
            "Red touchesEnded", "Green touchesEnded", "Pink touchesEnded",
        ]
        #expect(scene.log.lines == pass + pass + touches)
    }

    @Test("H4 (seed 000): a hitTest returning self intercepts; its subviews are never asked and get nothing")
    func interception() {
        let scene = NestedScene(green: InterceptingView())
        scene.simulator.tap(at: Self.redPoint)
        let pass = [
            "Pink hitTest", "point:{100, 100}", "Pink pointInside", "point:{100, 100}",
            "Green hitTest", "point:{80, 80}", "Green pointInside", "point:{80, 80}",
        ]
        let touches = ["Green touchesBegan", "Pink touchesBegan", "Green touchesEnded", "Pink touchesEnded"]
        #expect(scene.log.lines == pass + pass + touches)
        let tracePass = [
            "UIWindow hitTest point:{100, 200}", "UIWindow pointInside point:{100, 200} -> true",
            "Pink hitTest point:{100, 100}", "Pink pointInside point:{100, 100} -> true",
            "Green hitTest point:{80, 80}",
        ]
        #expect(scene.simulator.trace.lines(kinds: ["hitTest", "pointInside"]) == tracePass + tracePass)
        #expect(scene.simulator.trace.lines(kinds: ["touchBound"]) == ["touch 1 -> Green (tapCount 1)"])
    }

    @Test("H3/H5 (seed 000): the raised button's protruding part is unreachable, with or without clipping")
    func protrudingPartUnreachable() {
        for clips in [false, true] {
            let scene = TabBarScene(reach: .none, clipsToBounds: clips)
            scene.simulator.tap(at: TabBarScene.areaA)
            #expect(scene.log.lines == ["Root touchesBegan", "Root touchesEnded"])
            let pass = [
                "UIWindow hitTest point:{187.5, 608}", "UIWindow pointInside point:{187.5, 608} -> true",
                "Root hitTest point:{187.5, 608}", "Root pointInside point:{187.5, 608} -> true",
                "TabBar hitTest point:{187.5, -10}", "TabBar pointInside point:{187.5, -10} -> false",
            ]
            #expect(scene.simulator.trace.lines(kinds: ["hitTest", "pointInside"]) == pass + pass)
        }
    }

    @Test("H3/H5 (seed 000): the part of the button inside the bar is reachable, with or without clipping")
    func partInsideReachable() {
        for reach in [TabBar.Reach.none, .hitTestOverride, .pointInsideOverride] {
            for clips in [false, true] {
                let scene = TabBarScene(reach: reach, clipsToBounds: clips)
                scene.simulator.tap(at: TabBarScene.areaB)
                #expect(
                    scene.log.lines == [
                        "RaisedButton touchesBegan", "TabBar touchesBegan", "Root touchesBegan",
                        "RaisedButton touchesEnded", "TabBar touchesEnded", "Root touchesEnded",
                    ])
            }
        }
    }

    @Test("H5 (seed 000): the bar's hitTest or pointInside override forwards the protruding part to the button")
    func forwardingOverrides() {
        for reach in [TabBar.Reach.hitTestOverride, .pointInsideOverride] {
            let scene = TabBarScene(reach: reach, clipsToBounds: false)
            scene.simulator.tap(at: TabBarScene.areaA)
            #expect(
                scene.log.lines == [
                    "RaisedButton touchesBegan", "TabBar touchesBegan", "Root touchesBegan",
                    "RaisedButton touchesEnded", "TabBar touchesEnded", "Root touchesEnded",
                ])
            #expect(scene.simulator.trace.lines(kinds: ["touchBound"]) == ["touch 1 -> RaisedButton (tapCount 1)"])
            // Beside the button, above the bar, the override finds nothing: the root gets the touch.
            scene.log.clear()
            scene.simulator.advance(by: 1)
            scene.simulator.tap(at: CGPoint(x: 20, y: 608))
            #expect(scene.log.lines == ["Root touchesBegan", "Root touchesEnded"])
        }
    }

    @Test("R2/R3 (seed 000): the red view passes touches on via next, via super, or not at all")
    func passingTouchesOn() {
        let all = ["Red", "Green", "Pink"]
        let expected: [Passing: [String]] = [
            .explicitNext: all.map { "\($0) touchesBegan" } + all.map { "\($0) touchesMoved" }
                + all.map { "\($0) touchesEnded" },
            .superCall: all.map { "\($0) touchesBegan" } + all.map { "\($0) touchesMoved" }
                + all.map { "\($0) touchesEnded" },
            // Forwarding in one method only leaves the ancestors without the rest of the touch.
            .explicitNextInBeganOnly: all.map { "\($0) touchesBegan" } + ["Red touchesMoved", "Red touchesEnded"],
            .swallow: ["Red touchesBegan", "Red touchesMoved", "Red touchesEnded"],
        ]
        for passing in Passing.allCases {
            let red = PassingView()
            red.passing = passing
            let scene = NestedScene(red: red, logsHitTesting: false)
            let finger = scene.simulator.touchDown(at: Self.redPoint)
            scene.simulator.advance(by: 0.05)
            scene.simulator.move(finger, to: CGPoint(x: 110, y: 210))
            scene.simulator.advance(by: 0.05)
            scene.simulator.lift(finger)
            #expect(scene.log.lines == expected[passing], "\(passing)")
            #expect(scene.simulator.issues.isEmpty)
        }
    }

    @Test("R2/X1 (seed 000): passing on via super is traced as forwarding up the whole chain")
    func superForwardingTraced() {
        let scene = NestedScene(logsHitTesting: false)
        scene.simulator.tap(at: Self.redPoint)
        let chain = [("Red", "Green"), ("Green", "Pink"), ("Pink", "UIWindow"), ("UIWindow", "UIApplication")]
        let expected = ["Began", "Ended"].flatMap { phase in
            chain.map { "\($0.0) -> \($0.1) touches\(phase) [touch 1] (next)" }
        }
        #expect(scene.simulator.trace.lines(kinds: ["forward"]) == expected)
    }
}

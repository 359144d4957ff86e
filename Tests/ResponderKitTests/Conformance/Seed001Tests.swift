import Foundation
import ResponderKit
import Testing

// Seed 001, two experiments.
// 1. Views A...E logging their `hitTest` and `pointInside`: A is the root; B, C and D are A's subviews and
//    E is C's (the seed's text). Its log for tapping E asks only A, C and E, so C is A's topmost subview:
//    B, D, then C are added. Tapping E logs A hitTest, A pointInside, C hitTest, C pointInside, E hitTest,
//    E pointInside (later-added subviews are asked first, refused subtrees are never entered), then the
//    hit-tests return E through C and A; and all of it twice (H7; the seed's author noticed it).
// 2. A button with frame (50, -50, 100, 100) inside a CustomView, its bounds grown by
//    `UIEdgeInsetsInsetRect(bounds, UIEdgeInsetsMake(-3, -14, -5, -16))`; CustomView's hitTest returns
//    the button whenever the converted point is inside it, so even taps above CustomView reach it.
//    (The seed's button is a `UIButton`; controls are outside this suite, a logging view stands in.)

/// A (root, in the window at (20, 40)) with B, D and C; C with E. All log, and log their returns.
@MainActor private struct ABCDEScene {
    let simulator = EventSimulator()
    let log = Log()
    let views: [String: ReturnLoggingView]

    init() {
        let frames: [(String, CGRect)] = [
            ("A", CGRect(x: 20, y: 40, width: 335, height: 560)),
            ("B", CGRect(x: 10, y: 10, width: 150, height: 150)),
            ("C", CGRect(x: 10, y: 200, width: 300, height: 300)),
            ("D", CGRect(x: 170, y: 10, width: 120, height: 120)),
            ("E", CGRect(x: 150, y: 150, width: 120, height: 120)),
        ]
        var views: [String: ReturnLoggingView] = [:]
        for (name, frame) in frames {
            views[name] = ReturnLoggingView(name, frame: frame, log: log, logsHitTesting: true)
        }
        self.views = views
        for (name, view) in views { simulator.trace.setName(name, for: view) }
        simulator.trace.isEnabled = true
        simulator.window.addSubview(views["A"]!)
        views["A"]!.addSubview(views["B"]!)
        views["A"]!.addSubview(views["D"]!)
        views["A"]!.addSubview(views["C"]!)
        views["C"]!.addSubview(views["E"]!)
    }

    func tap(_ point: CGPoint) { simulator.tap(at: point) }
}

/// The seed's CustomView: its hitTest answers the button for every point inside the button's bounds.
@MainActor private final class CustomView: LoggingView {
    var forwardsToButton = true
    var button: LoggingView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if forwardsToButton, let button, button.point(inside: convert(point, to: button), with: event) {
            log?("\(name) hitTest -> \(button.name) (forwarded)")
            return button
        }
        let found = super.hitTest(point, with: event)
        log?("\(name) hitTest -> \(logName(found))")
        return found
    }
}

/// Root (a logging view covering the screen) with CustomView at (0, 200, 375, 200) and its button.
@MainActor private struct EnlargedButtonScene {
    let simulator = EventSimulator()
    let log = Log()
    let root: LoggingView
    let customView: CustomView
    let button: LoggingView

    init(forwardsToButton: Bool) {
        root = LoggingView("Root", frame: CGRect(x: 0, y: 0, width: 375, height: 667), log: log)
        customView = CustomView("CustomView", frame: CGRect(x: 0, y: 200, width: 375, height: 200), log: log)
        customView.forwardsToButton = forwardsToButton
        button = LoggingView("CustomBtn", frame: CGRect(x: 50, y: -50, width: 100, height: 100), log: log)
        customView.addSubview(button)
        customView.button = button
        button.bounds = UIEdgeInsetsInsetRect(button.bounds, UIEdgeInsets(top: -3, left: -14, bottom: -5, right: -16))
        simulator.window.addSubview(root)
        root.addSubview(customView)
    }
}

@MainActor @Suite struct Seed001Tests {
    @Test("H1/H7 (seed 001): tapping E asks A, C, E (later subviews first), returns E via C and A, twice")
    func tapE() {
        let scene = ABCDEScene()
        // Window (200, 420) is (180, 380) in A, (170, 180) in C, (20, 30) in E.
        scene.tap(CGPoint(x: 200, y: 420))
        let pass = [
            "A hitTest", "point:{180, 380}", "A pointInside", "point:{180, 380}",
            "C hitTest", "point:{170, 180}", "C pointInside", "point:{170, 180}",
            "E hitTest", "point:{20, 30}", "E pointInside", "point:{20, 30}",
            "E hitTest -> E", "C hitTest -> E", "A hitTest -> E",
        ]
        let touches = [
            "E touchesBegan", "C touchesBegan", "A touchesBegan", "E touchesEnded", "C touchesEnded", "A touchesEnded",
        ]
        #expect(scene.log.lines == pass + pass + touches)
        let tracePass = [
            "UIWindow hitTest point:{200, 420}", "UIWindow pointInside point:{200, 420} -> true",
            "A hitTest point:{180, 380}", "A pointInside point:{180, 380} -> true",
            "C hitTest point:{170, 180}", "C pointInside point:{170, 180} -> true",
            "E hitTest point:{20, 30}", "E pointInside point:{20, 30} -> true",
        ]
        #expect(scene.simulator.trace.lines(kinds: ["hitTest", "pointInside"]) == tracePass + tracePass)
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("H1 (seed 001): tapping D asks C first, which refuses without its subviews; tapping B asks C and D first")
    func tapDAndB() {
        let scene = ABCDEScene()
        // Window (250, 110): (230, 70) in A, (220, -130) in C, (60, 60) in D.
        scene.tap(CGPoint(x: 250, y: 110))
        let passD = [
            "A hitTest", "point:{230, 70}", "A pointInside", "point:{230, 70}",
            "C hitTest", "point:{220, -130}", "C pointInside", "point:{220, -130}", "C hitTest -> nil",
            "D hitTest", "point:{60, 60}", "D pointInside", "point:{60, 60}", "D hitTest -> D",
            "A hitTest -> D",
        ]
        #expect(
            scene.log.lines
                == passD + passD + ["D touchesBegan", "A touchesBegan", "D touchesEnded", "A touchesEnded"])
        scene.log.clear()
        scene.simulator.advance(by: 1)
        // Window (100, 100): (80, 60) in A, (70, -140) in C, (-90, 50) in D, (70, 50) in B.
        scene.tap(CGPoint(x: 100, y: 100))
        let passB = [
            "A hitTest", "point:{80, 60}", "A pointInside", "point:{80, 60}",
            "C hitTest", "point:{70, -140}", "C pointInside", "point:{70, -140}", "C hitTest -> nil",
            "D hitTest", "point:{-90, 50}", "D pointInside", "point:{-90, 50}", "D hitTest -> nil",
            "B hitTest", "point:{70, 50}", "B pointInside", "point:{70, 50}", "B hitTest -> B",
            "A hitTest -> B",
        ]
        #expect(
            scene.log.lines
                == passB + passB + ["B touchesBegan", "A touchesBegan", "B touchesEnded", "A touchesEnded"])
    }

    @Test("G1/H6 (seed 001): negative insets grow the button's bounds around its center")
    func enlargedButtonGeometry() {
        let scene = EnlargedButtonScene(forwardsToButton: true)
        #expect(scene.button.bounds == CGRect(x: -14, y: -3, width: 130, height: 108))
        #expect(scene.button.center == CGPoint(x: 100, y: 0))
        #expect(scene.button.frame == CGRect(x: 35, y: -54, width: 130, height: 108))
    }

    @Test("H5/H6 (seed 001): CustomView's hitTest makes the enlarged area above it reach the button")
    func forwardedAboveCustomView() {
        let scene = EnlargedButtonScene(forwardsToButton: true)
        // Window (40, 150) is (40, -50) in CustomView: above it, and left of the button's original frame.
        // In the button: (40 - 100 + 51, -50 - 0 + 51) = (-9, 1), inside bounds (-14, -3, 130, 108).
        #expect(isClose(scene.button.convert(CGPoint(x: 40, y: 150), from: nil), CGPoint(x: -9, y: 1)))
        scene.simulator.tap(at: CGPoint(x: 40, y: 150))
        #expect(
            scene.log.lines == [
                "CustomView hitTest -> CustomBtn (forwarded)", "CustomView hitTest -> CustomBtn (forwarded)",
                "CustomBtn touchesBegan", "CustomView touchesBegan", "Root touchesBegan",
                "CustomBtn touchesEnded", "CustomView touchesEnded", "Root touchesEnded",
            ])
    }

    @Test("H2/H5 (seed 001): without the override the area above CustomView is unreachable")
    func notForwardedAboveCustomView() {
        let scene = EnlargedButtonScene(forwardsToButton: false)
        scene.simulator.tap(at: CGPoint(x: 40, y: 150))
        #expect(
            scene.log.lines == [
                "CustomView hitTest -> nil", "CustomView hitTest -> nil", "Root touchesBegan", "Root touchesEnded",
            ])
    }

    @Test("H6 (seed 001): inside CustomView, the enlarged bounds alone make the margin hit the button")
    func enlargedMarginInsideCustomView() {
        for forwards in [false, true] {
            let scene = EnlargedButtonScene(forwardsToButton: forwards)
            // Window (40, 220) is (40, 20) in CustomView, 10 pt left of the button's original frame.
            scene.simulator.tap(at: CGPoint(x: 40, y: 220))
            let hitLine = forwards ? "CustomView hitTest -> CustomBtn (forwarded)" : "CustomView hitTest -> CustomBtn"
            #expect(
                scene.log.lines == [
                    hitLine, hitLine, "CustomBtn touchesBegan", "CustomView touchesBegan", "Root touchesBegan",
                    "CustomBtn touchesEnded", "CustomView touchesEnded", "Root touchesEnded",
                ])
        }
    }

    @Test("H1/H6 (seed 001): beyond the enlarged area the touch goes to CustomView, then to what is behind")
    func outsideEnlargedArea() {
        let scene = EnlargedButtonScene(forwardsToButton: true)
        // Window (30, 220): (30, 20) in CustomView, (-19, 71) in the button: 5 pt left of the enlarged area.
        scene.simulator.tap(at: CGPoint(x: 30, y: 220))
        // Window (30, 150): above CustomView and outside the enlarged area.
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 30, y: 150))
        #expect(
            scene.log.lines == [
                "CustomView hitTest -> CustomView", "CustomView hitTest -> CustomView",
                "CustomView touchesBegan", "Root touchesBegan", "CustomView touchesEnded", "Root touchesEnded",
                "CustomView hitTest -> nil", "CustomView hitTest -> nil", "Root touchesBegan", "Root touchesEnded",
            ])
    }
}

import Foundation
import ResponderKit
import Testing

// Seed 000's forwarding experiment built on the real UITabBarController (NV9): the app installs its own
// UITabBar subclass (as iOS code does, with `setValue(_:forKey: "tabBar")`), adds a raised centre button
// that sticks out 20 pt above the bar, and overrides the bar's hitTest to ask its subviews for points
// outside its bounds. The logs must be those of the plain-view version (Seed000Tests), line for line.

/// The tab bar subclass: logs its touches like the seed's views and forwards the protruding part (H5).
@MainActor private final class RaisedTabBar: UITabBar {
    var log: Log?
    var forwardsOutside = false

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard forwardsOutside, !self.point(inside: point, with: event) else {
            return super.hitTest(point, with: event)
        }
        for subview in subviews.reversed() {
            if let found = subview.hitTest(convert(point, to: subview), with: event) { return found }
        }
        return nil
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?("TabBar touchesBegan")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?("TabBar touchesEnded")
        super.touchesEnded(touches, with: event)
    }
}

/// The window's root controller's view is the seed's Root (a logging view covering the screen); the tab
/// bar controller is its child, filling it, with three tabs (the middle one under the raised button).
@MainActor private struct RealTabBarScene {
    let simulator = EventSimulator()
    let log = Log()
    let tabs = UITabBarController()
    let tabBar = RaisedTabBar()
    let button: LoggingView

    init(forwardsOutside: Bool) {
        let root = UIViewController()
        root.view = LoggingView("Root", frame: CGRect(x: 0, y: 0, width: 375, height: 667), log: log)
        tabBar.log = log
        tabBar.forwardsOutside = forwardsOutside
        tabs.setValue(tabBar, forKey: "tabBar")
        tabs.viewControllers = [UIViewController(), UIViewController(), UIViewController()]
        root.addChild(tabs)
        root.view.addSubview(tabs.view)
        tabs.didMove(toParent: root)
        button = LoggingView("RaisedButton", frame: CGRect(x: 157.5, y: -20, width: 60, height: 60), log: log)
        tabBar.addSubview(button)
        simulator.window.rootViewController = root
        for (view, name) in [(root.view!, "Root"), (tabBar, "TabBar"), (button, "RaisedButton")] {
            simulator.trace.setName(name, for: view)
        }
        simulator.trace.isEnabled = true
    }
}

@MainActor @Suite struct Seed000TabBarControllerTests {
    static let areaA = CGPoint(x: 187.5, y: 608)
    static let areaB = CGPoint(x: 187.5, y: 640)
    static let seedTouches = [
        "RaisedButton touchesBegan", "TabBar touchesBegan", "Root touchesBegan",
        "RaisedButton touchesEnded", "TabBar touchesEnded", "Root touchesEnded",
    ]

    @Test("NV9/H5 (seed 000): the real tab bar sits where the seed's does, the raised button on top of its items")
    func geometry() {
        let scene = RealTabBarScene(forwardsOutside: false)
        #expect(scene.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
        #expect(scene.tabs.tabBar === scene.tabBar)
        #expect(scene.tabBar.subviews.last === scene.button)
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("NV9/H3 (seed 000): without the override the protruding part is unreachable: Root gets the touch")
    func protrudingPartUnreachable() {
        let scene = RealTabBarScene(forwardsOutside: false)
        scene.simulator.tap(at: Self.areaA)
        #expect(scene.log.lines == ["Root touchesBegan", "Root touchesEnded"])
    }

    @Test("NV9/H3 (seed 000): the part inside the bar reaches the button, which passes the touch up the chain")
    func partInsideReachable() {
        for forwards in [false, true] {
            let scene = RealTabBarScene(forwardsOutside: forwards)
            scene.simulator.tap(at: Self.areaB)
            #expect(scene.log.lines == Self.seedTouches)
            #expect(scene.tabs.selectedIndex == 0)
        }
    }

    @Test("NV9/H5 (seed 000): the hitTest override forwards the protruding part; beside it Root gets it")
    func forwarding() {
        let scene = RealTabBarScene(forwardsOutside: true)
        scene.simulator.tap(at: Self.areaA)
        #expect(scene.log.lines == Self.seedTouches)
        #expect(scene.simulator.trace.lines(kinds: ["touchBound"]) == ["touch 1 -> RaisedButton (tapCount 1)"])
        scene.log.clear()
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 20, y: 608))
        #expect(scene.log.lines == ["Root touchesBegan", "Root touchesEnded"])
        // The bar's own items still select tabs below the button's reach.
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 300, y: 650))
        #expect(scene.tabs.selectedIndex == 2)
    }
}

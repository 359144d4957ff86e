import Foundation
import Testing

@testable import ResponderKit

@MainActor @Suite struct SceneLessWindowTests {
    @Test("A3: a window made with init(frame:) joins the running world's scene when made key, in front")
    func frameWindowJoinsTheRunningScene() {
        let simulator = EventSimulator()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let log = Log()
        window.rootViewController = UIViewController()
        window.rootViewController?.view.addSubview(LoggingView("AppView", frame: window.bounds, log: log))
        #expect(window.windowScene == nil)
        window.makeKeyAndVisible()
        #expect(window.windowScene === simulator.window.windowScene)
        #expect(simulator.application.keyWindow === window)
        #expect(simulator.application.windows.contains { $0 === window })
        simulator.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.lines == ["AppView touchesBegan", "AppView touchesEnded"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("A3: a window already in a scene keeps it when made key")
    func sceneWindowKeepsItsScene() {
        let simulator = EventSimulator()
        let other = EventSimulator()
        let window = UIWindow(windowScene: simulator.window.windowScene!)
        other.withCurrentWorld { window.makeKeyAndVisible() }
        #expect(window.windowScene === simulator.window.windowScene)
        #expect(simulator.application.keyWindow === window)
        #expect(other.application.keyWindow === other.window)
    }
}

/// VC1: a container's child that was never shown has its view loaded before `viewWillAppear`.
@MainActor @Suite struct AppearanceLoadsViewTests {
    @MainActor final class Child: UIViewController {
        var lines: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            lines.append("viewDidLoad")
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            lines.append("viewWillAppear loaded=\(isViewLoaded)")
        }
    }

    @Test("VC1: selecting a tab whose root was never loaded loads it before viewWillAppear")
    func tabRootLoadsBeforeWillAppear() {
        let simulator = EventSimulator()
        let second = Child()
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UINavigationController(rootViewController: second)]
        simulator.window.rootViewController = tabs
        #expect(second.lines.isEmpty)
        tabs.selectedIndex = 1
        #expect(second.lines == ["viewDidLoad", "viewWillAppear loaded=true"])
        #expect(simulator.issues.isEmpty)
    }
}

/// VC2: the root of a presented navigation controller dismisses it.
@MainActor @Suite struct PresentedChildDismissTests {
    @Test("VC2: a presented navigation controller's root answers its presenter and dismisses the stack")
    func childOfPresentedDismisses() {
        let simulator = EventSimulator()
        let root = UIViewController()
        simulator.window.rootViewController = root
        let editor = UIViewController()
        let navigation = UINavigationController(rootViewController: editor)
        root.present(navigation, animated: false)
        #expect(editor.presentingViewController === root)
        #expect(navigation.presentingViewController === root)
        var completed = false
        editor.dismiss(animated: false) { completed = true }
        #expect(root.presentedViewController == nil)
        #expect(completed)
        #expect(editor.presentingViewController == nil)
        #expect(simulator.issues.isEmpty)
    }
}

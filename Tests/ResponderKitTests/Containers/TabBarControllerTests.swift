import Foundation
import ResponderKit
import Testing

/// NV8: tab bar controllers: tapping items, the delegate's refusal, appearance callbacks of a switch.
@MainActor @Suite struct TabBarControllerTests {
    @MainActor final class Gatekeeper: UITabBarControllerDelegate {
        let trace: EventTrace
        var refused: Set<String> = []
        init(_ trace: EventTrace) { self.trace = trace }
        func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            let title = viewController.title ?? "?"
            trace.note("shouldSelect \(title) -> \(!refused.contains(title))")
            return !refused.contains(title)
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            trace.note("didSelect \(viewController.title ?? "?")")
        }
    }

    @MainActor struct Scene {
        let simulator = EventSimulator()
        let tabs: UITabBarController
        let controllers: [NoteController]
        let gatekeeper: Gatekeeper

        init() {
            let trace = simulator.trace
            tabs = UITabBarController()
            controllers = ["One", "Two", "Three"].map { NoteController($0, trace) }
            gatekeeper = Gatekeeper(trace)
            tabs.viewControllers = controllers
            tabs.delegate = gatekeeper
            simulator.window.rootViewController = tabs
            simulator.trace.isEnabled = true
        }

        /// The centre of the item at `index` (three items of 125 pt, the bar at y 618).
        func item(_ index: Int) -> CGPoint { CGPoint(x: 62.5 + 125 * CGFloat(index), y: 640) }
        func notes() -> [String] { simulator.trace.lines(kinds: ["note"]) }
    }

    @Test("NV8: tabs, the selected one, tabBarController and tabBarItem")
    func basics() {
        let scene = Scene()
        #expect(scene.tabs.selectedIndex == 0)
        #expect(scene.tabs.selectedViewController === scene.controllers[0])
        #expect(scene.controllers[1].tabBarController === scene.tabs)
        #expect(scene.tabs.tabBar.items?.map(\.title) == ["One", "Two", "Three"])
        #expect(scene.tabs.tabBar.selectedItem === scene.controllers[0].tabBarItem)
        #expect(scene.tabs.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
        #expect(scene.controllers[0].view.window != nil && scene.controllers[1].viewIfLoaded?.window == nil)
    }

    @Test("NV8: tapping an item asks shouldSelect, switches tabs with their callbacks, then didSelect")
    func tapSwitches() {
        let scene = Scene()
        scene.simulator.tap(at: scene.item(2))
        #expect(
            scene.notes() == [
                "shouldSelect Three -> true", "One willDisappear", "Three willAppear", "One didDisappear",
                "Three didAppear", "didSelect Three",
            ])
        #expect(scene.tabs.selectedIndex == 2)
        #expect(scene.tabs.tabBar.selectedItem === scene.controllers[2].tabBarItem)
        #expect(scene.controllers[2].view.window != nil && scene.controllers[0].view.window == nil)
    }

    @Test("NV8: a refusing shouldSelect keeps the tab: no callbacks, no didSelect; other tabs still switch")
    func refusal() {
        let scene = Scene()
        scene.gatekeeper.refused = ["Two"]
        scene.simulator.tap(at: scene.item(1))
        #expect(scene.notes() == ["shouldSelect Two -> false"])
        #expect(scene.tabs.selectedIndex == 0)
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: scene.item(2))
        #expect(scene.tabs.selectedIndex == 2)
        #expect(scene.notes().last == "didSelect Three")
    }

    @Test("NV8: selecting in code calls no delegate method; an index out of range is reported")
    func programmaticSelection() {
        let scene = Scene()
        scene.tabs.selectedIndex = 1
        #expect(scene.notes() == ["One willDisappear", "Two willAppear", "One didDisappear", "Two didAppear"])
        scene.tabs.selectedIndex = 7
        #expect(scene.tabs.selectedIndex == 1)
        #expect(scene.simulator.issues.count == 1)
    }

    @Test("NV8: a navigation controller in a tab: its top controller appears and disappears with the tab")
    func navigationInTab() {
        let scene = Scene()
        let inner = NoteController("Inner", scene.simulator.trace)
        let navigation = UINavigationController(rootViewController: inner)
        navigation.title = "Nav"
        scene.tabs.viewControllers = scene.controllers + [navigation]
        scene.simulator.trace.removeAll()
        scene.tabs.selectedViewController = navigation
        #expect(
            scene.notes() == ["One willDisappear", "Inner willAppear", "One didDisappear", "Inner didAppear"])
        #expect(inner.tabBarController === scene.tabs && inner.navigationController === navigation)
    }
}

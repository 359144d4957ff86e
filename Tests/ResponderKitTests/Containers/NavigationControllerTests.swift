import Foundation
import ResponderKit
import Testing

/// NV1–NV4, NV6: the stack, push and pop on the virtual clock, their appearance callbacks, the bar.
@MainActor @Suite struct NavigationControllerTests {
    @Test("NV1: the stack, its top, the controllers' navigationController and navigationItem")
    func stack() {
        let scene = NavigationScene()
        #expect(scene.navigation.viewControllers == [scene.a, scene.b])
        #expect(scene.navigation.topViewController === scene.b)
        #expect(scene.navigation.visibleViewController === scene.b)
        #expect(scene.a.navigationController === scene.navigation)
        #expect(scene.b.parent === scene.navigation)
        #expect(scene.navigation.navigationController == nil)
        #expect(UIViewController().navigationController == nil)
        #expect(scene.b.navigationItem === scene.b.navigationItem)
        #expect(scene.b.navigationItem.title == "B")
        scene.b.title = "Bee"
        #expect(scene.b.navigationItem.title == "Bee")
        #expect(scene.navigation.navigationBar.topItem === scene.b.navigationItem)
        #expect(scene.navigation.navigationBar.backItem === scene.a.navigationItem)
        // Only the top controller's view is in the hierarchy.
        #expect(scene.b.view.window === scene.simulator.window)
        #expect(scene.a.view.window == nil)
    }

    @Test("NV1: pushing the same controller twice, or a navigation controller, is reported and ignored")
    func programmerErrors() {
        let scene = NavigationScene()
        scene.navigation.pushViewController(scene.b, animated: false)
        scene.navigation.pushViewController(UINavigationController(), animated: false)
        #expect(scene.navigation.popToViewController(UIViewController(), animated: false) == nil)
        #expect(scene.navigation.viewControllers == [scene.a, scene.b])
        #expect(scene.simulator.issues.count == 3)
        #expect(scene.simulator.issues.first?.contains("more than once") == true)
        // Popping the root does nothing.
        scene.navigation.popToRootViewController(animated: false)
        #expect(scene.navigation.popViewController(animated: false) == nil)
        #expect(scene.navigation.viewControllers == [scene.a])
    }

    @Test("NV2/NV3/NV4: an animated push: delegate willShow, old will-disappear, new will-appear; dids at 0.35 s")
    func animatedPush() {
        let scene = NavigationScene(pushB: false)
        scene.navigation.pushViewController(scene.b, animated: true)
        #expect(
            scene.notes() == ["willShow B", "A willDisappear animated", "B willAppear animated moving"])
        // Both views are in the window while the push slides; the new one arrives from the right.
        #expect(scene.a.view.window != nil && scene.b.view.window != nil)
        #expect(scene.b.view.frame.origin.x == 0)
        #expect(scene.b.view.layer.presentation()?.frame.origin.x == 375)
        scene.simulator.advance(by: 0.34)
        #expect(scene.notes().count == 3)
        scene.simulator.advance(by: 0.02)
        #expect(
            scene.notes() == [
                "willShow B", "A willDisappear animated", "B willAppear animated moving",
                "A didDisappear", "B didAppear", "B didMove(toParent: nav)", "didShow B",
            ])
        #expect(scene.a.view.window == nil)
    }

    @Test("NV2/NV3: an animated pop: the popped controller is moving from its parent, which it leaves at the end")
    func animatedPop() {
        let scene = NavigationScene()
        let popped = scene.navigation.popViewController(animated: true)
        #expect(popped === scene.b)
        #expect(scene.navigation.viewControllers == [scene.a])
        #expect(scene.b.parent === scene.navigation)
        scene.simulator.advance(by: 0.35)
        #expect(
            scene.notes() == [
                "willShow A", "B willDisappear animated moving", "A willAppear animated",
                "B didDisappear", "A didAppear", "B didMove(toParent: nil)", "didShow A",
            ])
        #expect(scene.b.parent == nil)
        #expect(scene.b.view.window == nil)
    }

    @Test("NV2: without animation everything happens within the call; a second change ends a running one first")
    func unanimatedAndOverlapping() {
        let scene = NavigationScene(pushB: false)
        let c = NoteController("C", scene.simulator.trace)
        scene.navigation.pushViewController(scene.b, animated: true)
        scene.navigation.pushViewController(c, animated: false)
        #expect(
            scene.notes() == [
                "willShow B", "A willDisappear animated", "B willAppear animated moving",
                "A didDisappear", "B didAppear", "B didMove(toParent: nav)", "didShow B",
                "willShow C", "B willDisappear", "C willAppear moving",
                "B didDisappear", "C didAppear",
                "C didMove(toParent: nav)", "didShow C",
            ])
        // The first push's animation ending later changes nothing more.
        scene.simulator.advance(by: 1)
        #expect(scene.notes().count == 14)
        #expect(scene.b.view.window == nil && c.view.window != nil)
        scene.navigation.setViewControllers([scene.a], animated: false)
        #expect(scene.b.parent == nil && c.parent == nil)
        #expect(scene.a.view.window != nil)
    }

    @Test("NV1: a stack set before the controller is shown appears with the window, top controller only")
    func appearsWithWindow() {
        let simulator = EventSimulator()
        let a = NoteController("A", simulator.trace)
        let b = NoteController("B", simulator.trace)
        let navigation = UINavigationController()
        navigation.viewControllers = [a, b]
        simulator.trace.isEnabled = true
        simulator.window.rootViewController = navigation
        // Tracing starts after the stack was set: only the appearance is recorded, the top controller's.
        #expect(simulator.trace.lines(kinds: ["note"]) == ["B willAppear", "B didAppear"])
        #expect(b.view.window != nil && a.viewIfLoaded?.window == nil)
    }
}

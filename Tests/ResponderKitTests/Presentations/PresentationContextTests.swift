import Foundation
import ResponderKit
import Testing

/// VC10: `.currentContext` and `.overCurrentContext` cover the view of the nearest controller (walking
/// `parent`s) whose `definesPresentationContext` is true — Apple: "UIKit starts at the presenting view controller
/// and walks up the view controller hierarchy. If it finds a view controller whose value for this property is
/// true, it asks that view controller to present the new view controller"
/// (developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext).
@MainActor @Suite struct PresentationContextTests {
    /// A tab bar controller over "One" (which defines the presentation context, with a button) and "Two".
    @MainActor private struct Tabs {
        let simulator = EventSimulator()
        let journal = TransitionJournal()
        let tabs = UITabBarController()
        let one: JournalController
        let two: JournalController
        let button = UIButton(type: .system)
        let presented: JournalController

        init(_ style: UIModalPresentationStyle) {
            one = JournalController("One", journal)
            two = JournalController("Two", journal)
            one.definesPresentationContext = true
            tabs.viewControllers = [one, two]
            simulator.window.rootViewController = tabs
            button.frame = CGRect(x: 20, y: 60, width: 200, height: 44)
            one.view.addSubview(button)
            presented = JournalController("P", journal)
            presented.modalPresentationStyle = style
            journal.lines.removeAll()
        }

        /// The second tab bar item's centre (two items of 187.5 pt, the bar at y 618).
        var itemPoint: CGPoint { CGPoint(x: 281, y: 640) }
        func tabBarIsHit() -> Bool {
            simulator.window.hitTest(itemPoint, with: nil)?.isDescendant(of: tabs.tabBar) == true
        }
    }

    @Test("VC10: definesPresentationContext is false by default, true for a navigation controller, and settable")
    func defaults() {
        #expect(!UIViewController().definesPresentationContext)
        #expect(!UITabBarController().definesPresentationContext)
        let navigation = UINavigationController()
        #expect(navigation.definesPresentationContext)
        navigation.definesPresentationContext = false
        #expect(!navigation.definesPresentationContext)
        let controller = UIViewController()
        controller.definesPresentationContext = true
        #expect(controller.definesPresentationContext)
    }

    @Test("VC10: .currentContext in a tab — covers the tab's view only, removes it, keeps the tab bar hit-testable")
    func currentContextInATab() {
        let scene = Tabs(.currentContext)
        let frame = scene.one.view.frame
        let superview = scene.one.view.superview
        let index = superview?.subviews.firstIndex { $0 === scene.one.view }
        #expect(scene.tabBarIsHit())
        scene.one.present(scene.presented, animated: false)
        #expect(scene.journal.take() == ["One willDisappear", "P willAppear", "P didAppear", "One didDisappear"])
        #expect(scene.one.view.window == nil)
        #expect(scene.presented.view.frame == frame && scene.presented.view.superview === superview)
        #expect(superview?.subviews.firstIndex { $0 === scene.presented.view } == index)
        #expect(scene.tabBarIsHit(), "the tab bar stays above the presented content")
        #expect(scene.simulator.window.hitTest(CGPoint(x: 100, y: 80), with: nil) === scene.presented.view)
        scene.presented.view.isUserInteractionEnabled = false
        #expect(scene.simulator.window.hitTest(CGPoint(x: 100, y: 80), with: nil) !== scene.button)
        scene.presented.dismiss(animated: false)
        #expect(scene.journal.take() == ["P willDisappear", "One willAppear", "One didAppear", "P didDisappear"])
        #expect(scene.one.view.superview === superview)
        #expect(superview?.subviews.firstIndex { $0 === scene.one.view } == index)
        #expect(scene.presented.view.superview == nil)
        #expect(scene.simulator.window.hitTest(CGPoint(x: 100, y: 80), with: nil) === scene.button)
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("VC10, VC6: animated .currentContext slides within the context's frame; removal at the end")
    func animatedCurrentContext() {
        let scene = Tabs(.currentContext)
        let frame = scene.one.view.frame
        scene.one.present(scene.presented, animated: true)
        scene.simulator.advance(by: 0.2)
        #expect(scene.one.view.window === scene.simulator.window)
        let shownY = scene.presented.view.layer.presentation()?.frame.origin.y ?? -1
        #expect(shownY > frame.minY && shownY < frame.maxY, "on its way up: \(shownY)")
        scene.simulator.advance(by: 0.2)
        #expect(scene.one.view.window == nil && scene.presented.view.frame == frame)
        scene.presented.dismiss(animated: true)
        #expect(scene.one.view.window === scene.simulator.window, "back before the slide down")
        scene.simulator.advance(by: 0.4)
        #expect(scene.presented.view.superview == nil && scene.presented.view.frame == frame)
        #expect(scene.tabBarIsHit())
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("VC10: .overCurrentContext keeps the covered view in the window, appeared, its button reachable through")
    func overCurrentContextInATab() {
        let scene = Tabs(.overCurrentContext)
        let frame = scene.one.view.frame
        scene.one.present(scene.presented, animated: false)
        #expect(scene.journal.take() == ["P willAppear", "P didAppear"])
        #expect(scene.one.view.window === scene.simulator.window)
        #expect(scene.presented.view.frame == frame && scene.presented.view.superview === scene.one.view.superview)
        #expect(scene.tabBarIsHit())
        #expect(scene.simulator.window.hitTest(CGPoint(x: 100, y: 80), with: nil) === scene.presented.view)
        scene.presented.view.isUserInteractionEnabled = false
        #expect(scene.simulator.window.hitTest(CGPoint(x: 100, y: 80), with: nil) === scene.button)
        scene.presented.dismiss(animated: false)
        #expect(scene.journal.take() == ["P willDisappear", "P didDisappear"])
        #expect(scene.presented.view.superview == nil && scene.one.view.window === scene.simulator.window)
    }

    @Test("VC10: without a defining controller, .currentContext covers the window's root view (as .fullScreen)")
    func currentContextWithoutDefiningController() {
        let scene = Tabs(.currentContext)
        scene.one.definesPresentationContext = false
        scene.one.present(scene.presented, animated: false)
        #expect(scene.journal.take() == ["One willDisappear", "P willAppear", "P didAppear", "One didDisappear"])
        #expect(scene.tabs.view.window == nil)
        #expect(scene.presented.view.frame == scene.simulator.window.bounds)
        #expect(scene.presented.view.superview === scene.simulator.window)
        #expect(!scene.tabBarIsHit())
        scene.presented.dismiss(animated: false)
        #expect(scene.simulator.window.subviews.first === scene.tabs.view && scene.tabBarIsHit())
    }

    @Test("VC10: a navigation controller defines the context by default: its child's .currentContext covers it")
    func navigationDefinesTheContext() {
        let simulator = EventSimulator()
        let journal = TransitionJournal()
        let tabs = UITabBarController()
        let child = JournalController("C", journal)
        let navigation = UINavigationController(rootViewController: child)
        tabs.viewControllers = [navigation, UIViewController()]
        simulator.window.rootViewController = tabs
        let presented = JournalController("P", journal)
        presented.modalPresentationStyle = .currentContext
        journal.lines.removeAll()
        let frame = navigation.view.frame
        child.present(presented, animated: false)
        // The navigation controller disappears and passes it to its top controller (NV3).
        #expect(journal.take() == ["C willDisappear", "P willAppear", "P didAppear", "C didDisappear"])
        #expect(navigation.view.window == nil && tabs.view.window === simulator.window)
        #expect(presented.view.frame == frame)
        presented.dismiss(animated: false)
        #expect(journal.take() == ["P willDisappear", "C willAppear", "C didAppear", "P didDisappear"])
        #expect(navigation.view.window === simulator.window)
    }
}

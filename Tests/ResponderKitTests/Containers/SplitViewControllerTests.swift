import Foundation
import ResponderKit
import Testing

/// SP1–SP4: show and showDetail through targetViewController, and split view controllers collapsing on a
/// compact width and side by side on a regular one.
@MainActor @Suite struct SplitViewControllerTests {
    @MainActor final class NoteSplitDelegate: UISplitViewControllerDelegate {
        let trace: EventTrace
        var takesSecondary = false
        init(_ trace: EventTrace) { self.trace = trace }
        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool {
            trace.note("collapseSecondary -> \(takesSecondary)")
            return takesSecondary
        }
        func splitViewController(
            _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
        ) -> UIViewController? {
            trace.note("separateSecondary")
            return nil
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { trace.note("didCollapse") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { trace.note("didExpand") }
        func splitViewController(
            _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
        ) { trace.note("willChangeTo \(displayMode.rawValue)") }
    }

    /// A classic split: a master list in a navigation controller, a detail in another.
    @MainActor struct SplitScene {
        let simulator: EventSimulator
        let split = UISplitViewController()
        let master: NoteController
        let detail: NoteController
        let primary: UINavigationController
        let secondary: UINavigationController
        let delegate: NoteSplitDelegate

        init(screen: CGSize, takesSecondary: Bool = false) {
            simulator = EventSimulator(screenSize: screen)
            master = NoteController("Master", simulator.trace)
            detail = NoteController("Detail", simulator.trace)
            primary = UINavigationController(rootViewController: master)
            secondary = UINavigationController(rootViewController: detail)
            delegate = NoteSplitDelegate(simulator.trace)
            delegate.takesSecondary = takesSecondary
            split.viewControllers = [primary, secondary]
            split.delegate = delegate
            simulator.trace.isEnabled = true
            simulator.window.rootViewController = split
        }

        func notes() -> [String] { simulator.trace.lines(kinds: ["note"]) }
        func frame(_ controller: UIViewController) -> CGRect? {
            guard let view = controller.viewIfLoaded, view.window != nil else { return nil }
            return view.convert(view.bounds, to: nil)
        }
    }

    static let iPhone = CGSize(width: 375, height: 667)
    static let iPad = CGSize(width: 1024, height: 768)

    @Test("SP1: show from inside a navigation controller pushes; without one the window's root presents")
    func showTargets() {
        let simulator = EventSimulator()
        let list = NoteController("List", simulator.trace)
        let nav = UINavigationController(rootViewController: list)
        simulator.window.rootViewController = nav
        #expect(list.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil) === nav)
        #expect(list.targetViewController(forAction: Selector("showDetailViewController:sender:"), sender: nil) == nil)
        let next = NoteController("Next", simulator.trace)
        list.show(next, sender: nil)
        simulator.advance(by: 1)
        #expect(nav.viewControllers.map(\.title) == ["List", "Next"])
        let modal = NoteController("Modal", simulator.trace)
        next.showDetailViewController(modal, sender: nil)
        simulator.advance(by: 1)
        #expect(nav.presentedViewController === modal)
    }

    @Test("SP4: on an iPhone width the split collapses: the detail's navigation controller goes onto the master's")
    func collapsesOnIPhone() {
        let scene = SplitScene(screen: Self.iPhone)
        #expect(scene.split.isCollapsed)
        #expect(
            scene.primary.viewControllers.map { $0 === scene.secondary ? "secondary" : $0.title ?? "?" }
                == ["Master", "secondary"])
        #expect(scene.split.viewControllers.count == 1 && scene.split.viewControllers[0] === scene.primary)
        #expect(scene.notes().prefix(2) == ["collapseSecondary -> false", "didCollapse"])
        #expect(scene.frame(scene.primary) == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(scene.detail.view.window != nil && scene.secondary.isNavigationBarHidden)
    }

    @Test("SP4: a delegate that takes the secondary keeps the master on top; showDetail then pushes the detail")
    func collapsedShowDetailPushes() {
        let scene = SplitScene(screen: Self.iPhone, takesSecondary: true)
        #expect(scene.primary.viewControllers.map(\.title) == ["Master"])
        #expect(scene.master.view.window != nil)
        let item = NoteController("Item", scene.simulator.trace)
        scene.master.showDetailViewController(item, sender: nil)
        scene.simulator.advance(by: 1)
        #expect(scene.primary.viewControllers.map(\.title) == ["Master", "Item"])
        #expect(item.view.window != nil)
    }

    @Test("SP3: on an iPad width primary and secondary are side by side; showDetail replaces the secondary")
    func sideBySideOnIPad() {
        let scene = SplitScene(screen: Self.iPad)
        #expect(!scene.split.isCollapsed && scene.split.displayMode == .oneBesideSecondary)
        #expect(scene.frame(scene.primary) == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(scene.frame(scene.secondary) == CGRect(x: 320, y: 0, width: 704, height: 768))
        #expect(scene.notes().contains("Master didAppear") && scene.notes().contains("Detail didAppear"))
        let other = NoteController("Other", scene.simulator.trace)
        scene.master.showDetailViewController(other, sender: nil)
        #expect(scene.split.viewControllers.last === other)
        #expect(scene.frame(other) == CGRect(x: 320, y: 0, width: 704, height: 768))
        #expect(scene.secondary.parent == nil && scene.detail.viewIfLoaded?.window == nil)
        #expect(scene.notes().contains("Detail didDisappear") && scene.notes().contains("Other didAppear"))
    }

    @Test("SP4: a width change collapses and expands, calling the delegate; the detail comes back beside")
    func sizeChanges() {
        let scene = SplitScene(screen: Self.iPad)
        scene.simulator.setScreenSize(Self.iPhone)
        scene.simulator.advance(by: 1)
        let delegateNotes = scene.notes().filter { !$0.hasPrefix("Master") && !$0.hasPrefix("Detail") }
        #expect(scene.split.isCollapsed && delegateNotes.suffix(2) == ["collapseSecondary -> false", "didCollapse"])
        #expect(scene.primary.topViewController === scene.secondary)
        scene.simulator.setScreenSize(Self.iPad)
        scene.simulator.advance(by: 1)
        #expect(!scene.split.isCollapsed)
        let expandNotes = scene.notes().filter { !$0.hasPrefix("Master") && !$0.hasPrefix("Detail") }
        #expect(expandNotes.suffix(2) == ["separateSecondary", "didExpand"])
        #expect(scene.primary.viewControllers.map(\.title) == ["Master"])
        #expect(scene.split.viewControllers.last === scene.secondary && !scene.secondary.isNavigationBarHidden)
        #expect(scene.frame(scene.secondary) == CGRect(x: 320, y: 0, width: 704, height: 768))
    }

    @Test("SP3: preferredDisplayMode secondaryOnly hides the primary (the delegate hears willChangeTo)")
    func displayModes() {
        let scene = SplitScene(screen: Self.iPad)
        scene.split.preferredDisplayMode = .secondaryOnly
        scene.simulator.advance(by: 0.1)
        #expect(scene.split.displayMode == .secondaryOnly)
        #expect(scene.frame(scene.primary) == nil)
        #expect(scene.frame(scene.secondary) == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(scene.notes().contains("willChangeTo 1") && scene.notes().contains("Master didDisappear"))
    }

    @Test("SP2: column styles wrap each column in a navigation controller; viewController(for:) is the one set")
    func columnStyle() {
        let simulator = EventSimulator(screenSize: Self.iPad)
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = NoteController("Sidebar", simulator.trace)
        let content = NoteController("Content", simulator.trace)
        split.setViewController(sidebar, for: .primary)
        split.setViewController(content, for: .secondary)
        simulator.window.rootViewController = split
        #expect(split.viewController(for: .primary) === sidebar)
        #expect(sidebar.navigationController != nil && sidebar.navigationController?.parent === split)
        #expect(split.viewControllers.count == 2 && split.viewControllers.allSatisfy { $0 is UINavigationController })
        split.setViewController(NoteController("Extra", simulator.trace), for: .supplementary)
        #expect(simulator.issues.contains { $0.contains("needs the .tripleColumn style") })
    }
}

import Foundation
import ResponderKit
import Testing

/// NV6: bar button items are the controls people tap; the back button pops.
@MainActor @Suite struct NavigationBarTests {
    @MainActor final class Editor: UIViewController {
        var saves: [String] = []
        func save(_ sender: UIBarButtonItem) { saves.append(sender.title ?? "?") }
        func cancel() { saves.append("cancel") }
    }

    @Test("NV6: tapping a right bar button item sends its action to its target with the item as sender")
    func barButtonTap() {
        let simulator = EventSimulator()
        let editor = Editor()
        editor.title = "Edit"
        editor.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Save", style: .done, target: editor, action: Editor.save)
        editor.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Cancel", style: .plain, target: editor, action: Editor.cancel)
        let navigation = UINavigationController(rootViewController: editor)
        simulator.window.rootViewController = navigation
        simulator.trace.isEnabled = true
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        // The right item's button ends 8 pt from the trailing edge.
        simulator.tap(at: CGPoint(x: 375 - 8 - 10, y: 22))
        #expect(editor.saves == ["Save"])
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 8 + 10, y: 22))
        #expect(editor.saves == ["Save", "cancel"])
        // The item's button sends to the bar, which sends the item's action to its target.
        let tap = ["action 'UIBarButtonItem' -> UINavigationBar", "action 'Editor action' -> Editor"]
        #expect(simulator.trace.lines(kinds: ["action"]) == tap + tap)
        // A disabled item does nothing; the title between the buttons is not a control.
        editor.navigationItem.rightBarButtonItem?.isEnabled = false
        editor.navigationItem.rightBarButtonItem = editor.navigationItem.rightBarButtonItem
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 375 - 8 - 10, y: 22))
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 187, y: 22))
        #expect(editor.saves == ["Save", "cancel"])
    }

    @Test("NV6: the back button shows the previous title and pops, animated")
    func backButton() {
        let scene = NavigationScene()
        let bar = scene.navigation.navigationBar
        scene.simulator.tap(at: CGPoint(x: 8 + 10, y: 22))
        #expect(scene.navigation.viewControllers == [scene.a])
        scene.simulator.advance(by: 0.35)
        #expect(
            scene.notes() == [
                "willShow A", "B willDisappear animated moving", "A willAppear animated",
                "B didDisappear", "A didAppear", "B didMove(toParent: nil)", "didShow A",
            ])
        #expect(bar.topItem === scene.a.navigationItem && bar.backItem == nil)
        // At the root there is no back button: the same tap reaches A's view.
        scene.simulator.tap(at: CGPoint(x: 8 + 10, y: 22))
        #expect(scene.navigation.viewControllers == [scene.a])
    }

    @Test("NV6: a hidden bar takes no touches")
    func hiddenBar() {
        let simulator = EventSimulator()
        let editor = Editor()
        editor.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Save", style: .done, target: editor, action: Editor.save)
        let navigation = UINavigationController(rootViewController: editor)
        simulator.window.rootViewController = navigation
        navigation.isNavigationBarHidden = true
        simulator.tap(at: CGPoint(x: 375 - 8 - 10, y: 22))
        #expect(editor.saves.isEmpty)
    }
}

import Foundation
import ResponderKit
import Testing

/// VC1–VC4: `viewWillAppear` / `viewDidAppear` / `viewWillDisappear` / `viewDidDisappear`, each once per
/// change, in UIKit's order, for a window's root, a presentation, and children of a container.
@MainActor @Suite struct ViewControllerAppearanceTests {
    final class Journal {
        var lines: [String] = []
    }

    final class Logged: UIViewController {
        let name: String
        let journal: Journal
        var forwards = true
        /// Adds whether the view is in a window to each line (VC1's documented order).
        var showsWindow = false
        private var window: String { showsWindow ? (viewIfLoaded?.window == nil ? " offWindow" : " inWindow") : "" }
        init(_ name: String, _ journal: Journal) {
            self.name = name
            self.journal = journal
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwards }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            journal.lines.append(
                "\(name) willAppear\(isBeingPresented ? " presented" : "")\(isMovingToParent ? " moving" : "")\(window)"
            )
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            journal.lines.append("\(name) didAppear\(window)")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            journal.lines.append(
                "\(name) willDisappear\(isBeingDismissed ? " dismissed" : "")\(isMovingFromParent ? " moving" : "")\(window)"
            )
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            journal.lines.append("\(name) didDisappear\(window)")
        }
    }

    @Test("VC1: a window's root appears when set on a visible window, disappears when replaced or hidden")
    func windowRoot() {
        let simulator = EventSimulator()
        let journal = Journal()
        let first = Logged("A", journal)
        simulator.window.rootViewController = first
        #expect(journal.lines == ["A willAppear", "A didAppear"])
        let second = Logged("B", journal)
        simulator.window.rootViewController = second
        simulator.window.isHidden = true
        simulator.window.isHidden = false
        #expect(
            journal.lines == [
                "A willAppear", "A didAppear", "A willDisappear", "A didDisappear", "B willAppear", "B didAppear",
                "B willDisappear", "B didDisappear", "B willAppear", "B didAppear",
            ])
    }

    @Test("VC2: full-screen present and dismiss: isBeingPresented / isBeingDismissed during the callbacks")
    func presentFullScreen() {
        let simulator = EventSimulator()
        let journal = Journal()
        let root = Logged("A", journal)
        simulator.window.rootViewController = root
        journal.lines.removeAll()
        let sheet = Logged("B", journal)
        sheet.modalPresentationStyle = .fullScreen
        var completed = false
        root.present(sheet, animated: false) { completed = true }
        #expect(completed)
        #expect(journal.lines == ["A willDisappear", "B willAppear presented", "B didAppear", "A didDisappear"])
        #expect(!sheet.isBeingPresented)
        journal.lines.removeAll()
        sheet.dismiss(animated: false)
        #expect(journal.lines == ["B willDisappear dismissed", "A willAppear", "A didAppear", "B didDisappear"])
    }

    @Test("VC2: a sheet (the default style) leaves the presenting controller appeared")
    func presentSheet() {
        let simulator = EventSimulator()
        let journal = Journal()
        let root = Logged("A", journal)
        simulator.window.rootViewController = root
        journal.lines.removeAll()
        root.present(Logged("B", journal), animated: false)
        root.dismiss(animated: false)
        #expect(
            journal.lines == ["B willAppear presented", "B didAppear", "B willDisappear dismissed", "B didDisappear"])
    }

    @Test("VC3: children appear after their parent, and when their view joins an appeared parent's window")
    func children() {
        let simulator = EventSimulator()
        let journal = Journal()
        let parent = Logged("P", journal)
        let early = Logged("C1", journal)
        parent.addChild(early)
        parent.view.addSubview(early.view)
        early.didMove(toParent: parent)
        simulator.window.rootViewController = parent
        #expect(journal.lines == ["P willAppear", "C1 willAppear", "P didAppear", "C1 didAppear"])
        journal.lines.removeAll()
        let late = Logged("C2", journal)
        parent.addChild(late)
        parent.view.addSubview(late.view)
        late.didMove(toParent: parent)
        #expect(journal.lines == ["C2 willAppear moving", "C2 didAppear"])
        journal.lines.removeAll()
        late.willMove(toParent: nil)
        late.view.removeFromSuperview()
        late.removeFromParent()
        #expect(journal.lines == ["C2 willDisappear moving", "C2 didDisappear"])
        #expect(!late.isMovingFromParent && !late.isMovingToParent)
    }

    @Test("VC4: a parent that does not forward calls begin/endAppearanceTransition itself; each step once")
    func manualForwarding() {
        let simulator = EventSimulator()
        let journal = Journal()
        let parent = Logged("P", journal)
        parent.forwards = false
        let child = Logged("C", journal)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        simulator.window.rootViewController = parent
        #expect(journal.lines == ["P willAppear", "P didAppear"])
        child.beginAppearanceTransition(true, animated: false)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(journal.lines == ["P willAppear", "P didAppear", "C willAppear", "C didAppear"])
    }

    /// VC1, documented by Apple: `viewWillAppear(_:)` "is called before the view controller's view is about to
    /// be added to a view hierarchy", `viewDidAppear(_:)` after it "was added", `viewWillDisappear(_:)` "before
    /// the view is actually removed", `viewDidDisappear(_:)` after it "was removed"
    /// (developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) and its siblings).
    @Test("VC1: a will comes before the view joins or leaves the window, a did after (Apple's documented order)")
    func willBeforeInsertionDidAfterRemoval() {
        let simulator = EventSimulator()
        let journal = Journal()
        let first = Logged("A", journal)
        let child = Logged("C", journal)
        for controller in [first, child] { controller.showsWindow = true }
        first.addChild(child)
        first.view.addSubview(child.view)
        child.didMove(toParent: first)
        simulator.window.rootViewController = first
        let second = Logged("B", journal)
        second.showsWindow = true
        simulator.window.rootViewController = second
        #expect(
            journal.lines == [
                "A willAppear offWindow", "C willAppear offWindow", "A didAppear inWindow", "C didAppear inWindow",
                "A willDisappear inWindow", "C willDisappear inWindow", "A didDisappear offWindow",
                "C didDisappear offWindow", "B willAppear offWindow", "B didAppear inWindow",
            ])
    }

    @Test("VC1, VC2: a presented controller's will-appear comes before its view is installed, its did after")
    func presentedWillBeforeInstall() {
        let simulator = EventSimulator()
        let journal = Journal()
        let root = Logged("A", journal)
        simulator.window.rootViewController = root
        journal.lines.removeAll()
        let sheet = Logged("B", journal)
        sheet.showsWindow = true
        sheet.modalPresentationStyle = .fullScreen
        var completedAfter: [String] = []
        root.present(sheet, animated: false)
        sheet.dismiss(animated: false) { completedAfter = journal.lines }
        #expect(
            journal.lines == [
                "A willDisappear", "B willAppear presented offWindow", "B didAppear inWindow", "A didDisappear",
                "B willDisappear dismissed inWindow", "A willAppear", "A didAppear", "B didDisappear offWindow",
            ])
        // Apple's dismiss(animated:completion:): the completion is "the block to execute after the view
        // controller is dismissed".
        #expect(completedAfter == journal.lines)
    }
}

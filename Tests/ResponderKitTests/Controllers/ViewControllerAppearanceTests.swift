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
                "\(name) willAppear\(isBeingPresented ? " presented" : "")\(isMovingToParent ? " moving" : "")")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            journal.lines.append("\(name) didAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            journal.lines.append(
                "\(name) willDisappear\(isBeingDismissed ? " dismissed" : "")\(isMovingFromParent ? " moving" : "")")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            journal.lines.append("\(name) didDisappear")
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
        root.present(sheet, animated: true) { completed = true }
        #expect(completed)
        #expect(journal.lines == ["A willDisappear", "B willAppear presented", "B didAppear", "A didDisappear"])
        #expect(!sheet.isBeingPresented)
        journal.lines.removeAll()
        sheet.dismiss(animated: true)
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
}

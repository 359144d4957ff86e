import Foundation
import ResponderKit
import Testing

/// VC9: what stays in the window and which view is hit under each presentation style.
@MainActor @Suite struct PresentationStyleTests {
    private func world(_ style: UIModalPresentationStyle) -> (
        EventSimulator, TransitionJournal, UIButton, JournalController
    ) {
        let simulator = EventSimulator()
        let journal = TransitionJournal()
        let root = JournalController("A", journal)
        simulator.window.rootViewController = root
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 60, width: 200, height: 44)
        root.view.addSubview(button)
        let presented = JournalController("B", journal)
        presented.modalPresentationStyle = style
        presented.view.backgroundColor = .clear
        journal.lines.removeAll()
        root.present(presented, animated: false)
        return (simulator, journal, button, presented)
    }

    @Test(
        "VC9: .overFullScreen — the presenter stays appeared in the window; a clear presented view still takes touches")
    func overFullScreen() {
        let (simulator, journal, button, presented) = world(.overFullScreen)
        #expect(journal.lines == ["B willAppear", "B didAppear"])
        #expect(button.window === simulator.window)
        #expect(presented.view.frame == simulator.window.bounds)
        #expect(presented.sheetPresentationController == nil && presented.presentationController == nil)
        // Hit-testing is geometric: a transparent background does not let the touch through (H2).
        #expect(simulator.window.hitTest(CGPoint(x: 100, y: 80), with: nil) === presented.view)
        // A presented view that takes no touches (or is hidden) lets them reach the presenter's views below.
        presented.view.isUserInteractionEnabled = false
        #expect(simulator.window.hitTest(CGPoint(x: 100, y: 80), with: nil) === button)
        presented.view.isUserInteractionEnabled = true
        presented.view.isHidden = true
        #expect(simulator.window.hitTest(CGPoint(x: 100, y: 80), with: nil) === button)
    }

    @Test("VC9: .fullScreen — the presenter disappears and its view leaves the window (PresentationCoverTests)")
    func fullScreen() {
        let (simulator, journal, button, presented) = world(.fullScreen)
        #expect(journal.lines == ["A willDisappear", "B willAppear", "B didAppear", "A didDisappear"])
        #expect(button.window == nil)
        #expect(simulator.window.hitTest(CGPoint(x: 100, y: 80), with: nil) === presented.view)
        presented.view.isUserInteractionEnabled = false
        #expect(simulator.window.hitTest(CGPoint(x: 100, y: 80), with: nil) === simulator.window)
    }

    @Test("VC9: .pageSheet — above the large sheet's top the dimming view is hit, not the presenter")
    func pageSheet() throws {
        let (simulator, journal, button, presented) = world(.pageSheet)
        #expect(journal.lines == ["B willAppear", "B didAppear"])
        #expect(button.window === simulator.window)
        let sheet = try #require(presented.sheetPresentationController)
        #expect(simulator.window.hitTest(CGPoint(x: 100, y: 5), with: nil) === sheet.containerView?.subviews.first)
        #expect(simulator.window.hitTest(CGPoint(x: 100, y: 80), with: nil) === presented.view)
    }
}

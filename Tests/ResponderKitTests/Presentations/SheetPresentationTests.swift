import Foundation
import ResponderKit
import Testing

/// SH1, SH2, SH6: page sheets — the presenter stays, detents place the sheet, dimming decides where touches go.
@MainActor @Suite struct SheetPresentationTests {
    @Test("SH1: an .automatic presentation is a page sheet; the presenter gets no callbacks and stays in the window")
    func automaticIsPageSheet() throws {
        let simulator = EventSimulator()
        let journal = TransitionJournal()
        let root = JournalController("A", journal)
        simulator.window.rootViewController = root
        let presented = JournalController("S", journal)
        #expect(presented.modalPresentationStyle == .automatic)
        let sheet = try #require(presented.sheetPresentationController)
        #expect(presented.presentationController === sheet)
        journal.lines.removeAll()
        root.present(presented, animated: true) { journal.add("completion") }
        #expect(journal.lines == ["S willAppear coordinated"])
        #expect(sheet.presentationStyle == .pageSheet)
        #expect(presented.transitionCoordinator?.presentationStyle == .pageSheet)
        simulator.advance(by: 0.36)
        #expect(journal.lines == ["S willAppear coordinated", "S didAppear", "completion"])
        // Large detent: 10 pt below the top safe-area inset (0 here), as tall as the rest of the screen.
        #expect(presented.view.frame == CGRect(x: 0, y: 10, width: 375, height: 657))
        #expect(root.view.window === simulator.window)
        // A child of the presented controller answers its parent's sheet (the nearest).
        let child = UIViewController()
        presented.addChild(child)
        #expect(child.sheetPresentationController === sheet)
        // Code dismissing tells the adaptive delegate nothing (SH5); the presenter still gets no callbacks.
        journal.lines.removeAll()
        root.dismiss(animated: false)
        #expect(journal.lines == ["S willDisappear", "S didDisappear"])
        #expect(root.presentedViewController == nil && presented.view.window == nil)
        #expect(simulator.issues.isEmpty)
    }

    @Test("SH1: .formSheet behaves as .pageSheet on iPhone; .fullScreen has no sheet")
    func formSheetAndFullScreen() throws {
        let simulator = EventSimulator()
        let root = UIViewController()
        simulator.window.rootViewController = root
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        let sheet = try #require(form.sheetPresentationController)
        root.present(form, animated: false)
        #expect(sheet.presentationStyle == .formSheet)
        #expect(form.view.frame == CGRect(x: 0, y: 10, width: 375, height: 657))
        root.dismiss(animated: false)
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil && full.presentationController == nil)
    }

    @Test("SH2: medium is half the screen, custom detents resolve against the large height; nil selects the smallest")
    func detentHeights() {
        let scene = SheetScene(
            detents: [
                .large(), .medium(),
                .custom(identifier: .init("small")) { context in context.maximumDetentValue / 3 },
            ],
            selected: nil)
        // nil: the smallest detent, the custom one (657 / 3 = 219 pt tall).
        #expect(abs(scene.top - (667 - 219)) < 1e-9)
        #expect(scene.sheet.selectedDetentIdentifier == nil)
        scene.sheet.selectedDetentIdentifier = .medium
        #expect(scene.top == 333.5)
        scene.sheet.selectedDetentIdentifier = .large
        #expect(scene.top == 10)
        // Inside animateChanges the sheet moves over 0.3 s: the model at once, the presentation on its way.
        scene.sheet.animateChanges { scene.sheet.selectedDetentIdentifier = .medium }
        #expect(scene.top == 333.5)
        scene.simulator.advance(by: 0.15)
        let shown = scene.sheetController.view.layer.presentation()?.frame.minY ?? 0
        #expect(shown > 10 && shown < 333.5)
        // A resolver answering nil leaves its detent out; an empty array is reported and becomes [.large()].
        scene.sheet.detents = [.custom { _ in nil }, .medium()]
        #expect(scene.top == 333.5)
        scene.sheet.detents = []
        #expect(scene.top == 10)
        #expect(scene.simulator.issues.count == 1)
        // Changes made by code tell the delegate nothing.
        #expect(scene.journal.lines.isEmpty)
    }

    @Test("SH6: dimmed, a tap above the sheet hits the dimming view and dismisses; undimmed it reaches the presenter")
    func dimmingAndTouches() throws {
        let scene = SheetScene(selected: .medium)
        final class Counter { var count = 0; func hit() { count += 1 } }
        let counter = Counter()
        scene.button.addTarget(counter, action: Counter.hit, for: .touchUpInside)
        // Undimmed at medium: the touch above the sheet passes through the container to A's button.
        scene.sheet.largestUndimmedDetentIdentifier = .medium
        scene.simulator.tap(at: CGPoint(x: 100, y: 80))
        #expect(counter.count == 1)
        #expect(scene.simulator.window.hitTest(CGPoint(x: 100, y: 80), with: nil) === scene.button)
        // On the sheet, the sheet's views take it.
        #expect(scene.simulator.window.hitTest(CGPoint(x: 100, y: 400), with: nil) === scene.scrollView)
        // Dimmed (nil: every detent is dimmed): the dimming view takes the tap and the user's dismissal runs.
        scene.sheet.largestUndimmedDetentIdentifier = nil
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 100, y: 80))
        #expect(counter.count == 1)
        #expect(scene.journal.take() == ["shouldDismiss", "willDismiss", "S willDisappear coordinated"])
        scene.simulator.advance(by: 0.36)
        #expect(scene.journal.take() == ["S didDisappear", "didDismiss"])
        #expect(scene.root.presentedViewController == nil)
    }

    @Test("SH5/SH6: isModalInPresentation keeps touches outside the sheet and refuses the dimming tap")
    func modalKeepsTouches() {
        let scene = SheetScene(selected: .medium)
        scene.sheetController.isModalInPresentation = true
        scene.sheet.largestUndimmedDetentIdentifier = .medium
        // Undimmed but modal: the container keeps the touch (Apple: events outside are ignored).
        #expect(scene.simulator.window.hitTest(CGPoint(x: 100, y: 80), with: nil) !== scene.button)
        scene.sheet.largestUndimmedDetentIdentifier = nil
        scene.simulator.tap(at: CGPoint(x: 100, y: 80))
        #expect(scene.journal.take() == ["didAttemptToDismiss"])
        #expect(scene.root.presentedViewController === scene.sheetController)
    }
}

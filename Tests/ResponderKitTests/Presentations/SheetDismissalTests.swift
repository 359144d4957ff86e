import Foundation
import ResponderKit
import Testing

/// SH5: dragging a sheet below its smallest detent is the user's dismissal — interactive, with VC8's
/// appearance order when cancelled — unless `isModalInPresentation` or the delegate refuses it.
@MainActor @Suite struct SheetDismissalTests {
    @Test("SH5: a quick drag down from the large detent dismisses: will at the edge, did after the slide")
    func dragDismisses() {
        let scene = SheetScene(detents: [.large()])
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 200))
        scene.move(finger, by: 20)
        // Past the smallest detent at once: asked, told, and the sheet's will-disappear, interactive.
        #expect(scene.journal.take() == ["shouldDismiss", "willDismiss", "S willDisappear interactive"])
        #expect(scene.sheetController.isBeingDismissed)
        #expect(scene.sheetController.transitionCoordinator?.isInteractive == true)
        scene.move(finger, by: 160, step: 40, interval: 0.02)
        // The slide follows the finger: 180 of 657 pt.
        let shown = scene.sheetController.view.layer.presentation()?.frame.minY ?? 0
        #expect(abs(shown - (10 + 180)) < 0.5)
        scene.simulator.advance(by: 0.01)
        scene.simulator.lift(finger)
        #expect(scene.journal.take().isEmpty)
        scene.simulator.advance(by: 0.35)
        #expect(scene.journal.take() == ["S didDisappear", "didDismiss"])
        #expect(scene.root.presentedViewController == nil && scene.sheetController.view.window == nil)
        #expect(scene.simulator.issues.isEmpty)
    }

    /// Apple documents the cancelled order: the context's handlers, then "viewWillDisappear(_:) on the presented
    /// view controller, and finally ... viewWillAppear(_:)" (VC8), here on the one sheet.
    @Test("SH5: a slow short drag down is cancelled: will-disappear, will-appear, did-appear; no didDismiss")
    func cancelledDrag() {
        let scene = SheetScene(detents: [.large()])
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 200))
        scene.move(finger, by: 100)
        #expect(scene.journal.take() == ["shouldDismiss", "willDismiss", "S willDisappear interactive"])
        scene.simulator.advance(by: 0.3)
        scene.simulator.lift(finger)
        #expect(scene.journal.take() == ["S willAppear coordinated"])
        scene.simulator.advance(by: 0.35)
        #expect(scene.journal.take() == ["S didAppear"])
        #expect(scene.root.presentedViewController === scene.sheetController)
        #expect(!scene.sheetController.isBeingDismissed && scene.sheetController.transitionCoordinator == nil)
        // Back at its detent (the reversed slide restores the model, AN18), and it can be dragged again.
        #expect(scene.top == 10)
        let again = scene.simulator.touchDown(at: CGPoint(x: 100, y: 200))
        scene.move(again, by: 20)
        #expect(scene.journal.take() == ["shouldDismiss", "willDismiss", "S willDisappear interactive"])
        scene.simulator.lift(again)
    }

    @Test("SH5: isModalInPresentation refuses: a rubber band below the detent, didAttemptToDismiss at release")
    func modalRefuses() {
        let scene = SheetScene(detents: [.large()])
        scene.sheetController.isModalInPresentation = true
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 200))
        scene.move(finger, by: 200, step: 40, interval: 0.02)
        // Not asked (modal), not told; no appearance callbacks. The sheet lags the finger (S1's curve).
        #expect(scene.journal.lines.isEmpty)
        let band = (1 - 1 / (200 * 0.55 / 667 + 1)) * 667
        #expect(abs(scene.top - (10 + band)) < 1e-9)
        #expect(scene.top < 10 + 200)
        scene.simulator.advance(by: 0.01)
        scene.simulator.lift(finger)
        #expect(scene.journal.take() == ["didAttemptToDismiss"])
        scene.simulator.advance(by: 0.31)
        #expect(scene.top == 10 && scene.root.presentedViewController === scene.sheetController)
    }

    @Test("SH5: presentationControllerShouldDismiss false refuses the same way, asked once per drag")
    func delegateRefuses() {
        let scene = SheetScene(detents: [.medium(), .large()], selected: .medium)
        scene.delegate.allowsDismissal = false
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 500))
        scene.move(finger, by: 150)
        #expect(scene.journal.take() == ["shouldDismiss"])
        #expect(scene.top > 333.5 && scene.top < 333.5 + 150)
        scene.simulator.advance(by: 0.3)
        scene.simulator.lift(finger)
        #expect(scene.journal.take() == ["didAttemptToDismiss"])
        scene.simulator.advance(by: 0.31)
        #expect(scene.top == 333.5)
    }

    @Test("SH5: from large, a drag down settles at medium; from medium the same drag begins the dismissal")
    func smallestDetentIsTheEdge() {
        let scene = SheetScene()
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 300))
        scene.move(finger, by: 330)
        // 10 + 330 = 340: below medium's 333.5 — the dismissal begins at the smallest detent.
        #expect(scene.journal.take() == ["shouldDismiss", "willDismiss", "S willDisappear interactive"])
        scene.simulator.advance(by: 0.3)
        scene.simulator.lift(finger)
        scene.simulator.advance(by: 0.5)
        // Cancelled: it rests at the smallest detent, which is now the selected one.
        #expect(
            scene.journal.take() == [
                "S willAppear coordinated", "S didAppear", "didChangeDetent com.apple.UIKit.medium",
            ])
        #expect(scene.top == 333.5)
    }
}

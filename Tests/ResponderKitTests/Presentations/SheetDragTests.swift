import Foundation
import ResponderKit
import Testing

/// SH3, SH4: a drag on the sheet moves it between detents and shares the finger with the sheet's scroll view.
@MainActor @Suite struct SheetDragTests {
    @Test("SH3: scroll view at its top, dragging down moves the sheet and holds the content; released near medium")
    func atTopDraggingDownMovesSheet() {
        let scene = SheetScene()
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 300))
        scene.move(finger, by: 20)
        // Both pans began on the first move past 10 pt: all 20 pt went to the sheet, none to the content.
        #expect(scene.scrollView.isDragging)
        #expect(scene.top == 30 && scene.offset == 0)
        scene.move(finger, by: 280)
        #expect(scene.top == 310 && scene.offset == 0)
        scene.simulator.advance(by: 0.05)
        scene.simulator.lift(finger)
        // 200 pt/s down projects 40 pt further (0.2 s): 350 is nearest to medium's 333.5.
        #expect(scene.journal.take() == ["didChangeDetent com.apple.UIKit.medium"])
        #expect(scene.sheet.selectedDetentIdentifier == .medium)
        scene.simulator.advance(by: 0.31)
        #expect(scene.top == 333.5 && scene.offset == 0)
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("SH3: scrolled down, dragging down scrolls first; at the top the rest of the drag moves the sheet")
    func scrolledDownScrollsFirst() {
        let scene = SheetScene()
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 50)
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 300))
        scene.move(finger, by: 20)
        #expect(scene.offset == 30 && scene.top == 10)
        scene.move(finger, by: 20)
        #expect(scene.offset == 10 && scene.top == 10)
        // The next 20 pt: 10 to reach the top, 10 for the sheet.
        scene.move(finger, by: 20, step: 20)
        #expect(scene.offset == 0 && scene.top == 20)
        scene.move(finger, by: 40)
        #expect(scene.offset == 0 && scene.top == 60)
        // Back up: the sheet returns to its resting detent first (large), then the content scrolls.
        scene.move(finger, by: -70)
        #expect(scene.top == 10 && scene.offset == 20)
        scene.simulator.advance(by: 0.05)
        scene.simulator.lift(finger)
        #expect(scene.journal.take().isEmpty)
        #expect(scene.sheet.selectedDetentIdentifier == .large)
    }

    @Test("SH3: at medium, dragging up expands the sheet first (prefersScrollingExpandsWhenScrolledToEdge)")
    func dragUpExpandsFirst() {
        let scene = SheetScene(selected: .medium)
        #expect(scene.sheet.prefersScrollingExpandsWhenScrolledToEdge)
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 600))
        scene.move(finger, by: -300, step: 20)
        #expect(scene.top == 33.5 && scene.offset == 0)
        // 23.5 pt more reach the large detent; the last 16.5 pt of this move scroll the content.
        scene.move(finger, by: -40, step: 40)
        #expect(scene.top == 10 && scene.offset == 16.5)
        scene.simulator.advance(by: 0.05)
        scene.simulator.lift(finger)
        #expect(scene.journal.take() == ["didChangeDetent com.apple.UIKit.large"])
    }

    @Test("SH3: with prefersScrollingExpandsWhenScrolledToEdge false, dragging up at medium scrolls the content")
    func dragUpScrollsWhenNotExpanding() {
        let scene = SheetScene(selected: .medium)
        scene.sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 600))
        scene.move(finger, by: -100, step: 20)
        #expect(scene.top == 333.5 && scene.offset == 100)
        scene.simulator.advance(by: 0.05)
        scene.simulator.lift(finger)
        #expect(scene.journal.take().isEmpty)
        #expect(scene.sheet.selectedDetentIdentifier == .medium)
    }

    @Test("SH4: a quick flick up from medium goes to large although released nearer medium")
    func velocityChoosesDetent() {
        let scene = SheetScene(selected: .medium)
        scene.scrollView.removeFromSuperview()
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 600))
        scene.move(finger, by: -80, step: 40, interval: 0.02)
        #expect(scene.top == 253.5)
        scene.simulator.advance(by: 0.01)
        scene.simulator.lift(finger)
        #expect(scene.journal.take() == ["didChangeDetent com.apple.UIKit.large"])
        scene.simulator.advance(by: 0.31)
        #expect(scene.top == 10)
    }
}

import Foundation
import ResponderKit
import Testing

/// CV4 under S2: when a cell highlights, relative to the scroll view's 0.15 s content-touch delay, and that
/// a touch the scroll pan takes never highlights anything. Whole logs, stamped with the virtual time.
@MainActor @Suite struct CollectionHighlightTests {
    @Test("CV4, S2: a quick tap (0.05 s) highlights at touch-up, then selects: the held touch arrives on lift")
    func quickTapHighlightsAtTouchUp() {
        let (simulator, _, source) = collectionScene()
        simulator.tap(at: centerOfItem(4))
        #expect(
            source.lines == [
                "0.05 shouldHighlight 4", "0.05 4 cell highlighted true", "0.05 didHighlight 4", "0.05 shouldSelect 4",
                "0.05 4 cell highlighted false", "0.05 didUnhighlight 4", "0.05 didSelect 4",
            ])
    }

    @Test("CV4, S2: a press held 0.5 s highlights after the 0.15 s delay and selects on lift")
    func pressHighlightsAfterDelay() {
        let (simulator, collection, source) = collectionScene()
        let finger = simulator.touchDown(at: centerOfItem(1))
        simulator.advance(by: 0.1)
        #expect(source.lines.isEmpty)
        simulator.advance(by: 0.4)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == true)
        simulator.lift(finger)
        #expect(
            source.lines == [
                "0.15 shouldHighlight 1", "0.15 1 cell highlighted true", "0.15 didHighlight 1", "0.50 shouldSelect 1",
                "0.50 1 cell highlighted false", "0.50 didUnhighlight 1", "0.50 didSelect 1",
            ])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("CV4, S2: a drag that scrolls before 0.15 s never highlights or selects")
    func scrollNeverHighlights() {
        let (simulator, collection, source) = collectionScene(items: 60)
        simulator.drag(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 200), duration: 0.1, steps: 5)
        simulator.advance(by: 3)
        #expect(collection.contentOffset.y > 0)
        #expect(source.lines.isEmpty)
        #expect(collection.indexPathsForSelectedItems == [])
    }

    @Test("CV4, S2, S3: a press held past the delay then dragged highlights, then unhighlights as scrolling cancels it")
    func holdThenScrollUnhighlights() {
        let (simulator, collection, source) = collectionScene(items: 60)
        let finger = simulator.touchDown(at: centerOfItem(4))
        simulator.advance(by: 0.3)
        for step in 1...5 {
            simulator.move(finger, to: CGPoint(x: 187.5, y: 160 - CGFloat(step) * 30))
            simulator.advance(by: 0.02)
        }
        simulator.lift(finger)
        simulator.advance(by: 3)
        #expect(collection.contentOffset.y > 0)
        #expect(
            source.lines == [
                "0.15 shouldHighlight 4", "0.15 4 cell highlighted true", "0.15 didHighlight 4",
                "0.30 4 cell highlighted false", "0.30 didUnhighlight 4",
            ])
        #expect(collection.indexPathsForSelectedItems == [])
    }

    @Test("CV4, S2: with delaysContentTouches false the highlight comes at touch-down")
    func noDelayHighlightsAtOnce() {
        let (simulator, collection, source) = collectionScene()
        collection.delaysContentTouches = false
        let finger = simulator.touchDown(at: centerOfItem(0))
        #expect(source.lines == ["0.00 shouldHighlight 0", "0.00 0 cell highlighted true", "0.00 didHighlight 0"])
        simulator.advance(by: 0.2)
        simulator.lift(finger)
        #expect(source.lines.last == "0.20 didSelect 0")
    }

    @Test(
        "CV4: a touch that ends outside its cell unhighlights without selecting; allowsSelection false ignores touches")
    func endOutsideAndSelectionOff() {
        let (simulator, collection, source) = collectionScene()
        collection.isScrollEnabled = false
        let finger = simulator.touchDown(at: centerOfItem(0))
        simulator.advance(by: 0.2)
        simulator.move(finger, to: CGPoint(x: 120, y: 50))
        simulator.lift(finger)
        #expect(
            source.lines == [
                "0.15 shouldHighlight 0", "0.15 0 cell highlighted true", "0.15 didHighlight 0",
                "0.20 0 cell highlighted false", "0.20 didUnhighlight 0",
            ])
        source.lines.removeAll()
        collection.allowsSelection = false
        simulator.tap(at: centerOfItem(0))
        #expect(source.lines.isEmpty)
    }
}

import Foundation
import ResponderKit
import Testing

/// CV7: a held touch's highlight follows the finger on and off its cell.
@MainActor @Suite struct CollectionHighlightTrackingTests {
    @Test("CV7: moving off the cell unhighlights it, moving back highlights it again; lifting on it selects")
    func offAndBack() {
        let (simulator, collection, source) = collectionScene()
        collection.isScrollEnabled = false
        let finger = simulator.touchDown(at: centerOfItem(0))
        simulator.advance(by: 0.2)
        simulator.move(finger, to: CGPoint(x: 120, y: 50))  // between items 0 and 1
        simulator.advance(by: 0.1)
        simulator.move(finger, to: CGPoint(x: 60, y: 50))
        simulator.advance(by: 0.1)
        simulator.lift(finger)
        #expect(
            source.lines == [
                "0.15 shouldHighlight 0", "0.15 0 cell highlighted true", "0.15 didHighlight 0",
                "0.20 0 cell highlighted false", "0.20 didUnhighlight 0",
                "0.30 shouldHighlight 0", "0.30 0 cell highlighted true", "0.30 didHighlight 0",
                "0.40 shouldSelect 0", "0.40 0 cell highlighted false", "0.40 didUnhighlight 0", "0.40 didSelect 0",
            ])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test("CV7: a touch that moved onto another cell does not highlight that one; lifting there selects nothing")
    func ontoAnotherCell() {
        let (simulator, collection, source) = collectionScene()
        collection.isScrollEnabled = false
        let finger = simulator.touchDown(at: centerOfItem(0))
        simulator.advance(by: 0.2)
        simulator.move(finger, to: centerOfItem(1))
        simulator.advance(by: 0.1)
        simulator.lift(finger)
        #expect(
            source.lines == [
                "0.15 shouldHighlight 0", "0.15 0 cell highlighted true", "0.15 didHighlight 0",
                "0.20 0 cell highlighted false", "0.20 didUnhighlight 0",
            ])
        #expect(collection.indexPathsForSelectedItems == [])
    }
}

import Foundation
import ResponderKit
import Testing

/// CV1–CV3, CV5: only the cells in the visible rect exist and are reused as the content scrolls; paging by
/// the view's width; an unregistered identifier is reported; batch updates move cells and selection.
@MainActor @Suite struct CollectionReuseTests {
    /// Independent oracle: the items of the 3-a-line scene whose frames meet `visible`, by brute force.
    private func expectedVisible(_ visible: CGRect, items: Int) -> [IndexPath] {
        (0..<items).filter { item in
            let frame = CGRect(x: [0, 137.5, 275][item % 3], y: CGFloat(item / 3) * 110, width: 100, height: 100)
            return frame.intersects(visible)
        }.map { IndexPath(item: $0, section: 0) }
    }

    @Test(
        "CV1, CV3: 10,000 items: only visible cells exist, as many as a brute-force oracle finds, reused as it scrolls")
    func reuseWhileScrolling() {
        let (simulator, collection, source) = collectionScene(items: 10_000)
        #expect(collection.contentSize == CGSize(width: 375, height: 3334 * 110 - 10))
        #expect(collection.indexPathsForVisibleItems == expectedVisible(collection.bounds, items: 10_000))
        for _ in 0..<10 {
            simulator.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 100), duration: 0.3, steps: 10)
            simulator.advance(by: 0.5)
            let cells = collection.subviews.compactMap { $0 as? UICollectionViewCell }
            #expect(cells.count == collection.visibleCells.count)
            #expect(collection.indexPathsForVisibleItems == expectedVisible(collection.bounds, items: 10_000))
        }
        simulator.advance(by: 5)
        #expect(collection.contentOffset.y > 5000)
        #expect(source.cells.count <= 21)  // at most 7 lines of 3 meet 667 pt (767 / 110 line starts)
        #expect(source.displayed.count > 300)
        #expect(source.ended.count == source.displayed.count - collection.visibleCells.count)
        #expect(simulator.issues.isEmpty)
    }

    @Test("CV1: indexPathForItem(at:) finds items by frame and nothing in the gaps; layout attributes agree")
    func geometry() {
        let (_, collection, _) = collectionScene()
        #expect(collection.indexPathForItem(at: CGPoint(x: 200, y: 120)) == IndexPath(item: 4, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 120, y: 50)) == nil)  // between items
        #expect(collection.indexPathForItem(at: CGPoint(x: 50, y: 105)) == nil)  // between lines
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
                == CGRect(x: 275, y: 110, width: 100, height: 100))
        let cell = collection.cellForItem(at: IndexPath(item: 5, section: 0))
        #expect(cell?.frame == CGRect(x: 275, y: 110, width: 100, height: 100))
        #expect(cell.flatMap { collection.indexPath(for: $0) } == IndexPath(item: 5, section: 0))
    }

    @Test("CV1, S1: a horizontal flow layout of page-sized items pages by the view's width")
    func paging() {
        let simulator = EventSimulator()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = simulator.window.bounds.size
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: simulator.window.bounds, collectionViewLayout: layout)
        let source = CollectionLogSource()
        source.sections = [5]
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.isPagingEnabled = true
        simulator.window.addSubview(collection)
        collection.layoutIfNeeded()
        #expect(collection.contentSize == CGSize(width: 375 * 5, height: 667))
        simulator.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 150, y: 300), duration: 0.1, steps: 5)
        #expect(simulator.settle())
        #expect(collection.contentOffset == CGPoint(x: 375, y: 0))
        #expect(collection.indexPathsForVisibleItems == [IndexPath(item: 1, section: 0)])
        simulator.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 250, y: 300), duration: 1, steps: 20)
        #expect(simulator.settle())
        #expect(collection.contentOffset == CGPoint(x: 375, y: 0))
        simulator.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.1, steps: 5)
        #expect(simulator.settle())
        #expect(collection.contentOffset == .zero)
    }

    @Test("CV3: an unregistered identifier is UIKit's exception, reported once per cell; a plain cell stands in")
    func unregistered() {
        let simulator = EventSimulator()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        let source = CollectionLogSource()
        source.sections = [3]
        source.identifier = "Nope"
        collection.dataSource = source
        simulator.window.addSubview(collection)
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.count == 3)
        #expect(collection.visibleCells.allSatisfy { type(of: $0) == UICollectionViewCell.self })
        #expect(collection.visibleCells.allSatisfy { $0.reuseIdentifier == "Nope" })
        let expected =
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier Nope - must register a nib "
            + "or a class for the identifier or connect a prototype cell in a storyboard"
        #expect(simulator.issues.count == 3)
        #expect(simulator.issues.allSatisfy { $0.hasPrefix(expected) })
    }

    @Test("CV5: performBatchUpdates moves cells and the selection with their items; a count mismatch is reported")
    func batchUpdates() {
        let (simulator, collection, source) = collectionScene()
        collection.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        let cell = collection.cellForItem(at: IndexPath(item: 4, section: 0))
        source.sections = [12]
        var completed: Bool?
        collection.performBatchUpdates({
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
            collection.deleteItems(at: [IndexPath(item: 11, section: 0)])
        }) { completed = $0 }
        #expect(completed == true)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 5, section: 0)) === cell)
        #expect(cell?.frame == CGRect(x: 275, y: 110, width: 100, height: 100))
        collection.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 0, section: 0))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(cell?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(simulator.issues.isEmpty)
        source.sections = [20]
        collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(simulator.issues.count == 1)
        #expect(
            simulator.issues.first?.hasPrefix(
                "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                    + "section after the update (20) must be equal to the number of items contained in that section "
                    + "before the update (12), plus or minus the number of items inserted or deleted from that section "
                    + "(0 inserted, 1 deleted)") == true)
        #expect(collection.numberOfItems(inSection: 0) == 20)
        #expect(collection.indexPathsForSelectedItems == [])
    }
}

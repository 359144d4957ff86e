import Foundation
import ResponderKit
import Testing

/// A carousel layout as apps write it: each fling stops with an item's leading edge at the left edge.
@MainActor final class SnappingFlowLayout: UICollectionViewFlowLayout {
    var asked: [(proposed: CGPoint, velocity: CGPoint)] = []
    var fixedTarget: CGPoint?
    var log: (String) -> Void = { _ in }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        asked.append((proposedContentOffset, velocity))
        log("layout target")
        let pitch = itemSize.width + minimumLineSpacing
        return CGPoint(x: (proposedContentOffset.x / pitch).rounded() * pitch, y: proposedContentOffset.y)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        fixedTarget ?? proposedContentOffset
    }
}

/// A data source and scroll delegate that records the offset the delegate is offered.
@MainActor final class CarouselSource: UICollectionViewDataSource, UICollectionViewDelegate {
    var count = 20
    var offered: [CGPoint] = []
    var log: (String) -> Void = { _ in }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        offered.append(targetContentOffset.pointee)
        log("delegate target")
    }
}

@MainActor @Suite struct CollectionTargetOffsetTests {
    /// A horizontal carousel of 300 × 600 cards, 10 pt apart (a card every 310 pt).
    private func carousel() -> (EventSimulator, UICollectionView, SnappingFlowLayout, CarouselSource) {
        let simulator = EventSimulator()
        let layout = SnappingFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 300, height: 600)
        let collection = UICollectionView(frame: simulator.window.bounds, collectionViewLayout: layout)
        let source = CarouselSource()
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.delegate = source
        simulator.window.addSubview(collection)
        collection.layoutIfNeeded()
        return (simulator, collection, layout, source)
    }

    @Test("CV9: a fling ends on the offset the layout snaps to; the layout is asked before the delegate")
    func flingSnapsToAnItem() {
        let (simulator, collection, layout, source) = carousel()
        var order: [String] = []
        layout.log = { order.append($0) }
        source.log = { order.append($0) }
        simulator.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 120, y: 300), duration: 0.1, steps: 5)
        #expect(simulator.settle())
        #expect(layout.asked.count == 1)
        let asked = layout.asked.first
        #expect((asked?.velocity.x ?? 0) > 1000, "points per second, in the content's direction")
        #expect((asked?.proposed.x ?? 0) > 180, "the fling's natural target lies beyond the finger's 180 pt")
        #expect(order == ["layout target", "delegate target"])
        let snapped = ((asked?.proposed.x ?? 0) / 310).rounded() * 310
        #expect(source.offered == [CGPoint(x: snapped, y: 0)], "the delegate is offered the layout's answer")
        #expect(snapped > 0)
        #expect(collection.contentOffset == CGPoint(x: snapped, y: 0))
        let first = collection.indexPathsForVisibleItems.first?.item ?? -1
        #expect(collection.cellForItem(at: IndexPath(item: first, section: 0))?.frame.minX == snapped)
    }

    @Test("CV9: with paging on, the layout is not asked")
    func pagingDoesNotAskTheLayout() {
        let (simulator, collection, layout, _) = carousel()
        collection.isPagingEnabled = true
        simulator.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 120, y: 300), duration: 0.1, steps: 5)
        #expect(simulator.settle())
        #expect(layout.asked.isEmpty)
        #expect(collection.contentOffset == CGPoint(x: 375, y: 0))
    }

    @Test("CV9: after batch updates the layout's targetContentOffset(forProposedContentOffset:) is adopted")
    func updatesAdoptTheLayoutsOffset() {
        let (_, collection, layout, source) = carousel()
        layout.fixedTarget = CGPoint(x: 620, y: 0)
        source.count = 21
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(collection.contentOffset == CGPoint(x: 620, y: 0))
        layout.fixedTarget = CGPoint(x: 1e9, y: 0)
        source.count = 22
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(collection.contentOffset.x == collection.contentSize.width - 375, "kept within the content")
    }
}

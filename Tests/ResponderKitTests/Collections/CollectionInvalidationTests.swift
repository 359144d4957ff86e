import Foundation
import ResponderKit
import Testing

/// A custom context as layouts declare them, carrying a reason of its own.
@MainActor final class ReasonContext: UICollectionViewLayoutInvalidationContext {
    var reason = "unknown"
}

/// A flow layout that records its invalidations, its prepares and its bounds-change questions.
@MainActor final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    var prepares = 0
    var invalidatesForBounds = false
    var animatedBoundsChanges: [String] = []

    override class var invalidationContextClass: AnyClass { ReasonContext.self }

    override func prepare() {
        super.prepare()
        prepares += 1
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        invalidatesForBounds || super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? ReasonContext)?.reason = "bounds \(Int(newBounds.minY))"
        return context
    }

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        animatedBoundsChanges.append("prepare from \(Int(oldBounds.width))")
    }

    override func finalizeAnimatedBoundsChange() { animatedBoundsChanges.append("finalize") }
}

/// A cell whose preferred height grows with its item, as a self-sizing text cell's would.
@MainActor final class GrowingCell: UICollectionViewCell {
    var asked = 0
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        asked += 1
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = CGSize(width: 375, height: 40 + CGFloat(attributes.indexPath.item) * 10)
        return attributes
    }
}

@MainActor @Suite struct CollectionInvalidationTests {
    private func scene(layout: UICollectionViewFlowLayout, cell: UICollectionViewCell.Type = LoggingCollectionCell.self)
        -> (EventSimulator, UICollectionView, CollectionLogSource)
    {
        let simulator = EventSimulator()
        let collection = UICollectionView(frame: simulator.window.bounds, collectionViewLayout: layout)
        let source = CollectionLogSource()
        source.sections = [30]
        collection.register(cell, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.delegate = source
        simulator.window.addSubview(collection)
        collection.layoutIfNeeded()
        return (simulator, collection, source)
    }

    @Test("CV10: the collection view's invalidations reach invalidateLayout(with:) as the layout's context class")
    func contextsOfTheLayoutsClass() {
        let layout = RecordingFlowLayout()
        let (_, collection, source) = scene(layout: layout)
        layout.contexts.removeAll()
        collection.reloadData()
        #expect(layout.contexts.count == 1)
        #expect(layout.contexts.first is ReasonContext)
        #expect(layout.contexts.first?.invalidateEverything == true)
        #expect(layout.contexts.first?.invalidateDataSourceCounts == true)
        source.sections = [31]
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(layout.contexts.last?.invalidateEverything == false)
        #expect(layout.contexts.last?.invalidateDataSourceCounts == true)
        layout.invalidateLayout()
        #expect(layout.contexts.last?.invalidateEverything == true)
        #expect(layout.contexts.last is ReasonContext)
    }

    @Test("CV10: a context's offset and size adjustments apply at once; the layout prepares at the next pass")
    func adjustments() {
        let layout = RecordingFlowLayout()
        let (_, collection, _) = scene(layout: layout)
        let prepares = layout.prepares
        let context = ReasonContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 50)
        context.contentSizeAdjustment = CGSize(width: 0, height: 100)
        context.invalidateItems(at: [IndexPath(item: 3, section: 0)])
        let height = collection.contentSize.height
        layout.invalidateLayout(with: context)
        #expect(collection.contentOffset == CGPoint(x: 0, y: 50))
        #expect(collection.contentSize.height == height + 100)
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 3, section: 0)])
        #expect(context.invalidateEverything == false)
        #expect(layout.prepares == prepares)
        collection.layoutIfNeeded()
        #expect(layout.prepares == prepares + 1)
        #expect(collection.contentSize.height == height, "the layout's content size again")
    }

    @Test("CV10: a bounds change the layout invalidates for goes through invalidationContext(forBoundsChange:)")
    func boundsChangeContext() {
        let layout = RecordingFlowLayout()
        let (_, collection, _) = scene(layout: layout)
        layout.contexts.removeAll()
        collection.contentOffset = CGPoint(x: 0, y: 30)
        collection.layoutIfNeeded()
        #expect(layout.contexts.isEmpty, "a flow layout does not invalidate for scrolling")
        layout.invalidatesForBounds = true
        let prepares = layout.prepares
        collection.contentOffset = CGPoint(x: 0, y: 60)
        collection.layoutIfNeeded()
        #expect((layout.contexts.last as? ReasonContext)?.reason == "bounds 60")
        #expect(layout.prepares == prepares + 1)
    }

    @Test("CV10: a size change laid out inside an animation block is announced and finalized")
    func animatedBoundsChange() {
        let layout = RecordingFlowLayout()
        let (_, collection, _) = scene(layout: layout)
        UIView.animate(withDuration: 0.3) {
            collection.frame.size.width = 320
            collection.layoutIfNeeded()
        }
        #expect(layout.animatedBoundsChanges == ["prepare from 375", "finalize"])
        collection.frame.size.width = 300
        collection.layoutIfNeeded()
        #expect(layout.animatedBoundsChanges.count == 2, "not outside an animation block")
    }

    @Test("CV10: with an estimated size, cells' preferred attributes size their items in the same layout pass")
    func selfSizingCells() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 375, height: 50)
        layout.minimumLineSpacing = 0
        let (_, collection, _) = scene(layout: layout, cell: GrowingCell.self)
        let frames = (0..<4).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 375, height: 40))
        #expect(frames[1] == CGRect(x: 0, y: 40, width: 375, height: 50))
        #expect(frames[3] == CGRect(x: 0, y: 40 + 50 + 60, width: 375, height: 70))
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 0, y: 90, width: 375, height: 60))
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? GrowingCell
        let asked = cell?.asked ?? 0
        collection.contentOffset = CGPoint(x: 0, y: 1)
        collection.layoutIfNeeded()
        #expect(cell?.asked == asked, "attributes that did not change are not applied or asked about again")
    }

    @Test("CV10: without an estimated size a flow layout asks no cell for preferred attributes")
    func fixedSizeAsksNothing() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (_, collection, _) = scene(layout: layout, cell: GrowingCell.self)
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? GrowingCell
        #expect(cell?.asked == 0)
        #expect(cell?.frame.size == CGSize(width: 100, height: 100))
    }
}

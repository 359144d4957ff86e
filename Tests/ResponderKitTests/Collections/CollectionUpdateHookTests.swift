import Foundation
import ResponderKit
import Testing

/// Attributes with a property of their own, copied and compared as UIKit requires of subclasses.
@MainActor final class TintedAttributes: UICollectionViewLayoutAttributes {
    var tint: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TintedAttributes
        copy.tint = tint
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TintedAttributes, other.tint == tint else { return false }
        return super.isEqual(object)
    }
}

/// A cell that records the attributes it is given.
@MainActor final class TintedCell: UICollectionViewCell {
    var tints: [CGFloat] = []
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if let tinted = layoutAttributes as? TintedAttributes { tints.append(tinted.tint) }
    }
}

/// A background behind each section, registered with the layout.
@MainActor final class SectionBackground: UICollectionReusableView {}

/// A flow layout with tinted attributes, a decoration view behind section 0, and insertions that slide in
/// from the left while deletions fade out.
@MainActor final class AnimatingFlowLayout: UICollectionViewFlowLayout {
    var log: [String] = []
    var tint: CGFloat = 0.5 {
        didSet { invalidateLayout() }
    }

    override class var layoutAttributesClass: AnyClass { TintedAttributes.self }

    override init() {
        super.init()
        register(SectionBackground.self, forDecorationViewOfKind: "background")
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var all = super.layoutAttributesForElements(in: rect) ?? []
        for attributes in all { (attributes as? TintedAttributes)?.tint = tint }
        if let background = layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0)),
            background.frame.intersects(rect)
        {
            all.append(background)
        }
        return all
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = CGRect(x: 0, y: 0, width: 375, height: 210)
        attributes.zIndex = -1
        return attributes
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for item in updateItems {
            let before = item.indexPathBeforeUpdate.map { "\($0.item)" } ?? "-"
            let after = item.indexPathAfterUpdate.map { "\($0.item)" } ?? "-"
            log.append("update \(item.updateAction) \(before) \(after)")
        }
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        log.append("appearing \(itemIndexPath.item)")
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.frame.origin.x -= 375
        attributes?.alpha = 0
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        log.append("disappearing \(itemIndexPath.item)")
        let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        attributes.alpha = 0
        return attributes
    }

    override func finalizeCollectionViewUpdates() { log.append("finalize") }
}

@MainActor @Suite struct CollectionUpdateHookTests {
    private func scene() -> (EventSimulator, UICollectionView, AnimatingFlowLayout, CollectionLogSource) {
        let simulator = EventSimulator()
        let layout = AnimatingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: simulator.window.bounds, collectionViewLayout: layout)
        let source = CollectionLogSource()
        source.sections = [12]
        collection.register(TintedCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.delegate = source
        simulator.window.addSubview(collection)
        collection.layoutIfNeeded()
        return (simulator, collection, layout, source)
    }

    @Test("CV11: the layout makes its layoutAttributesClass; cells get them, and again only when isEqual says changed")
    func customAttributes() {
        let (_, collection, layout, source) = scene()
        defer { withExtendedLifetime(source) {} }
        let attributes = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(attributes is TintedAttributes)
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? TintedCell
        #expect(cell?.tints == [0.5])
        collection.setNeedsLayout()
        collection.layoutIfNeeded()
        #expect(cell?.tints == [0.5], "equal attributes are not applied again")
        layout.tint = 0.8
        collection.layoutIfNeeded()
        #expect(cell?.tints == [0.5, 0.8], "a changed custom property is (the copy kept it, isEqual compares it)")
        let copy = attributes?.copy() as? TintedAttributes
        #expect(copy !== attributes && copy?.isEqual(attributes) == true)
    }

    @Test("CV11: a batch gives the layout its update items, then appearing and disappearing attributes, then finalize")
    func updateItemsAndOrder() {
        let (_, collection, layout, source) = scene()
        defer { withExtendedLifetime(source) {} }
        source.sections = [12]
        collection.performBatchUpdates({
            collection.deleteItems(at: [IndexPath(item: 2, section: 0)])
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
            collection.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 7, section: 0))
        })
        #expect(
            layout.log == [
                "update delete 2 -", "update insert - 0", "update move 5 7", "disappearing 2", "appearing 0",
                "finalize",
            ])
    }

    @Test("CV11: an inserted cell animates from its initial attributes, a deleted one to its final attributes")
    func appearingAndDisappearingAnimate() {
        let (simulator, collection, _, source) = scene()
        let deleted = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        var completed: [Bool] = []
        collection.performBatchUpdates({
            collection.deleteItems(at: [IndexPath(item: 2, section: 0)])
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        }) { completed.append($0) }
        _ = source
        let inserted = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(inserted?.frame == CGRect(x: 0, y: 0, width: 100, height: 100), "the model is final at once")
        #expect(inserted?.layer.presentation()?.frame.minX == -375, "the animation starts at the initial attributes")
        #expect(deleted?.superview === collection, "a disappearing cell stays until its animation ends")
        #expect(completed.isEmpty, "completion waits for the animations")
        simulator.advance(by: 0.15)
        let x = inserted?.layer.presentation()?.frame.minX ?? 0
        #expect(x > -375 && x < 0)
        #expect(simulator.settle())
        #expect(completed == [true])
        #expect(deleted?.superview == nil)
        #expect(source.ended.contains(IndexPath(item: 2, section: 0)))
    }

    @Test("CV12: a decoration view of the layout's registered class is placed from its attributes, behind the cells")
    func decorationView() {
        let (_, collection, _, source) = scene()
        defer { withExtendedLifetime(source) {} }
        let backgrounds = collection.subviews.filter { $0 is SectionBackground }
        #expect(backgrounds.count == 1)
        #expect(backgrounds.first?.frame == CGRect(x: 0, y: 0, width: 375, height: 210))
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        if let background = backgrounds.first, let cell {
            let order = collection.subviews
            #expect(order.firstIndex(of: background)! < order.firstIndex(of: cell)!)
        }
        collection.contentOffset = CGPoint(x: 0, y: 300)
        collection.layoutIfNeeded()
        #expect(collection.subviews.filter { $0 is SectionBackground }.isEmpty, "off screen, back to its queue")
    }
}

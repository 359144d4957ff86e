import Foundation
import ResponderKit
import Testing

/// CV6: a compositional layout with an orthogonal-scrolling section above a list section — the nested
/// horizontal scroll view in the vertical collection view, and which of the two a drag scrolls.
@MainActor @Suite struct CompositionalLayoutTests {
    /// Section 0: 20 cards of 150 × 300 side by side, 10 pt apart, scrolling horizontally; section 1: a
    /// list of 50 rows of 44 pt.
    private func scene(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous)
        -> (EventSimulator, UICollectionView, CollectionLogSource)
    {
        let simulator = EventSimulator()
        let layout = UICollectionViewCompositionalLayout { section, environment in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            if section == 0 {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(300)),
                    subitems: [item])
                let cards = NSCollectionLayoutSection(group: group)
                cards.interGroupSpacing = 10
                cards.orthogonalScrollingBehavior = behavior
                return cards
            }
            let row = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [item])
            #expect(environment.container.contentSize == CGSize(width: 375, height: 667))
            return NSCollectionLayoutSection(group: row)
        }
        let collection = UICollectionView(frame: simulator.window.bounds, collectionViewLayout: layout)
        let source = CollectionLogSource()
        source.sections = [20, 50]
        source.clock = { [weak simulator] in simulator?.currentTime ?? -1 }
        collection.register(LoggingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.delegate = source
        simulator.window.addSubview(collection)
        collection.layoutIfNeeded()
        return (simulator, collection, source)
    }

    /// The nested scroll view holding section 0's cells.
    private func scroller(_ collection: UICollectionView) -> UIScrollView? {
        collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView
            ?? collection.visibleCells.compactMap { $0.superview as? UIScrollView }.first { $0 !== collection }
    }

    @Test("CV6: list and orthogonal sections are laid out; only the cards inside the nested scroller's bounds exist")
    func layout() {
        let (_, collection, _) = scene()
        #expect(collection.contentSize == CGSize(width: 375, height: 300 + 50 * 44))
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 320, y: 0, width: 150, height: 300))
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))?.frame
                == CGRect(x: 0, y: 300 + 3 * 44, width: 375, height: 44))
        let nested = scroller(collection)
        #expect(nested != nil && nested !== collection)
        #expect(nested?.frame == CGRect(x: 0, y: 0, width: 375, height: 300))
        #expect(nested?.contentSize == CGSize(width: 20 * 150 + 19 * 10, height: 300))
        let cards = collection.indexPathsForVisibleItems.filter { $0.section == 0 }
        #expect(cards == (0..<3).map { IndexPath(item: $0, section: 0) })  // x 0, 160, 320 meet 375 pt
        #expect(collection.indexPathsForVisibleItems.filter { $0.section == 1 }.count == 9)  // 367 pt / 44
    }

    @Test("CV6, S6: a horizontal drag on the cards scrolls the nested scroller, not the collection view")
    func horizontalDragScrollsCards() {
        let (simulator, collection, source) = scene()
        simulator.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 60, y: 150), duration: 0.3, steps: 10)
        #expect(simulator.settle())
        let nested = scroller(collection)
        #expect((nested?.contentOffset.x ?? 0) >= 240)
        #expect(collection.contentOffset == .zero)
        let cards = collection.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item)
        let offset = nested?.contentOffset.x ?? 0
        let expected = (0..<20).filter { item in
            let minX = CGFloat(item) * 160
            return minX < offset + 375 && minX + 150 > offset
        }
        #expect(cards == expected)
        #expect(source.lines.isEmpty)
        // A tap on a card now selects the card under the finger, found through the scroller's offset.
        let target = expected[1]
        let x = CGFloat(target) * 160 + 75 - offset
        #expect(collection.indexPathForItem(at: CGPoint(x: x, y: 150)) == IndexPath(item: target, section: 0))
        simulator.tap(at: CGPoint(x: x, y: 150))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: target, section: 0)])
    }

    @Test("CV6, S6: a vertical drag that starts on the cards scrolls the collection view, not the cards")
    func verticalDragScrollsCollection() {
        let (simulator, collection, _) = scene()
        simulator.drag(from: CGPoint(x: 200, y: 280), to: CGPoint(x: 200, y: 40), duration: 0.3, steps: 10)
        #expect(simulator.settle())
        #expect(collection.contentOffset.y >= 240)
        #expect(scroller(collection)?.contentOffset ?? .zero == .zero)
    }

    @Test("CV6: .paging pages the cards by the view's width")
    func pagingCards() {
        let (simulator, collection, _) = scene(behavior: .paging)
        simulator.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 200, y: 150), duration: 0.1, steps: 5)
        #expect(simulator.settle())
        #expect(scroller(collection)?.contentOffset == CGPoint(x: 375, y: 0))
    }
}

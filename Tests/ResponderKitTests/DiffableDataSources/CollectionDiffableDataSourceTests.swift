import Foundation
import ResponderKit
import Testing

/// DS3–DS5 for `UICollectionViewDiffableDataSource`: items, supplementary views, and the difference
/// checked against the snapshot after random applies.
@MainActor @Suite struct CollectionDiffableDataSourceTests {
    private func scene(header: Bool = false) -> (
        EventSimulator, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>
    ) {
        let simulator = EventSimulator()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 40)
        if header { layout.headerReferenceSize = CGSize(width: 375, height: 30) }
        let collection = UICollectionView(frame: simulator.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        simulator.window.addSubview(collection)
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
            collection, indexPath, item in
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.tag = item
            return cell
        }
        return (simulator, collection, source)
    }

    /// The tags of the cells at every index path the collection view has, per section.
    private func shown(_ collection: UICollectionView) -> [[Int]] {
        (0..<collection.numberOfSections).map { section in
            (0..<collection.numberOfItems(inSection: section)).map {
                collection.cellForItem(at: IndexPath(item: $0, section: section))?.tag ?? -1
            }
        }
    }

    @Test("DS3, DS5: applied items show as cells; an apply keeps the cells and selection of kept items")
    func applyKeepsCells() {
        let (simulator, collection, source) = scene()
        #expect(collection.dataSource === source)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([1, 2, 3], toSection: 0)
        snapshot.appendItems([4], toSection: 1)
        source.apply(snapshot)
        collection.layoutIfNeeded()
        #expect(shown(collection) == [[1, 2, 3], [4]])
        let cell3 = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        snapshot.deleteItems([1])
        snapshot.moveItem(3, afterItem: 4)
        source.apply(snapshot, animatingDifferences: false)
        #expect(simulator.settle())
        #expect(shown(collection) == [[2], [4, 3]])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 1)) === cell3)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 1)) == 3)
        #expect(source.indexPath(for: 4) == IndexPath(item: 0, section: 1))
        #expect(simulator.issues.isEmpty)
    }

    @Test("DS3: supplementary views come from the provider; without one the layout's request is reported")
    func supplementaryViews() {
        let (simulator, collection, source) = scene(header: true)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([7])
        snapshot.appendItems([1])
        source.apply(snapshot)
        collection.layoutIfNeeded()
        #expect(simulator.issues.count == 1)
        #expect(simulator.issues.first?.contains("viewForSupplementaryElementOfKind") == true)
        var asked: [String] = []
        source.supplementaryViewProvider = { collection, kind, indexPath in
            asked.append("\(kind) \(indexPath.section)")
            return collection.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        source.applySnapshotUsingReloadData(snapshot)
        collection.layoutIfNeeded()
        #expect(asked == ["\(UICollectionView.elementKindSectionHeader) 0"])
        #expect(simulator.issues.count == 1)
    }

    @Test(
        "DS5: 100 random applies per seed; every item's cell shows the snapshot's item", arguments: [4, 5] as [UInt64])
    func collectionOracle(seed: UInt64) {
        let (simulator, collection, source) = scene()
        var generator = DiffableOracleTests.Generator(state: seed)
        for step in 0..<100 {
            let snapshot = DiffableOracleTests.randomSnapshot(&generator)
            source.apply(snapshot, animatingDifferences: step % 2 == 0)
            #expect(simulator.settle())
            let expected = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
            #expect(shown(collection) == expected, "step \(step)")
            #expect(simulator.issues.isEmpty, "step \(step)")
            guard shown(collection) == expected && simulator.issues.isEmpty else { return }
        }
    }
}

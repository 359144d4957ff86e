import Foundation
import ResponderKit
import Testing

/// CV2: the flow layout's geometry — insets, spacing shared in a line, a lone item centred, headers and
/// footers, per-item sizes from the delegate, horizontal scrolling — and supplementary views (CV3).
@MainActor @Suite struct FlowLayoutTests {
    final class HeaderView: UICollectionReusableView {}

    final class Source: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var counts = [5, 1]
        var sizes: [IndexPath: CGSize] = [:]
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize { sizes[indexPath] ?? CGSize(width: 100, height: 50) }
    }

    private func scene(
        wide: Bool = false, _ configure: (UICollectionViewFlowLayout) -> Void
    ) -> (EventSimulator, UICollectionView, Source) {
        let simulator = EventSimulator()
        let layout = UICollectionViewFlowLayout()
        configure(layout)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        let source = Source()
        source.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 100, height: 70)
        if wide { source.sizes[IndexPath(item: 0, section: 1)] = CGSize(width: 500, height: 50) }
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(
            HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collection.dataSource = source
        collection.delegate = source
        simulator.window.addSubview(collection)
        collection.layoutIfNeeded()
        return (simulator, collection, source)
    }

    private func frame(_ collection: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("CV2: vertical: insets, the line's extra room shared, items centred in a taller line, a lone item centred")
    func vertical() {
        let (simulator, collection, _) = scene {
            $0.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 20)
            $0.headerReferenceSize = CGSize(width: 0, height: 40)
            $0.minimumInteritemSpacing = 10
            $0.minimumLineSpacing = 5
        }
        // 335 pt across: 3 items of 100 with 17.5 pt between them; the line is 70 tall (item 1).
        #expect(frame(collection, 0, 0) == CGRect(x: 20, y: 60, width: 100, height: 50))
        #expect(frame(collection, 1, 0) == CGRect(x: 137.5, y: 50, width: 100, height: 70))
        #expect(frame(collection, 2, 0) == CGRect(x: 255, y: 60, width: 100, height: 50))
        #expect(frame(collection, 3, 0) == CGRect(x: 20, y: 125, width: 100, height: 50))
        #expect(frame(collection, 4, 0) == CGRect(x: 255, y: 125, width: 100, height: 50))
        // Section 1 starts after 175 + 30: header 205..245, its lone item centred.
        #expect(frame(collection, 0, 1) == CGRect(x: 137.5, y: 255, width: 100, height: 50))
        #expect(collection.contentSize == CGSize(width: 375, height: 335))
        let headers = collection.subviews.compactMap { $0 as? HeaderView }.map(\.frame).sorted { $0.minY < $1.minY }
        #expect(headers == [CGRect(x: 0, y: 0, width: 375, height: 40), CGRect(x: 0, y: 205, width: 375, height: 40)])
        #expect(simulator.issues.isEmpty)
    }

    @Test("CV2: horizontal: items fill columns top to bottom, columns go right")
    func horizontal() {
        let (_, collection, _) = scene {
            $0.scrollDirection = .horizontal
            $0.minimumInteritemSpacing = 10
            $0.minimumLineSpacing = 10
        }
        // 600 pt tall: 50 + 70 + 50 ... items 0–4 fit one column (sum 290 + 40 spacing), extra 290 shared.
        #expect(frame(collection, 0, 0) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frame(collection, 1, 0) == CGRect(x: 0, y: 132.5, width: 100, height: 70))
        #expect(frame(collection, 0, 1) == CGRect(x: 100, y: 275, width: 100, height: 50))
        #expect(collection.contentSize == CGSize(width: 200, height: 600))
    }

    @Test("CV2: an item wider than the view is UIKit's logged warning, reported once; it keeps its size")
    func tooWide() {
        let (simulator, collection, _) = scene(wide: true) { _ in }
        #expect(simulator.issues.count == 1)
        #expect(
            simulator.issues.first?.hasPrefix(
                "The behavior of the UICollectionViewFlowLayout is not defined because: the item width must be less "
                    + "than the width of the UICollectionView") == true)
        #expect(frame(collection, 0, 1)?.size == CGSize(width: 500, height: 50))
        collection.collectionViewLayout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(simulator.issues.count == 1)
    }
}

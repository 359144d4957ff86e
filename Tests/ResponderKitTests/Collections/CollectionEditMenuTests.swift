import Foundation
import ResponderKit
import Testing

/// CV14: the item edit menu, as the table's row menu (TV14).
@MainActor @Suite struct CollectionEditMenuTests {
    final class Source: UICollectionViewDataSource, UICollectionViewDelegate {
        var log: [String] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("select \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
            log.append("unhighlight \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
            true
        }
        func collectionView(
            _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
            withSender sender: Any?
        ) -> Bool { action != Selector("cut:") }
        func collectionView(
            _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
            withSender sender: Any?
        ) { log.append("\(action) \(indexPath.item)") }
    }

    @Test("CV14: a long press on an item shows Copy and Paste; Paste performs on the item and nothing is selected")
    func longPressShowsMenu() throws {
        let simulator = EventSimulator()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: simulator.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let source = Source()
        collection.dataSource = source
        collection.delegate = source
        simulator.window.addSubview(collection)
        collection.layoutIfNeeded()
        let frame = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
        simulator.longPress(at: CGPoint(x: frame.midX, y: frame.midY), duration: 1)
        #expect(simulator.editMenuTitles == ["Copy", "Paste"])
        #expect(UIMenuController.shared.menuFrame == collection.convert(frame, to: nil))
        simulator.chooseEditMenuItem("Paste")
        #expect(source.log == ["unhighlight 2", "paste: 2"])
        #expect(collection.indexPathsForSelectedItems?.isEmpty ?? true)
    }
}

import Foundation
import ResponderKit
import Testing

/// CV4: selection and deselection by touch, single and multiple, with the delegate's messages in order;
/// selection by code tells the delegate nothing.
@MainActor @Suite struct CollectionSelectionTests {
    /// The log without the highlight lines and times: the selection messages alone.
    private func selection(_ source: CollectionLogSource) -> [String] {
        source.lines.map { String($0.dropFirst(5)) }.filter { !$0.contains("ighlight") }
    }

    @Test("CV4: single selection: a new item deselects the previous one (didDeselect) before didSelect")
    func single() {
        let (simulator, collection, source) = collectionScene()
        simulator.tap(at: centerOfItem(0))
        simulator.tap(at: centerOfItem(4))
        #expect(
            selection(source) == ["shouldSelect 0", "didSelect 0", "shouldSelect 4", "didDeselect 0", "didSelect 4"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    }

    @Test("CV4: multiple selection adds items; a touch on a selected item asks shouldDeselect and deselects it")
    func multiple() {
        let (simulator, collection, source) = collectionScene()
        collection.allowsMultipleSelection = true
        simulator.tap(at: centerOfItem(0))
        simulator.tap(at: centerOfItem(4))
        simulator.tap(at: centerOfItem(0))
        #expect(
            Array(source.lines.suffix(7)) == [
                "0.15 shouldHighlight 0", "0.15 0 cell highlighted true", "0.15 didHighlight 0",
                "0.15 shouldDeselect 0", "0.15 0 cell highlighted false", "0.15 didUnhighlight 0", "0.15 didDeselect 0",
            ])
        #expect(
            selection(source) == [
                "shouldSelect 0", "didSelect 0", "shouldSelect 4", "didSelect 4", "shouldDeselect 0", "didDeselect 0",
            ])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        source.refuseDeselection = [4]
        simulator.tap(at: centerOfItem(4))
        #expect(selection(source).suffix(1) == ["shouldDeselect 4"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    @Test("CV4: shouldSelectItemAt false refuses; selectItem/deselectItem tell the delegate nothing; reloadData clears")
    func refusedAndByCode() {
        let (simulator, collection, source) = collectionScene()
        source.refuseSelection = [2]
        simulator.tap(at: centerOfItem(2))
        #expect(collection.indexPathsForSelectedItems == [])
        #expect(selection(source) == ["shouldSelect 2"])
        collection.allowsMultipleSelection = true
        collection.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        collection.selectItem(at: IndexPath(item: 7, section: 0), animated: false, scrollPosition: [])
        collection.deselectItem(at: IndexPath(item: 5, section: 0), animated: false)
        #expect(selection(source) == ["shouldSelect 2"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 7, section: 0))?.isSelected == true)
        collection.reloadData()
        #expect(collection.indexPathsForSelectedItems == [])
    }

    @Test("CV4: a selected item scrolled away and back is selected on whichever cell shows it")
    func selectionSurvivesReuse() {
        let (simulator, collection, source) = collectionScene(items: 300)  // the source is the weak dataSource
        simulator.tap(at: centerOfItem(1))
        collection.contentOffset = CGPoint(x: 0, y: 3000)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) == nil)
        #expect(collection.visibleCells.allSatisfy { !$0.isSelected })
        collection.contentOffset = .zero
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        withExtendedLifetime(source) {}
    }

    @Test("CV3: selectedBackgroundView shows only while the cell is selected or highlighted")
    func selectedBackground() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        let background = UIView()
        let selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        cell.layoutIfNeeded()
        #expect(
            cell.subviews.map { ObjectIdentifier($0) }
                == [background, selected, cell.contentView].map { ObjectIdentifier($0) })
        #expect(selected.isHidden && selected.frame == cell.bounds && cell.contentView.frame == cell.bounds)
        cell.isHighlighted = true
        #expect(!selected.isHidden)
        cell.isHighlighted = false
        cell.isSelected = true
        #expect(!selected.isHidden)
    }
}

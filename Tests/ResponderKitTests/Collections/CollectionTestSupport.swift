import Foundation
import ResponderKit

/// A cell that logs its highlight and selection changes with the virtual time.
@MainActor final class LoggingCollectionCell: UICollectionViewCell {
    var log: (String) -> Void = { _ in }
    override var isHighlighted: Bool {
        didSet { if oldValue != isHighlighted { log("cell highlighted \(isHighlighted)") } }
    }
}

/// A data source and delegate that logs every highlight and selection message, stamped with the time.
@MainActor final class CollectionLogSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var lines: [String] = []
    var sections = [12]
    var identifier = "cell"
    var refuseSelection: Set<Int> = []
    var refuseDeselection: Set<Int> = []
    var clock: () -> TimeInterval = { 0 }
    var cells: Set<ObjectIdentifier> = []
    var displayed: [IndexPath] = []
    var ended: [IndexPath] = []

    func log(_ line: String) { lines.append(String(format: "%.2f ", clock()) + line) }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        cells.insert(ObjectIdentifier(cell))
        (cell as? LoggingCollectionCell)?.log = { [weak self] in self?.log("\(indexPath.item) \($0)") }
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log("shouldHighlight \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log("shouldSelect \(indexPath.item)")
        return !refuseSelection.contains(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log("shouldDeselect \(indexPath.item)")
        return !refuseDeselection.contains(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log("didDeselect \(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { displayed.append(indexPath) }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { ended.append(indexPath) }
}

/// A full-window collection view with a 100 × 100 flow layout (3 items a line in 375 pt: x 0, 137.5, 275;
/// lines every 110 pt), logging cells and a logging source.
@MainActor func collectionScene(items: Int = 12, configure: (UICollectionViewFlowLayout) -> Void = { _ in })
    -> (EventSimulator, UICollectionView, CollectionLogSource)
{
    let simulator = EventSimulator()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    configure(layout)
    let collection = UICollectionView(frame: simulator.window.bounds, collectionViewLayout: layout)
    let source = CollectionLogSource()
    source.sections = [items]
    source.clock = { [weak simulator] in simulator?.currentTime ?? -1 }
    collection.register(LoggingCollectionCell.self, forCellWithReuseIdentifier: "cell")
    collection.dataSource = source
    collection.delegate = source
    simulator.window.addSubview(collection)
    collection.layoutIfNeeded()
    return (simulator, collection, source)
}

/// The centre of item `item` in the 3-a-line scene, in window coordinates (no scrolling).
func centerOfItem(_ item: Int) -> CGPoint {
    CGPoint(x: [50, 187.5, 325][item % 3], y: CGFloat(item / 3) * 110 + 50)
}

import Foundation
import ResponderKit

/// A collection view's items and selection from the file (CV1, CV4): like a table's (S4), and the
/// highlight callbacks are written to the trace, so their timing under the content-touch delay (S2) shows.
@MainActor final class ScenarioCollectionSource: UICollectionViewDataSource, UICollectionViewDelegate {
    let items: [Int]
    let log: String?
    let template: CellTemplate
    weak var world: ScenarioWorld?

    init(items: [Int], log: String?, template: CellTemplate, world: ScenarioWorld) {
        self.items = items
        self.log = log
        self.template = template
        self.world = world
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.indices.contains(section) ? items[section] : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        template.fill(cell, contentView: cell.contentView, at: indexPath)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        note(collectionView, "didHighlightItemAt", indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        note(collectionView, "didUnhighlightItemAt", indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        world?.rowSelected(collectionView, indexPath, log: log, method: "didSelectItemAt")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        note(collectionView, "didDeselectItemAt", indexPath)
    }

    private func note(_ view: UICollectionView, _ method: String, _ indexPath: IndexPath) {
        guard let world else { return }
        world.trace.note("\(world.name(of: view)) \(method) [\(indexPath.section), \(indexPath.item)]")
    }

    static let reuseIdentifier = "cell"
}

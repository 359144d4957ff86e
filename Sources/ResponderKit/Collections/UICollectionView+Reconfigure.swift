import Foundation

/// `reconfigureItems(at:)` (DS4): each visible item's data source is asked for its cell again while the
/// dequeue for that item answers the item's existing cell (no `prepareForReuse()`), so the cell, its
/// selection and its state stay; items not on screen are configured when they show.
extension UICollectionView {
    func reconfiguringCell(_ identifier: String, _ indexPath: IndexPath) -> UICollectionViewCell? {
        guard let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier
        else { return nil }
        return reconfiguring.cell
    }

    func reconfigure(_ indexPaths: [IndexPath]) {
        guard let dataSource, !indexPaths.isEmpty else { return }
        let cells = updatedVisibleItems
        var replaced: [IndexPath] = []
        for indexPath in Set(indexPaths).sorted() {
            guard let cell = cells[indexPath] else { continue }
            reconfiguring = (indexPath, cell)
            let answer = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguring = nil
            if answer !== cell { replaced.append(indexPath) }
        }
        // A data source that made another cell (another identifier, or not dequeued): the item reloads.
        if !replaced.isEmpty { reloadItems(at: replaced) }
    }
}

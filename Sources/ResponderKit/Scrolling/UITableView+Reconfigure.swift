import Foundation

/// `reconfigureRows(at:)` (DS4): each visible row's data source is asked for its cell again while the
/// dequeue for that row answers the row's existing cell (no `prepareForReuse()`), so the cell, its
/// selection and its state stay; rows not on screen are configured when they show.
extension UITableView {
    func reconfiguringCell(_ identifier: String, _ indexPath: IndexPath) -> UITableViewCell? {
        guard let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier
        else { return nil }
        return reconfiguring.cell
    }

    func reconfigure(_ indexPaths: [IndexPath]) {
        guard let dataSource, !indexPaths.isEmpty else { return }
        let cells = updatedVisibleCells
        var replaced: [IndexPath] = []
        for indexPath in Set(indexPaths).sorted() {
            guard let cell = cells[indexPath] else { continue }
            reconfiguring = (indexPath, cell)
            let answer = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguring = nil
            if answer !== cell { replaced.append(indexPath) }
        }
        // A data source that made another cell (another identifier, or not dequeued): the row reloads.
        if !replaced.isEmpty { reloadRows(at: replaced, with: .none) }
    }
}

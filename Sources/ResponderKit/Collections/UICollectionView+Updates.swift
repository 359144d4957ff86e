import Foundation

/// Item and section updates (CV5), sharing the table's batch bookkeeping (`TableUpdates`, TV4): checked
/// against the data source's new counts as UIKit checks them — a mismatch is UIKit's "Invalid update"
/// exception, reported, and the collection view reloads instead — then applied at once: visible cells and
/// the selection follow their items, deleted and reloaded items' cells go back to the reuse queues, and
/// the layout prepares again.
extension UICollectionView {
    // Batching: `BatchUpdating` (shared with the table).

    func apply(_ updates: TableUpdates) {
        // Never loaded: there is nothing to update, the next layout loads the data source's counts.
        guard !countsAreStale, let dataSource else { return }
        let old = itemCounts
        let sections = Swift.max(dataSource.numberOfSections(in: self), 0)
        let new = (0..<sections).map { Swift.max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0) }
        if let problem = check(updates, old: old, new: new) {
            reportProgrammerError(
                problem + " (NSInternalInconsistencyException on iOS; the collection view reloads instead, CV5)")
            reloadData()
            layoutVisibleElements()
            return
        }
        itemCounts = new
        var cells: [IndexPath: UICollectionViewCell] = [:]
        var disappearing: [(IndexPath, UICollectionViewCell)] = []
        for (path, cell) in visibleItems.sorted(by: { $0.key < $1.key }) {
            if let moved = updates.newIndexPath(path), isValid(moved) {
                cells[moved] = cell
            } else {
                disappearing.append((path, cell))
            }
        }
        visibleItems = cells
        for (key, view) in visibleSupplementaryViews.sorted(by: { $0.key < $1.key }) { recycle(view, key.kind) }
        visibleSupplementaryViews.removeAll()
        selectedStorage = selectedStorage.compactMap { updates.newIndexPath($0) }.filter { isValid($0) }
        if let touched = touchedIndexPath { touchedIndexPath = updates.newIndexPath(touched) }
        // CV11: the layout prepares for the new counts, then hears the batch's items; then the appearing
        // and disappearing attributes are asked for, and the target offset (CV9).
        needsTargetOffset = true
        invalidateLayout(everything: false, dataSourceCounts: true)
        prepareLayoutIfNeeded()
        let layout = collectionViewLayout
        layout.prepare(forCollectionViewUpdates: Self.updateItems(updates))
        var leaving: [(IndexPath, UICollectionViewCell, UICollectionViewLayoutAttributes)] = []
        for (path, cell) in disappearing {
            if let final = layout.finalLayoutAttributesForDisappearingItem(at: path) {
                leaving.append((path, cell, final))
            } else {
                recycle(cell, displayedAt: path)
            }
        }
        layoutVisibleElements()
        let inserted = visibleItems.keys.filter {
            updates.insertedSections.contains($0.section) || updates.insertedRows.contains($0)
        }
        animateUpdates(leaving: leaving, inserted: inserted)
    }

    /// UIKit's consistency checks, in its words; nil when the batch agrees with the data source.
    private func check(_ updates: TableUpdates, old: [Int], new: [Int]) -> String? {
        for section in updates.deletedSections.union(updates.reloadedSections) where section >= old.count {
            return "attempt to delete section \(section), but there are only \(old.count) sections before the update"
        }
        for section in updates.insertedSections where section >= new.count {
            return "attempt to insert section \(section) but there are only \(new.count) sections after the update"
        }
        let expected = old.count - updates.deletedSections.count + updates.insertedSections.count
        if new.count != expected {
            return "Invalid update: invalid number of sections. The number of sections contained in the collection "
                + "view after the update (\(new.count)) must be equal to the number of sections contained in the "
                + "collection view before the update (\(old.count)), plus or minus the number of sections inserted or "
                + "deleted (\(updates.insertedSections.count) inserted, \(updates.deletedSections.count) deleted)."
        }
        let removed = updates.deletedRows + updates.reloadedRows + updates.movedRows.map(\.from)
        for path in removed
        where !(old.indices.contains(path.section) && path.item >= 0 && path.item < old[path.section]) {
            let count = old.indices.contains(path.section) ? old[path.section] : 0
            return "attempt to delete item \(path.item) from section \(path.section) which only contains \(count) "
                + "items before the update"
        }
        for path in updates.insertedRows + updates.movedRows.map(\.to)
        where !(new.indices.contains(path.section) && path.item >= 0 && path.item < new[path.section]) {
            let count = new.indices.contains(path.section) ? new[path.section] : 0
            return "attempt to insert item \(path.item) into section \(path.section), but there are only \(count) "
                + "items in section \(path.section) after the update"
        }
        for o in old.indices {
            guard let n = updates.newSection(o), new.indices.contains(n) else { continue }
            let deleted = Set(updates.deletedRows.filter { $0.section == o }.map(\.item)).count
            let inserted = Set(updates.insertedRows.filter { $0.section == n }.map(\.item)).count
            let movedOut = updates.movedRows.filter { $0.from.section == o && $0.to.section != n }.count
            let movedIn = updates.movedRows.filter { $0.to.section == n && $0.from.section != o }.count
            let after = new[n]
            guard after != old[o] - deleted + inserted - movedOut + movedIn else { continue }
            return "Invalid update: invalid number of items in section \(n). The number of items contained in an "
                + "existing section after the update (\(after)) must be equal to the number of items contained in "
                + "that section before the update (\(old[o])), plus or minus the number of items inserted or deleted "
                + "from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items "
                + "moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        }
        return nil
    }
}

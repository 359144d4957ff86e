import Foundation

/// Row and section updates (TV4): checked against the data source's new counts as UIKit checks them
/// (a mismatch is UIKit's "Invalid update" exception: reported, and the table reloads instead), then
/// applied without animation — measured heights, cells and selection follow their rows.
extension UITableView {
    // Batching: `BatchUpdating` (shared with the collection view).

    func apply(_ updates: TableUpdates) {
        // Never loaded: there is nothing to update, the next layout loads the data source's rows.
        guard !rowModelIsStale, let dataSource else { return }
        let old = rowModel
        if let problem = check(updates, old: old, dataSource) {
            reportProgrammerError(
                problem + " (NSInternalInconsistencyException on iOS; the table reloads instead, TV4)")
            loadRowModel()
            layoutVisibleRows()
            return
        }
        // Sections may have moved: their headers and footers are asked again (TV10).
        recycleSupplementaryViews()
        var sections: [TableRowModel.Section] = []
        let newCount = Swift.min(Swift.max(dataSource.numberOfSections(in: self), 0), Self.sectionLimit)
        let oldForNew = Dictionary(
            uniqueKeysWithValues: old.sections.indices.compactMap { o in updates.newSection(o).map { ($0, o) } })
        let estimate = rowEstimate
        for index in 0..<newCount {
            var section = TableRowModel.Section()
            section.estimate = estimate
            section.headerHeight = supplementaryHeight(isFooter: false, section: index, dataSource: dataSource)
            section.rowCount = Swift.max(dataSource.tableView(self, numberOfRowsInSection: index), 0)
            section.footerHeight = supplementaryHeight(isFooter: true, section: index, dataSource: dataSource)
            if let o = oldForNew[index] {
                let changes = updates.rowChanges(old: o, new: index)
                let reloaded = Set(updates.reloadedRows.filter { $0.section == o }.map(\.row))
                let source = old.sections[o]
                for (i, row) in source.rows.enumerated() where !reloaded.contains(row) {
                    if let moved = TableUpdates.newRow(row, changes), moved < section.rowCount {
                        section.record(moved, height: source.heights[i], isEstimate: source.isEstimate[i])
                    }
                }
            }
            sections.append(section)
        }
        for move in updates.movedRows where old.isMeasured(move.from) {
            let height = old.sections[move.from.section].height(of: move.from.row)
            if move.to.section < sections.count && move.to.row < sections[move.to.section].rowCount {
                sections[move.to.section].measure(move.to.row, height: height)
            }
        }
        let heights = tableHeaderFooterHeights
        rowModel = TableRowModel(
            sections: sections, tableHeaderHeight: heights.header, tableFooterHeight: heights.footer)
        estimateBand = TableEstimateBand()
        remapCellsAndSelection(updates, old: old)
        if estimatedRowHeight == 0 {
            // Estimation off: every row's height is asked again, as at a reload.
            rowModelIsStale = true
            let cells = visibleStorage
            visibleStorage = [:]
            let selection = selectedStorage
            loadRowModel()
            visibleStorage = cells
            selectedStorage = selection.filter { rowModel.contains($0) }
        }
        updateContentSize()
        layoutVisibleRows()
    }

    /// Where each old index path is after the batch.
    private func newIndexPath(_ path: IndexPath, _ updates: TableUpdates) -> IndexPath? {
        updates.newIndexPath(path)
    }

    private func remapCellsAndSelection(_ updates: TableUpdates, old: TableRowModel) {
        var cells: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in visibleStorage.sorted(by: { $0.key < $1.key }) {
            if let new = newIndexPath(path, updates), rowModel.contains(new) {
                cells[new] = cell
            } else {
                recycle(cell, displayedAt: path)
            }
        }
        visibleStorage = cells
        selectedStorage = selectedStorage.compactMap { newIndexPath($0, updates) }.filter { rowModel.contains($0) }
        if let touched = touchedIndexPath { touchedIndexPath = newIndexPath(touched, updates) }
    }

    /// UIKit's consistency checks, in its words; nil when the batch agrees with the data source.
    private func check(_ updates: TableUpdates, old: TableRowModel, _ dataSource: UITableViewDataSource) -> String? {
        let newCount = Swift.min(Swift.max(dataSource.numberOfSections(in: self), 0), Self.sectionLimit)
        let oldCount = old.sections.count
        for section in updates.deletedSections.union(updates.reloadedSections) where section >= oldCount {
            return
                "attempt to delete or reload section \(section), but there are only \(oldCount) sections before the update"
        }
        for section in updates.insertedSections where section >= newCount {
            return "attempt to insert section \(section) but there are only \(newCount) sections after the update"
        }
        let expected = oldCount - updates.deletedSections.count + updates.insertedSections.count
        if newCount != expected {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view "
                + "after the update (\(newCount)) must be equal to the number of sections contained in the table view "
                + "before the update (\(oldCount)), plus or minus the number of sections inserted or deleted "
                + "(\(updates.insertedSections.count) inserted, \(updates.deletedSections.count) deleted)."
        }
        for path in updates.deletedRows + updates.reloadedRows + updates.movedRows.map(\.from) where !old.contains(path)
        {
            let rows = old.sections.indices.contains(path.section) ? old.sections[path.section].rowCount : 0
            return "attempt to delete row \(path.row) from section \(path.section) which only contains \(rows) rows "
                + "before the update"
        }
        var newRows: [Int: Int] = [:]
        func rows(_ section: Int) -> Int {
            if let known = newRows[section] { return known }
            let count = Swift.max(dataSource.tableView(self, numberOfRowsInSection: section), 0)
            newRows[section] = count
            return count
        }
        for path in updates.insertedRows + updates.movedRows.map(\.to) {
            guard path.section >= 0, path.section < newCount, path.row >= 0, path.row < rows(path.section) else {
                let count = path.section >= 0 && path.section < newCount ? rows(path.section) : 0
                return "attempt to insert row \(path.row) into section \(path.section), but there are only \(count) "
                    + "rows in section \(path.section) after the update"
            }
        }
        for o in old.sections.indices {
            guard let n = updates.newSection(o) else { continue }
            let deleted = Set(updates.deletedRows.filter { $0.section == o }.map(\.row)).count
            let inserted = Set(updates.insertedRows.filter { $0.section == n }.map(\.row)).count
            let movedOut = updates.movedRows.filter { $0.from.section == o && $0.to.section != n }.count
            let movedIn = updates.movedRows.filter { $0.to.section == n && $0.from.section != o }.count
            let before = old.sections[o].rowCount
            let after = rows(n)
            guard after != before - deleted + inserted - movedOut + movedIn else { continue }
            return
                "Invalid update: invalid number of rows in section \(n). The number of rows contained in an existing "
                + "section after the update (\(after)) must be equal to the number of rows contained in that section "
                + "before the update (\(before)), plus or minus the number of rows inserted or deleted from that "
                + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into "
                + "or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        }
        return nil
    }
}

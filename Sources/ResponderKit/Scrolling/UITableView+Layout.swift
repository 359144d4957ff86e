import Foundation

/// Loading the rows at layout time (TV1) and placing the visible ones, measuring each row as it first
/// comes into view (TV3).
extension UITableView {
    /// With estimation off, every row's height is asked at reload up to this many rows in all; a larger
    /// table is estimated as if estimation were on (TV3).
    static let exactRowLimit = 1 << 20
    /// Sections are stored one by one: more than this many are cut off, with a report (TV3).
    static let sectionLimit = 1 << 20
    /// Cells on screen at once at most: a run of zero-height rows must not make millions of cells (TV3).
    static let visibleRowLimit = 1000

    // MARK: The row model (TV1)

    /// The data source changed, or something a row's height depends on: load again at the next layout.
    func invalidateRowModel() {
        rowModelIsStale = true
        setNeedsLayout()
    }

    /// The row model, loaded first if stale.
    var loadedRowModel: TableRowModel {
        if rowModelIsStale { loadRowModel() }
        return rowModel
    }

    /// `reloadData()`: the counts now, the selection cleared, cells at the next layout.
    func reloadRowModel() {
        for indexPath in selectedStorage { visibleStorage[indexPath]?.setSelected(false, animated: false) }
        selectedStorage.removeAll()
        loadRowModel()
        setNeedsLayout()
    }

    /// Recycles every cell (in row order: reuse must not follow a dictionary's order, L2) and asks the
    /// data source for its counts, and for every row's height when estimation is off.
    func loadRowModel() {
        rowModelIsStale = false
        measuredWidth = bounds.width
        for (indexPath, cell) in visibleStorage.sorted(by: { $0.key < $1.key }) {
            recycle(cell, displayedAt: indexPath)
        }
        visibleStorage.removeAll()
        recycleSupplementaryViews()
        rowModel = makeRowModel()
        estimateBand = TableEstimateBand()
        selectedStorage.removeAll { !rowModel.contains($0) }
        updateContentSize()
    }

    private func makeRowModel() -> TableRowModel {
        let heights = tableHeaderFooterHeights
        guard let dataSource else {
            return TableRowModel(sections: [], tableHeaderHeight: heights.header, tableFooterHeight: heights.footer)
        }
        let delegate = tableDelegate
        var count = dataSource.numberOfSections(in: self)
        if count > Self.sectionLimit {
            reportProgrammerError(
                "\(TraceNames.preferredName(self)): \(count) sections; only the first \(Self.sectionLimit) are shown (TV3)"
            )
            count = Self.sectionLimit
        }
        let estimate = rowEstimate
        var sections: [TableRowModel.Section] = []
        var total = 0
        for index in 0..<Swift.max(count, 0) {
            var section = TableRowModel.Section()
            section.estimate = estimate
            section.headerHeight = supplementaryHeight(isFooter: false, section: index, dataSource: dataSource)
            section.rowCount = Swift.max(dataSource.tableView(self, numberOfRowsInSection: index), 0)
            section.footerHeight = supplementaryHeight(isFooter: true, section: index, dataSource: dataSource)
            total = total.addingReportingOverflow(section.rowCount).overflow ? .max : total + section.rowCount
            sections.append(section)
        }
        if estimatedRowHeight == 0 && total <= Self.exactRowLimit {
            for index in sections.indices {
                for row in 0..<sections[index].rowCount {
                    let height =
                        delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: index)) ?? rowHeight
                    guard height != Self.automaticDimension else { continue }
                    sections[index].measure(row, height: TableRowModel.sanitized(height))
                }
            }
        }
        return TableRowModel(sections: sections, tableHeaderHeight: heights.header, tableFooterHeight: heights.footer)
    }

    /// The height of a row not measured yet: the estimate, else the row height, else UIKit's 44.
    var rowEstimate: CGFloat {
        if estimatedRowHeight.isFinite && estimatedRowHeight > 0 { return estimatedRowHeight }
        if rowHeight.isFinite && rowHeight >= 0 { return rowHeight }
        return Self.defaultRowHeight
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: rowModel.contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// The visible cells, brought up to date first (UIKit's accessors do the same).
    var updatedVisibleCells: [IndexPath: UITableViewCell] {
        layoutVisibleRows()
        return visibleStorage
    }

    // MARK: Visible rows (S4, TV3)

    /// Places the visible rows' cells, asking the data source only for rows coming into view and
    /// recycling the ones that left. A row is measured the first time it is reached.
    func layoutVisibleRows() {
        guard !isLayingOutRows else { return }
        isLayingOutRows = true
        defer { isLayingOutRows = false }
        if measuredWidth != bounds.width { rowModelIsStale = true }
        if rowModelIsStale { loadRowModel() }
        guard let dataSource else {
            layoutSupplementaryViews()  // the table's own header and footer views (TV9)
            return
        }
        var made: [IndexPath: UITableViewCell] = [:]
        var wanted: [IndexPath] = []
        // TV13: heights changing above the content in view (estimates, then measurements) move the offset
        // with them, keeping the anchor row where it was on screen; a move can bring new rows into view, so
        // the pass runs again, a few times at most.
        let anchor = rowAnchor()
        for _ in 0..<3 {
            estimateRowsAbove()
            wanted = wantedRows(dataSource, made: &made)
            let shift = anchorShift(anchor)
            guard shift != 0 else { break }
            shiftContentOffset(by: shift)
        }
        estimateRows(after: wanted.last)
        let wantedSet = Set(wanted)
        for (indexPath, cell) in visibleStorage.sorted(by: { $0.key < $1.key }) where !wantedSet.contains(indexPath) {
            visibleStorage[indexPath] = nil
            recycle(cell, displayedAt: indexPath)
        }
        for (indexPath, cell) in made.sorted(by: { $0.key < $1.key }) where !wantedSet.contains(indexPath) {
            recycle(cell)
        }
        for indexPath in wanted {
            guard let frame = rowModel.frame(of: indexPath) else { continue }
            let cell: UITableViewCell
            if let existing = visibleStorage[indexPath] {
                cell = existing
            } else {
                cell = made[indexPath] ?? dataSource.tableView(self, cellForRowAt: indexPath)
                visibleStorage[indexPath] = cell
                cell.setSelected(selectedStorage.contains(indexPath), animated: false)
                if editingStorage || cell.isEditing { configureEditing(cell, at: indexPath) }
                cell.frame = CGRect(x: 0, y: frame.minY, width: bounds.width, height: frame.height)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
            cell.frame = CGRect(x: 0, y: frame.minY, width: bounds.width, height: frame.height)
            cell.layoutSubviews()
            if cell.superview !== self { insertSubview(cell, at: 0) }
        }
        if reorder != nil { placeReorderedRows() }
        layoutSupplementaryViews()
        updateContentSize()
        if prefetchDataSource != nil { updateRowPrefetching() }
    }

    /// The rows in view, each measured the first time it is reached (TV3).
    private func wantedRows(
        _ dataSource: UITableViewDataSource, made: inout [IndexPath: UITableViewCell]
    ) -> [IndexPath] {
        let top = contentOffset.y
        let bottom = top + bounds.height
        var wanted: [IndexPath] = []
        var next = bounds.height > 0 ? rowModel.firstIndexPath(from: top) : nil
        while let indexPath = next, wanted.count < Self.visibleRowLimit {
            // A row's own height never moves its top: rows past the bottom are not measured.
            guard let top = rowModel.frame(of: indexPath)?.minY, top < bottom else { break }
            if !rowModel.isMeasured(indexPath) { measure(indexPath, dataSource, made: &made) }
            guard let frame = rowModel.frame(of: indexPath) else { break }
            if frame.minY + frame.height > top || frame.height == 0 { wanted.append(indexPath) }
            next = rowModel.indexPath(after: indexPath)
        }
        return wanted
    }

    /// The delegate's height, or the cell's own (TV3): its content view fitted to the row's width by its
    /// constraints. A content view whose constraints give no height gets UIKit's 44, with UIKit's warning.
    private func measure(
        _ indexPath: IndexPath, _ dataSource: UITableViewDataSource, made: inout [IndexPath: UITableViewCell]
    ) {
        let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard asked == Self.automaticDimension else {
            rowModel.measure(indexPath, height: asked)
            return
        }
        let cell = visibleStorage[indexPath] ?? made[indexPath] ?? dataSource.tableView(self, cellForRowAt: indexPath)
        if visibleStorage[indexPath] == nil { made[indexPath] = cell }
        let width = cell.contentWidth(forRowWidth: bounds.width)
        let fitted = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        guard fitted.isFinite, fitted > 0 else {
            if !reportedSelfSizing {
                reportedSelfSizing = true
                reportProgrammerError(
                    "Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a "
                        + "table view cell's content view (row \(indexPath.row) of section \(indexPath.section)). "
                        + "We're considering the collapse unintentional and using standard height instead (TV3).")
            }
            rowModel.measure(indexPath, height: Self.defaultRowHeight)
            return
        }
        rowModel.measure(indexPath, height: fitted)
    }

    // MARK: Reuse (TV1)

    func reusableCell(_ identifier: String) -> UITableViewCell? {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        if let maker = registeredMakers[identifier], let cell = maker() { return cell }
        return registeredClasses[identifier].map {
            $0.init(responderKitRegistration: .default, reuseIdentifier: identifier)
        }
    }

    func reportUnregistered(_ identifier: String) {
        Diagnostics.report(
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                + "identifier or connect a prototype cell in a storyboard (NSInternalInconsistencyException on iOS; "
                + "the row shows a plain UITableViewCell, TV2)",
            application: window?.application ?? CurrentWorld.application)
    }

    /// Back to the reuse pool; a cell that was on screen at `indexPath` ends being displayed there.
    func recycle(_ cell: UITableViewCell, displayedAt indexPath: IndexPath? = nil) {
        if swipe?.cell === cell { closeSwipe() }
        if reorder?.cell === cell { reorder = nil }
        cell.removeFromSuperview()
        if let indexPath { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool[identifier, default: []].append(cell)
    }
}

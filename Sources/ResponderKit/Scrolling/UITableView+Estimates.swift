import Foundation

/// Per-row estimates and the anchored scroll position (TV13). The delegate's
/// `tableView(_:estimatedHeightForRowAt:)` is asked lazily, once per row, for the rows in the view-high band
/// above and below the visible ones (where the next scroll reaches): asking every row at every layout, or even
/// every row at each reload, would cost a whole table's calls for what a screen shows. When a row above the
/// visible ones changes height (its estimate, then its measurement), the content offset moves by as much, so
/// the rows on screen stay where they are.
struct TableEstimateBand: Equatable {
    /// The first row in view and the last one laid out when the band was last estimated.
    var first: IndexPath?
    var last: IndexPath?
}

/// The visible row whose place on screen is kept while heights above it change (TV13).
struct TableRowAnchor {
    let indexPath: IndexPath
    /// Its top, in the table's bounds (content minus offset).
    let screenY: CGFloat
}

extension UITableView {
    /// The first measured row in view (the content the user is looking at), else the first row in view.
    func rowAnchor() -> TableRowAnchor? {
        guard bounds.height > 0, let first = rowModel.firstIndexPath(from: contentOffset.y) else { return nil }
        let bottom = contentOffset.y + bounds.height
        var next: IndexPath? = first
        var steps = 0
        while let indexPath = next, steps < Self.visibleRowLimit {
            guard let frame = rowModel.frame(of: indexPath), frame.minY < bottom else { break }
            if rowModel.isMeasured(indexPath) {
                return TableRowAnchor(indexPath: indexPath, screenY: frame.minY - contentOffset.y)
            }
            next = rowModel.indexPath(after: indexPath)
            steps += 1
        }
        guard let frame = rowModel.frame(of: first) else { return nil }
        return TableRowAnchor(indexPath: first, screenY: frame.minY - contentOffset.y)
    }

    /// How far the anchor moved in the content since it was taken.
    func anchorShift(_ anchor: TableRowAnchor?) -> CGFloat {
        guard let anchor, let frame = rowModel.frame(of: anchor.indexPath) else { return 0 }
        let shift = frame.minY - contentOffset.y - anchor.screenY
        return shift.isFinite ? shift : 0
    }

    /// Moves the content offset with the rows (TV13); a drag in progress moves its start likewise, so the
    /// finger keeps the content it holds.
    func shiftContentOffset(by shift: CGFloat) {
        guard shift != 0 else { return }
        if scroll.isDragging { scroll.dragStartOffset.y += shift }
        contentOffset = CGPoint(x: contentOffset.x, y: contentOffset.y + shift)
    }

    /// Asks the delegate's estimate for the rows in the view-high band above the first row in view that have
    /// no height of their own yet (TV13). Estimation off (`estimatedRowHeight = 0`) asks nothing: every row
    /// was measured at reload.
    func estimateRowsAbove() {
        // The cheap checks first: a layout that shows the same rows (a tap's) asks and casts nothing.
        guard estimatedRowHeight != 0, bounds.height > 0, let first = rowModel.firstIndexPath(from: contentOffset.y),
            estimateBand.first != first, let delegate = tableDelegate
        else { return }
        estimateBand.first = first
        let limit = contentOffset.y - bounds.height
        var next = rowModel.indexPath(before: first)
        var asked = 0
        while let indexPath = next, asked < Self.visibleRowLimit {
            guard let frame = rowModel.frame(of: indexPath), frame.minY + frame.height > limit else { break }
            if !rowModel.isKnown(indexPath) { estimate(indexPath, delegate) }
            next = rowModel.indexPath(before: indexPath)
            asked += 1
        }
    }

    /// The same for the band below the last row laid out.
    func estimateRows(after last: IndexPath?) {
        guard estimatedRowHeight != 0, bounds.height > 0, let last, estimateBand.last != last,
            let delegate = tableDelegate
        else { return }
        estimateBand.last = last
        let limit = contentOffset.y + 2 * bounds.height
        var next = rowModel.indexPath(after: last)
        var asked = 0
        while let indexPath = next, asked < Self.visibleRowLimit {
            guard let frame = rowModel.frame(of: indexPath), frame.minY < limit else { break }
            if !rowModel.isKnown(indexPath) { estimate(indexPath, delegate) }
            next = rowModel.indexPath(after: indexPath)
            asked += 1
        }
    }

    /// A positive, finite answer is the row's estimate; anything else (the default `automaticDimension`, 0)
    /// leaves it at the table's (`rowEstimate`), recorded so that the row is not asked again.
    private func estimate(_ indexPath: IndexPath, _ delegate: UITableViewDelegate) {
        let answer = delegate.tableView(self, estimatedHeightForRowAt: indexPath)
        rowModel.estimate(indexPath, height: answer.isFinite && answer > 0 ? answer : rowEstimate)
    }
}

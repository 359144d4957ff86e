import Foundation

/// Reordering by the reorder control (ED4): the press on the control lifts the row; the row follows the
/// finger vertically (within the content), the rows it passes shift by its height to open a gap, and each
/// time the row's centre comes over another row the delegate's
/// `targetIndexPathForMoveFromRowAt:toProposedIndexPath:` may redirect the destination. On release the
/// data source's `moveRowAt` is called once with the source and the final destination (not when the row
/// comes back to its own place) and the table moves its row as `moveRow(at:to:)` would. A cancelled press
/// puts the row back. No automatic scrolling near the table's edges (not modelled).
extension UITableView {
    func handleReorder(_ press: UILongPressGestureRecognizer, cell: UITableViewCell) {
        switch press.state {
        case .began:
            beginReorder(cell, at: press.location(in: self))
        case .changed:
            moveReorder(to: press.location(in: self))
        case .ended:
            endReorder()
        case .cancelled, .failed:
            cancelReorder()
        default:
            break
        }
    }

    private func beginReorder(_ cell: UITableViewCell, at point: CGPoint) {
        guard editingStorage, reorder == nil, let dataSource,
            let indexPath = visibleStorage.first(where: { $0.value === cell })?.key,
            dataSourceCanMove(dataSource, indexPath)
        else { return }
        closeSwipe()
        reorder = TableReorderState(
            source: indexPath, cell: cell, liftedY: cell.frame.minY, startY: cell.frame.minY, touchY: point.y,
            proposed: indexPath, target: indexPath, drag: nil)
        bringSubviewToFront(cell)
        recordEditing("lifts row \(indexPath.row) by its reorder control (ED4)")
    }

    private func moveReorder(to point: CGPoint) {
        guard var state = reorder, point.y.isFinite else { return }
        let height = state.cell.frame.height
        let lowest = Swift.max(rowModel.contentHeight - height, 0)
        state.liftedY = Swift.min(Swift.max(state.startY + point.y - state.touchY, 0), lowest)
        if let proposed = rowModel.indexPath(atY: state.liftedY + height / 2), proposed != state.proposed {
            state.proposed = proposed
            let asked =
                tableDelegate?.tableView(
                    self, targetIndexPathForMoveFromRowAt: state.source, toProposedIndexPath: proposed) ?? proposed
            if isDestination(asked, for: state.source) {
                state.target = asked
            } else {
                reportProgrammerError(
                    "targetIndexPathForMoveFromRowAt returned row \(asked.row) of section \(asked.section), "
                        + "which is not a place the row can move to; the destination stays row \(state.target.row) "
                        + "of section \(state.target.section) (ED4)")
            }
        }
        reorder = state
        placeReorderedRows()
    }

    private func endReorder() {
        guard let state = reorder else { return }
        reorder = nil
        guard state.target != state.source, let dataSource else {
            recordEditing("drops row \(state.source.row) back in its place (ED4)")
            layoutVisibleRows()
            return
        }
        recordEditing(
            "drops row \(state.source.row) at row \(state.target.row) of section \(state.target.section): moveRowAt (ED4)"
        )
        dataSource.tableView(self, moveRowAt: state.source, to: state.target)
        update { $0.movedRows.append((state.source, state.target)) }
        layoutVisibleRows()
    }

    func cancelReorder() {
        guard let state = reorder else { return }
        reorder = nil
        recordEditing("puts row \(state.source.row) back: the press was cancelled (ED4)")
        layoutVisibleRows()
        if let drag = state.drag { endSessions(drag.session) }
    }

    /// Whether the moved row can land at `path`: an existing row of its own section, or any place up to
    /// the end of another section.
    func isDestination(_ path: IndexPath, for source: IndexPath) -> Bool {
        guard rowModel.sections.indices.contains(path.section), path.row >= 0 else { return false }
        let count = rowModel.sections[path.section].rowCount
        return path.section == source.section ? path.row < count : path.row <= count
    }

    /// The lifted row at the finger; the rows between its place and its destination shifted by its height.
    func placeReorderedRows() {
        guard let state = reorder else { return }
        let height = state.cell.frame.height
        let source = state.source
        let target = state.target
        for (path, cell) in visibleStorage where cell !== state.cell {
            guard let frame = rowModel.frame(of: path) else { continue }
            var offset: CGFloat = 0
            var row = path.row
            if path.section == source.section && path.row > source.row {
                offset -= height
                row -= 1
            }
            if path.section == target.section && row >= target.row { offset += height }
            cell.frame.origin.y = frame.minY + offset
        }
        state.cell.frame.origin.y = state.liftedY
    }
}

/// The row lifted by its reorder control (ED4).
struct TableReorderState {
    let source: IndexPath
    let cell: UITableViewCell
    /// Where the lifted row's top is now, in content coordinates.
    var liftedY: CGFloat
    let startY: CGFloat
    let touchY: CGFloat
    var proposed: IndexPath
    var target: IndexPath
    /// Set when the row was lifted by a drag (DD1) rather than the reorder control.
    var drag: TableDragState?
}

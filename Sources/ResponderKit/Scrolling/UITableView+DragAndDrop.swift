import Foundation

/// Drag and drop inside one table (DD1–DD3). With `dragInteractionEnabled` and a drag delegate the table
/// has a lift recognizer (a long press of `minimumPressDuration` 0.5 s, UIKit's documented default; Apple
/// documents no lift delay for drags): it begins only on a row the drag delegate gives items for, and its
/// beginning cancels the touch for the views below (a button in the cell gets `.touchCancel`) and excludes
/// the table's pan. The lifted row follows the finger; at each movement the drop delegate's
/// `dropSessionDidUpdate` is asked with the row under the finger; a `.move` proposal inserting at that
/// index path opens a gap there as the reorder control's drag does (ED4). On release a `.move` inserting
/// at the destination, for a row whose data source answers `canMoveRowAt`, reorders through `moveRowAt`
/// (performDropWith is not called); any other `.move` or `.copy` calls `performDropWith`; `.cancel` and
/// `.forbidden` put the row back. Drags between apps or tables are not modelled.
extension UITableView {
    /// Adds or removes the lift recognizer: a table without drags pays nothing for them.
    func updateDragLift() {
        let wanted = dragInteractionEnabled && dragDelegate != nil
        if wanted, dragLift == nil {
            let lift = TableDragLiftGestureRecognizer()
            lift.addTarget(self, action: UITableView.handleDragLift)
            dragLift = lift
            addGestureRecognizer(lift)
        } else if !wanted, let lift = dragLift {
            dragLift = nil
            removeGestureRecognizer(lift)
        }
    }

    /// DD1: asked when the press would begin; the drag delegate's items decide.
    func dragShouldBegin(_ lift: UIGestureRecognizer) -> Bool {
        pendingDrag = nil
        let point = lift.location(in: self)
        guard reorder == nil, let delegate = dragDelegate, let indexPath = indexPathForRow(at: point),
            visibleStorage[indexPath] != nil
        else {
            lift.pendingReason = "no row to drag under the press (DD1)"
            return false
        }
        let session = LocalDragSession(items: [], location: point, in: self)
        session.items = delegate.tableView(self, itemsForBeginning: session, at: indexPath)
        guard !session.items.isEmpty else {
            lift.pendingReason = "the drag delegate gives no items for row \(indexPath.row) (DD1)"
            return false
        }
        pendingDrag = PendingDrag(indexPath: indexPath, session: session)
        return true
    }

    private func handleDragLift(_ lift: TableDragLiftGestureRecognizer) {
        switch lift.state {
        case .began:
            beginDrag(at: lift.location(in: self))
        case .changed:
            moveDrag(to: lift.location(in: self))
        case .ended:
            endDrag()
        case .cancelled, .failed:
            cancelReorder()
        default:
            break
        }
    }

    private func beginDrag(at point: CGPoint) {
        guard let pending = pendingDrag, reorder == nil, let cell = visibleStorage[pending.indexPath] else { return }
        pendingDrag = nil
        closeSwipe()
        let source = pending.indexPath
        reorder = TableReorderState(
            source: source, cell: cell, liftedY: cell.frame.minY, startY: cell.frame.minY, touchY: point.y,
            proposed: source, target: source,
            drag: TableDragState(session: pending.session, proposal: UITableViewDropProposal(operation: .cancel)))
        bringSubviewToFront(cell)
        recordEditing("lifts row \(source.row) for a drag of \(pending.session.items.count) item(s) (DD1)")
        dragDelegate?.tableView(self, dragSessionWillBegin: pending.session)
    }

    private func moveDrag(to point: CGPoint) {
        guard var state = reorder, var drag = state.drag, point.y.isFinite else { return }
        drag.session.location = point
        let height = state.cell.frame.height
        let lowest = Swift.max(rowModel.contentHeight - height, 0)
        state.liftedY = Swift.min(Swift.max(state.startY + point.y - state.touchY, 0), lowest)
        let destination = rowModel.indexPath(atY: point.y)
        drag.destination = destination
        drag.proposal =
            dropDelegate?.tableView(self, dropSessionDidUpdate: drag.session, withDestinationIndexPath: destination)
            ?? UITableViewDropProposal(operation: .cancel)
        if drag.opensGap, let destination, isDestination(destination, for: state.source) {
            state.target = destination
        } else {
            state.target = state.source
        }
        state.drag = drag
        reorder = state
        placeReorderedRows()
    }

    private func endDrag() {
        guard let state = reorder, let drag = state.drag else { return }
        reorder = nil
        let operation = drag.proposal.operation
        if let dataSource, drag.opensGap, dataSourceCanMove(dataSource, state.source) {
            if state.target != state.source {
                recordEditing(
                    "drops row \(state.source.row) at row \(state.target.row): a local move, through moveRowAt (DD3)")
                dataSource.tableView(self, moveRowAt: state.source, to: state.target)
                update { $0.movedRows.append((state.source, state.target)) }
            }
            layoutVisibleRows()
        } else if operation == .move || operation == .copy, let dropDelegate {
            layoutVisibleRows()
            recordEditing("drops \(drag.session.items.count) item(s): performDropWith (DD3)")
            let items = drag.session.items.map {
                TableDropCoordinator.Item(dragItem: $0, sourceIndexPath: state.source) as UITableViewDropItem
            }
            dropDelegate.tableView(
                self,
                performDropWith: TableDropCoordinator(
                    items: items, destination: drag.destination, proposal: drag.proposal, session: drag.session))
        } else {
            recordEditing("puts row \(state.source.row) back: the drop proposal is not a move or copy (DD3)")
            layoutVisibleRows()
        }
        endSessions(drag.session)
    }

    func endSessions(_ session: LocalDragSession) {
        dropDelegate?.tableView(self, dropSessionDidEnd: session)
        dragDelegate?.tableView(self, dragSessionDidEnd: session)
    }
}

/// The drag part of a lifted row (DD2): the session and the drop delegate's last answer.
struct TableDragState {
    let session: LocalDragSession
    var destination: IndexPath?
    var proposal: UITableViewDropProposal

    init(session: LocalDragSession, proposal: UITableViewDropProposal) {
        self.session = session
        self.proposal = proposal
    }

    /// A move inserting at the destination: the rows open a gap, and a local drop reorders (DD3).
    var opensGap: Bool { proposal.operation == .move && proposal.intent == .insertAtDestinationIndexPath }
}

/// A drag whose items were given when its lift recognizer was allowed to begin (DD1).
struct PendingDrag {
    let indexPath: IndexPath
    let session: LocalDragSession
}

/// The table's drag lift: a plain long press, named `dragLift` in traces (DD1).
@MainActor final class TableDragLiftGestureRecognizer: UILongPressGestureRecognizer {}

import Foundation

/// Editing mode (ED1–ED5): `setEditing(_:animated:)` tells every visible cell, which shows the controls
/// the data source and delegate give its row — delete or insert at the leading edge
/// (`canEditRowAt`, `editingStyleForRowAt`), the reorder control at the trailing edge (`canMoveRowAt`).
/// Nothing here runs outside editing mode but one flag test per newly displayed cell.
extension UITableView {
    /// ED5: `allowsSelection` outside editing mode, `allowsSelectionDuringEditing` (or multiple selection
    /// during editing) in it.
    var selectionIsAllowed: Bool {
        editingStorage ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    var multipleSelectionIsAllowed: Bool {
        editingStorage ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    func changeEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        closeSwipe()
        if reorder != nil { cancelReorder() }
        editingStorage = editing
        recordEditing(editing ? "enters editing mode (ED1)" : "leaves editing mode (ED1)")
        for (indexPath, cell) in visibleStorage.sorted(by: { $0.key < $1.key }) {
            configureEditing(cell, at: indexPath)
            cell.layoutSubviews()
        }
    }

    /// Gives `cell` its row's editing style and reorder control, then `setEditing` (ED2). With
    /// `allowsMultipleSelectionDuringEditing` no editing style is asked (Apple: "doesn't query for
    /// editing styles").
    func configureEditing(_ cell: UITableViewCell, at indexPath: IndexPath) {
        var style = UITableViewCell.EditingStyle.none
        var moves = false
        var indents = true
        if editingStorage, let dataSource {
            if !allowsMultipleSelectionDuringEditing, dataSourceCanEdit(dataSource, indexPath) {
                let delegate = tableDelegate
                style = delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
                indents = delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
            }
            moves = dataSourceCanMove(dataSource, indexPath)
        }
        cell.editingStyleStorage = style
        cell.showsReorderControlWhileEditing = moves
        cell.indentsWhileEditing = indents
        if cell.isEditing != editingStorage { cell.setEditing(editingStorage, animated: false) }
        cell.setNeedsLayout()
    }

    /// ED3: a tap on the delete control shows the delete confirmation (a second tap hides it); on the
    /// insert control it commits `.insert`.
    func editControlTapped(_ cell: UITableViewCell) {
        guard editingStorage, let indexPath = visibleStorage.first(where: { $0.value === cell })?.key else { return }
        switch cell.editingStyle {
        case .delete:
            if swipe?.cell === cell {
                closeSwipe()
                return
            }
            closeSwipe()
            recordEditing("delete control on row \(indexPath.row): shows the delete confirmation (ED3)")
            revealTrailingActions(at: indexPath)
        case .insert:
            recordEditing("insert control on row \(indexPath.row): commits .insert (ED3)")
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .none:
            break
        }
    }

    func recordEditing(_ text: String) {
        window?.application?.tracer?.record(.info("\(traceName) \(text)", kind: "scroll"))
    }
}

import Foundation

/// A row's context menu (TV15): the delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)` for the
/// touched row; a configuration shows, after the same 0.5 s press as a context menu interaction's (CM2), the
/// same menu (`ContextMenuView`: a backdrop and one row per action of its action provider's menu) below the
/// row, with `willDisplayContextMenu` and, when it ends, `willEndContextMenuInteraction`. A configuration takes
/// precedence over the row edit menu (TV14), as on iOS 13 and later.
extension UITableView {
    /// At touch down on a highlighted row: a row with a configuration waits for the press.
    func armRowContextMenu(at indexPath: IndexPath, point: CGPoint, delegate: UITableViewDelegate) -> Bool {
        guard let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        else { return false }
        rowMenuTimer = scheduleTimer(after: Self.menuPressDuration) { [weak self] in
            self?.showRowContextMenu(configuration, at: indexPath)
        }
        return true
    }

    private func showRowContextMenu(_ configuration: UIContextMenuConfiguration, at indexPath: IndexPath) {
        rowMenuTimer = nil
        guard touchedIndexPath == indexPath, rowContextMenu == nil, let window else { return }
        // The press becomes the menu's: lifting the finger selects nothing.
        touchedIndexPath = nil
        visibleStorage[indexPath]?.setHighlighted(false, animated: false)
        _ = configuration.previewProvider?()
        let actions = configuration.actionProvider?([])?.flattenedActions ?? []
        tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: nil)
        let menu = ContextMenuView(
            actions: actions, in: window, below: convert(rectForRow(at: indexPath), to: window),
            choose: { [weak self] action in self?.chooseRowContextAction(action) },
            dismiss: { [weak self] in self?.dismissRowContextMenu() })
        window.addSubview(menu)
        rowContextMenu = (menu, configuration)
    }

    /// CM3, CM4 for a row: the menu ends, then the action runs with the table as its sender.
    private func chooseRowContextAction(_ action: UIAction) {
        guard !action.attributes.contains(.disabled) else { return }
        if !action.attributes.contains(.keepsMenuPresented) { dismissRowContextMenu() }
        action.perform(from: self)
    }

    func dismissRowContextMenu() {
        guard let shown = rowContextMenu else { return }
        rowContextMenu = nil
        tableDelegate?.tableView(self, willEndContextMenuInteraction: shown.configuration, animator: nil)
        shown.view.removeFromSuperview()
    }
}

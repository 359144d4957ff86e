import Foundation

/// The row edit menu (TV14): a press held on a row whose delegate answers `shouldShowMenuForRowAt` with true
/// shows the edit menu (`UIMenuController`) over the row after `UITableView.menuPressDuration`, with the
/// standard actions the delegate allows (`canPerformAction(_:forRowAt:withSender:)`, in UIKit's menu order);
/// choosing one calls `performAction(_:forRowAt:withSender:)`. The row is neither highlighted nor selected
/// once the menu shows.
extension UITableView {
    /// How long the press is held before the menu shows: `UILongPressGestureRecognizer`'s default (Apple
    /// documents no figure for the table's menu).
    static let menuPressDuration: TimeInterval = 0.5
    /// The actions a row's edit menu offers, in UIKit's order (Apple's documentation of the delegate methods
    /// names Copy and Paste; Cut is offered too, as the table's cells answer it on iOS).
    static let rowMenuActions: [Selector] = [Selector("cut:"), Selector("copy:"), Selector("paste:")]

    /// At touch down on a highlighted row: only a row whose delegate wants a menu waits for the press, so a
    /// plain tap costs two delegate questions (a context menu's configuration, TV15, then this one, TV14).
    func armRowMenu(at indexPath: IndexPath, point: CGPoint, delegate: UITableViewDelegate?) {
        if rowMenuTimer != nil { disarmRowMenu() }
        guard let delegate else { return }
        if armRowContextMenu(at: indexPath, point: point, delegate: delegate) { return }  // TV15 first
        guard delegate.tableView(self, shouldShowMenuForRowAt: indexPath) else { return }
        rowMenuTimer = scheduleTimer(after: Self.menuPressDuration) { [weak self] in
            self?.showRowMenu(at: indexPath)
        }
    }

    /// The touch ended, moved into a scroll or was cancelled before the menu showed.
    func disarmRowMenu() {
        rowMenuTimer?.invalidate()
        rowMenuTimer = nil
    }

    /// The press is still on the row: the menu shows over the row's cell if the delegate allows an action.
    private func showRowMenu(at indexPath: IndexPath) {
        rowMenuTimer = nil
        guard touchedIndexPath == indexPath, let delegate = tableDelegate else { return }
        let menu = UIMenuController.shared
        let allowed = Self.rowMenuActions.filter {
            delegate.tableView(self, canPerformAction: $0, forRowAt: indexPath, withSender: menu)
        }
        guard !allowed.isEmpty else { return }
        // The press becomes the menu's: lifting the finger selects nothing.
        touchedIndexPath = nil
        visibleStorage[indexPath]?.setHighlighted(false, animated: false)
        menu.rowMenu = RowMenuSource(owner: self, actions: allowed) { [weak self] action, sender in
            guard let self else { return }
            tableDelegate?.tableView(self, performAction: action, forRowAt: indexPath, withSender: sender)
        }
        menu.showMenu(from: self, rect: rectForRow(at: indexPath))
    }
}

/// A table row's or collection item's edit menu on screen (TV14, CV14): its actions go to the view's delegate,
/// not along the responder chain.
@MainActor struct RowMenuSource {
    weak var owner: UIView?
    let actions: [Selector]
    let perform: @MainActor (Selector, UIMenuController) -> Void

    /// The allowed actions with their menu titles, in the menu's order.
    var items: [(title: String, action: Selector)] {
        UIMenuController.standardItems.filter { actions.contains($0.action) }
    }
}

import Foundation

/// The item edit menu (CV14), as the table's row menu (TV14): a press held on an item whose delegate answers
/// `shouldShowMenuForItemAt` with true shows the edit menu over the item after
/// `UITableView.menuPressDuration` with the standard actions the delegate allows; choosing one calls
/// `performAction(_:forItemAt:withSender:)`.
extension UICollectionView {
    /// At touch down on a highlighted item: only an item whose delegate wants a menu waits for the press.
    func armItemMenu(at indexPath: IndexPath, delegate: UICollectionViewDelegate?) {
        if itemMenuTimer != nil { disarmItemMenu() }
        guard let delegate, delegate.collectionView(self, shouldShowMenuForItemAt: indexPath) else { return }
        itemMenuTimer = scheduleTimer(after: UITableView.menuPressDuration) { [weak self] in
            self?.showItemMenu(at: indexPath)
        }
    }

    func disarmItemMenu() {
        itemMenuTimer?.invalidate()
        itemMenuTimer = nil
    }

    /// The press is still on the item: the menu shows over it if the delegate allows an action; the item is
    /// unhighlighted (`didUnhighlightItemAt`) and lifting the finger selects nothing.
    private func showItemMenu(at indexPath: IndexPath) {
        itemMenuTimer = nil
        guard touchedIndexPath == indexPath, let delegate = collectionDelegate,
            let frame = layoutAttributesForItem(at: indexPath)?.frame
        else { return }
        let menu = UIMenuController.shared
        let allowed = UITableView.rowMenuActions.filter {
            delegate.collectionView(self, canPerformAction: $0, forItemAt: indexPath, withSender: menu)
        }
        guard !allowed.isEmpty else { return }
        unhighlightTouchedItem()
        menu.rowMenu = RowMenuSource(owner: self, actions: allowed) { [weak self] action, sender in
            guard let self else { return }
            collectionDelegate?.collectionView(self, performAction: action, forItemAt: indexPath, withSender: sender)
        }
        menu.showMenu(from: self, rect: frame)
    }
}

import Foundation

/// What a table's rows give to a drag (DD1). An empty array refuses the drag from that row.
@preconcurrency @MainActor public protocol UITableViewDragDelegate: AnyObject {
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession)
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession)
}

extension UITableViewDragDelegate {
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {}
}

import Foundation

/// How a table takes drops (DD2, DD3). Without `dropSessionDidUpdate` the proposal is `.cancel`.
@preconcurrency @MainActor public protocol UITableViewDropDelegate: AnyObject {
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession)
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool { true }
    public func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal { UITableViewDropProposal(operation: .cancel) }
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {}
}

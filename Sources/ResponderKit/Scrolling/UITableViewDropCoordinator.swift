import Foundation

/// What `performDropWith` gets (DD3): the dropped items, where, and the last proposal.
@preconcurrency @MainActor public protocol UITableViewDropCoordinator: AnyObject {
    var items: [UITableViewDropItem] { get }
    var destinationIndexPath: IndexPath? { get }
    var proposal: UITableViewDropProposal { get }
    var session: UIDropSession { get }
}

/// One dropped item: a drag from this table knows the row it came from (DD3).
@preconcurrency @MainActor public protocol UITableViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    var sourceIndexPath: IndexPath? { get }
}

/// The coordinator of a drop inside one table (DD3).
@MainActor final class TableDropCoordinator: UITableViewDropCoordinator {
    final class Item: UITableViewDropItem {
        let dragItem: UIDragItem
        let sourceIndexPath: IndexPath?

        init(dragItem: UIDragItem, sourceIndexPath: IndexPath?) {
            self.dragItem = dragItem
            self.sourceIndexPath = sourceIndexPath
        }
    }

    let items: [UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: UIDropSession

    init(
        items: [UITableViewDropItem], destination: IndexPath?, proposal: UITableViewDropProposal, session: UIDropSession
    ) {
        self.items = items
        destinationIndexPath = destination
        self.proposal = proposal
        self.session = session
    }
}

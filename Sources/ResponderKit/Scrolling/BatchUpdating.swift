import Foundation

/// The batching tables and collection views share (TV4, CV5): updates made inside an open batch (nested
/// `beginUpdates`/`performBatchUpdates`) are recorded and applied together when the outermost batch
/// closes; outside one each update applies at once. Each list checks and applies a batch its own way.
@MainActor protocol BatchUpdating: AnyObject {
    var pendingUpdates: TableUpdates? { get set }
    var updateDepth: Int { get set }
    func apply(_ updates: TableUpdates)
}

extension BatchUpdating {
    /// Records into the open batch, or applies at once outside one.
    func update(_ body: (inout TableUpdates) -> Void) {
        if updateDepth > 0, var updates = pendingUpdates {
            body(&updates)
            pendingUpdates = updates
            return
        }
        var updates = TableUpdates()
        body(&updates)
        apply(updates)
    }

    func openBatch() {
        if updateDepth == 0 { pendingUpdates = TableUpdates() }
        updateDepth += 1
    }

    /// Closes one level; the outermost applies the batch. An unbalanced close does nothing.
    func closeBatch() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let updates = pendingUpdates else { return }
        pendingUpdates = nil
        apply(updates)
    }
}

extension UITableView: BatchUpdating {}

extension UICollectionView: BatchUpdating {}

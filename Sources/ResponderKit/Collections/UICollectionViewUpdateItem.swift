import Foundation

/// One change of a batch, handed to `prepare(forCollectionViewUpdates:)` (CV11). A section change names
/// the section with `NSNotFound` as its item, as UIKit's do.
@preconcurrency @MainActor open class UICollectionViewUpdateItem {
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    let before: IndexPath?
    let after: IndexPath?
    let action: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        self.before = before
        self.after = after
        self.action = action
    }

    /// The index path before the batch: nil for an insertion.
    open var indexPathBeforeUpdate: IndexPath? { before }

    /// The index path after the batch: nil for a deletion.
    open var indexPathAfterUpdate: IndexPath? { after }

    open var updateAction: Action { action }
}

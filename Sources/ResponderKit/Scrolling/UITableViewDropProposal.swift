import Foundation

/// A table's drop proposal (DD2): the operation and where the rows go — between rows
/// (`.insertAtDestinationIndexPath`, opening a gap) or into the row under the finger.
@preconcurrency @MainActor open class UITableViewDropProposal: UIDropProposal {
    public enum Intent: Int, Sendable {
        case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath, automatic
    }

    public let intent: Intent

    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    public override init(operation: UIDropOperation) {
        intent = .unspecified
        super.init(operation: operation)
    }
}

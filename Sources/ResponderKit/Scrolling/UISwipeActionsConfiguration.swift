import Foundation

/// The actions a row shows when swiped from one edge (SW1). The first action is the outermost one and the
/// one a full swipe performs (SW4). A configuration with no actions turns swiping off for that edge.
@preconcurrency @MainActor open class UISwipeActionsConfiguration {
    private let actionsStorage: [UIContextualAction]

    open var actions: [UIContextualAction] { actionsStorage }
    /// Apple's default: true.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) { actionsStorage = actions }
}

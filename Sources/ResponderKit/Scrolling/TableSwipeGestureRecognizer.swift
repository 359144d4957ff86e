import Foundation

/// The table's swipe-actions pan (SW2): it begins only for a mostly horizontal drag on a row that has
/// actions toward that drag (or on the row whose actions are shown), so a vertical drag is left to the
/// table's own pan. A touch-down elsewhere in the table hides the shown actions; a tap on the row that
/// shows them hides them when it lifts (SW5).
@MainActor final class TableSwipeGestureRecognizer: UIPanGestureRecognizer {
    weak var table: UITableView?
    private var refusalText = "it is not a horizontal drag on a row with swipe actions"

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        for touch in UITouch.ordered(touches) { table?.swipeTouchBegan(touch) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let wasPossible = state == .possible
        super.touchesEnded(touches, with: event)
        if wasPossible { table?.swipeTapEnded(touches) }
    }

    override func acceptsBeginning(with movement: CGPoint) -> Bool {
        guard let table else { return false }
        guard abs(movement.x) > abs(movement.y) else {
            refusalText = "its movement is vertical"
            return false
        }
        let start = location(in: table) - translation(in: table)
        if let reason = table.swipeRefusal(at: start, towards: movement.x) {
            refusalText = reason
            return false
        }
        return true
    }

    override func refusalReason(for movement: CGPoint) -> String { refusalText }
}

import Foundation

/// The grip at an editing row's trailing edge (ED4), named as UIKit's private class is. Its press
/// recognizer begins at once (no hold, no movement limit): the row lifts when the finger lands on it, and
/// the recognizer's beginning cancels the touch for the views below and excludes the table's scroll pan
/// (GR4), so the finger moves the row rather than the table.
@MainActor final class UITableViewCellReorderControl: UIView {
    let press = UILongPressGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        press.minimumPressDuration = 0
        press.allowableMovement = .greatestFiniteMagnitude
        press.addTarget(self, action: UITableViewCellReorderControl.pressed)
        addGestureRecognizer(press)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func pressed(_ recognizer: UILongPressGestureRecognizer) {
        guard let cell = superview as? UITableViewCell else { return }
        cell.owningTable?.handleReorder(recognizer, cell: cell)
    }
}

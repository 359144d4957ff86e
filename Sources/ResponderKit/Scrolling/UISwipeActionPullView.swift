import Foundation

/// The strip a swiped row reveals (SW2), named as UIKit's private class is so that traces read alike: a
/// subview of the cell beside its slid content, holding one button per action (a tap runs its handler, SW3), the first outermost.
@MainActor final class UISwipeActionPullView: UIView {
    let edge: TableSwipeEdge
    private(set) var buttons: [UIButton] = []

    init(actions: [UIContextualAction], edge: TableSwipeEdge, table: UITableView) {
        self.edge = edge
        super.init(frame: .zero)
        clipsToBounds = true
        for action in actions {
            // A plain button (a UIButton subclass here would hit A5's link-time compiler bug).
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.backgroundColor = action.backgroundColor
            button.addAction(
                UIAction(title: action.title ?? "") { [weak table, weak button] _ in
                    guard let table, let button else { return }
                    table.perform(action, from: button)
                }, for: .touchUpInside)
            buttons.append(button)
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) {
        edge = .trailing
        super.init(coder: coder)
    }

    /// Shows `revealed` points at the cell's `edge`; the buttons share them evenly, the first outermost.
    func place(revealed: CGFloat, in cell: UITableViewCell) {
        let width = Swift.max(revealed, 0)
        let height = cell.bounds.height
        frame = CGRect(x: edge == .trailing ? cell.bounds.width - width : 0, y: 0, width: width, height: height)
        guard !buttons.isEmpty else { return }
        let share = width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            // Trailing: the first action is rightmost; leading: leftmost.
            let slot = edge == .trailing ? buttons.count - 1 - index : index
            button.frame = CGRect(x: CGFloat(slot) * share, y: 0, width: share, height: height)
        }
    }
}

/// Which edge of a row its swipe actions come from.
enum TableSwipeEdge: Sendable {
    case leading, trailing

    var name: String { self == .leading ? "leading" : "trailing" }
}

import Foundation

/// AX15: a row's swipe actions are custom actions of its cell for VoiceOver, as on iOS, where a VoiceOver user
/// cannot swipe a row and picks the actions from the Actions rotor instead.
extension UITableViewCell {
    /// `own` followed by the row's trailing swipe actions, then its leading ones (SW1, SW6: the delegate's
    /// configurations, or the default Delete); none while the table is editing (ED5) or the cell is not a
    /// visible row.
    func withSwipeActions(_ own: [UIAccessibilityCustomAction]?) -> [UIAccessibilityCustomAction]? {
        guard let table = superview as? UITableView, !table.isEditing, let indexPath = table.indexPath(for: self)
        else { return own }
        var actions = own ?? []
        for edge in [TableSwipeEdge.trailing, .leading] {
            for action in table.swipeConfiguration(for: indexPath, edge)?.actions ?? [] {
                actions.append(swipeCustomAction(action))
            }
        }
        return actions.isEmpty ? own : actions
    }

    /// Runs the contextual action's handler with the cell as its source view; the action succeeds whatever the
    /// completion reports, as the handler ran (nothing is shown to hide).
    private func swipeCustomAction(_ action: UIContextualAction) -> UIAccessibilityCustomAction {
        let name = action.title ?? ""
        return UIAccessibilityCustomAction(name: name) { [weak self] _ in
            guard let self else { return false }
            action.handler(action, self) { _ in }
            return true
        }
    }
}

import Foundation

/// Swipe actions (SW1–SW7): a horizontal drag on a row slides its content aside and reveals the actions the
/// delegate configures for that edge; released past half the actions' width they stay shown, past
/// `fullSwipeFraction` of the row (with `performsFirstActionWithFullSwipe`) the first action runs; a tap on
/// an action runs its handler, whose completion hides them; a touch elsewhere in the table, a tap on the
/// row or a vertical scroll hides them.
///
/// Choices where UIKit is undocumented (README, Fidelity notes): each action is `swipeActionWidth` wide;
/// the row settles at once, without a slide animation; without a full swipe the row cannot be dragged past
/// its actions (UIKit lets it stretch a little further).
extension UITableView {
    /// Each action's width (UIKit sizes them to their titles, at least about this wide).
    static let swipeActionWidth: CGFloat = 74
    /// A release farther than this fraction of the row's width is a full swipe (SW4).
    static let fullSwipeFraction: CGFloat = 0.6

    func installSwipeRecognizer() {
        swipeRecognizer.table = self
        swipeRecognizer.addTarget(self, action: UITableView.handleSwipe)
        addGestureRecognizer(swipeRecognizer)
    }

    // MARK: Configurations (SW1, SW6)

    /// The delegate's configuration for `edge`; for the trailing edge without one, UIKit's default "Delete"
    /// when the data source can edit the row and its editing style is `.delete` (SW6).
    func swipeConfiguration(for indexPath: IndexPath, _ edge: TableSwipeEdge) -> UISwipeActionsConfiguration? {
        let delegate = tableDelegate
        if edge == .leading { return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath) }
        if let given = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) { return given }
        guard let dataSource, dataSourceCanEdit(dataSource, indexPath, forSwipe: true),
            (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
        else { return nil }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            if let self { self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath) }
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// Why a horizontal drag starting at `start` (moving `dx`) does not swipe; nil when it does (SW2).
    func swipeRefusal(at start: CGPoint, towards dx: CGFloat) -> String? {
        pendingSwipe = nil
        guard let indexPath = indexPathForRow(at: start), visibleStorage[indexPath] != nil else {
            return "no row under the touch"
        }
        if let shown = swipe {
            guard shown.indexPath == indexPath, !shown.isPerforming else { return "another row shows its actions" }
            return nil
        }
        if editingStorage { return "the table is editing (ED5)" }
        let edge: TableSwipeEdge = dx < 0 ? .trailing : .leading
        guard let configuration = swipeConfiguration(for: indexPath, edge), !configuration.actions.isEmpty else {
            return "row \(indexPath.row) has no \(edge.name) swipe actions"
        }
        pendingSwipe = PendingSwipe(indexPath: indexPath, edge: edge, configuration: configuration)
        return nil
    }

    // MARK: The drag (SW2–SW4)

    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginSwipe()
            moveSwipe(by: pan.translation(in: self).x)
        case .changed:
            moveSwipe(by: pan.translation(in: self).x)
        case .ended, .cancelled:
            endSwipe()
        default:
            break
        }
    }

    /// ED3: the delete control's tap shows the row's trailing actions at their full width, as a swipe
    /// released past half of them would, without `willBeginEditingRowAt` (the row is already editing).
    func revealTrailingActions(at indexPath: IndexPath) {
        guard swipe == nil, let configuration = swipeConfiguration(for: indexPath, .trailing),
            !configuration.actions.isEmpty
        else { return }
        pendingSwipe = PendingSwipe(indexPath: indexPath, edge: .trailing, configuration: configuration)
        beginSwipe(notifying: false)
        guard var shown = swipe else { return }
        shown.revealed = shown.actionsWidth
        swipe = shown
        place(shown)
    }

    private func beginSwipe(notifying: Bool = true) {
        if var shown = swipe {
            shown.dragStart = shown.revealed
            swipe = shown
            return
        }
        guard let pending = pendingSwipe, let cell = visibleStorage[pending.indexPath] else { return }
        pendingSwipe = nil
        let actions = pending.configuration.actions
        if notifying { tableDelegate?.tableView(self, willBeginEditingRowAt: pending.indexPath) }
        let pull = UISwipeActionPullView(actions: actions, edge: pending.edge, table: self)
        cell.addSubview(pull)
        swipe = TableSwipeState(
            indexPath: pending.indexPath, cell: cell, edge: pending.edge, configuration: pending.configuration,
            pullView: pull, actionsWidth: CGFloat(actions.count) * Self.swipeActionWidth, notifiesDelegate: notifying)
        let titles = actions.map { $0.title ?? "" }.joined(separator: ", ")
        recordSwipe("reveals row \(pending.indexPath.row)'s \(pending.edge.name) swipe actions [\(titles)] (SW2)")
    }

    private func moveSwipe(by dx: CGFloat) {
        guard var shown = swipe, !shown.isPerforming else { return }
        let limit =
            shown.configuration.performsFirstActionWithFullSwipe ? shown.cell.bounds.width : shown.actionsWidth
        let wanted = shown.edge == .trailing ? shown.dragStart - dx : shown.dragStart + dx
        shown.revealed = Swift.min(Swift.max(wanted.isFinite ? wanted : 0, 0), limit)
        swipe = shown
        place(shown)
    }

    private func endSwipe() {
        guard var shown = swipe, !shown.isPerforming else { return }
        let width = shown.cell.bounds.width
        if shown.configuration.performsFirstActionWithFullSwipe, let first = shown.configuration.actions.first,
            width > 0, shown.revealed >= width * Self.fullSwipeFraction
        {
            shown.revealed = width
            swipe = shown
            place(shown)
            recordSwipe("full swipe on row \(shown.indexPath.row): performs \(first.title ?? "its first action") (SW4)")
            perform(first, from: shown.pullView)
            return
        }
        guard shown.revealed >= shown.actionsWidth / 2 else {
            closeSwipe()
            return
        }
        shown.revealed = shown.actionsWidth
        swipe = shown
        place(shown)
    }

    private func place(_ shown: TableSwipeState) {
        shown.cell.swipeOffset = shown.edge == .trailing ? -shown.revealed : shown.revealed
        shown.cell.layoutSubviews()
        shown.pullView.place(revealed: shown.revealed, in: shown.cell)
    }

    // MARK: Actions (SW3, SW5)

    /// Runs `action`'s handler once; its completion (called at most once counts) hides the actions.
    func perform(_ action: UIContextualAction, from view: UIView) {
        guard var shown = swipe, !shown.isPerforming else { return }
        shown.isPerforming = true
        swipe = shown
        let pull = shown.pullView
        var completed = false
        action.handler(action, view) { [weak self] _ in
            guard !completed else { return }
            completed = true
            guard let self, self.swipe?.pullView === pull else { return }
            self.closeSwipe()
        }
    }

    /// Hides the shown actions, if any: the content slides back and the delegate hears `didEndEditingRowAt`.
    func closeSwipe() {
        guard let shown = swipe else { return }
        swipe = nil
        shown.cell.swipeOffset = 0
        shown.pullView.removeFromSuperview()
        shown.cell.layoutSubviews()
        let indexPath = visibleStorage.first { $0.value === shown.cell }?.key ?? shown.indexPath
        recordSwipe("hides row \(indexPath.row)'s swipe actions (SW5)")
        if shown.notifiesDelegate { tableDelegate?.tableView(self, didEndEditingRowAt: indexPath) }
    }

    /// SW5: a touch-down in the table but outside the shown actions hides them — at once elsewhere, on
    /// lift on their own row (a drag there moves them instead). That touch selects nothing.
    func swipeTouchBegan(_ touch: UITouch) {
        guard let shown = swipe, !shown.isPerforming else { return }
        if let view = touch.view, view.isDescendant(of: shown.pullView) { return }
        // The delete control that showed them hides them itself when tapped again (ED3).
        if let view = touch.view, let control = shown.cell.editControl, view.isDescendant(of: control) { return }
        swipeDismissingTouch = touch
        if let view = touch.view, view.isDescendant(of: shown.cell) { return }
        closeSwipe()
    }

    func swipeTapEnded(_ touches: Set<UITouch>) {
        guard swipe != nil, let touch = swipeDismissingTouch, touches.contains(touch) else { return }
        closeSwipe()
    }

    /// The touch that hid the actions never highlights nor selects a row (SW5).
    func isSwipeDismissing(_ touches: Set<UITouch>) -> Bool {
        guard let touch = swipeDismissingTouch else { return false }
        return touches.contains(touch)
    }

    private func recordSwipe(_ text: String) {
        window?.application?.tracer?.record(.info("\(traceName) \(text)", kind: "scroll"))
    }
}

/// A swipe decided at its first movement, made when the recognizer begins.
struct PendingSwipe {
    let indexPath: IndexPath
    let edge: TableSwipeEdge
    let configuration: UISwipeActionsConfiguration
}

/// The row whose swipe actions are shown, and how far.
struct TableSwipeState {
    let indexPath: IndexPath
    let cell: UITableViewCell
    let edge: TableSwipeEdge
    let configuration: UISwipeActionsConfiguration
    let pullView: UISwipeActionPullView
    let actionsWidth: CGFloat
    /// False for a delete confirmation shown by the editing control (ED3).
    var notifiesDelegate = true
    var revealed: CGFloat = 0
    var dragStart: CGFloat = 0
    var isPerforming = false
}

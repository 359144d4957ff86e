import Foundation

/// The menu of a context menu interaction on screen (CM2): a backdrop over the whole window whose tap ends the
/// menu, and a panel of one 44 pt row per action, 250 pt wide, 8 pt below the pressed view (above it when
/// there is no room below), kept 8 pt inside the window (sizes our choice).
@MainActor final class ContextMenuView: UIView {
    static let rowHeight: CGFloat = 44
    static let width: CGFloat = 250
    static let margin: CGFloat = 8

    let backdrop = UIView()
    let panel = UIView()
    private var choose: (UIAction) -> Void = { _ in }
    private var dismiss: () -> Void = {}

    convenience init(
        actions: [UIAction], in window: UIWindow, below source: CGRect, choose: @escaping (UIAction) -> Void,
        dismiss: @escaping () -> Void
    ) {
        self.init(frame: window.bounds)
        self.choose = choose
        self.dismiss = dismiss
        backdrop.frame = bounds
        addSubview(backdrop)
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: ContextMenuView.backdropTapped)
        backdrop.addGestureRecognizer(tap)
        let height = CGFloat(actions.count) * Self.rowHeight
        let margin = Self.margin
        let x = min(max(source.minX, margin), max(bounds.width - Self.width - margin, margin))
        var y = source.maxY + margin
        if y + height > bounds.height - margin { y = source.minY - margin - height }
        y = min(max(y, margin), max(bounds.height - height - margin, margin))
        panel.frame = CGRect(x: x, y: y, width: Self.width, height: height)
        addSubview(panel)
        for (index, action) in actions.enumerated() {
            let row = UIButton(type: .system)
            row.setTitle(action.title, for: .normal)
            row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: Self.width, height: Self.rowHeight)
            row.addTarget(self, action: ContextMenuView.rowTapped, for: .touchUpInside)
            row.tag = index
            row.isEnabled = !action.attributes.contains(.disabled)  // CM4
            panel.addSubview(row)
        }
        rows = actions
    }

    private var rows: [UIAction] = []

    func backdropTapped(_ recognizer: UITapGestureRecognizer) { dismiss() }

    func rowTapped(_ sender: UIButton) {
        guard rows.indices.contains(sender.tag) else { return }
        choose(rows[sender.tag])
    }
}

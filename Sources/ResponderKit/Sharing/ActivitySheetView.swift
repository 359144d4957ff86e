import Foundation

/// The share sheet's view (AV2, AV5): a Close button at the top right, then one 52-point row button per
/// activity, titled with the activity's title (and so found by accessibility label), rebuilt at layout.
@MainActor final class ActivitySheetView: UIView {
    weak var controller: UIActivityViewController?
    let closeButton = UIButton(type: .system)
    private(set) var rows: [(title: String, button: UIButton)] = []
    static let rowHeight: CGFloat = 52

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        closeButton.setTitle("Close", for: .normal)
        closeButton.accessibilityLabel = "Close"
        closeButton.addAction(UIAction { [weak self] _ in self?.controller?.close() }, for: .touchUpInside)
        addSubview(closeButton)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let choices = controller?.choices ?? []
        if rows.map(\.title) != choices.map(\.title) { rebuild(choices) }
        closeButton.frame = CGRect(x: bounds.maxX - 76, y: 8, width: 60, height: 44)
        for (index, row) in rows.enumerated() {
            row.button.frame = CGRect(
                x: 16, y: 60 + CGFloat(index) * Self.rowHeight, width: max(0, bounds.width - 32),
                height: Self.rowHeight)
        }
    }

    private func rebuild(_ choices: [UIActivityViewController.Choice]) {
        for row in rows { row.button.removeFromSuperview() }
        rows = choices.map { choice in
            let button = UIButton(type: .system)
            button.setTitle(choice.title, for: .normal)
            button.accessibilityLabel = choice.title
            button.addAction(UIAction { [weak self] _ in self?.controller?.choose(choice) }, for: .touchUpInside)
            addSubview(button)
            return (choice.title, button)
        }
    }
}

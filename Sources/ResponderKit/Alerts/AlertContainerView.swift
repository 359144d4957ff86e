import Foundation

/// The alert's view (AL5): the whole screen, dimmed, with the box centered (an alert, 270 points wide) or at
/// the bottom (an action sheet, the width less 8 points each side). Inside the box, top to bottom: the
/// title and message labels, the text fields (30 points each), then the buttons (44 points each): side by
/// side when an alert has exactly two actions, stacked otherwise. The cancel action comes first of two side
/// by side, last when stacked, and in a box of its own at the bottom of an action sheet, as in UIKit.
@MainActor final class AlertContainerView: UIView {
    weak var controller: UIAlertController?
    let box = UIView(frame: .zero)
    let cancelBox = UIView(frame: .zero)
    let titleLabel = UILabel(frame: .zero)
    let messageLabel = UILabel(frame: .zero)
    var fields: [UITextField] = []
    var buttons: [(action: UIAlertAction, button: UIButton)] = []

    static let alertWidth: CGFloat = 270
    static let buttonHeight: CGFloat = 44
    static let fieldHeight: CGFloat = 30
    static let labelHeight: CGFloat = 22

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = UIColor(white: 0, alpha: 0.2)
        box.backgroundColor = .white
        box.layer.cornerRadius = 14
        cancelBox.backgroundColor = .white
        cancelBox.layer.cornerRadius = 14
        titleLabel.textAlignment = .center
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        addSubview(box)
        addSubview(cancelBox)
        box.addSubview(titleLabel)
        box.addSubview(messageLabel)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func addField(_ field: UITextField) {
        fields.append(field)
        box.addSubview(field)
        setNeedsLayout()
    }

    func addButton(for action: UIAlertAction) {
        let button = UIButton(type: .system)
        button.setTitle(action.title, for: .normal)
        button.isEnabled = action.isEnabled
        if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
        button.accessibilityIdentifier = action.title
        button.addAction(
            UIAction { [weak self] _ in self?.controller?.actionTapped(action) }, for: .touchUpInside)
        action.button = button
        buttons.append((action, button))
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        let sheet = controller.preferredStyle == .actionSheet
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        let width = sheet ? bounds.width - 16 : Self.alertWidth
        var y: CGFloat = 0
        for label in [titleLabel, messageLabel] {
            let shown = !(label.text ?? "").isEmpty
            label.isHidden = !shown
            label.frame = CGRect(
                x: 16, y: y + (shown ? 12 : 0), width: width - 32, height: shown ? Self.labelHeight : 0)
            if shown { y = label.frame.maxY }
        }
        if y > 0 { y += 12 }
        for field in fields {
            field.frame = CGRect(x: 16, y: y, width: width - 32, height: Self.fieldHeight)
            y = field.frame.maxY + 8
        }
        let cancel = buttons.first { $0.action.style == .cancel }
        let others = buttons.filter { $0.action.style != .cancel }
        var inBox = others
        if !sheet, let cancel { inBox = buttons.count == 2 ? [cancel] + others : others + [cancel] }
        if !sheet && buttons.count == 2 {
            for (index, entry) in inBox.enumerated() {
                entry.button.frame = CGRect(
                    x: CGFloat(index) * width / 2, y: y, width: width / 2, height: Self.buttonHeight)
            }
            y += Self.buttonHeight
        } else {
            for entry in inBox {
                entry.button.frame = CGRect(x: 0, y: y, width: width, height: Self.buttonHeight)
                y += Self.buttonHeight
            }
        }
        for entry in inBox where entry.button.superview !== box { box.addSubview(entry.button) }
        let bottomInset = safeAreaInsets.bottom + 8
        if sheet {
            let cancelHeight = cancel == nil ? 0 : Self.buttonHeight
            cancelBox.isHidden = cancel == nil
            cancelBox.frame = CGRect(
                x: 8, y: bounds.height - bottomInset - cancelHeight, width: width, height: cancelHeight)
            if let cancel {
                if cancel.button.superview !== cancelBox { cancelBox.addSubview(cancel.button) }
                cancel.button.frame = cancelBox.bounds
            }
            let gap: CGFloat = cancel == nil ? 0 : 8
            box.frame = CGRect(x: 8, y: cancelBox.frame.minY - gap - y, width: width, height: y)
        } else {
            cancelBox.isHidden = true
            box.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - y) / 2, width: width, height: y)
        }
    }
}

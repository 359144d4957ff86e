//
//  ToggleChip.swift
//  Trailmate
//

import UIKit

/// A rounded filter chip ("Dogs allowed", "Loop") that toggles on tap.
@objc(TMToggleChip)
class ToggleChip: UIControl {

    let titleLabel = UILabel()

    @IBInspectable var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    override var isSelected: Bool {
        didSet { updateAppearance() }
    }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.6 : 1 }
    }

    convenience init(title: String) {
        self.init(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
        self.title = title
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 16
        layer.borderWidth = 1
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: 14)
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        addTarget(self, action: #selector(toggle), for: .touchUpInside)
        updateAppearance()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 10, dy: 0)
    }

    @objc private func toggle() {
        isSelected.toggle()
        sendActions(for: .valueChanged)
    }

    private func updateAppearance() {
        backgroundColor = isSelected ? tintColor : .clear
        titleLabel.textColor = isSelected ? .white : tintColor
        layer.borderColor = tintColor.cgColor
    }
}

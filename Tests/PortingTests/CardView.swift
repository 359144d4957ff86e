// Written as an iOS file would be; the only change from iOS is target-action spelling (SPEC A):
// `addTarget(self, action: #selector(closeTapped), ...)` with `@objc func closeTapped()` became a
// function reference.
import QuartzCore
import UIKit

final class CardView: UIView {
    let titleLabel = UILabel()
    let closeButton = UIButton(type: .system)
    var onClose: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        layer.cornerCurve = .continuous
        layer.masksToBounds = false
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 8
        layer.borderWidth = 1 / UIScreen.main.scale
        layer.borderColor = UIColor.separator.cgColor

        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .label
        titleLabel.numberOfLines = 0
        addSubview(titleLabel)

        closeButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        closeButton.tintColor = .secondaryLabel
        closeButton.accessibilityLabel = "Close"
        closeButton.addTarget(self, action: CardView.closeTapped, for: .touchUpInside)
        addSubview(closeButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        closeButton.frame = CGRect(x: bounds.width - 36, y: 8, width: 28, height: 28)
        titleLabel.frame = CGRect(x: 16, y: 16, width: bounds.width - 60, height: 44)
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
    }

    /// The close button is small: give it a 44 × 44 touch area.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let target = closeButton.frame.insetBy(dx: -8, dy: -8)
        if !closeButton.isHidden, target.contains(point) { return closeButton }
        return super.hitTest(point, with: event)
    }

    func closeTapped() {
        UIView.animate(
            withDuration: 0.25,
            animations: {
                self.alpha = 0
                self.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            },
            completion: { _ in
                self.removeFromSuperview()
                self.onClose?()
            })
    }
}

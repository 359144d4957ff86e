import UIKit

/// A tab bar whose centre "post" button rises above the bar. The part of the button above the bar lies
/// outside the bar's bounds, so `hitTest` asks the button itself for points there.
final class RaisedTabBar: UITabBar {
    let postButton = UIButton(type: .custom)

    static let buttonSize: CGFloat = 64
    static let rise: CGFloat = 22

    override init(frame: CGRect) {
        super.init(frame: frame)
        configurePostButton()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configurePostButton()
    }

    private func configurePostButton() {
        postButton.setImage(UIImage(systemName: "plus"), for: .normal)
        postButton.backgroundColor = .systemTeal
        postButton.tintColor = .white
        postButton.layer.cornerRadius = RaisedTabBar.buttonSize / 2
        postButton.layer.shadowOpacity = 0.25
        postButton.layer.shadowRadius = 6
        postButton.accessibilityIdentifier = "tabBar.post"
        postButton.accessibilityLabel = "New post"
        addSubview(postButton)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }
        // A shadow reads as a smudge on a dark bar: outline the button instead.
        let isDark = traitCollection.userInterfaceStyle == .dark
        postButton.layer.shadowOpacity = isDark ? 0 : 0.25
        postButton.layer.borderWidth = isDark ? 2 : 0
        postButton.layer.borderColor = UIColor.white.withAlphaComponent(0.6).cgColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = RaisedTabBar.buttonSize
        postButton.frame = CGRect(x: (bounds.width - size) / 2, y: -RaisedTabBar.rise, width: size, height: size)
        bringSubviewToFront(postButton)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01 else { return nil }
        let pointInButton = convert(point, to: postButton)
        if postButton.point(inside: pointInButton, with: event) {
            return postButton.hitTest(pointInButton, with: event)
        }
        return super.hitTest(point, with: event)
    }
}

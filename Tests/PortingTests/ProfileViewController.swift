// Written as an iOS file would be; the only change from iOS is target-action spelling (SPEC A):
// `#selector(...)` with `@objc func` became function references.
import CoreGraphics
import UIKit

/// A round avatar: touches in the square's corners fall through to what is behind it.
final class AvatarView: UIImageView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        contentMode = .scaleAspectFill
        clipsToBounds = true
        layer.cornerRadius = frame.width / 2
        layer.borderWidth = 2
        layer.borderColor = UIColor.systemBackground.cgColor
        isAccessibilityElement = true
        accessibilityTraits = [.image, .button]
        accessibilityLabel = "Profile photo"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }
}

final class ProfileViewController: UIViewController {
    let scrollView = UIScrollView()
    let avatar = AvatarView(frame: CGRect(x: 0, y: 0, width: 96, height: 96))
    let nameLabel = UILabel()
    let followButton = UIButton(type: .system)
    private(set) var avatarTaps = 0
    private(set) var isFollowing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.tintColor = .systemIndigo

        let width = UIScreen.main.bounds.width
        scrollView.frame = view.bounds
        scrollView.showsVerticalScrollIndicator = false
        scrollView.alwaysBounceVertical = true
        scrollView.keyboardDismissMode = .onDrag
        scrollView.contentSize = CGSize(width: width, height: 1200)
        view.addSubview(scrollView)

        avatar.center = CGPoint(x: width / 2, y: 96)
        avatar.image = UIImage(systemName: "person.crop.circle")
        avatar.addGestureRecognizer(UITapGestureRecognizer(target: self, action: ProfileViewController.avatarTapped))
        scrollView.addSubview(avatar)

        nameLabel.frame = CGRect(x: 16, y: 160, width: width - 32, height: 28)
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.textAlignment = .center
        nameLabel.text = "Ada Lovelace"
        scrollView.addSubview(nameLabel)

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        configuration.cornerStyle = .capsule
        followButton.configuration = configuration
        followButton.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.title = button.isSelected ? "Following" : "Follow"
            button.configuration = updated
        }
        followButton.frame = CGRect(x: (width - 140) / 2, y: 204, width: 140, height: 44)
        followButton.addTarget(self, action: ProfileViewController.followTapped, for: .touchUpInside)
        scrollView.addSubview(followButton)
    }

    func avatarTapped() {
        avatarTaps += 1
    }

    func followTapped(_ sender: UIButton) {
        isFollowing.toggle()
        sender.isSelected = isFollowing
        sender.accessibilityValue = isFollowing ? "Following" : nil
    }
}

import UIKit

protocol FeedCellDelegate: AnyObject {
    func feedCellDidTapLike(_ cell: FeedCell)
}

/// One photo of the feed: the picture, its caption and a like button. The like button is a control inside
/// the cell, so its tap is the button's and never selects the row.
final class FeedCell: UITableViewCell {
    static let reuseIdentifier = "FeedCell"

    weak var delegate: FeedCellDelegate?

    let photoView = UIImageView()
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    let likeButton = UIButton(type: .system)
    let likesLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.layer.cornerRadius = 8
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.textColor = .secondaryLabel
        detailLabel.adjustsFontForContentSizeCategory = true
        likesLabel.font = .preferredFont(forTextStyle: .footnote)
        likesLabel.adjustsFontForContentSizeCategory = true
        likeButton.setImage(UIImage(systemName: "heart"), for: .normal)
        likeButton.setImage(UIImage(systemName: "heart.fill"), for: .selected)
        likeButton.accessibilityLabel = "Like"
        likeButton.addTarget(self, action: #selector(likeTapped(_:)), for: .touchUpInside)
        // VoiceOver reads the cell as one element: liking is in its Actions rotor.
        accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Like") { [weak self] _ in
                guard let self else { return false }
                self.delegate?.feedCellDidTapLike(self)
                return true
            }
        ]

        for view in [photoView, titleLabel, detailLabel, likeButton, likesLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            photoView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            photoView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            photoView.widthAnchor.constraint(equalToConstant: 72),
            photoView.heightAnchor.constraint(equalToConstant: 72),

            titleLabel.leadingAnchor.constraint(equalTo: photoView.trailingAnchor, constant: 12),
            titleLabel.topAnchor.constraint(equalTo: photoView.topAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: likeButton.leadingAnchor, constant: -8),

            detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            detailLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),

            likeButton.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            likeButton.centerYAnchor.constraint(equalTo: photoView.centerYAnchor),
            likeButton.widthAnchor.constraint(equalToConstant: 44),
            likeButton.heightAnchor.constraint(equalToConstant: 44),

            likesLabel.centerXAnchor.constraint(equalTo: likeButton.centerXAnchor),
            likesLabel.topAnchor.constraint(equalTo: likeButton.bottomAnchor),
        ])
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        delegate = nil
        likeButton.isSelected = false
    }

    func configure(with photo: Photo) {
        photoView.backgroundColor = photo.tint
        titleLabel.text = photo.title
        detailLabel.text = "\(photo.place) · @\(photo.author)"
        likeButton.isSelected = photo.isLiked
        likesLabel.text = "\(photo.likes)"
        accessibilityIdentifier = "feed.cell.\(photo.id)"
        likeButton.accessibilityIdentifier = "feed.like.\(photo.id)"
    }

    @objc private func likeTapped(_ sender: UIButton) {
        delegate?.feedCellDidTapLike(self)
    }
}

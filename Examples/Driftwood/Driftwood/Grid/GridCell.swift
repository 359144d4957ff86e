import UIKit

/// A photo tile of the Explore grid or of its featured carousel. Laid out by hand: a grid shows many of them
/// and their layout is two frames.
final class GridCell: UICollectionViewCell {
    static let reuseIdentifier = "GridCell"

    let imageView = UIImageView()
    let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10
        contentView.clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        captionLabel.font = .preferredFont(forTextStyle: .caption1)
        captionLabel.textColor = .white
        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
        let captionHeight = captionLabel.font.lineHeight.rounded(.up)
        captionLabel.frame = CGRect(
            x: 8, y: contentView.bounds.height - captionHeight - 6,
            width: max(0, contentView.bounds.width - 16), height: captionHeight)
    }

    override var isHighlighted: Bool {
        didSet {
            UIView.animate(withDuration: 0.1) {
                self.contentView.alpha = self.isHighlighted ? 0.7 : 1
            }
        }
    }

    func configure(with photo: Photo, showsCaption: Bool) {
        imageView.backgroundColor = photo.tint
        captionLabel.text = showsCaption ? photo.place : nil
        accessibilityLabel = "\(photo.title), \(photo.place)"
    }
}

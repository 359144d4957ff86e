//
//  TrailCell.swift
//  Trailmate
//

import UIKit

@objc protocol TrailCellDelegate: AnyObject {
    @objc optional func trailCellDidTapFavorite(_ cell: TrailCell)
    @objc optional func trailCell(_ cell: TrailCell, didChangeRating rating: Int)
}

class TrailCell: UITableViewCell {

    static let reuseIdentifier = "TrailCell"

    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var lengthLabel: UILabel!
    @IBOutlet weak var favoriteButton: TapAreaButton!
    @IBOutlet var ratingControl: RatingControl!

    weak var delegate: TrailCellDelegate?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        buildSubviews()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func buildSubviews() {
        let nameLabel = UILabel()
        nameLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        let lengthLabel = UILabel()
        lengthLabel.font = .systemFont(ofSize: 13)
        lengthLabel.textColor = .secondaryLabel
        let favoriteButton = TapAreaButton(type: .custom)
        let ratingControl = RatingControl(frame: .zero)
        ratingControl.starSize = 14
        ratingControl.spacing = 2
        [nameLabel, lengthLabel, favoriteButton, ratingControl].forEach(contentView.addSubview)
        self.nameLabel = nameLabel
        self.lengthLabel = lengthLabel
        self.favoriteButton = favoriteButton
        self.ratingControl = ratingControl

        favoriteButton.addTarget(self, action: #selector(favoriteTapped), for: .touchUpInside)
        ratingControl.addTarget(self, action: #selector(ratingChanged(_:)), for: .valueChanged)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        nameLabel.frame = CGRect(x: 16, y: 8, width: bounds.width - 80, height: 22)
        lengthLabel.frame = CGRect(x: 16, y: 32, width: 80, height: 18)
        ratingControl.frame = CGRect(x: 100, y: 32, width: 80, height: 18)
        favoriteButton.frame = CGRect(x: bounds.width - 40, y: (bounds.height - 24) / 2, width: 24, height: 24)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        delegate = nil
        ratingControl.rating = 0
    }

    func configure(with trail: Trail) {
        nameLabel.text = trail.name
        lengthLabel.text = trail.formattedLength
        ratingControl.rating = trail.rating
        favoriteButton.isSelected = trail.isFavorite
        favoriteButton.setImage(UIImage(systemName: trail.isFavorite ? "heart.fill" : "heart"), for: .normal)
        favoriteButton.analyticsIdentifier = "trail.favorite.\(trail.identifier)"
    }

    // MARK: - Actions

    @objc private func favoriteTapped() {
        delegate?.trailCellDidTapFavorite?(self)
    }

    @objc private func ratingChanged(_ sender: RatingControl) {
        delegate?.trailCell?(self, didChangeRating: sender.rating)
    }
}

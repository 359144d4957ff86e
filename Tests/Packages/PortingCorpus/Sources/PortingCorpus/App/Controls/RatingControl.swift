//
//  RatingControl.swift
//  Trailmate
//

import UIKit

/// Five stars; drag across them to pick a rating. Sends `.valueChanged` while the rating changes and
/// `.editingDidEnd` when the finger lifts.
@IBDesignable
class RatingControl: UIControl {

    @IBInspectable var maximumRating: Int = 5 {
        didSet {
            rebuildStars()
            invalidateIntrinsicContentSize()
        }
    }

    @IBInspectable var starSize: CGFloat = 32 {
        didSet { invalidateIntrinsicContentSize() }
    }

    @IBInspectable var spacing: CGFloat = 6

    /// Observable with KVO so a screen can follow it without a target.
    @objc dynamic var rating: Int = 0 {
        didSet { updateStars() }
    }

    private(set) var starViews: [UIImageView] = []
    private var ratingAtTrackingStart = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        rebuildStars()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        rebuildStars()
    }

    private func rebuildStars() {
        starViews.forEach { $0.removeFromSuperview() }
        starViews = (0..<maximumRating).map { _ in
            let star = UIImageView(image: UIImage(systemName: "star"))
            star.isUserInteractionEnabled = false
            addSubview(star)
            return star
        }
        updateStars()
        setNeedsLayout()
    }

    private func updateStars() {
        for (index, star) in starViews.enumerated() {
            star.image = UIImage(systemName: index < rating ? "star.fill" : "star")
        }
    }

    func rating(at point: CGPoint) -> Int {
        let step = starSize + spacing
        let raw = Int((point.x / step).rounded(.up))
        return min(max(raw, 0), maximumRating)
    }

    // MARK: - Tracking

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        ratingAtTrackingStart = rating
        updateRating(for: touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(for: touch)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch = touch {
            updateRating(for: touch)
        }
        sendActions(for: .editingDidEnd)
    }

    override func cancelTracking(with event: UIEvent?) {
        rating = ratingAtTrackingStart
        sendActions(for: .valueChanged)
    }

    private func updateRating(for touch: UITouch) {
        let newRating = rating(at: touch.location(in: self))
        guard newRating != rating else { return }
        rating = newRating
        sendActions(for: .valueChanged)
    }
}

import UIKit

/// Five stars. A tap or a drag across them sets the rating; VoiceOver users swipe up and down on it.
final class StarRatingControl: UIControl {
    static let maximumRating = 5

    var rating = 0 {
        didSet {
            rating = min(max(rating, 0), StarRatingControl.maximumRating)
            updateStars()
        }
    }

    private var starLabels: [UILabel] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        for _ in 0..<StarRatingControl.maximumRating {
            let star = UILabel()
            star.textAlignment = .center
            star.font = .systemFont(ofSize: 28)
            star.isUserInteractionEnabled = false
            addSubview(star)
            starLabels.append(star)
        }
        isAccessibilityElement = true
        accessibilityLabel = "Rating"
        accessibilityTraits = .adjustable
        updateStars()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 44 * CGFloat(StarRatingControl.maximumRating), height: 44)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width / CGFloat(starLabels.count)
        for (index, star) in starLabels.enumerated() {
            star.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
    }

    // MARK: Touch tracking

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        setRating(at: touch.location(in: self))
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        setRating(at: touch.location(in: self))
        return true
    }

    private func setRating(at point: CGPoint) {
        guard bounds.width > 0 else { return }
        let starWidth = bounds.width / CGFloat(StarRatingControl.maximumRating)
        let touched = Int(point.x / starWidth) + 1
        change(to: min(max(touched, 1), StarRatingControl.maximumRating))
    }

    private func change(to newRating: Int) {
        let clamped = min(max(newRating, 0), StarRatingControl.maximumRating)
        guard clamped != rating else { return }
        rating = clamped
        sendActions(for: .valueChanged)
    }

    // MARK: Accessibility

    override var accessibilityValue: String? {
        get { rating == 1 ? "1 star" : "\(rating) stars" }
        set { super.accessibilityValue = newValue }
    }

    override func accessibilityIncrement() {
        change(to: rating + 1)
    }

    override func accessibilityDecrement() {
        change(to: rating - 1)
    }

    private func updateStars() {
        for (index, star) in starLabels.enumerated() {
            star.text = index < rating ? "★" : "☆"
        }
    }
}

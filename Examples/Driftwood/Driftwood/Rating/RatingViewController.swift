import UIKit

/// Rate a walk: a star rating and the distance walked, as a range of kilometres.
final class RatingViewController: UIViewController {
    let starsControl = StarRatingControl()
    let ratingLabel = UILabel()
    let distanceSlider = RangeSlider()
    let distanceLabel = UILabel()

    private(set) var changes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rate a Walk"
        view.backgroundColor = .systemBackground

        let prompt = UILabel()
        prompt.text = "How was the walk?"
        prompt.font = .preferredFont(forTextStyle: .headline)
        prompt.accessibilityTraits = .header

        starsControl.accessibilityIdentifier = "rating.stars"
        starsControl.addTarget(self, action: #selector(ratingChanged(_:)), for: .valueChanged)
        ratingLabel.accessibilityIdentifier = "rating.summary"

        distanceSlider.accessibilityIdentifier = "rating.distance"
        distanceSlider.lowerThumb.accessibilityIdentifier = "rating.distance.lower"
        distanceSlider.upperThumb.accessibilityIdentifier = "rating.distance.upper"
        distanceSlider.addTarget(self, action: #selector(distanceChanged(_:)), for: .valueChanged)
        distanceLabel.accessibilityIdentifier = "rating.distanceSummary"

        let stack = UIStackView(arrangedSubviews: [prompt, starsControl, ratingLabel, distanceSlider, distanceLabel])
        stack.axis = .vertical
        stack.spacing = 16
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            starsControl.heightAnchor.constraint(equalToConstant: 44),
            distanceSlider.heightAnchor.constraint(equalToConstant: 44),
        ])
        updateLabels()
    }

    @objc private func ratingChanged(_ sender: StarRatingControl) {
        changes.append("rating \(sender.rating)")
        updateLabels()
    }

    @objc private func distanceChanged(_ sender: RangeSlider) {
        changes.append(String(format: "distance %.1f–%.1f", sender.lowerValue, sender.upperValue))
        updateLabels()
    }

    private func updateLabels() {
        let stars = starsControl.accessibilityValue ?? ""
        ratingLabel.text = starsControl.rating == 0 ? "Not rated yet" : "You gave it \(stars)"
        distanceLabel.text = String(format: "%.0f to %.0f km", distanceSlider.lowerValue, distanceSlider.upperValue)
    }
}

//
//  TrailDetailViewController.swift
//  Trailmate
//

import UIKit

/// A trail's card, presented over the list. Drag it down to dismiss: a fast flick or a drag past a third
/// of the height dismisses, anything else springs back.
class TrailDetailViewController: UIViewController {

    let trail: Trail

    @IBOutlet var cardView: RoundedView!
    @IBOutlet var nameLabel: UILabel!
    @IBOutlet var difficultyButtons: [UIButton]!
    @IBOutlet var favoriteButton: UIButton!

    @objc dynamic var selectedDifficulty: Int = -1
    private(set) var isDismissing = false
    private(set) var lastReleaseVelocity: CGFloat = 0

    /// Recent finger positions with their times, for a velocity that does not depend on the recognizer.
    private var samples: [(y: CGFloat, time: CFTimeInterval)] = []
    let dismissVelocity: CGFloat = 1000

    lazy var dismissPan = DirectionalPanGestureRecognizer(
        direction: .vertical, target: self, action: #selector(handlePan))

    init(trail: Trail) {
        self.trail = trail
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let root = UIView()
        root.backgroundColor = UIColor.black.withAlphaComponent(0.4)

        let card = RoundedView()
        card.cornerRadius = 16
        card.backgroundColor = .systemBackground
        root.addSubview(card)
        cardView = card

        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 22)
        card.addSubview(label)
        nameLabel = label

        difficultyButtons = ["Easy", "Moderate", "Hard"].enumerated().map { index, title in
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.tag = index
            card.addSubview(button)
            return button
        }

        let favorite = UIButton(type: .system)
        card.addSubview(favorite)
        favoriteButton = favorite

        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = trail.name
        for button in difficultyButtons {
            button.addTarget(self, action: #selector(difficultyTapped(_:)), for: .touchUpInside)
        }
        favoriteButton.addTarget(self, action: #selector(toggleFavorite(_:)), for: .touchUpInside)
        updateFavoriteButton()

        dismissPan.delegate = self
        cardView.addGestureRecognizer(dismissPan)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !isDismissing, dismissPan.state == .possible else { return }
        let height = view.bounds.height * 0.6
        cardView.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        nameLabel.frame = CGRect(x: 20, y: 20, width: cardView.bounds.width - 40, height: 30)
        for (index, button) in difficultyButtons.enumerated() {
            button.frame = CGRect(x: 20 + CGFloat(index) * 110, y: 70, width: 100, height: 44)
        }
        favoriteButton.frame = CGRect(x: 20, y: 130, width: 200, height: 44)
    }

    func updateFavoriteButton() {
        favoriteButton.setTitle(trail.isFavorite ? "Remove from favourites" : "Add to favourites", for: .normal)
    }

    // MARK: - Pan to dismiss

    @objc func handlePan() {
        let restingY = view.bounds.height - cardView.bounds.height
        switch dismissPan.state {
        case .began:
            samples = [(dismissPan.location(in: view).y, CACurrentMediaTime())]
        case .changed:
            let translation = max(0, dismissPan.translation(in: view).y)
            cardView.frame.origin.y = restingY + translation
            samples.append((dismissPan.location(in: view).y, CACurrentMediaTime()))
            if samples.count > 4 {
                samples.removeFirst()
            }
        case .ended:
            let velocity = releaseVelocity()
            lastReleaseVelocity = velocity
            let dragged = cardView.frame.origin.y - restingY
            if velocity > dismissVelocity || dragged > cardView.bounds.height / 3 {
                isDismissing = true
                dismiss(animated: false)
            } else {
                UIView.animate(withDuration: 0.25) {
                    self.cardView.frame.origin.y = restingY
                }
            }
        case .cancelled, .failed:
            cardView.frame.origin.y = restingY
        default:
            break
        }
    }

    private func releaseVelocity() -> CGFloat {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        return (last.y - first.y) / CGFloat(last.time - first.time)
    }
}

// MARK: - UIGestureRecognizerDelegate

extension TrailDetailViewController: UIGestureRecognizerDelegate {

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // Only from the card's top half, so the buttons keep their taps.
        gestureRecognizer.location(in: cardView).y < cardView.bounds.height / 2
    }
}

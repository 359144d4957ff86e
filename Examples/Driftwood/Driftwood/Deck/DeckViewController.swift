import UIKit

/// Finds: a deck of cards to swipe, right to keep (like) and left to pass (nope). The top card follows the
/// finger on an attachment; a fast flick pushes it off the screen, a short drag lets it snap back.
final class DeckViewController: UIViewController {
    static let finds = ["Sea glass", "Razor shell", "Driftwood", "Cuttlebone", "Mermaid's purse"]
    static let cardSize = CGSize(width: 300, height: 400)
    /// Faster than this (points per second) across the screen, a release throws the card away.
    static let throwSpeed: CGFloat = 800

    private(set) var cards: [CardView] = []
    private(set) var likes = 0
    private(set) var nopes = 0
    let countLabel = UILabel()

    private lazy var animator = UIDynamicAnimator(referenceView: view)
    private var attachment: UIAttachmentBehavior?
    private var snap: UISnapBehavior?

    var topCard: CardView? { cards.last }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Finds"
        view.backgroundColor = .systemGroupedBackground

        countLabel.accessibilityIdentifier = "deck.count"
        countLabel.textAlignment = .center
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(countLabel)
        NSLayoutConstraint.activate([
            countLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            countLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])

        let colors: [UIColor] = [.systemTeal, .systemOrange, .systemBrown, .systemGray5, .systemGreen]
        for (find, color) in zip(DeckViewController.finds, colors).reversed() {
            let card = CardView(title: find, color: color)
            card.bounds = CGRect(origin: .zero, size: DeckViewController.cardSize)
            let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
            card.addGestureRecognizer(pan)
            view.addSubview(card)
            cards.append(card)
        }
        updateCount()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The animator owns the top card's centre while it moves; the resting ones follow the layout.
        for card in cards where card !== topCard || !animator.isRunning {
            card.center = restingCenter
        }
    }

    var restingCenter: CGPoint {
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        return CGPoint(x: safe.midX, y: safe.midY + 20)
    }

    // MARK: Swiping

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let card = pan.view as? CardView, card === topCard else { return }
        let location = pan.location(in: view)
        switch pan.state {
        case .began:
            if let snap = snap { animator.removeBehavior(snap) }
            snap = nil
            let grip = pan.location(in: card)
            let offset = UIOffset(horizontal: grip.x - card.bounds.midX, vertical: grip.y - card.bounds.midY)
            let attachment = UIAttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: location)
            animator.addBehavior(attachment)
            self.attachment = attachment
        case .changed:
            attachment?.anchorPoint = location
        case .ended, .cancelled:
            if let attachment = attachment { animator.removeBehavior(attachment) }
            attachment = nil
            let velocity = pan.velocity(in: view)
            if pan.state == .ended && abs(velocity.x) > DeckViewController.throwSpeed {
                throwAway(card, velocity: velocity)
            } else {
                snapBack(card)
            }
        default:
            break
        }
    }

    private func throwAway(_ card: CardView, velocity: CGPoint) {
        let liked = velocity.x > 0
        let push = UIPushBehavior(items: [card], mode: .instantaneous)
        push.pushDirection = CGVector(dx: velocity.x / 10, dy: velocity.y / 10)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: -40), for: card)
        push.action = { [weak self, weak card, weak push] in
            guard let self = self, let card = card, let push = push else { return }
            if !self.view.bounds.intersects(card.frame) {
                self.animator.removeBehavior(push)
                self.remove(card, liked: liked)
            }
        }
        // The card leaves the deck at once, so the next one can be dragged while this one flies.
        cards.removeAll { $0 === card }
        card.isUserInteractionEnabled = false
        animator.addBehavior(push)
    }

    private func remove(_ card: CardView, liked: Bool) {
        card.removeFromSuperview()
        if liked { likes += 1 } else { nopes += 1 }
        updateCount()
    }

    private func snapBack(_ card: CardView) {
        let snap = UISnapBehavior(item: card, snapTo: restingCenter)
        snap.damping = 0.7
        animator.addBehavior(snap)
        self.snap = snap
    }

    private func updateCount() {
        let like = likes == 1 ? "1 like" : "\(likes) likes"
        let nope = nopes == 1 ? "1 nope" : "\(nopes) nopes"
        countLabel.text = "\(like) · \(nope)"
    }
}

import Foundation
import ResponderKit
import Testing

/// DY9, DY6, DY8, DY3 and L2: the card-swipe pattern as apps write it — a pan attaches the card to the
/// finger (UIAttachmentBehavior at the touch point, "offsetFromCenter"), a fast release pushes it away and
/// removes the attachment, a slow one snaps it back.
@MainActor @Suite struct CardSwipeTests {
    final class DeckController: UIViewController, UIDynamicAnimatorDelegate {
        let card = UIView(frame: CGRect(x: 60, y: 180, width: 255, height: 300))
        var animator: UIDynamicAnimator!
        var attachment: UIAttachmentBehavior?
        var outcome = ""
        /// Where the finger took the card, in the card's coordinates.
        var grabbed = CGPoint.zero
        var pauses = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(card)
            animator = UIDynamicAnimator(referenceView: view)
            animator.delegate = self
            card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DeckController.handlePan))
        }

        func handlePan(_ pan: UIPanGestureRecognizer) {
            let location = pan.location(in: view)
            switch pan.state {
            case .began:
                animator.removeAllBehaviors()
                let inCard = pan.location(in: card)
                grabbed = inCard
                let offset = UIOffset(
                    horizontal: inCard.x - card.bounds.midX, vertical: inCard.y - card.bounds.midY)
                let attachment = UIAttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: location)
                animator.addBehavior(attachment)
                self.attachment = attachment
            case .changed:
                attachment?.anchorPoint = location
            case .ended, .cancelled:
                if let attachment { animator.removeBehavior(attachment) }
                attachment = nil
                let velocity = pan.velocity(in: view)
                let speed = hypot(velocity.x, velocity.y)
                if speed > 1000 {
                    let push = UIPushBehavior(items: [card], mode: .instantaneous)
                    push.pushDirection = CGVector(dx: velocity.x / 10, dy: velocity.y / 10)
                    let gravity = UIGravityBehavior(items: [card])
                    animator.addBehavior(push)
                    animator.addBehavior(gravity)
                    outcome = "thrown"
                } else {
                    animator.addBehavior(UISnapBehavior(item: card, snapTo: CGPoint(x: 187.5, y: 330)))
                    outcome = "snapped back"
                }
            default:
                break
            }
        }

        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { pauses += 1 }
    }

    private func swipe(by dx: CGFloat, duration: TimeInterval) -> (DeckController, EventSimulator, [String]) {
        let simulator = EventSimulator()
        let deck = DeckController()
        simulator.window.rootViewController = deck
        var path: [String] = []
        let finger = simulator.touchDown(at: CGPoint(x: 250, y: 250))
        for step in 1...10 {
            simulator.advance(by: duration / 10)
            simulator.move(finger, to: CGPoint(x: 250 + dx * CGFloat(step) / 10, y: 250 + CGFloat(step) * 3))
            path.append("\(deck.card.center) \(deck.card.transform)")
        }
        simulator.lift(finger)
        for _ in 0..<30 {
            simulator.advance(by: 1.0 / 30)
            path.append("\(deck.card.center) \(deck.card.transform)")
        }
        return (deck, simulator, path)
    }

    @Test("DY9: while dragged, the card's touched point follows the finger, and the card turns (offset attachment)")
    func dragFollowsFinger() {
        let simulator = EventSimulator()
        let deck = DeckController()
        simulator.window.rootViewController = deck
        let finger = simulator.touchDown(at: CGPoint(x: 250, y: 250))
        for step in 1...8 {
            simulator.advance(by: 0.05)
            simulator.move(finger, to: CGPoint(x: 250 + CGFloat(step) * 10, y: 250))
        }
        simulator.advance(by: 0.5)
        // The point the finger took stays under it (rigid attachment of length 0), and the card has turned.
        let touched = deck.card.convert(deck.grabbed, to: deck.view)
        #expect(abs(touched.x - 330) < 0.5 && abs(touched.y - 250) < 0.5)
        #expect(deck.card.transform != .identity)
        #expect(deck.attachment?.length == 0)
        simulator.lift(finger)
    }

    @Test("DY6, L2: a fast swipe throws the card off screen, and the same swipe gives the same path every run")
    func fastSwipeDeterministic() {
        let (deck, simulator, first) = swipe(by: 300, duration: 0.15)
        #expect(deck.outcome == "thrown")
        #expect(
            deck.card.frame.minX > simulator.window.bounds.maxX || deck.card.frame.minY > simulator.window.bounds.maxY)
        #expect(deck.animator.isRunning)
        let (_, _, second) = swipe(by: 300, duration: 0.15)
        #expect(first == second)
        #expect(simulator.issues.isEmpty)
    }

    @Test("DY8, DY3: a slow drag snaps the card back to its place; the animator pauses there")
    func slowDragSnapsBack() {
        let (deck, simulator, _) = swipe(by: 60, duration: 1)
        #expect(deck.outcome == "snapped back")
        simulator.advance(by: 3)
        #expect(deck.card.center == CGPoint(x: 187.5, y: 330))
        #expect(deck.card.transform == CGAffineTransform(rotationAngle: 0))
        #expect(!deck.animator.isRunning && deck.pauses >= 1)
    }
}

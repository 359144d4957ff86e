import ResponderKit
import Testing

/// Records which views get touches.
@MainActor private final class TouchTarget: UIView {
    var name = ""
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) began")
    }
}

@MainActor @Suite struct AnimationHitTestingTests {
    /// A background (the superview) and a card moving from (0, 0) to (200, 0), 100 × 100.
    private func movingCard(options: UIView.AnimationOptions) -> (EventSimulator, TouchTarget, TouchTarget) {
        let simulator = EventSimulator()
        let background = TouchTarget(frame: simulator.window.bounds)
        background.name = "background"
        let card = TouchTarget(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.name = "card"
        background.addSubview(card)
        simulator.window.addSubview(background)
        UIView.animate(withDuration: 1, delay: 0, options: options.union(.curveLinear)) {
            card.center.x = 250
        }
        simulator.advance(by: 0.5)  // presented at x 100...200, model at 200...300
        #expect(near(card.presentedFrame.minX, 100))
        return (simulator, card, background)
    }

    @Test("AN8: with .allowUserInteraction the card is hit where its model frame is, not where it shows")
    func hitAtModelFrame() {
        let (simulator, card, background) = movingCard(options: .allowUserInteraction)
        simulator.tap(at: CGPoint(x: 250, y: 50))  // model frame only
        #expect(card.log == ["card began"])
        simulator.tap(at: CGPoint(x: 150, y: 50))  // presented only: behind it is the background
        #expect(card.log == ["card began"])
        #expect(background.log == ["background began"])
    }

    @Test("AN8: without .allowUserInteraction the animating card is skipped (traced) until it ends")
    func skippedWhileAnimating() {
        let (simulator, card, background) = movingCard(options: [])
        simulator.trace.isEnabled = true
        simulator.tap(at: CGPoint(x: 250, y: 50))
        #expect(card.log.isEmpty)
        #expect(background.log == ["background began"])
        let skipped = simulator.trace.lines().filter { $0.contains("skipped") }
        #expect(skipped.contains { $0.contains("skipped: animating without .allowUserInteraction") })
        // UIKit's property is untouched: the animation, not isUserInteractionEnabled, refuses touches.
        #expect(card.isUserInteractionEnabled)
        simulator.advance(by: 0.5)
        simulator.tap(at: CGPoint(x: 250, y: 50))
        #expect(card.log == ["card began"])
    }

    @Test("AN8: a delayed animation blocks touches while it waits; its subviews are unreachable too")
    func delayAndSubtree() {
        let simulator = EventSimulator()
        let card = TouchTarget(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.name = "card"
        let button = TouchTarget(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        button.name = "button"
        card.addSubview(button)
        simulator.window.addSubview(card)
        UIView.animate(withDuration: 0.3, delay: 1, options: [], animations: { card.alpha = 0.5 })
        simulator.tap(at: CGPoint(x: 20, y: 20))
        #expect(button.log.isEmpty && card.log.isEmpty)
        simulator.advance(by: 1.3)
        simulator.tap(at: CGPoint(x: 20, y: 20))
        #expect(button.log == ["button began"])
    }

    @Test("AN8, AN14: property animators let touches through unless isUserInteractionEnabled is false")
    func propertyAnimatorInteraction() {
        let simulator = EventSimulator()
        let card = TouchTarget(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.name = "card"
        simulator.window.addSubview(card)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.y = 300 }
        animator.startAnimation()
        simulator.tap(at: CGPoint(x: 50, y: 300))
        #expect(card.log == ["card began"])
        simulator.advance(by: 1)
        let blocking = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.y = 50 }
        blocking.isUserInteractionEnabled = false
        blocking.startAnimation()
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(card.log == ["card began"])
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(card.log == ["card began", "card began"])
        // runningPropertyAnimator takes the interaction from its options, as UIView.animate.
        let running = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: [], animations: { card.alpha = 0.5 })
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(card.log.count == 2)
        #expect(!running.isUserInteractionEnabled && running.isManualHitTestingEnabled)
        simulator.advance(by: 1)
    }

    @Test("AN8: an explicit CABasicAnimation does not block touches")
    func explicitAnimationDoesNotBlock() {
        let simulator = EventSimulator()
        let card = TouchTarget(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.name = "card"
        simulator.window.addSubview(card)
        let spin = CABasicAnimation(keyPath: "opacity")
        spin.fromValue = 0
        spin.toValue = 1
        spin.duration = 1
        card.layer.add(spin, forKey: "fade")
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(card.log == ["card began"])
    }

    @Test("AN8, X3, X4: explain and aimed taps name the animation that keeps a view from touches")
    func explainedSkip() {
        let simulator = EventSimulator()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        simulator.window.addSubview(card)
        UIView.animate(withDuration: 1) { card.alpha = 0.5 }
        let reason = "animating without .allowUserInteraction (AN8)"
        #expect(simulator.explain(at: CGPoint(x: 50, y: 50)).text.contains(reason))
        #expect(!simulator.tap(on: card))
        #expect(simulator.issues.contains { $0.contains("is not hittable: \(reason)") })
        simulator.advance(by: 1)
        #expect(simulator.tap(on: card))
    }
}

import Foundation
import ResponderKit
import Testing

/// X5 with animations: `settle(maxTime:)` waits for animations that end and reports those that never do.
@MainActor @Suite struct SettleAnimationTests {
    func animatedScene() -> (EventSimulator, UIView) {
        let simulator = EventSimulator()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.accessibilityIdentifier = "card"
        simulator.window.addSubview(card)
        return (simulator, card)
    }

    @Test("X5, AN7: a UIView animation settles at its end, after its completion ran")
    func blockAnimationSettles() {
        let (simulator, card) = animatedScene()
        var finished: Bool?
        UIView.animate(withDuration: 0.4, delay: 0.1, options: []) {
            card.center = CGPoint(x: 200, y: 300)
        } completion: {
            finished = $0
        }
        #expect(simulator.settle(maxTime: 5))
        #expect(finished == true)
        #expect(abs(simulator.currentTime - 0.5) < 1e-9)
        #expect(card.layer.animationKeys() == nil)
        #expect(simulator.issues.isEmpty)
    }

    @Test("X5, AN18: a property animator that runs is waited for; the report names it while it runs")
    func propertyAnimatorReported() {
        let (simulator, card) = animatedScene()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { card.alpha = 0 }
        simulator.trace.setName("fade", for: animator)
        animator.startAnimation()
        #expect(!simulator.settle(maxTime: 1))
        #expect(
            simulator.issues == [
                """
                settle(maxTime: 1): still pending at t=1 after 1 s (X5):
                  fade: property animator, running to its end, next at t=2
                """
            ])
        #expect(simulator.settle(maxTime: 5))
        #expect(animator.state == .inactive)
        #expect(simulator.currentTime == 2)
    }

    @Test("X5, AN6: an animation repeating forever has no timer, yet never settles: it is named")
    func endlessAnimationReported() {
        let (simulator, card) = animatedScene()
        UIView.animate(withDuration: 0.3, delay: 0, options: [.repeat, .autoreverse]) {
            card.alpha = 0.2
        }
        #expect(!simulator.settle(maxTime: 2))
        #expect(simulator.currentTime == 2)
        #expect(
            simulator.issues == [
                """
                settle(maxTime: 2): still pending at t=2 after 2 s (X5):
                  card: animation 'opacity' never ends (repeats forever or speed 0)
                """
            ])
        card.layer.removeAllAnimations()
        #expect(simulator.settle(maxTime: 1))
        #expect(simulator.issues.count == 1)
    }
}

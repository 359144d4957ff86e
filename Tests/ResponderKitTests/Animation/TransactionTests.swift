import ResponderKit
import Testing

/// CATransaction (AN23): values through nesting, the completion block after the animations added
/// after it, the implicit transaction.
@MainActor @Suite struct TransactionTests {
    @Test("AN23: the completion runs once the block and explicit animations added after it have ended")
    func completionWaitsForAnimations() {
        let (simulator, view) = animationWorld()
        var log: [String] = []
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 0.2
        CATransaction.begin()
        view.layer.add(fade, forKey: "before")  // added before the block was set: not waited for
        CATransaction.setCompletionBlock { log.append("transaction") }
        UIView.animate(withDuration: 0.3) {
            view.center.x += 100
        } completion: { _ in
            log.append("view")
        }
        let slide = CABasicAnimation(keyPath: "position.y")
        slide.byValue = 40
        slide.duration = 0.5
        view.layer.add(slide, forKey: "slide")
        CATransaction.commit()
        #expect(log.isEmpty)
        simulator.advance(by: 0.3)
        #expect(log == ["view"])
        simulator.advance(by: 0.19)
        #expect(log == ["view"])
        simulator.advance(by: 0.01)
        #expect(log == ["view", "transaction"])
        simulator.advance(by: 1)
        #expect(log == ["view", "transaction"])
    }

    @Test("AN23: with no animation the block runs at commit; a removed animation counts as ended")
    func immediateAndRemoved() {
        let (simulator, view) = animationWorld()
        var runs = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { runs += 1 }
        view.backgroundColor = .red  // no animation
        #expect(runs == 0)
        CATransaction.commit()
        #expect(runs == 1)

        CATransaction.begin()
        CATransaction.setCompletionBlock { runs += 1 }
        UIView.animate(withDuration: 5) { view.alpha = 0.5 }
        CATransaction.commit()
        simulator.advance(by: 1)
        view.layer.removeAllAnimations()
        #expect(runs == 1, "never inside the removing call")
        simulator.advance(by: 0)
        #expect(runs == 2)
        #expect(simulator.issues.isEmpty)
    }

    @Test("AN23: a block replaced before commit keeps its own animations; nothing added runs it at once")
    func replacedBlock() {
        let (simulator, view) = animationWorld()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("first") }
        CATransaction.setCompletionBlock { log.append("second") }
        #expect(log == ["first"])
        UIView.animate(withDuration: 0.2) { view.alpha = 0 }
        CATransaction.setCompletionBlock { log.append("third") }
        UIView.animate(withDuration: 0.4) { view.center.y += 10 }
        CATransaction.commit()
        #expect(log == ["first"])
        simulator.advance(by: 0.2)
        #expect(log == ["first", "second"])
        simulator.advance(by: 0.2)
        #expect(log == ["first", "second", "third"])
    }

    @Test("AN23: nested transactions read values through the nesting; the outer block waits for the inner's")
    func nesting() {
        let (simulator, view) = animationWorld()
        var done = false
        #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions())
        CATransaction.begin()
        CATransaction.setAnimationDuration(1.5)
        CATransaction.setCompletionBlock { done = true }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setValue("cart", forKey: "screen")
        #expect(CATransaction.animationDuration() == 1.5 && CATransaction.disableActions())
        #expect(CATransaction.value(forKey: "screen") as? String == "cart")
        #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
        UIView.animate(withDuration: 0.5) { view.alpha = 0 }
        CATransaction.commit()
        #expect(!CATransaction.disableActions() && CATransaction.value(forKey: "screen") == nil)
        #expect(CATransaction.animationDuration() == 1.5)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(!done)
        simulator.advance(by: 0.5)
        #expect(done)
        CATransaction.commit()
        #expect(simulator.issues == ["CATransaction.commit(): no transaction was begun; ignored"])
    }

    @Test("AN23: values set outside begin() belong to the implicit transaction, committed at the next turn")
    func implicitTransaction() {
        let (simulator, view) = animationWorld()
        var done = false
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { done = true }
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi
        spin.duration = 0.4
        view.layer.add(spin, forKey: "spin")
        #expect(CATransaction.disableActions())
        simulator.advance(by: 0)
        #expect(!CATransaction.disableActions() && !done)
        simulator.advance(by: 0.4)
        #expect(done)
        // Another world does not see this one's implicit transaction.
        CATransaction.setAnimationDuration(3)
        let other = EventSimulator()
        other.withCurrentWorld {
            #expect(CATransaction.animationDuration() == 0.25)
            CATransaction.begin()  // never committed: it stays in that world
            CATransaction.setDisableActions(true)
        }
        simulator.withCurrentWorld {
            #expect(CATransaction.animationDuration() == 3 && !CATransaction.disableActions())
            CATransaction.flush()
            #expect(CATransaction.animationDuration() == 0.25)
        }
    }

    @Test("AN23: an animation kept on its layer after its end counts as completed when its active time ends")
    func keptAnimation() {
        let (simulator, view) = animationWorld()
        var done = false
        let grow = CABasicAnimation(keyPath: "cornerRadius")
        grow.toValue = 20
        grow.duration = 0.3
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { done = true }
        view.layer.add(grow, forKey: "grow")
        CATransaction.commit()
        simulator.advance(by: 0.29)
        #expect(!done)
        simulator.advance(by: 0.01)
        #expect(done && view.layer.animationKeys() == ["grow"])
    }
}

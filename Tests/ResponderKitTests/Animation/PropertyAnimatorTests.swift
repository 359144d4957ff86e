import ResponderKit
import Testing

@MainActor @Suite struct PropertyAnimatorTests {
    @Test("AN12: inactive until started; blocks run at start; active while running; inactive with .end after")
    func lifecycle() {
        let (simulator, view) = animationWorld()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive && !animator.isRunning && animator.fractionComplete == 0)
        #expect(view.center.x == 50, "blocks wait for the start")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center.x == 150)
        simulator.advance(by: 0.4)
        #expect(near(animator.fractionComplete, 0.4, 1e-9))
        #expect(near(view.presentedFrame.midX, 90))
        simulator.advance(by: 0.6)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(positions == [.end])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test(
        "AN16: pausing freezes it; while paused it scrubs linearly (a jump on an eased curve); resuming does not jump")
    func pauseScrubResume() {
        let (simulator, view) = animationWorld()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 150 }
        animator.startAnimation()
        simulator.advance(by: 0.5)
        let eased = 50 + 100 * bezierProgress(0.5, 0.42, 0, 1, 1)
        #expect(near(view.presentedFrame.midX, CGFloat(eased)))
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(near(animator.fractionComplete, 0.5, 1e-9))
        #expect(near(view.presentedFrame.midX, 100), "scrubsLinearly: the fraction itself shows")
        simulator.advance(by: 3)
        #expect(near(animator.fractionComplete, 0.5, 1e-9))
        animator.fractionComplete = 0.8
        #expect(near(view.presentedFrame.midX, 130))
        animator.startAnimation()
        #expect(near(view.presentedFrame.midX, 130, 1e-6), "resumes from what shows")
        // It runs on along the curve from where 0.8 shows: the time left is (1 − u) with easeIn(u) = 0.8.
        var u = 0.0
        var high = 1.0
        for _ in 0..<100 {
            let mid = (u + high) / 2
            if bezierProgress(mid, 0.42, 0, 1, 1) < 0.8 { u = mid } else { high = mid }
        }
        simulator.advance(by: (1 - u) - 0.01)
        #expect(animator.isRunning)
        simulator.advance(by: 0.02)
        #expect(animator.state == .inactive)
    }

    @Test("AN16: scrubsLinearly = false scrubs through the curve; fractionComplete from inactive pauses it")
    func scrubThroughCurve() {
        let (_, view) = animationWorld()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) { view.alpha = 0 }
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.3
        #expect(animator.state == .active && !animator.isRunning)
        let expected = 1 - bezierProgress(0.3, 0, 0, 0.58, 1)
        #expect(abs(Double(view.presentedOpacity) - expected) < 1e-6)
        animator.fractionComplete = 2
        #expect(animator.fractionComplete == 1)
        animator.stopAnimation(true)
    }

    @Test("AN17: reversing mirrors fractionComplete; it runs back and completes at .start with the old values")
    func reverse() {
        let (simulator, view) = animationWorld()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.center.x = 150
            view.alpha = 0.5
        }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        simulator.advance(by: 0.6)
        animator.isReversed = true
        #expect(near(animator.fractionComplete, 0.4, 1e-9))
        #expect(near(view.presentedFrame.midX, 110), "no jump when a running animator turns back")
        simulator.advance(by: 0.3)
        #expect(near(view.presentedFrame.midX, 80))
        simulator.advance(by: 0.3)
        #expect(positions == [.start])
        #expect(view.center.x == 50 && view.alpha == 1)
        #expect(!animator.isReversed)
    }

    @Test("AN17: continueAnimation with new timing over durationFactor × duration; pausesOnCompletion")
    func continueAndPauseOnCompletion() {
        let (simulator, view) = animationWorld()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.y = 250 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0.25)
        simulator.advance(by: 0.25)
        #expect(near(view.presentedFrame.midY, 200), "the remaining half takes 0.25 × 2 s")
        simulator.advance(by: 0.25)
        #expect(animator.state == .active && !animator.isRunning && positions.isEmpty)
        #expect(view.presentedFrame.midY == 250)
        // It pauses at either end while pausesOnCompletion is set.
        animator.isReversed = true
        animator.startAnimation()
        simulator.advance(by: 0.5)
        #expect(near(view.presentedFrame.midY, 150))
        simulator.advance(by: 0.5)
        #expect(animator.state == .active && positions.isEmpty)
        animator.pausesOnCompletion = false
        animator.fractionComplete = 0.5
        animator.startAnimation()
        simulator.advance(by: 0.5)
        #expect(positions == [.start])
        #expect(view.center.y == 50)
    }

    @Test("AN13: a block with delayFactor starts later; blocks added while running use the time left")
    func delayFactorAndLateBlocks() {
        let (simulator, view) = animationWorld()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        simulator.advance(by: 0.25)
        #expect(view.presentedOpacity == 1)
        simulator.advance(by: 0.5)
        #expect(near(CGFloat(view.presentedOpacity), 0.5, 1e-6))
        animator.addAnimations { view.layer.cornerRadius = 20 }
        simulator.advance(by: 0.125)
        #expect(near(view.layer.presentation()?.cornerRadius ?? -1, 10), "over the remaining quarter")
        simulator.advance(by: 0.125)
        #expect(animator.state == .inactive)
    }

    @Test("AN18: stop leaves what shows as the model; finish(at:) sets the end, start or current values")
    func stopAndFinish() {
        for (position, expectedX) in [(UIViewAnimatingPosition.end, 150.0), (.start, 50), (.current, 90)] {
            let (simulator, view) = animationWorld()
            var completed: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
            animator.addCompletion { completed.append($0) }
            animator.startAnimation()
            simulator.advance(by: 0.4)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(near(view.center.x, 90) && view.layer.animationKeys() == nil)
            animator.finishAnimation(at: position)
            #expect(near(view.center.x, CGFloat(expectedX)))
            #expect(completed == [position] && animator.state == .inactive)
        }
        let (simulator, view) = animationWorld()
        var completed = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { _ in completed += 1 }
        animator.startAnimation()
        simulator.advance(by: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && completed == 0 && near(view.center.x, 100))
        simulator.advance(by: 1)
        #expect(completed == 0 && simulator.issues.isEmpty)
    }

    @Test("AN19: programmer errors UIKit raises for are reported in issues and change nothing")
    func programmerErrors() {
        let (simulator, view) = animationWorld()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        animator.finishAnimation(at: .end)
        animator.isInterruptible = false
        animator.isUserInteractionEnabled = false
        #expect(animator.isInterruptible && animator.isUserInteractionEnabled)
        animator.pauseAnimation()
        animator.scrubsLinearly = false
        animator.startAnimation(afterDelay: 1)
        #expect(animator.scrubsLinearly)
        animator.stopAnimation(false)
        animator.stopAnimation(false)
        animator.addAnimations { view.alpha = 0 }
        #expect(view.alpha == 1)
        animator.finishAnimation(at: .current)
        let strict = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.y = 0 }
        strict.isInterruptible = false
        strict.pausesOnCompletion = true
        strict.startAnimation()
        strict.pauseAnimation()
        strict.stopAnimation(true)
        strict.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(strict.isRunning)
        let messages = simulator.issues.map { $0.replacingOccurrences(of: "UIViewPropertyAnimator: ", with: "") }
        #expect(
            messages == [
                "finishAnimation(at:) should only be called on a stopped animator",
                "It is not allowed to set the interruptible property of an active animator",
                "It is not allowed to set the userInteractionEnabled property of an active animator",
                "Cannot modify scrubsLinearly while animation is already paused",
                "A paused animator cannot be started with a delay",
                "Animator is already stopped",
                "Attempt to add an animation to an animator that is in a stopped state",
                "It is not allowed to set the pausesOnCompletion property on a non-interruptible animator",
                "An animator that is not interruptible cannot be paused",
                "An animator that is not interruptible cannot be stopped",
                "An animator that is not interruptible cannot be continued or reversed",
            ])
        simulator.advance(by: 1)
        #expect(strict.state == .inactive)
    }

    @Test("AN19: releasing a paused animator is reported, and its animations end")
    func releasingPausedAnimator() {
        let (simulator, view) = animationWorld()
        var animator: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.center.x = 60
        }
        animator?.isUserInteractionEnabled = false
        animator?.pauseAnimation()
        #expect(view.layer.animationKeys() == ["position"])
        #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil, "blocked while paused")
        animator = nil
        #expect(
            simulator.issues.contains { $0.contains("It is an error to release a paused or stopped property animator") }
        )
        #expect(view.layer.animationKeys() == nil)
        #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) === view, "no longer blocked")
    }

    @Test("AN11: initializers, defaults and runningPropertyAnimator")
    func initializers() {
        let (simulator, view) = animationWorld()
        #expect(UIViewPropertyAnimator(duration: 0, curve: .linear).duration == 0.2)
        let cubic = UIViewPropertyAnimator(
            duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
        #expect(cubic.timingParameters?.timingCurveType == .cubic)
        let spring = UIViewPropertyAnimator(duration: 1, dampingRatio: 1)
        #expect(spring.timingParameters?.timingCurveType == .spring && spring.duration == 1)
        #expect(UICubicTimingParameters().animationCurve == .easeInOut)
        #expect(cubic.isInterruptible && cubic.scrubsLinearly && !cubic.pausesOnCompletion)
        var finished: [UIViewAnimatingPosition] = []
        var nested: UIViewPropertyAnimator?
        let running = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.5, options: .curveLinear,
            animations: {
                view.center.x = 150
                nested = UIViewPropertyAnimator.runningPropertyAnimator(
                    withDuration: 0.5, delay: 0, options: [], animations: {})
            }, completion: { finished.append($0) })
        #expect(running.isRunning && running.delay == 0.5 && running.isInterruptible)
        #expect(nested?.isInterruptible == false, "not interruptible inside another animation's block")
        simulator.advance(by: 0.75)
        #expect(near(view.presentedFrame.midX, 100))
        simulator.advance(by: 0.25)
        #expect(finished == [.end])
    }
}

import ResponderKit
import Testing

@MainActor @Suite struct KeyframeTransitionTests {
    @Test("AN9: keyframes move through each frame's values at their relative times, held in between")
    func keyframesPath() {
        let (simulator, view) = animationWorld()
        var finished: Bool?
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(
            withDuration: 2, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 150 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 50 }
                view.alpha = 0  // directly in the block: over the whole duration
            }, completion: { finished = $0 })
        #expect(view.center.x == 50 && view.alpha == 0)
        let expectations: [(Double, CGFloat, CGFloat)] = [
            (0.25, 100, 0.875), (0.5, 150, 0.75), (0.9, 150, 0.55), (1.5, 100, 0.25),
        ]
        var clock = 0.0
        for (time, x, alpha) in expectations {
            simulator.advance(by: time - clock)
            clock = time
            #expect(near(view.presentedFrame.midX, x, 1e-6), "x at \(time)")
            #expect(near(CGFloat(view.presentedOpacity), alpha, 1e-6), "alpha at \(time)")
        }
        simulator.advance(by: 2 - clock)
        #expect(finished == true)
        #expect(view.presentedFrame.midX == 50)
    }

    @Test("AN9: discrete keyframes jump at their start; the default pacing is ease-in-out over the whole")
    func discreteAndDefaultCurve() {
        let (simulator, view) = animationWorld()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: .calculationModeDiscrete,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.layer.cornerRadius = 8 }
            })
        // Paced ease-in-out over the whole: the keyframe's start (0.5) is reached at 0.5 s.
        simulator.advance(by: 0.45)
        #expect(view.layer.presentation()?.cornerRadius == 0)
        simulator.advance(by: 0.1)
        #expect(view.layer.presentation()?.cornerRadius == 8)
        simulator.advance(by: 0.6)
        let (simulator2, view2) = animationWorld()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { view2.center.y = 150 })
        simulator2.advance(by: 0.3)
        let expected = 50 + 100 * bezierProgress(0.3, 0.42, 0, 0.58, 1)
        #expect(near(view2.presentedFrame.midY, CGFloat(expected)))
        // Outside animateKeyframes, addKeyframe just applies its changes.
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.25 }
        #expect(view.presentedOpacity == 0.25)
    }

    @Test("AN21: transition(with:) changes at once, is keyed 'transition', blocks touches and completes")
    func transitionWith() {
        let (simulator, view) = animationWorld()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        view.addSubview(label)
        var finished: Bool?
        UIView.transition(
            with: view, duration: 0.3, options: .transitionCrossDissolve,
            animations: {
                label.text = "Done"
                label.alpha = 0.5
            }, completion: { finished = $0 })
        #expect(label.text == "Done")
        #expect(label.layer.animationKeys() == nil, "content changes are not animated")
        #expect(view.layer.animationKeys() == ["transition"])
        #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
        simulator.advance(by: 0.3)
        #expect(finished == true && view.layer.animationKeys() == nil)
        // .allowAnimatedContent animates them with the transition's timing.
        UIView.transition(
            with: view, duration: 1, options: [.allowAnimatedContent, .curveLinear, .allowUserInteraction],
            animations: { label.alpha = 1 })
        simulator.advance(by: 0.5)
        #expect(near(CGFloat(label.presentedOpacity), 0.75, 1e-6))
        #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) != nil)
    }

    @Test("AN21: transition(from:to:) swaps the views, or hides and shows them")
    func transitionFromTo() {
        let (simulator, container) = animationWorld()
        let first = UIView(frame: container.bounds)
        let second = UIView(frame: container.bounds)
        container.addSubview(first)
        var done: [Bool] = []
        UIView.transition(from: first, to: second, duration: 0.5, options: .transitionFlipFromLeft) { done.append($0) }
        #expect(first.superview == nil && second.superview === container)
        #expect(container.layer.animationKeys() == ["transition"])
        UIView.transition(from: second, to: first, duration: 0.5, options: .showHideTransitionViews) {
            done.append($0)
        }
        #expect(second.isHidden && !first.isHidden && first.superview == nil)
        simulator.advance(by: 0.5)
        #expect(done == [true, true])
    }
}

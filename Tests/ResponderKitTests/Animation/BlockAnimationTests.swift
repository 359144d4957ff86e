import ResponderKit
import Testing

@MainActor @Suite struct BlockAnimationTests {
    @Test("AN4: the model changes at once; presentation() interpolates frame, alpha, colour, corner radius")
    func modelAtOncePresentationInterpolates() {
        let (simulator, view) = animationWorld()
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.frame = CGRect(x: 100, y: 200, width: 50, height: 20)
            view.alpha = 0.2
            view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            view.layer.cornerRadius = 10
        }
        // Model values at once.
        #expect(view.frame == CGRect(x: 100, y: 200, width: 50, height: 20))
        #expect(view.alpha == 0.2)
        #expect(view.layer.cornerRadius == 10)
        // Presented: the old values at the start, a quarter of the way after 0.25 s (linear).
        #expect(near(view.presentedFrame, CGRect(x: 0, y: 0, width: 100, height: 100)))
        simulator.advance(by: 0.25)
        #expect(near(view.presentedFrame, CGRect(x: 25, y: 50, width: 87.5, height: 80)))
        let presented = view.layer.presentation()
        #expect(near(CGFloat(presented?.opacity ?? -1), 0.8, 1e-6))
        let rgba = presented?.backgroundColor?.components ?? []
        #expect(rgba.count == 4 && zip(rgba, [0.75, 0, 0.25, 1]).allSatisfy { near($0, $1, 1e-12) })
        #expect(near(presented?.cornerRadius ?? -1, 2.5))
        #expect(presented?.modelLayer() === view.layer)
        simulator.advance(by: 0.75)
        #expect(view.presentedFrame == view.frame)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("AN4: a rotation turns through its middle (decomposed), it does not shrink")
    func transformInterpolatesAngle() {
        let (simulator, view) = animationWorld()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        }
        simulator.advance(by: 0.5)
        let t = CATransform3DGetAffineTransform(view.layer.presentation()!.transform)
        let angle = atan2(t.b, t.a)
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        #expect(near(angle, .pi / 4, 1e-9))
        #expect(near(scale, 1.5, 1e-9))
    }

    @Test("AN7: completions run at the end on the virtual clock, in end order, once, as dispatch steps")
    func completionOrderAndDelay() {
        let (simulator, view) = animationWorld()
        var log: [String] = []
        UIView.animate(
            withDuration: 0.5, delay: 0.3, options: [], animations: { view.center.x = 200 },
            completion: { finished in log.append("slow \(finished) \(simulator.currentTime)") })
        UIView.animate(
            withDuration: 0.2, animations: { view.alpha = 0.5 },
            completion: { finished in
                log.append(
                    "fast \(finished) \(simulator.currentTime) shared:\(UIApplication.shared === simulator.application)"
                )
            })
        // Waiting for the delay, the delayed animation shows its from-value (it fills backwards).
        simulator.advance(by: 0.2)
        #expect(near(view.presentedFrame.midX, 50))
        #expect(log == ["fast true 0.2 shared:true"])
        simulator.advance(by: 0.59)
        #expect(log.count == 1)
        simulator.advance(by: 0.01)
        #expect(log == ["fast true 0.2 shared:true", "slow true 0.8"])
        simulator.advance(by: 5)
        #expect(log.count == 2)
    }

    @Test("AN1, AN7: no duration, disabled animations, or no change: changes at once, completion at the next turn")
    func immediateCompletions() {
        let (simulator, view) = animationWorld()
        var log: [String] = []
        UIView.animate(withDuration: 0, animations: { view.center.x = 10 }, completion: { log.append("zero \($0)") })
        #expect(view.presentedFrame.midX == 10)
        UIView.animate(withDuration: 1, animations: { view.center.x = 10 }, completion: { log.append("same \($0)") })
        #expect(log.isEmpty, "completions never run inside the call")
        simulator.advance(by: 0)
        #expect(log == ["zero true", "same true"])
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.3 }, completion: { log.append("off \($0)") })
        #expect(view.presentedOpacity == Float(CGFloat(0.3)))
        simulator.advance(by: 0)
        #expect(log.last == "off true")
        // Per world (A3): another simulator still animates.
        let other = EventSimulator()
        #expect(UIView.areAnimationsEnabled)
        _ = other
        simulator.withCurrentWorld { #expect(!UIView.areAnimationsEnabled) }
    }

    @Test("AN1: a non-finite duration is reported and the change is made without animation")
    func nonFiniteDuration() {
        let (simulator, view) = animationWorld()
        var finished: Bool?
        UIView.animate(withDuration: .nan, animations: { view.center.x = 10 }, completion: { finished = $0 })
        #expect(view.layer.animationKeys() == nil)
        #expect(simulator.issues.contains { $0.contains("UIView.animate: duration nan is not finite") })
        simulator.advance(by: 0)
        #expect(finished == true)
    }

    @Test("AN7: .repeat never completes; .autoreverse runs there and back; removal completes with false")
    func repeatAutoreverseAndRemoval() {
        let (simulator, view) = animationWorld()
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
            animations: { view.center.x = 150 }, completion: { finished.append($0) })
        simulator.advance(by: 1.25)  // back a quarter of the way: 150 − 25
        #expect(near(view.presentedFrame.midX, 125))
        simulator.advance(by: 1)  // 2.25: forward again, a quarter of the way
        #expect(near(view.presentedFrame.midX, 75))
        simulator.advance(by: 100)
        #expect(finished.isEmpty)
        view.layer.removeAllAnimations()
        #expect(finished.isEmpty, "the completion runs at the next turn of the clock")
        simulator.advance(by: 0)
        #expect(finished == [false])
        #expect(view.presentedFrame.midX == 150)
        // Autoreverse alone: one pass there and back, then the model value shows.
        UIView.animate(
            withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.center.x = 250 },
            completion: { finished.append($0) })
        simulator.advance(by: 1.5)
        #expect(near(view.presentedFrame.midX, 200))
        simulator.advance(by: 0.5)
        #expect(finished == [false, true])
        #expect(view.presentedFrame.midX == 250)
    }

    @Test("AN6: position animations add up (iOS 8); both run to their ends and complete with true")
    func additivePositions() {
        let (simulator, view) = animationWorld()
        var log: [String] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 },
            completion: { log.append("first \($0)") })
        simulator.advance(by: 0.5)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { view.center.x = 50 }, completion: { log.append("second \($0)") })
        #expect(view.layer.animationKeys() == ["position", "position-2"])
        simulator.advance(by: 0.25)
        // model 50 + first (offset −100 decaying, 0.75 done) + second (offset +100 decaying, 0.25 done)
        let expected: CGFloat = 50 - 100 * 0.25 + 100 * 0.75
        #expect(near(view.presentedFrame.midX, expected))
        simulator.advance(by: 0.25)
        #expect(log == ["first true"])
        simulator.advance(by: 0.5)
        #expect(log == ["first true", "second true"])
        #expect(view.presentedFrame.midX == 50)
    }

    @Test("AN6: alpha is replaced, not added: the first completes false; beginFromCurrentState starts from what shows")
    func nonAdditiveReplacement() {
        let (simulator, view) = animationWorld()
        var log: [String] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
            completion: { log.append("fade out \($0)") })
        simulator.advance(by: 0.5)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: { view.alpha = 1 },
            completion: { log.append("fade in \($0)") })
        #expect(view.layer.animationKeys() == ["opacity"])
        #expect(near(CGFloat(view.presentedOpacity), 0.5, 1e-6))
        simulator.advance(by: 0)
        #expect(log == ["fade out false"])
        simulator.advance(by: 0.5)
        #expect(near(CGFloat(view.presentedOpacity), 0.75, 1e-6))
        // Without beginFromCurrentState the new animation starts from the old model value (a jump).
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0.5 })
        #expect(view.presentedOpacity == 1)
        simulator.advance(by: 1)
        #expect(log == ["fade out false", "fade in false"])
    }

    @Test("AN5: performWithoutAnimation inside a block applies at once; other changes still animate")
    func performWithoutAnimation() {
        let (simulator, view) = animationWorld()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.center.x = 150
            UIView.performWithoutAnimation {
                view.alpha = 0.5
                #expect(UIView.inheritedAnimationDuration == 0)
            }
        }
        #expect(view.layer.animationKeys() == ["position"])
        #expect(view.presentedOpacity == 0.5)
        simulator.advance(by: 0.5)
        #expect(near(view.presentedFrame.midX, 100))
    }

    @Test("AN10: a nested block inherits the outer duration and curve unless it overrides them")
    func nestedBlocksInherit() {
        let (simulator, view) = animationWorld()
        let other = UIView(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
        simulator.window.addSubview(other)
        var inherited: [TimeInterval] = []
        var log: [String] = []
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
            inherited.append(UIView.inheritedAnimationDuration)
            view.center.x = 250
            UIView.animate(
                withDuration: 0.5,
                animations: {
                    inherited.append(UIView.inheritedAnimationDuration)
                    view.alpha = 0
                }, completion: { log.append("inner \($0) \(simulator.currentTime)") })
            UIView.animate(
                withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                animations: { other.center.x = 105 },
                completion: { log.append("override \($0) \(simulator.currentTime)") })
        }
        #expect(inherited == [2, 2])
        #expect(UIView.inheritedAnimationDuration == 0)
        simulator.advance(by: 0.25)
        #expect(near(CGFloat(view.presentedOpacity), 0.875, 1e-6), "inherited: 2 s, linear")
        let expected = 5 + 100 * bezierProgress(0.5, 0.42, 0, 0.58, 1)
        #expect(near(other.presentedFrame.midX, CGFloat(expected)), "own: 0.5 s, ease-in-out")
        simulator.advance(by: 2)
        #expect(log == ["override true 0.5", "inner true 2.0"])
    }

    @Test("AN5: frames set by layout inside a block animate (layoutIfNeeded in the block, .layoutSubviews)")
    func layoutChangesAnimate() {
        final class Row: UIView {
            var expanded = false
            let child = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(child)
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() {
                child.frame = CGRect(x: 0, y: 0, width: expanded ? 100 : 20, height: 10)
            }
        }
        let simulator = EventSimulator()
        let row = Row(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        simulator.window.addSubview(row)
        row.layoutIfNeeded()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            row.expanded = true
            row.setNeedsLayout()  // as in UIKit, layoutIfNeeded lays out only what needs it (LY20)
            row.layoutIfNeeded()
        }
        #expect(row.child.frame.width == 100)
        simulator.advance(by: 0.5)
        #expect(near(row.child.presentedFrame, CGRect(x: 0, y: 0, width: 60, height: 10)))
        simulator.advance(by: 0.5)
        // `.layoutSubviews`: the view changed in the block is laid out at commit, inside the animation.
        row.expanded = false
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .layoutSubviews]) {
            row.frame.size.width = 120
        }
        #expect(row.child.frame.width == 20)
        simulator.advance(by: 0.25)
        #expect(near(row.child.presentedFrame.width, 80))
    }

    @Test("AN1, AN2, AN4, AN7: README's example: the model at once, half way shown half way, removed at the end")
    func readmeExample() {
        let (simulator, card) = animationWorld()
        UIView.animate(withDuration: 0.3) {
            card.alpha = 0
        } completion: { _ in
            card.removeFromSuperview()
        }
        #expect(card.alpha == 0)
        simulator.advance(by: 0.15)
        #expect(card.layer.presentation()!.opacity == 0.5)
        simulator.advance(by: 0.15)
        #expect(card.superview == nil)
    }
}

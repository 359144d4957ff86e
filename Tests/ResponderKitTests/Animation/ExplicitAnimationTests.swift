import ResponderKit
import Testing

@MainActor private final class AnimationLog: CAAnimationDelegate {
    var lines: [String] = []
    let clock: () -> TimeInterval
    init(clock: @escaping () -> TimeInterval) { self.clock = clock }
    func animationDidStart(_ anim: CAAnimation) { lines.append("start \(clock())") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { lines.append("stop \(flag) \(clock())") }
}

@MainActor @Suite struct ExplicitAnimationTests {
    @Test("AN20: a CABasicAnimation shows on the presentation only; the delegate hears start and stop")
    func basicAnimation() {
        let (simulator, view) = animationWorld()
        let log = AnimationLog { simulator.currentTime }
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 100, y: 200)
        move.duration = 2
        move.delegate = log
        view.layer.add(move, forKey: "move")
        move.duration = 10  // the layer keeps its own copy of the timing
        #expect(view.layer.animationKeys() == ["move"])
        #expect(view.layer.animation(forKey: "move") === move)
        #expect(view.center == CGPoint(x: 50, y: 50), "explicit animations leave the model alone")
        simulator.advance(by: 0.5)
        #expect(near(view.layer.presentation()!.position, CGPoint(x: 25, y: 50)))
        simulator.advance(by: 1.5)
        #expect(log.lines == ["start 0.0", "stop true 2.0"])
        #expect(view.layer.animationKeys() == nil && view.layer.presentation()!.position == view.center)
    }

    @Test("AN20: fillMode forwards with isRemovedOnCompletion false keeps the end; replacing a key stops the old")
    func fillAndReplace() {
        let (simulator, view) = animationWorld()
        let log = AnimationLog { simulator.currentTime }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.2
        fade.duration = 1
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        view.layer.add(fade, forKey: "fade")
        simulator.advance(by: 2)
        #expect(near(CGFloat(view.presentedOpacity), 0.2, 1e-6) && view.alpha == 1)
        let grow = CABasicAnimation(keyPath: "bounds")
        grow.byValue = CGRect(x: 0, y: 0, width: 100, height: 0)
        grow.duration = 1
        grow.delegate = log
        view.layer.add(grow, forKey: "grow")
        simulator.advance(by: 0.5)
        #expect(near(view.layer.presentation()!.bounds.width, 150))
        let other = CABasicAnimation(keyPath: "cornerRadius")
        other.toValue = 4
        view.layer.add(other, forKey: "grow")
        simulator.advance(by: 0)
        #expect(log.lines == ["start 2.0", "stop false 2.5"])
        #expect(view.layer.animationKeys() == ["fade", "grow"])
    }

    @Test("AN20: a standalone layer animates too; removeAnimation(forKey:) stops it with false")
    func standaloneLayer() {
        let simulator = EventSimulator()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let log = AnimationLog { simulator.currentTime }
        let spin = CABasicAnimation(keyPath: "transform")
        spin.fromValue = CATransform3DIdentity
        spin.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.delegate = log
        layer.add(spin, forKey: "spin")
        simulator.advance(by: 1.5)
        let t = layer.presentation()!.transform
        #expect(near(atan2(t.m12, t.m11), .pi / 4, 1e-9))
        layer.removeAnimation(forKey: "spin")
        simulator.advance(by: 0)
        #expect(log.lines == ["start 0.0", "stop false 1.5"])
        #expect(CATransform3DIsIdentity(layer.presentation()!.transform))
    }

    @Test("AN20: a spring animation follows its oscillator; a key path that does not animate is reported")
    func springAndUnknownKeyPath() {
        let (simulator, view) = animationWorld()
        let spring = CASpringAnimation(keyPath: "position")
        spring.fromValue = CGPoint(x: 0, y: 0)
        spring.toValue = CGPoint(x: 100, y: 0)
        spring.duration = spring.settlingDuration
        view.layer.add(spring, forKey: nil)
        simulator.advance(by: 0.3)
        // Mass 1, stiffness 100, damping 10: ω = 10, ζ = 0.5.
        let expected = 100 * (1 - underdampedDisplacement(0.3, omega: 10, zeta: 0.5))
        #expect(near(view.layer.presentation()!.position.x, CGFloat(expected), 1e-9))
        let stroke = CABasicAnimation(keyPath: "strokeEnd")
        view.layer.add(stroke, forKey: "stroke")
        #expect(simulator.issues.contains { $0.contains("key path 'strokeEnd' does not animate here") })
        #expect(view.layer.animationKeys()?.contains("stroke") == true)
    }

    @Test("AN4, AN20: animation(forKey:) describes a block animation as a CABasicAnimation")
    func describedBlockAnimation() {
        let (_, view) = animationWorld()
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseIn, animations: { view.alpha = 0 })
        let described = view.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(described?.keyPath == "opacity" && described?.duration == 0.4)
        #expect(described?.isAdditive == false && described?.fillMode == .both)
        var point: [Float] = [0, 0]
        point.withUnsafeMutableBufferPointer {
            described?.timingFunction?.getControlPoint(at: 1, values: $0.baseAddress!)
        }
        #expect(point == [0.42, 0])
    }

    @Test("AN22: key paths naming part of a value: a spinner's transform.rotation.z, position.x, transform.scale")
    func partialKeyPaths() {
        let (simulator, view) = animationWorld()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        view.layer.add(spin, forKey: "spin")
        simulator.advance(by: 1.375)  // 0.375 of a turn: 135°
        let t = view.layer.presentation()!.transform
        #expect(near(atan2(t.m12, t.m11), 3 * .pi / 4, 1e-9))
        #expect(near((t.m11 * t.m11 + t.m12 * t.m12).squareRoot(), 2, 1e-9), "the model's scale stays")
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.byValue = 30
        slide.duration = 1
        view.layer.add(slide, forKey: "slide")
        simulator.advance(by: 0.5)
        #expect(near(view.layer.presentation()!.position, CGPoint(x: 65, y: 50)))
        let pop = CABasicAnimation(keyPath: "transform.scale")
        pop.fromValue = 1
        pop.toValue = 3
        pop.duration = 1
        view.layer.add(pop, forKey: "spin")  // replaces the spinner
        simulator.advance(by: 0.25)
        let scaled = view.layer.presentation()!.transform
        #expect(near(scaled.m11, 1.5, 1e-9) && near(scaled.m22, 1.5, 1e-9) && near(scaled.m12, 0, 1e-9))
    }

    @Test("AN22: a keyframe shake through its values at key times; discrete holds; timing functions ease")
    func keyframeAnimation() {
        let (simulator, view) = animationWorld()
        let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
        shake.values = [0, -10, 10, 0]
        shake.duration = 0.3
        view.layer.add(shake, forKey: "shake")
        let samples: [(Double, CGFloat)] = [(0.05, -5), (0.15, 0), (0.25, 5)]
        var clock = 0.0
        for (time, x) in samples {
            simulator.advance(by: time - clock)
            clock = time
            #expect(near(view.layer.presentation()!.transform.m41, x, 1e-9), "t = \(time)")
        }
        let steps = CAKeyframeAnimation(keyPath: "opacity")
        steps.values = [1, 0.5, 0]
        steps.calculationMode = .discrete
        steps.duration = 3
        view.layer.add(steps, forKey: "steps")
        simulator.advance(by: 1.5)
        #expect(view.presentedOpacity == 0.5)
        // Apple's documented discrete form: one more key time than values; each value holds until the next.
        let drop = CAKeyframeAnimation(keyPath: "position.y")
        drop.calculationMode = .discrete
        drop.values = [0, 20, 40, 60]
        drop.keyTimes = [0, 0.25, 0.5, 0.75, 1]
        drop.duration = 1
        view.layer.add(drop, forKey: "drop")
        simulator.advance(by: 0.3)
        #expect(view.layer.presentation()!.position.y == 20)
        simulator.advance(by: 0.6)
        #expect(view.layer.presentation()!.position.y == 60)
        let eased = CAKeyframeAnimation(keyPath: "cornerRadius")
        eased.values = [0, 10, 20]
        eased.keyTimes = [0, 0.5, 1]
        eased.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        eased.duration = 2
        view.layer.add(eased, forKey: "corner")
        simulator.advance(by: 0.5)
        let expected = 10 * bezierProgress(0.5, 0.42, 0, 1, 1)
        // CAMediaTimingFunction keeps its control points as Float, as Core Animation does: 1e-6.
        #expect(near(view.layer.presentation()!.cornerRadius, CGFloat(expected)))
        shake.values = ["left", 3]
        view.layer.add(shake, forKey: "bad")
        #expect(simulator.issues.contains { $0.contains("values[0] left is not of the key path's kind") })
    }
}

import ResponderKit
import Testing

@MainActor @Suite struct TimingCurveTests {
    @Test("AN2: the named timing functions have Core Animation's documented control points")
    func namedControlPoints() {
        let expected: [(CAMediaTimingFunctionName, [Float])] = [
            (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
        ]
        for (name, points) in expected {
            let function = CAMediaTimingFunction(name: name)
            var values: [Float] = []
            for index in 0...3 {
                var pair: [Float] = [-1, -1]
                pair.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
                values += pair
            }
            #expect(values == [0, 0] + points + [1, 1], "\(name.rawValue)")
        }
        var untouched: [Float] = [7, 7]
        untouched.withUnsafeMutableBufferPointer {
            CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 4, values: $0.baseAddress!)
        }
        #expect(untouched == [7, 7])
    }

    /// Moves a view 0 → 100 in x with `options` over 1 s and samples the presented x.
    private func sampledX(options: UIView.AnimationOptions, at times: [Double]) -> [CGFloat] {
        let (simulator, view) = animationWorld()
        UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.center.x += 100 })
        var samples: [CGFloat] = []
        var clock = 0.0
        for time in times {
            simulator.advance(by: time - clock)
            clock = time
            samples.append(view.presentedFrame.minX)
        }
        return samples
    }

    @Test("AN2: presented values follow each curve (oracle: Bézier by bisection), ease-in-out by default")
    func curvesMatchOracle() {
        let times = [0.1, 0.25, 0.5, 0.7, 0.9]
        let curves: [(UIView.AnimationOptions, (Double, Double, Double, Double))] = [
            ([], (0.42, 0, 0.58, 1)), (.curveEaseInOut, (0.42, 0, 0.58, 1)), (.curveEaseIn, (0.42, 0, 1, 1)),
            (.curveEaseOut, (0, 0, 0.58, 1)), (.curveLinear, (0, 0, 1, 1)),
        ]
        for (options, p) in curves {
            let samples = sampledX(options: options, at: times)
            for (time, x) in zip(times, samples) {
                let expected = 100 * bezierProgress(time, p.0, p.1, p.2, p.3)
                #expect(near(x, CGFloat(expected), 1e-6), "options \(options.rawValue) at \(time): \(x) vs \(expected)")
            }
        }
        // Known value: ease-in-out is symmetric, so exactly half-way at half time.
        #expect(near(sampledX(options: [], at: [0.5])[0], 50, 1e-9))
    }

    @Test("AN2: CABasicAnimation's timing function is the named curve (default .default is UIKit's 0.25/0.1)")
    func basicAnimationTimingFunction() {
        let (simulator, view) = animationWorld()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 2
        animation.timingFunction = CAMediaTimingFunction(name: .default)
        view.layer.add(animation, forKey: "fade")
        simulator.advance(by: 0.6)
        let expected = bezierProgress(0.3, 0.25, 0.1, 0.25, 1)
        #expect(abs(Double(view.presentedOpacity) - expected) < 1e-6)
        // Without a timing function an explicit animation is linear.
        let linear = CABasicAnimation(keyPath: "cornerRadius")
        linear.fromValue = 0
        linear.toValue = 10
        linear.duration = 2
        view.layer.add(linear, forKey: "corner")
        simulator.advance(by: 0.5)
        #expect(near(view.layer.presentation()?.cornerRadius ?? -1, 2.5, 1e-9))
    }

    @Test("AN3: usingSpringWithDamping follows a damped oscillator that settles within the duration")
    func springMatchesOscillator() {
        let (simulator, view) = animationWorld()
        let duration = 0.8
        let zeta = 0.4
        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: CGFloat(zeta), initialSpringVelocity: 0.5,
            options: [], animations: { view.center.y += 200 })
        // Stiffness from the settling rule: e^(-ζω₀d) = 0.001.
        let omega = -log(0.001) / (zeta * duration)
        var clock = 0.0
        var overshot = false
        for time in stride(from: 0.05, to: duration, by: 0.05) {
            simulator.advance(by: time - clock)
            clock = time
            let expected = 50 + 200 * (1 - underdampedDisplacement(time, omega: omega, zeta: zeta, v0: 0.5))
            #expect(near(view.presentedFrame.midY, CGFloat(expected), 1e-6), "t = \(time)")
            if view.presentedFrame.midY > 250 { overshot = true }
        }
        #expect(overshot, "an underdamped spring overshoots its target")
        simulator.advance(by: duration - clock)
        #expect(view.presentedFrame.midY == 250)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("AN3: CASpringAnimation's settling duration matches Apple's documented example (≈ 2.85 s)")
    func settlingDuration() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.damping = 5
        // Apple's CASpringAnimation.settlingDuration page: damping 5 (mass 1, stiffness 100) settles in
        // approximately 2.85 seconds.
        #expect(abs(spring.settlingDuration - 2.85) / 2.85 < 0.05)
        spring.damping = 20  // critically damped: (1 + ω t) e^(-ω t) = 0.001 at ω t ≈ 9.23
        #expect(abs(spring.settlingDuration - 0.923) < 0.01)
        let params = UISpringTimingParameters()
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: params)
        // UIKit's default spring (mass 3, stiffness 1000, damping 500, ratio 4.56) lasts its settling time.
        #expect(animator.duration > 1)
    }
}

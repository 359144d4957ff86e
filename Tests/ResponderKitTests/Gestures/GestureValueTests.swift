import Foundation
import ResponderKit
import Testing

/// The continuous recognizers' values against hand-computed ones (GR13): pinch `scale`/`velocity`,
/// rotation `rotation`/`velocity`, pan `translation(in:)`/`velocity(in:)`/`setTranslation(_:in:)`.
///
/// Velocity follows `VelocitySampler`: the change between the newest sample and the last one at or before
/// `newest - 0.1 s`. With samples every 1/16 s that is the sample two steps back, a span of 0.125 s.
@MainActor @Suite struct GestureValueTests {
    /// A window whose content view `V` (full screen, multi-touch) carries `recognizer`.
    private func scene(_ recognizer: UIGestureRecognizer) -> EventSimulator {
        let simulator = EventSimulator()
        let view = UIView(frame: simulator.window.bounds)
        view.isMultipleTouchEnabled = true
        simulator.window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        return simulator
    }

    private let center = CGPoint(x: 187.5, y: 300)

    // MARK: Pinch

    @Test("GR13: pinch 100 → 148 pt in 8 steps — begins on the first step ≥ 10 pt; scale = distance / 100; velocity")
    func pinchScaleAndVelocity() {
        let log = Log()
        let pinch = UIPinchGestureRecognizer { recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            log("\(pinch.state) \(decimal(pinch.scale)) v \(decimal(pinch.velocity))")
        }
        let simulator = scene(pinch)
        // 6 pt per step every 1/16 s: step 1 is 6 pt (not yet), step 2 is 12 pt (begins).
        simulator.pinch(center: center, startDistance: 100, endDistance: 148, duration: 0.5, steps: 8)
        // Constant speed: 0.06 of scale per 0.0625 s = 0.96 per second, whatever the span.
        #expect(
            log.lines == [
                "began 1.12 v 0.96", "changed 1.18 v 0.96", "changed 1.24 v 0.96", "changed 1.3 v 0.96",
                "changed 1.36 v 0.96", "changed 1.42 v 0.96", "changed 1.48 v 0.96", "ended 1.48 v 0.96",
            ])
        #expect(simulator.issues.isEmpty)
    }

    @Test(
        "GR13: pinch velocity is the change over the last 0.1 s (the sample at or before the cutoff), not since began")
    func pinchVelocityWindow() {
        let log = Log()
        let pinch = UIPinchGestureRecognizer { recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer, pinch.state != .ended else { return }
            log("\(pinch.state) \(decimal(pinch.scale)) v \(decimal(pinch.velocity))")
        }
        let simulator = scene(pinch)
        func positions(_ distance: CGFloat) -> [CGPoint] {
            [center.shifted(-distance / 2, 0), center.shifted(distance / 2, 0)]
        }
        let fingers = simulator.touchDown(at: positions(100))
        for distance: CGFloat in [104, 112, 124, 140, 160] {
            simulator.advance(by: 1.0 / 16)
            simulator.move(fingers, to: positions(distance))
        }
        simulator.advance(by: 1.0 / 16)
        simulator.lift(fingers)
        // t = 2/16: (1.12 - 1.00) / 0.125 = 0.96     t = 3/16: (1.24 - 1.04) / 0.125 = 1.6
        // t = 4/16: (1.40 - 1.12) / 0.125 = 2.24     t = 5/16: (1.60 - 1.24) / 0.125 = 2.88
        #expect(log.lines == ["began 1.12 v 0.96", "changed 1.24 v 1.6", "changed 1.4 v 2.24", "changed 1.6 v 2.88"])
    }

    @Test("GR13: setting scale = 1 in the action rebases the following values on the current distance")
    func pinchScaleRebase() {
        let log = Log()
        let pinch = UIPinchGestureRecognizer { recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            log("\(pinch.state) \(decimal(pinch.scale))")
            pinch.scale = 1
        }
        let simulator = scene(pinch)
        simulator.pinch(center: center, startDistance: 100, endDistance: 148, duration: 0.5, steps: 8)
        // Each value is this step's distance over the previous step's: 112/100, then 118/112, ...
        let distances: [CGFloat] = [100, 112, 118, 124, 130, 136, 142, 148]
        var expected = ["began 1.12"]
        for index in 2..<distances.count {
            expected.append("changed \(decimal(distances[index] / distances[index - 1]))")
        }
        expected.append("ended 1")  // no movement at the lift
        #expect(log.lines == expected)
    }

    @Test("GR13: a pinch that never changes the distance by 10 pt does not begin")
    func pinchBelowThreshold() {
        let log = Log()
        let pinch = UIPinchGestureRecognizer { recognizer in log("\(recognizer.state)") }
        let simulator = scene(pinch)
        simulator.pinch(center: center, startDistance: 100, endDistance: 108, duration: 0.5, steps: 4)
        #expect(log.lines.isEmpty)
    }

    // MARK: Rotation

    /// (state, rotation, velocity) at each action of `simulator.rotate(...)` by `angle` in `steps`.
    private func rotation(angle: CGFloat, steps: Int, rebase: Bool = false) -> [(
        UIGestureRecognizer.State, CGFloat, CGFloat
    )] {
        var values: [(UIGestureRecognizer.State, CGFloat, CGFloat)] = []
        let rotation = UIRotationGestureRecognizer { recognizer in
            guard let rotation = recognizer as? UIRotationGestureRecognizer else { return }
            values.append((rotation.state, rotation.rotation, rotation.velocity))
            if rebase { rotation.rotation = 0 }
        }
        let simulator = scene(rotation)
        simulator.rotate(center: center, radius: 50, angle: angle, duration: 0.5, steps: steps)
        #expect(simulator.issues.isEmpty)
        return values
    }

    @Test(
        "GR13: rotating π/2 in 20 steps of 4.5° — begins on the second step (≥ 5°); rotation = kπ/40; velocity π rad/s")
    func rotationValues() {
        let values = rotation(angle: .pi / 2, steps: 20)
        #expect(values.map(\.0) == [.began] + Array(repeating: .changed, count: 18) + [.ended])
        let expected = (2...20).map { CGFloat($0) * .pi / 40 } + [.pi / 2]
        #expect(values.count == expected.count)
        for (value, rotation) in zip(values, expected) {
            #expect(close(value.1, rotation), "rotation \(value.1) != \(rotation)")
            #expect(close(value.2, .pi, tolerance: 1e-6), "velocity \(value.2)")
        }
    }

    @Test("GR13: turning the other way gives negative rotation and velocity")
    func rotationCounterClockwise() {
        let values = rotation(angle: -.pi / 2, steps: 10)
        #expect(values.map(\.0) == [.began] + Array(repeating: .changed, count: 9) + [.ended])
        #expect(close(values[0].1, -.pi / 20))
        #expect(close(values.last?.1 ?? 0, -.pi / 2))
        #expect(values.allSatisfy { close($0.2, -.pi, tolerance: 1e-6) })
    }

    @Test("GR13: setting rotation = 0 in the action rebases — each later value is one step's π/40")
    func rotationRebase() {
        let values = rotation(angle: .pi / 2, steps: 20, rebase: true)
        #expect(close(values[0].1, .pi / 20))
        #expect(values.dropFirst().dropLast().allSatisfy { close($0.1, .pi / 40) })
        #expect(close(values.last?.1 ?? 1, 0))
    }

    @Test("GR13: a rotation of 4° in all does not begin")
    func rotationBelowThreshold() {
        #expect(rotation(angle: 4 * .pi / 180, steps: 4).isEmpty)
    }

    // MARK: Pan

    /// A pan on the content view, and `R`: a 200×200 view turned by π/2 and scaled by 2, elsewhere.
    private func panScene(_ handler: @escaping (UIPanGestureRecognizer, UIView) -> Void) -> EventSimulator {
        let simulator = EventSimulator()
        let content = UIView(frame: simulator.window.bounds)
        simulator.window.addSubview(content)
        let turned = UIView(frame: CGRect(x: 50, y: 400, width: 200, height: 200))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        content.addSubview(turned)
        let pan = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            handler(pan, turned)
        }
        content.addGestureRecognizer(pan)
        return simulator
    }

    /// (7.5, 10) per 1/16 s: 12.5 pt per step, so the pan begins on the first step.
    private func steadyDrag(_ simulator: EventSimulator) {
        simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 180), duration: 0.5, steps: 8)
        #expect(simulator.issues.isEmpty)
    }

    @Test(
        "GR13, G2: a steady drag — translation (7.5k, 10k) and velocity (120, 160) pt/s, in the turned view (5k, -3.75k) and (80, -60)"
    )
    func panTranslationAndVelocity() {
        var states: [UIGestureRecognizer.State] = []
        var window: [(CGPoint, CGPoint)] = []
        var turnedValues: [(CGPoint, CGPoint)] = []
        let simulator = panScene { pan, turned in
            states.append(pan.state)
            window.append((pan.translation(in: nil), pan.velocity(in: nil)))
            turnedValues.append((pan.translation(in: turned), pan.velocity(in: turned)))
        }
        steadyDrag(simulator)
        #expect(states == [.began] + Array(repeating: .changed, count: 7) + [.ended])
        // The turned view maps its points to the window by (x, y) → (-2y, 2x): vectors come back as (Y/2, -X/2).
        let steps = Array(1...8) + [8]
        for (index, k) in steps.enumerated() where index < window.count && index < turnedValues.count {
            let k = CGFloat(k)
            #expect(close(window[index].0, CGPoint(x: 7.5 * k, y: 10 * k)), "translation \(window[index].0)")
            #expect(close(window[index].1, CGPoint(x: 120, y: 160), tolerance: 1e-6), "velocity \(window[index].1)")
            #expect(close(turnedValues[index].0, CGPoint(x: 5 * k, y: -3.75 * k)), "in R \(turnedValues[index].0)")
            #expect(
                close(turnedValues[index].1, CGPoint(x: 80, y: -60), tolerance: 1e-6), "in R \(turnedValues[index].1)")
        }
    }

    @Test("GR13: setTranslation(.zero, in: R) in each action — later translations in R are one step's (5, -3.75)")
    func panSetTranslationRebases() {
        var inTurned: [CGPoint] = []
        var inWindow: [CGPoint] = []
        let simulator = panScene { pan, turned in
            inTurned.append(pan.translation(in: turned))
            inWindow.append(pan.translation(in: nil))
            pan.setTranslation(.zero, in: turned)
        }
        steadyDrag(simulator)
        let stepInTurned = CGPoint(x: 5, y: -3.75)
        let stepInWindow = CGPoint(x: 7.5, y: 10)
        #expect(inTurned.count == 9)
        #expect(inTurned.dropLast().allSatisfy { close($0, stepInTurned) }, "\(inTurned)")
        #expect(inWindow.dropLast().allSatisfy { close($0, stepInWindow) }, "\(inWindow)")
        #expect(close(inTurned.last ?? .zero, .zero) && close(inWindow.last ?? .zero, .zero))  // no move at lift
    }

    @Test("GR13: setTranslation to a value offsets the following translations by it")
    func panSetTranslationOffset() {
        var values: [CGPoint] = []
        let simulator = panScene { pan, _ in
            values.append(pan.translation(in: nil))
            if pan.state == .began { pan.setTranslation(CGPoint(x: 100, y: 0), in: nil) }
        }
        steadyDrag(simulator)
        let expected =
            [CGPoint(x: 7.5, y: 10)] + (1...7).map { CGPoint(x: 100 + 7.5 * CGFloat($0), y: 10 * CGFloat($0)) }
        #expect(values.count == 9)
        #expect(zip(values, expected).allSatisfy { close($0, $1) }, "\(values)")
    }

    @Test("GR13: pan velocity over the last 0.1 s follows acceleration; a finger held still before lifting ends at 0")
    func panVelocityWindow() {
        var log: [String] = []
        let simulator = panScene { pan, _ in
            let v = pan.velocity(in: nil)
            log.append("\(pan.state) \(decimal(v.x)) \(decimal(v.y))")
        }
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        for x: CGFloat in [112, 116, 140, 150] {
            simulator.advance(by: 1.0 / 16)
            simulator.move(finger, to: CGPoint(x: x, y: 100))
        }
        simulator.advance(by: 0.25)
        simulator.lift(finger)
        // 12 / 0.0625, 16 / 0.125, (140 - 112) / 0.125, (150 - 116) / 0.125, then still for 0.25 s.
        #expect(log == ["began 192 0", "changed 128 0", "changed 224 0", "changed 272 0", "ended 0 0"])
    }
}

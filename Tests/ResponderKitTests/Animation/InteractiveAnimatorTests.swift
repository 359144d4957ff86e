import ResponderKit
import Testing

/// A drawer opened by dragging, the classic interactive pattern: the pan pauses the animator when it
/// begins, scrubs `fractionComplete = translation / distance` while it changes, and when it ends runs
/// on (moving right) or turns back (moving left).
@MainActor private final class DrawerController {
    let drawer = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
    let distance: CGFloat = 200
    let animator: UIViewPropertyAnimator
    var samples: [(fraction: CGFloat, translation: CGFloat, presentedX: CGFloat)] = []
    var endings: [UIViewAnimatingPosition] = []
    var presentedAtRelease: CGFloat?

    init(in window: UIWindow) {
        window.addSubview(drawer)
        let drawer = drawer
        let distance = distance
        animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { drawer.center.x += distance }
        animator.addCompletion { [unowned self] in endings.append($0) }
        let pan = UIPanGestureRecognizer { [unowned self] recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            handle(pan, in: window)
        }
        window.addGestureRecognizer(pan)
    }

    private func handle(_ pan: UIPanGestureRecognizer, in window: UIWindow) {
        switch pan.state {
        case .began:
            animator.pauseAnimation()
        case .changed:
            let translation = pan.translation(in: window).x
            animator.fractionComplete = translation / distance
            samples.append((animator.fractionComplete, translation, drawer.presentedFrame.minX))
        case .ended:
            if pan.velocity(in: window).x < 0 { animator.isReversed = true }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            presentedAtRelease = drawer.presentedFrame.minX
        default:
            break
        }
    }
}

@MainActor @Suite struct InteractiveAnimatorTests {
    @Test("AN16: a pan scrubs the animator linearly; released moving on, it finishes from where it shows")
    func panScrubsAndFinishes() {
        let simulator = EventSimulator()
        let controller = DrawerController(in: simulator.window)
        simulator.drag(from: CGPoint(x: 50, y: 350), to: CGPoint(x: 170, y: 350), duration: 0.3, steps: 12)
        // Every scrub shows the drawer exactly at fraction × distance (scrubsLinearly), the fraction
        // following the finger: translation / 200, and the finger moved 10 pt per step.
        #expect(controller.samples.count >= 10)
        for (index, sample) in controller.samples.enumerated() {
            #expect(near(sample.fraction, sample.translation / 200, 1e-9))
            #expect(near(sample.presentedX, 200 * sample.fraction, 1e-6), "sample \(index)")
        }
        #expect(controller.samples.map(\.translation) == controller.samples.map(\.translation).sorted())
        #expect(near(controller.samples.last?.translation ?? 0, 120))
        #expect(controller.animator.state == .active && controller.animator.isRunning)
        // Released at 0.6 of the way, moving right: it runs on without a jump and completes at .end.
        #expect(near(controller.presentedAtRelease ?? -1, 120, 1e-6))
        #expect(controller.drawer.frame.minX == 200)
        simulator.advance(by: 0.2)
        let shown = controller.drawer.presentedFrame.minX
        #expect(shown > 120 && shown < 200)
        simulator.advance(by: 1)
        #expect(controller.endings == [.end])
        #expect(controller.drawer.presentedFrame.minX == 200)
    }

    @Test("AN16, AN17: dragged out and back, released moving left, it turns back and completes at .start")
    func panBackReverses() {
        let simulator = EventSimulator()
        let controller = DrawerController(in: simulator.window)
        let finger = simulator.touchDown(at: CGPoint(x: 50, y: 350))
        for x in stride(from: 60, through: 150, by: 10) {
            simulator.advance(by: 0.02)
            simulator.move(finger, to: CGPoint(x: CGFloat(x), y: 350))
        }
        #expect(near(controller.drawer.presentedFrame.minX, 100, 1e-6))
        for x in stride(from: 140, through: 110, by: -10) {
            simulator.advance(by: 0.02)
            simulator.move(finger, to: CGPoint(x: CGFloat(x), y: 350))
        }
        #expect(near(controller.drawer.presentedFrame.minX, 60, 1e-6))
        simulator.lift(finger)
        #expect(controller.animator.isReversed)
        #expect(near(controller.presentedAtRelease ?? -1, 60, 1e-6))
        simulator.advance(by: 1)
        #expect(controller.endings == [.start])
        #expect(controller.drawer.frame.minX == 0, "finished at the start: the model is back where it was")
        #expect(simulator.issues.isEmpty)
    }
}

import Foundation
import ResponderKit
import Testing

@MainActor private final class TransitionLog: CAAnimationDelegate {
    var lines: [String] = []
    let clock: () -> TimeInterval
    init(clock: @escaping () -> TimeInterval) { self.clock = clock }
    func animationDidStart(_ anim: CAAnimation) { lines.append("start \(clock())") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { lines.append("stop \(clock()) \(flag)") }
}

@MainActor @Suite struct TransitionAnimationTests {
    @Test("AN25: a CATransition runs under kCATransition on the virtual clock, with its delegate, then goes")
    func runsOnClock() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        simulator.window.addSubview(view)
        let log = TransitionLog { simulator.currentTime }
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 0.5
        transition.delegate = log
        let start = simulator.currentTime
        simulator.withCurrentWorld { view.layer.add(transition, forKey: "slide") }
        #expect(view.layer.animationKeys() == [kCATransition])
        let running = view.layer.animation(forKey: kCATransition) as? CATransition
        #expect(running?.type == .push && running?.subtype == .fromRight)
        simulator.advance(by: 0.4)
        #expect(view.layer.animation(forKey: kCATransition) != nil)
        simulator.advance(by: 0.2)
        #expect(view.layer.animation(forKey: kCATransition) == nil)
        #expect(
            log.lines.count == 2 && log.lines.first == "start \(start)" && log.lines.last?.hasSuffix("true") == true)
        transition.startProgress = 2
        #expect(transition.startProgress == 1)
    }
}

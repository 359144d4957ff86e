import Foundation
import ResponderKit
import Testing

/// A.4 and A.1: every numeric parameter of the simulator's helpers has a documented bound; beyond it the
/// helper refuses with a message in `issues` and sends nothing (before, `steps: .max` trapped on an
/// overflow building the plan).
@MainActor @Suite struct HelperBoundsTests {
    @Test("A.4: steps and counts beyond GesturePlan.maximumSteps are refused by every helper, not trapped on")
    func extremeSteps() {
        let simulator = EventSimulator()
        let point = CGPoint(x: 100, y: 100)
        simulator.drag(from: point, to: CGPoint(x: 200, y: 200), duration: 0.3, steps: .max)
        simulator.swipe(from: point, direction: .right, distance: 100, duration: 0.1, steps: .max)
        simulator.pinch(center: point, startDistance: 10, endDistance: 50, duration: 0.5, steps: .max)
        simulator.rotate(center: point, radius: 20, angle: 1, duration: 0.5, steps: Int.max)
        simulator.tap(at: point, count: .max)
        #expect(simulator.drag(on: simulator.window, by: CGPoint(x: 5, y: 5), steps: .min) == false)
        let max = GesturePlan.maximumSteps
        #expect(simulator.issues.count == 6)
        #expect(simulator.issues.allSatisfy { $0.contains("must be between 1 and \(max)") })
        #expect(simulator.issues[0] == "drag: steps must be between 1 and \(max), got \(Int.max)")
        #expect(simulator.currentTime == 0)  // nothing was played
        let plan = GesturePlan.drag(from: point, to: point, duration: 1, steps: max + 1)
        #expect(plan.steps.isEmpty && plan.refusal != nil)
        #expect(GesturePlan.drag(from: point, to: point, duration: 1, steps: max).steps.count == 2 * max + 2)
    }

    @Test("A.4: durations and intervals beyond GesturePlan.maximumDuration (10^9 s) are refused")
    func extremeDurations() {
        let simulator = EventSimulator()
        let point = CGPoint(x: 100, y: 100)
        simulator.longPress(at: point, duration: 1e300)
        simulator.drag(from: point, to: point, duration: .greatestFiniteMagnitude, steps: 2)
        simulator.tap(at: point, count: 2, interval: 1e10)
        simulator.pressKey("a", duration: 1e12)
        simulator.type("ab", keyDuration: 1_000_000_001)
        simulator.shake(duration: 1e100)
        #expect(simulator.issues.count == 6)
        #expect(simulator.issues.allSatisfy { $0.contains("must be between 0 and 1000000000 s") })
        #expect(simulator.currentTime == 0)
        simulator.longPress(at: point, duration: GesturePlan.maximumDuration)
        #expect(simulator.issues.count == 6 && simulator.currentTime == GesturePlan.maximumDuration)
    }

    @Test("A.1: a screen's refresh rate is clamped to 1...1000 and a bad size or scale replaced, each reported")
    func screenParameters() {
        let none = EventSimulator(maximumFramesPerSecond: 0)
        #expect(none.withCurrentWorld { UIScreen.main.maximumFramesPerSecond } == 1)
        #expect(none.issues == ["EventSimulator: maximumFramesPerSecond must be between 1 and 1000, got 0; using 1"])
        let huge = EventSimulator(maximumFramesPerSecond: .max)
        #expect(huge.withCurrentWorld { UIScreen.main.maximumFramesPerSecond } == 1000)
        #expect(huge.issues.count == 1)
        let nan = EventSimulator(screenSize: CGSize(width: CGFloat.nan, height: -5), screenScale: 0)
        #expect(nan.window.bounds.size == UIScreen.defaultSize)
        #expect(nan.issues.count == 2)
        #expect(nan.issues[0].hasPrefix("EventSimulator: screenSize must be positive"))
        #expect(EventSimulator(screenSize: CGSize(width: 320, height: 480), maximumFramesPerSecond: 120).issues.isEmpty)
    }

    @Test("A.1, DL1: a link on a 1 fps screen fires once a second; the slowest screen still gets frames")
    func slowestScreen() {
        let simulator = EventSimulator(maximumFramesPerSecond: -3)
        final class Counter {
            var frames = 0
            func step(_ link: CADisplayLink) { frames += 1 }
        }
        let counter = Counter()
        let link = CADisplayLink(target: counter, selector: Counter.step)
        link.add(to: .main, forMode: .common)
        simulator.advance(by: 3)
        #expect(counter.frames == 3)
        link.invalidate()
    }
}

import Foundation
import ResponderKit
import Testing

/// Randomized worlds and multi-finger streams against the invariants that hold whatever happens:
/// GR3 (legal transitions, no action after failing, reset back to `.possible`), T5, T6 and a clean
/// issue list. Fixed seed, bounded size; a failure names the seed and the case to replay it.
@MainActor @Suite struct GestureFuzzTests {
    static let seed: UInt64 = 0x5EED_0004
    /// 300 cases by default (well under a second); `FUZZ_CASES=5000` explores further, and
    /// `FUZZ_CASE=n` replays case n alone and prints its trace.
    static let cases = Int(ProcessInfo.processInfo.environment["FUZZ_CASES"] ?? "") ?? 300
    static let replay = Int(ProcessInfo.processInfo.environment["FUZZ_CASE"] ?? "")

    final class Simultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    /// One random world: views, recognizers and their relations.
    @MainActor struct World {
        let simulator = EventSimulator()
        let audit = Audit()
        var views: [TrackingView] = []
        var recognizers: [UIGestureRecognizer] = []
        let simultaneous = Simultaneous()

        init(rng: inout SplitMix64) {
            let screen = simulator.window.bounds
            for index in 0..<rng.int(2...7) {
                let frame = CGRect(
                    x: rng.coordinate(-40...300), y: rng.coordinate(-40...560),
                    width: rng.coordinate(40...400), height: rng.coordinate(60...500))
                let view = TrackingView(frame: index == 0 ? screen : frame)
                view.accessibilityIdentifier = "v\(index)"
                view.audit = audit
                view.isHidden = index > 0 && rng.chance(0.1)
                view.isUserInteractionEnabled = !rng.chance(0.05)
                view.isMultipleTouchEnabled = rng.chance(0.5)
                view.forwards = rng.chance(0.3)
                let parent: UIView = index == 0 ? simulator.window : rng.pick(views)
                parent.addSubview(view)
                views.append(view)
            }
            for index in 0..<rng.int(1...5) {
                let recognizer = Self.makeRecognizer(&rng, audit: audit)
                recognizer.name = "r\(index)"
                recognizer.cancelsTouchesInView = rng.chance(0.7)
                recognizer.delaysTouchesBegan = rng.chance(0.3)
                recognizer.delaysTouchesEnded = rng.chance(0.7)
                if rng.chance(0.2) {
                    recognizer.delegate = simultaneous
                    audit.simultaneous.insert(ObjectIdentifier(recognizer))
                }
                let host: UIView = rng.chance(0.1) ? simulator.window : rng.pick(views)
                host.addGestureRecognizer(recognizer)
                recognizers.append(recognizer)
            }
            for a in recognizers {
                for b in recognizers where a !== b && rng.chance(0.15) { a.require(toFail: b) }
            }
            simulator.trace.isEnabled = true
        }

        /// The world in words, for replaying a case.
        var summary: String {
            let views = views.map { view in
                "\(view.label) \(view.frame) in \(view.superview?.accessibilityIdentifier ?? "window")"
                    + " hidden \(view.isHidden) multi \(view.isMultipleTouchEnabled) forwards \(view.forwards)"
            }
            let recognizers = recognizers.map { recognizer in
                "\(recognizer.name ?? "?") \(type(of: recognizer)) on \(recognizer.view?.accessibilityIdentifier ?? "window")"
                    + " cancels \(recognizer.cancelsTouchesInView) delaysBegan \(recognizer.delaysTouchesBegan)"
                    + " delaysEnded \(recognizer.delaysTouchesEnded) simultaneous \(recognizer.delegate != nil)"
            }
            return (views + recognizers).joined(separator: "\n")
        }

        static func makeRecognizer(_ rng: inout SplitMix64, audit: Audit) -> UIGestureRecognizer {
            let handler: @MainActor (UIGestureRecognizer) -> Void = { [audit] recognizer in audit.action(recognizer) }
            let recognizer: UIGestureRecognizer & Audited
            switch rng.int(0...5) {
            case 0:
                let tap = AuditedTap(handler: handler)
                tap.numberOfTapsRequired = rng.int(1...2)
                tap.numberOfTouchesRequired = rng.int(1...2)
                recognizer = tap
            case 1:
                let pan = AuditedPan(handler: handler)
                pan.minimumNumberOfTouches = rng.int(1...2)
                recognizer = pan
            case 2:
                let press = AuditedLongPress(handler: handler)
                press.minimumPressDuration = rng.pick([0.2, 0.5])
                recognizer = press
            case 3:
                let swipe = AuditedSwipe(handler: handler)
                swipe.direction = rng.pick(
                    [.right, .left, .up, .down, [.left, .right]] as [UISwipeGestureRecognizer.Direction])
                recognizer = swipe
            case 4:
                recognizer = AuditedPinch(handler: handler)
            default:
                recognizer = AuditedRotation(handler: handler)
            }
            recognizer.audit = audit
            return recognizer
        }
    }

    /// Random downs, moves, lifts, cancels and waits, with the odd recognizer disabled or view removed;
    /// then every finger lifts and 2 s pass.
    private func play(_ world: inout World, rng: inout SplitMix64) {
        let simulator = world.simulator
        var active: [SimulatedTouch] = []
        var everyTouch: [SimulatedTouch] = []
        func randomPoint() -> CGPoint { CGPoint(x: rng.coordinate(0...374), y: rng.coordinate(0...666)) }
        func subset() -> [SimulatedTouch] {
            let chosen = active.filter { _ in rng.chance(0.6) }
            return chosen.isEmpty ? [rng.pick(active)] : chosen
        }
        func down(_ count: Int) -> [SimulatedTouch] {
            let fingers = simulator.touchDown(at: (0..<count).map { _ in randomPoint() })
            for finger in fingers { world.audit.touchNumbers[ObjectIdentifier(finger.touch)] = finger.number }
            everyTouch += fingers
            return fingers
        }
        for _ in 0..<rng.int(6...30) {
            switch rng.int(0...99) {
            case 0..<18 where active.count < 4:
                active += down(min(rng.int(1...2), 4 - active.count))
            case 18..<40 where !active.isEmpty:
                let fingers = subset()
                let big = rng.chance(0.2)
                let points = fingers.map { finger in
                    finger.location.shifted(
                        rng.coordinate(big ? -120...120 : -25...25), rng.coordinate(big ? -120...120 : -25...25))
                }
                simulator.move(fingers, to: points)
            case 40..<50 where !active.isEmpty:  // a steady drag: pans, swipes, edge cases of both
                let fingers = subset()
                let (dx, dy) = (rng.coordinate(-25...25), rng.coordinate(-25...25))
                let interval = rng.pick([0.016, 0.03, 0.05])
                for _ in 0..<rng.int(3...6) {
                    simulator.advance(by: interval)
                    simulator.move(fingers, to: fingers.map { $0.location.shifted(dx, dy) })
                }
            case 50..<56:  // quick taps of one or two fingers, sometimes twice
                let count = rng.int(1...2)
                for _ in 0..<(rng.chance(0.3) ? 2 : 1) {
                    let fingers = down(count)
                    simulator.advance(by: 0.05)
                    simulator.lift(fingers)
                    simulator.advance(by: 0.1)
                }
            case 56..<68 where !active.isEmpty:
                let fingers = subset()
                simulator.lift(fingers)
                active.removeAll { finger in fingers.contains { $0 === finger } }
            case 68..<71 where !active.isEmpty:
                let finger = rng.pick(active)
                simulator.cancel(finger)
                active.removeAll { $0 === finger }
            case 71..<92:
                simulator.advance(by: rng.pick([0.016, 0.05, 0.1, 0.2, 0.36, 0.6, 1.6]))
            case 92..<95:
                rng.pick(world.recognizers).isEnabled.toggle()
            case 95..<97 where world.views.count > 1:
                world.views[rng.int(1...(world.views.count - 1))].removeFromSuperview()
            case 97..<100 where active.count >= 2:  // two fingers turning and spreading about their middle
                let pair = Array(active.prefix(2))
                let (spread, turn) = (rng.coordinate(-0.2...0.3), rng.coordinate(-0.3...0.3))
                for _ in 0..<4 {
                    simulator.advance(by: 0.03)
                    let a = pair[0].location
                    let b = pair[1].location
                    let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                    let half = CGPoint(x: (b.x - a.x) / 2 * (1 + spread), y: (b.y - a.y) / 2 * (1 + spread))
                    let turned = CGPoint(
                        x: half.x * cos(turn) - half.y * sin(turn), y: half.x * sin(turn) + half.y * cos(turn))
                    simulator.move(pair, to: [mid.shifted(-turned.x, -turned.y), mid.shifted(turned.x, turned.y)])
                }
            default:
                simulator.advance(by: 0.02)
            }
        }
        if !active.isEmpty { simulator.lift(active) }
        simulator.advance(by: 2)
        withExtendedLifetime(everyTouch) {}
    }

    /// Every check of one case; the problems found, if any.
    private func check(_ world: World) -> [String] {
        let audit = world.audit
        for view in world.views { view.checkAllEnded() }
        audit.checkTrace(world.simulator.trace.entries)
        for recognizer in world.recognizers where recognizer.state != .possible {
            audit.report("\(recognizer.name ?? "?") is \(recognizer.state) after every touch ended (GR3)")
        }
        return audit.problems + world.simulator.issues.map { "issue: \($0)" }
    }

    @Test("GR3, GR4, GR5, GR7–GR10, T5, T6: random views, recognizers and multi-finger streams keep every invariant")
    func randomizedWorlds() {
        var failures: [String] = []
        let numbers = Self.replay.map { [$0] } ?? Array(0..<Self.cases)
        for number in numbers {
            var rng = SplitMix64(seed: Self.seed &+ UInt64(number))
            var world = World(rng: &rng)
            play(&world, rng: &rng)
            let problems = check(world)
            if Self.replay != nil { print(world.summary, world.simulator.trace.text(timestamps: true), problems) }
            if !problems.isEmpty {
                failures.append(
                    "seed \(String(Self.seed, radix: 16)) case \(number): " + problems.prefix(3).joined(separator: "; ")
                )
            }
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(numbers.count) cases failed:\n\(failures.prefix(60).joined(separator: "\n"))")
    }

    @Test("L2: the same seed gives the same trace, byte for byte")
    func deterministic() {
        func run() -> String {
            var rng = SplitMix64(seed: Self.seed &+ 7)
            var world = World(rng: &rng)
            play(&world, rng: &rng)
            return world.simulator.trace.text(timestamps: true)
        }
        let first = run()
        #expect(!first.isEmpty)
        #expect(first == run())
    }
}

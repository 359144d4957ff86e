import Foundation
import Testing

@testable import ResponderKit

/// Hostile sizes (Reliability), engine classes: failure-requirement graphs evaluated in time linear in the graph (GR5),
/// and one touch-down with 100,000 fingers bound in linear time (T5). These tests only have to finish: before
/// the fix, the diamond never did and the 10,000-long chain ran out of memory.
@MainActor @Suite struct HostileGraphTests {
    /// Lets every pair recognize together (GR4), so that each level's outcome follows from the next one's.
    @MainActor final class Together: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    /// Taps on one full-screen view; `recognized[i]` counts tap i's actions.
    @MainActor final class TapWorld {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var taps: [UITapGestureRecognizer] = []
        var recognized: [Int] = []

        init(count: Int) {
            simulator.window.addSubview(view)
            recognized = Array(repeating: 0, count: count)
            for index in 0..<count {
                let tap = UITapGestureRecognizer { [unowned self] _ in recognized[index] += 1 }
                taps.append(tap)
                view.addGestureRecognizer(tap)
            }
        }
    }

    @Test("GR5: a 1,000-long chain of requireToFail settles; only its last member recognizes")
    func chainOfOneThousand() { checkChain(1000) }

    @Test("GR5: a 10,000-long chain of requireToFail settles without running out of memory")
    func chainOfTenThousand() { checkChain(10_000) }

    func checkChain(_ length: Int) {
        let world = TapWorld(count: length)
        for index in 0..<(length - 1) { world.taps[index].require(toFail: world.taps[index + 1]) }
        world.simulator.tap(at: CGPoint(x: 100, y: 100))
        // The last waits for nothing and recognizes; it excludes every other (they share the touch, GR4).
        #expect(world.recognized[length - 1] == 1)
        #expect(world.recognized.reduce(0, +) == 1)
        #expect(world.simulator.issues.isEmpty)
    }

    @Test("GR5: a diamond of requireToFail 40 levels deep (2^40 paths) settles level by level")
    func diamondFortyLevels() {
        let levels = 40
        // Two taps per level; each requires both of the next level's to fail (level 40 requires nothing).
        let world = TapWorld(count: 2 * (levels + 1))
        let together = Together()
        for tap in world.taps { tap.delegate = together }
        for level in 0..<levels {
            for member in 0..<2 {
                for next in 0..<2 { world.taps[2 * level + member].require(toFail: world.taps[2 * (level + 1) + next]) }
            }
        }
        world.simulator.tap(at: CGPoint(x: 100, y: 100))
        // Oracle, level by level from the bottom: a level recognizes iff every one it requires failed,
        // i.e. iff the next level did not recognize (the bottom level requires nothing).
        var recognizes = Array(repeating: false, count: levels + 1)
        recognizes[levels] = true
        for level in stride(from: levels - 1, through: 0, by: -1) { recognizes[level] = !recognizes[level + 1] }
        for level in 0...levels {
            for member in 0..<2 {
                #expect(world.recognized[2 * level + member] == (recognizes[level] ? 1 : 0), "level \(level)")
            }
        }
        #expect(world.simulator.issues.isEmpty)
    }

    @Test("GR5: a waiting cycle in a long chain still lets the earlier one go")
    func longChainClosedIntoACycle() {
        let length = 2000
        let world = TapWorld(count: length)
        for index in 0..<length { world.taps[index].require(toFail: world.taps[(index + 1) % length]) }
        world.simulator.tap(at: CGPoint(x: 100, y: 100))
        // Every member waits on the next; the first one evaluated sees the cycle through all 2,000 and goes.
        #expect(world.recognized[0] == 1)
        #expect(world.recognized.reduce(0, +) == 1)
    }

    /// Counts the touches it is given (T5: with multiple touch on, all of them at once).
    final class CountingView: UIView {
        var began = 0
        var ended = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.count }
    }

    @Test("T5: one touch-down with 100,000 fingers binds in linear time; each finger reaches its view")
    func hundredThousandFingers() {
        let simulator = EventSimulator()
        let many = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        many.isMultipleTouchEnabled = true
        let single = CountingView(frame: CGRect(x: 200, y: 0, width: 190, height: 400))
        simulator.window.addSubview(many)
        simulator.window.addSubview(single)
        let count = 100_000
        let points = (0..<count).map { index in
            CGPoint(x: index % 2 == 0 ? 50 : 250, y: 10 + CGFloat(index % 300))
        }
        let fingers = simulator.touchDown(at: points)
        // T5: the multiple-touch view gets its half; the other gets only its first finger (busy with it).
        #expect(many.began == count / 2)
        #expect(single.began == 1)
        simulator.lift(fingers)
        #expect(many.ended == count / 2 && single.ended == 1)
        #expect(simulator.issues.isEmpty)
    }
}

/// Hostile input (Reliability): a view tree 100,000 levels deep, built through the library, must not crash the test
/// process.
@MainActor @Suite struct DeepViewTreeTests {
    /// Records how deep the stack is at each level of hit-testing.
    final class ProbeView: UIView {
        nonisolated(unsafe) static var addresses: [Int] = []
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            Self.addresses.append(StackProbe.here())
            return super.hitTest(point, with: event)
        }
    }

    @Test("H1, G2: 100,000 nested views — hit-testing stops at the limit with an issue; conversion works")
    func hundredThousandLevels() {
        let simulator = EventSimulator()
        var deepest: UIView = simulator.window
        for _ in 0..<100_000 {
            let view = UIView(frame: CGRect(x: 1.0 / 1024, y: 0, width: 300, height: 300))
            deepest.addSubview(view)
            deepest = view
        }
        var hit: UIView?
        let tap = UITapGestureRecognizer { hit = $0.view }
        deepest.superview!.addGestureRecognizer(tap)
        simulator.tap(at: CGPoint(x: 150, y: 100))
        #expect(simulator.issues == ["view tree too deep (1000 levels): hit-testing goes no deeper (H10)"])
        #expect(hit == nil, "the tap's view lies below the limit: it is not reached")
        // Conversion walks the whole depth (a loop): each level is 1/1024 pt (exact in binary) to the right.
        #expect(deepest.convert(CGPoint(x: 5, y: 7), to: nil) == CGPoint(x: 5 + 100_000.0 / 1024, y: 7))
        #expect(simulator.window.convert(CGPoint(x: 5 + 100_000.0 / 1024, y: 7), to: deepest) == CGPoint(x: 5, y: 7))
        // Freeing the tree (when the test ends) is a loop too.
    }

    @Test("H10: the depth limit fits the stack of the thread tests run on, with half of it to spare")
    func limitFitsTheStack() throws {
        let simulator = EventSimulator()
        var deepest: UIView = simulator.window
        for _ in 0..<64 {
            let view = ProbeView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            deepest.addSubview(view)
            deepest = view
        }
        ProbeView.addresses = []
        _ = simulator.window.hitTest(CGPoint(x: 10, y: 10), with: nil)
        let addresses = ProbeView.addresses
        #expect(addresses.count == 64)
        let perLevel = (addresses.first! - addresses.last!) / (addresses.count - 1)
        let stack = try #require(StackProbe.threadStackSize(isMainThread: Thread.isMainThread))
        #expect(perLevel > 0)
        #expect(ViewTreeDepth.maximum * perLevel <= stack / 2)
    }
}

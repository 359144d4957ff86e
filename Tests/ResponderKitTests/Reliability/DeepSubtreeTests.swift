import Foundation
import Testing

@testable import ResponderKit

/// H11: a subtree 100,000 levels deep attached to a window in one `addSubview`, then walked by
/// every whole-subtree operation, must not crash the test process (each walk is a loop).
@MainActor @Suite struct DeepSubtreeTests {
    /// Counts the calls every whole-subtree walk makes.
    final class CountingView: UIView {
        nonisolated(unsafe) static var willMove = 0
        nonisolated(unsafe) static var didMove = 0
        nonisolated(unsafe) static var tint = 0
        override func willMove(toWindow newWindow: UIWindow?) { Self.willMove += 1 }
        override func didMoveToWindow() { Self.didMove += 1 }
        override func tintColorDidChange() { Self.tint += 1 }
    }

    static let depth = 100_000

    /// A detached chain of `depth` views, each 1/1024 pt right of its superview; root and deepest.
    func chain() -> (root: UIView, deepest: UIView) {
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var deepest: UIView = root
        for _ in 1..<Self.depth {
            let view = CountingView(frame: CGRect(x: 1.0 / 1024, y: 0, width: 300, height: 300))
            deepest.addSubview(view)
            deepest = view
        }
        return (root, deepest)
    }

    @Test("H11: a 100,000-level subtree attached in one addSubview is told of its window, level by level")
    func attachAndDetachAtOnce() {
        let simulator = EventSimulator()
        let (root, deepest) = chain()
        CountingView.willMove = 0
        CountingView.didMove = 0
        simulator.window.addSubview(root)
        #expect(CountingView.willMove == Self.depth && CountingView.didMove == Self.depth)
        #expect(deepest.window === simulator.window)
        root.removeFromSuperview()
        #expect(CountingView.willMove == 2 * Self.depth && CountingView.didMove == 2 * Self.depth)
        #expect(deepest.window == nil)
        #expect(simulator.issues.isEmpty)
    }

    @Test("H11: viewWithTag, tint propagation and aiming by identifier reach the deepest view")
    func walksReachTheBottom() {
        let simulator = EventSimulator()
        let (root, deepest) = chain()
        deepest.tag = 7
        deepest.accessibilityIdentifier = "bottom"
        simulator.window.addSubview(root)
        #expect(simulator.window.viewWithTag(7) === deepest)
        #expect(root.viewWithTag(8) == nil)
        CountingView.tint = 0
        root.tintColor = .red
        #expect(CountingView.tint == Self.depth, "every view inherits the new tint")
        #expect(deepest.tintColor == .red)
        // Found by identifier (a loop); the tap itself stops at the hit-test limit (H10).
        _ = simulator.tap(on: "bottom")
        #expect(simulator.issues.contains("view tree too deep (1000 levels): hit-testing goes no deeper (H10)"))
    }

    @Test("H10, H11: the layer tree of a 100,000-level subtree — presentation copy and hit-test")
    func layerTree() throws {
        let simulator = EventSimulator()
        let (root, _) = chain()
        simulator.window.addSubview(root)
        let copy = try #require(root.layer.presentation())
        var levels = 1
        var layer = copy
        while let next = layer.sublayers?.first {
            #expect(next.superlayer === layer)
            layer = next
            levels += 1
        }
        #expect(levels == Self.depth)
        #expect(simulator.window.layer.hitTest(CGPoint(x: 10, y: 10)) != nil)
        #expect(simulator.issues == ["CALayer: \(ViewTreeDepth.layerMessage)"])
        // Freeing the copy (a tree of standalone layers, when this test ends) is a loop too.
    }

    @Test("H11: a standalone layer chain 100,000 deep is freed without recursion")
    func standaloneLayerChain() {
        var root: CALayer? = CALayer()
        var deepest = root!
        for _ in 1..<Self.depth {
            let layer = CALayer()
            deepest.addSublayer(layer)
            deepest = layer
        }
        weak let bottom = deepest
        deepest = CALayer()
        root = nil
        #expect(bottom == nil)
    }

    @Test("C5a: advance(by: 1e308) with a stepper held repeats 10,000 times, then waits")
    func heldStepperIsBounded() {
        let simulator = EventSimulator()
        let stepper = UIStepper(frame: CGRect(x: 150, y: 104, width: 94, height: 32))
        stepper.maximumValue = 1e9
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        simulator.window.addSubview(stepper)
        let finger = simulator.touchDown(at: CGPoint(x: 230, y: 120))
        simulator.advance(by: 1e308)
        // One step at touch-down, then the bounded repeats.
        #expect(changes == 1 + UIStepper.maximumAutorepeats)
        #expect(stepper.value == Double(1 + UIStepper.maximumAutorepeats))
        #expect(simulator.clock.pendingTimerCount == 0)
        simulator.lift(finger)
        #expect(simulator.issues.isEmpty)
    }
}

import ResponderKit
import Testing

/// A3: two simulators with different screens, each in its own concurrently running test, with
/// suspension points in between so that the tests interleave when run in parallel.
@MainActor @Suite struct CurrentWorldTests {
    @Test("A3: UIApplication.shared and UIScreen.main answer this test's simulator (small screen)")
    func smallScreenWorld() async {
        await checkOwnWorld(size: CGSize(width: 320, height: 480))
    }

    @Test("A3: UIApplication.shared and UIScreen.main answer this test's simulator (large screen)")
    func largeScreenWorld() async {
        await checkOwnWorld(size: CGSize(width: 1024, height: 1366))
    }

    private func checkOwnWorld(size: CGSize) async {
        let simulator = EventSimulator(screenSize: size)
        for _ in 0..<20 {
            await Task.yield()
            #expect(UIApplication.shared === simulator.application)
            #expect(UIScreen.main.bounds.size == size)
            #expect(simulator.window.windowScene?.screen.bounds.size == size)
            // Inside dispatch too: a tap's action reads the same world.
            var seen: CGSize?
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            button.addAction(UIAction { _ in seen = UIScreen.main.bounds.size }, for: .touchUpInside)
            simulator.window.addSubview(button)
            simulator.tap(at: CGPoint(x: 50, y: 50))
            button.removeFromSuperview()
            #expect(seen == size)
        }
    }

    @Test("A3: two worlds made in one task, interleaved in child tasks, never see each other")
    func childTasks() async {
        let sizes = [CGSize(width: 300, height: 500), CGSize(width: 800, height: 600)]
        let barrier = Barrier(parties: 2)
        await withTaskGroup(of: Bool.self) { group in
            for size in sizes {
                group.addTask { await Self.seesOnlyItsOwnWorld(size: size, barrier: barrier) }
            }
            for await ok in group { #expect(ok) }
        }
    }

    /// Makes a simulator in the current (child) task, waits until the other child made its own, then
    /// checks the answers across suspension points.
    private static func seesOnlyItsOwnWorld(size: CGSize, barrier: Barrier) async -> Bool {
        let simulator = EventSimulator(screenSize: size)
        await barrier.arrive()
        for _ in 0..<10 {
            await Task.yield()
            guard UIScreen.main.bounds.size == size, UIApplication.shared === simulator.application else {
                return false
            }
        }
        return true
    }

    @Test("A3: with two simulators in one task, dispatch and withCurrentWorld decide; else the newest")
    func sameTask() {
        let first = EventSimulator(screenSize: CGSize(width: 100, height: 100))
        let second = EventSimulator(screenSize: CGSize(width: 200, height: 200))
        #expect(UIScreen.main.bounds.width == 200)
        first.withCurrentWorld {
            #expect(UIScreen.main.bounds.width == 100)
            second.withCurrentWorld { #expect(UIScreen.main.bounds.width == 200) }
            #expect(UIApplication.shared === first.application)
        }
        var seenInFirst: CGFloat?
        let button = UIButton(frame: first.window.bounds)
        button.addAction(UIAction { _ in seenInFirst = UIScreen.main.bounds.width }, for: .touchUpInside)
        first.window.addSubview(button)
        first.tap(at: CGPoint(x: 10, y: 10))
        #expect(seenInFirst == 100)
    }

    @Test("A3: a Task started inside withCurrentWorld inherits the world")
    func inheritedByTasks() async {
        let simulator = EventSimulator(screenSize: CGSize(width: 111, height: 222))
        let other = EventSimulator()
        let width = await simulator.withCurrentWorld {
            Task { @MainActor in UIScreen.main.bounds.width }
        }.value
        #expect(width == 111)
        #expect(UIApplication.shared === other.application)
    }

    @Test("A3: the registry keeps no world alive; without one, a detached application answers")
    func registryDoesNotRetain() {
        weak var dropped: UIApplication?
        do {
            let simulator = EventSimulator(screenSize: CGSize(width: 123, height: 456))
            dropped = simulator.application
            #expect(UIApplication.shared === simulator.application)
        }
        #expect(dropped == nil)
        #expect(UIApplication.shared.windows.isEmpty)
        #expect(UIScreen.main.bounds.size == UIScreen.defaultSize)
    }

    @Test("A3: a window's scene is its own world's")
    func windowScene() {
        let first = EventSimulator()
        let second = EventSimulator()
        #expect(first.window.windowScene !== second.window.windowScene)
        #expect(first.application.connectedScenes.first === first.window.windowScene)
        #expect(first.window.windowScene?.activationState == .foregroundActive)
    }
}

/// Waits until `parties` tasks have arrived (main actor, no time involved).
@MainActor private final class Barrier {
    private let parties: Int
    private var arrived = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(parties: Int) { self.parties = parties }

    func arrive() async {
        arrived += 1
        if arrived == parties {
            for continuation in waiting { continuation.resume() }
            waiting = []
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }
}

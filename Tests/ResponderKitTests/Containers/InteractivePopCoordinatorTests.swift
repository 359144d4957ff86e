import Foundation
import ResponderKit
import Testing

/// NV11: the interactive pop's `transitionCoordinator` — interactive while the finger drags, its handlers told
/// when the finger lifts, alongside blocks scrubbed with the finger, completions reporting a cancelled pop.
@MainActor @Suite struct InteractivePopCoordinatorTests {
    /// Notes what it sees; as the lower controller it uses the classic pattern: in `viewWillAppear` it changes
    /// its state and animates a badge alongside, and in the completion it restores the state if the pop was
    /// cancelled.
    final class Screen: UIViewController {
        let name: String
        let trace: EventTrace
        let badge = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        var state = "idle"

        init(_ name: String, _ trace: EventTrace) {
            self.name = name
            self.trace = trace
            super.init(nibName: nil, bundle: nil)
            title = name
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            badge.alpha = 0
            view.addSubview(badge)
        }

        private var seen: String {
            guard let coordinator = transitionCoordinator else { return "none" }
            return "interactive \(coordinator.isInteractive) initially \(coordinator.initiallyInteractive)"
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            trace.note("\(name) willAppear \(seen)")
            guard name == "A", state == "idle", let coordinator = transitionCoordinator else { return }
            state = "showing"
            coordinator.notifyWhenInteractionChanges { [self] context in
                trace.note(
                    "\(name) interaction ended cancelled \(context.isCancelled) interactive \(context.isInteractive)")
            }
            let accepted = coordinator.animate(
                alongsideTransition: { [self] context in
                    trace.note("\(name) alongside inherited \(UIView.inheritedAnimationDuration)")
                    badge.alpha = 1
                },
                completion: { [self] context in
                    trace.note("\(name) completion cancelled \(context.isCancelled) \(context.percentComplete)")
                    state = context.isCancelled ? "idle" : "shown"
                })
            trace.note("\(name) accepted \(accepted)")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            trace.note("\(name) didAppear \(seen)")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            trace.note("\(name) willDisappear \(seen)")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            trace.note("\(name) didDisappear \(seen)")
        }
    }

    private func scene() -> (EventSimulator, UINavigationController, Screen, Screen) {
        let simulator = EventSimulator()
        let a = Screen("A", simulator.trace)
        let b = Screen("B", simulator.trace)
        let navigation = UINavigationController(rootViewController: a)
        simulator.window.rootViewController = navigation
        navigation.pushViewController(b, animated: false)
        simulator.trace.isEnabled = true
        return (simulator, navigation, a, b)
    }

    private let began = [
        "B willDisappear interactive true initially true", "A willAppear interactive true initially true",
        "A accepted true", "A alongside inherited 0.35",
    ]

    @Test(
        "NV11: a cancelled interactive pop — handlers at the lift, cancel wills, completion isCancelled, state restored"
    )
    func cancelledPop() throws {
        let (simulator, navigation, a, b) = scene()
        #expect(navigation.transitionCoordinator == nil)
        let finger = simulator.touchDown(at: CGPoint(x: 5, y: 300))
        simulator.advance(by: 0.1)
        simulator.move(finger, to: CGPoint(x: 25, y: 300))
        #expect(simulator.trace.lines(kinds: ["note"]) == began)
        // The coordinator is the navigation controller's; both children answer it (VC6).
        let coordinator = try #require(navigation.transitionCoordinator)
        #expect(a.transitionCoordinator === coordinator && b.transitionCoordinator === coordinator)
        for x in stride(from: 35, through: 95, by: 10) {
            simulator.advance(by: 0.1)
            simulator.move(finger, to: CGPoint(x: CGFloat(x), y: 300))
        }
        // 90 pt of 375 across: the coordinator and the alongside animation follow the finger (scrubbed linearly).
        #expect(b.view.frame.origin.x == 90)
        #expect(abs(coordinator.percentComplete - 90.0 / 375) < 1e-9)
        #expect(a.badge.alpha == 1)
        let shown = try #require(a.badge.layer.presentation()?.opacity)
        #expect(abs(Double(shown) - 90.0 / 375) < 0.01)
        simulator.advance(by: 0.1)
        simulator.lift(finger)
        // Slow and short of half the width: cancelled (NV5). The handler runs first, then the wills of the way
        // back (Apple's documented order), while the coordinator is still set.
        #expect(
            simulator.trace.lines(kinds: ["note"]) == began + [
                "A interaction ended cancelled true interactive false",
                "A willDisappear interactive false initially true", "B willAppear interactive false initially true",
            ])
        #expect(coordinator.isCancelled && !coordinator.isInteractive)
        simulator.advance(by: 0.35 * 90 / 375 + 0.01)
        #expect(
            simulator.trace.lines(kinds: ["note"]) == began + [
                "A interaction ended cancelled true interactive false",
                "A willDisappear interactive false initially true", "B willAppear interactive false initially true",
                "A completion cancelled true 0.0", "A didDisappear none", "B didAppear none",
            ])
        // The completion restored the state; the reversed alongside animation ends at its start value (AN18).
        #expect(a.state == "idle")
        #expect(a.badge.alpha == 0)
        #expect(navigation.transitionCoordinator == nil && navigation.viewControllers == [a, b])
        #expect(simulator.issues.isEmpty)
    }

    @Test("NV11: a finished interactive pop — handler cancelled false, completion percent 1, then the dids")
    func finishedPop() {
        let (simulator, navigation, a, _) = scene()
        let finger = simulator.touchDown(at: CGPoint(x: 5, y: 300))
        for x in [25, 65, 105] {
            simulator.advance(by: 0.02)
            simulator.move(finger, to: CGPoint(x: CGFloat(x), y: 300))
        }
        simulator.advance(by: 0.02)
        simulator.lift(finger)
        #expect(
            simulator.trace.lines(kinds: ["note"]) == began + ["A interaction ended cancelled false interactive false"])
        simulator.advance(by: 0.35)
        #expect(
            simulator.trace.lines(kinds: ["note"]) == began + [
                "A interaction ended cancelled false interactive false",
                "A completion cancelled false 1.0", "B didDisappear none", "A didAppear none",
            ])
        #expect(a.state == "shown" && a.badge.alpha == 1)
        #expect(a.badge.layer.presentation()?.opacity ?? 0 == 1)
        #expect(navigation.transitionCoordinator == nil && navigation.viewControllers == [a])
    }

    @Test("NV11: a programmatic change during the drag ends the pop at once: handler, completion, dids")
    func interruptedPop() {
        let (simulator, navigation, a, _) = scene()
        let finger = simulator.touchDown(at: CGPoint(x: 5, y: 300))
        simulator.advance(by: 0.1)
        simulator.move(finger, to: CGPoint(x: 45, y: 300))
        navigation.setViewControllers([a], animated: false)
        #expect(
            simulator.trace.lines(kinds: ["note"]) == began + [
                "A interaction ended cancelled false interactive false",
                "A completion cancelled false 1.0", "B didDisappear none", "A didAppear none",
            ])
        #expect(a.badge.alpha == 1 && navigation.transitionCoordinator == nil)
        simulator.lift(finger)
    }
}

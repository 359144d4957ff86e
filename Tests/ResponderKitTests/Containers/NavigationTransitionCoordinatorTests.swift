import Foundation
import ResponderKit
import Testing

/// NV10: an animated push or pop has a `transitionCoordinator` (the navigation controller's, answered by its
/// children) from `willShow` to the end of the slide: alongside blocks run inside the slide's animation,
/// completions at its end before the dids.
@MainActor @Suite struct NavigationTransitionCoordinatorTests {
    /// Registers alongside and completion blocks in its wills and notes what it sees.
    final class Coordinated: UIViewController {
        let name: String
        let trace: EventTrace
        init(_ name: String, _ trace: EventTrace) {
            self.name = name
            self.trace = trace
            super.init(nibName: nil, bundle: nil)
            title = name
        }
        required init?(coder: NSCoder) { nil }

        private var coordinatorState: String {
            transitionCoordinator.map { "coordinator \($0.percentComplete) \($0.transitionDuration)" } ?? "none"
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            trace.note("\(name) willAppear \(coordinatorState)")
            let accepted = transitionCoordinator?.animate(
                alongsideTransition: { [self] context in
                    trace.note("\(name) alongside inherited \(UIView.inheritedAnimationDuration) \(context.isAnimated)")
                    view.alpha = 0.5
                },
                completion: { [self] context in
                    trace.note("\(name) completion \(context.percentComplete) cancelled \(context.isCancelled)")
                })
            if let accepted { trace.note("\(name) accepted \(accepted)") }
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            trace.note("\(name) didAppear \(coordinatorState)")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            trace.note("\(name) willDisappear \(coordinatorState)")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            trace.note("\(name) didDisappear \(coordinatorState)")
        }
    }

    private func scene(pushB: Bool) -> (EventSimulator, UINavigationController, Coordinated, Coordinated) {
        let simulator = EventSimulator()
        let a = Coordinated("A", simulator.trace)
        let b = Coordinated("B", simulator.trace)
        let navigation = UINavigationController(rootViewController: a)
        simulator.window.rootViewController = navigation
        if pushB { navigation.pushViewController(b, animated: false) }
        simulator.trace.isEnabled = true
        return (simulator, navigation, a, b)
    }

    @Test("NV10: an animated push — coordinator in the wills, alongside in the 0.35 s slide, completion before dids")
    func animatedPushCoordinator() {
        let (simulator, navigation, _, b) = scene(pushB: false)
        navigation.pushViewController(b, animated: true)
        #expect(navigation.transitionCoordinator != nil)
        #expect(
            simulator.trace.lines(kinds: ["note"]) == [
                "A willDisappear coordinator 0.0 0.35", "B willAppear coordinator 0.0 0.35", "B accepted true",
                "B alongside inherited 0.35 true",
            ])
        // The alongside change is animated with the slide: the model is final, the presentation on its way.
        #expect(b.view.alpha == 0.5)
        simulator.advance(by: 0.1)
        let alpha = b.view.layer.presentation()?.opacity ?? 0
        #expect(alpha > 0.5 && alpha < 1)
        // Once the blocks have run, a late alongside block is refused (its completion is still kept).
        let late = navigation.transitionCoordinator?.animate(alongsideTransition: { _ in }, completion: nil)
        #expect(late == false)
        simulator.advance(by: 0.3)
        #expect(
            simulator.trace.lines(kinds: ["note"]).suffix(3) == [
                "B completion 1.0 cancelled false", "A didDisappear none", "B didAppear none",
            ])
        #expect(navigation.transitionCoordinator == nil && b.transitionCoordinator == nil)
    }

    @Test("NV10: an animated pop has a coordinator; an unanimated change has none")
    func popAndUnanimated() {
        let (simulator, navigation, a, b) = scene(pushB: true)
        navigation.popViewController(animated: true)
        #expect(b.transitionCoordinator != nil && b.transitionCoordinator === a.transitionCoordinator)
        simulator.advance(by: 0.35)
        #expect(
            simulator.trace.lines(kinds: ["note"]) == [
                "B willDisappear coordinator 0.0 0.35", "A willAppear coordinator 0.0 0.35", "A accepted true",
                "A alongside inherited 0.35 true", "A completion 1.0 cancelled false", "B didDisappear none",
                "A didAppear none",
            ])
        navigation.pushViewController(b, animated: false)
        #expect(navigation.transitionCoordinator == nil)
        #expect(
            simulator.trace.lines(kinds: ["note"]).suffix(4) == [
                "A willDisappear none", "B willAppear none", "A didDisappear none", "B didAppear none",
            ])
    }

    @Test("NV10: a change while a push slides ends it at once: its completions run before the new change")
    func overlappingChangeFinishesCoordinator() {
        let (simulator, navigation, _, b) = scene(pushB: false)
        navigation.pushViewController(b, animated: true)
        navigation.popViewController(animated: false)
        let notes = simulator.trace.lines(kinds: ["note"])
        let completion = notes.firstIndex(of: "B completion 1.0 cancelled false")
        let didAppear = notes.firstIndex(of: "B didAppear none")
        #expect(completion != nil && didAppear != nil && completion! < didAppear!)
        #expect(navigation.transitionCoordinator == nil)
    }
}

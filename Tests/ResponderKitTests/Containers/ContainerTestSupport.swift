import Foundation
import ResponderKit
import Testing

/// A controller that writes its appearance callbacks and containment moves into the simulator's trace as
/// notes, so that a test compares them interleaved with the recognizers' lines (one whole log).
@MainActor final class NoteController: UIViewController {
    let name: String
    let trace: EventTrace

    init(_ name: String, _ trace: EventTrace) {
        self.name = name
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
        self.title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        trace.note("\(name) willAppear\(animated ? " animated" : "")\(isMovingToParent ? " moving" : "")")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        trace.note("\(name) didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        trace.note("\(name) willDisappear\(animated ? " animated" : "")\(isMovingFromParent ? " moving" : "")")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        trace.note("\(name) didDisappear")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        trace.note("\(name) didMove(toParent: \(parent == nil ? "nil" : "nav"))")
    }
}

/// Notes the delegate's calls.
@MainActor final class NoteNavigationDelegate: UINavigationControllerDelegate {
    let trace: EventTrace
    init(_ trace: EventTrace) { self.trace = trace }
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) { trace.note("willShow \(viewController.title ?? "?")") }
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) { trace.note("didShow \(viewController.title ?? "?")") }
}

/// A window whose root is a navigation controller holding A (and B pushed without animation, if asked).
@MainActor struct NavigationScene {
    let simulator = EventSimulator()
    let a: NoteController
    let b: NoteController
    let navigation: UINavigationController
    let delegate: NoteNavigationDelegate

    init(pushB: Bool = true) {
        a = NoteController("A", simulator.trace)
        b = NoteController("B", simulator.trace)
        navigation = UINavigationController(rootViewController: a)
        delegate = NoteNavigationDelegate(simulator.trace)
        navigation.delegate = delegate
        simulator.window.rootViewController = navigation
        if pushB { navigation.pushViewController(b, animated: false) }
        simulator.trace.setName("edgePan", for: navigation.interactivePopGestureRecognizer!)
        simulator.trace.isEnabled = true
    }

    func notes() -> [String] { simulator.trace.lines(kinds: ["note"]) }
}

import Foundation
import ResponderKit
import Testing

// Seed 003: a single-view app, a button on the view controller's view. Printing `nextResponder` step by
// step from the button gives the controller's view, the controller, the window, the application, the app
// delegate, then nil (R1); printed too early (in viewDidLoad) the controller's next is still nil. Then
// the controller and the app delegate both override touchesBegan: without `super` in the controller only
// it logs; with `super` first, the app delegate's line comes first, then the controller's (R2).
// (The seed's button is a `UIButton`; controls are outside this suite, a plain view stands in.)

/// The seed's app delegate: a plain responder, so the last link of the chain (R1).
@MainActor private final class AppDelegate: UIResponder, UIApplicationDelegate {
    var log: Log?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?("appDelegate touchesBegan")
    }
}

/// The seed's view controller, logging its touchesBegan with or without calling `super` first.
@MainActor private final class ViewController: UIViewController {
    var log: Log?
    var callsSuper = false
    let button = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(button)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if callsSuper { super.touchesBegan(touches, with: event) }
        log?("ViewController touchesBegan")
    }
}

@MainActor @Suite struct Seed003Tests {
    @Test("R1 (seed 003): button -> view -> view controller -> window -> application -> app delegate -> nil")
    func nextChain() {
        let simulator = EventSimulator()
        let delegate = AppDelegate()  // the application's delegate is weak: keep it alive here
        simulator.application.delegate = delegate
        let controller = ViewController()
        simulator.window.rootViewController = controller
        let button = controller.button
        #expect(button.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === simulator.window)
        #expect(simulator.window.next === simulator.application)
        #expect(simulator.application.next === delegate)
        #expect(delegate.next == nil)
        // Walking the chain reaches the end in exactly six steps.
        var chain: [UIResponder] = []
        var current: UIResponder? = button
        while let responder = current, chain.count < 10 {
            chain.append(responder)
            current = responder.next
        }
        let expected: [UIResponder] = [
            button, controller.view, controller, simulator.window, simulator.application, delegate,
        ]
        #expect(chain.count == expected.count)
        #expect(zip(chain, expected).allSatisfy { $0 === $1 })
    }

    @Test("R1 (seed 003): before its view is in a window, the view controller's next is nil")
    func controllerNextBeforeInstalled() {
        let simulator = EventSimulator()
        let controller = ViewController()
        controller.loadViewIfNeeded()  // as when the seed printed from viewDidLoad
        #expect(controller.button.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next == nil)
        simulator.window.rootViewController = controller
        #expect(controller.next === simulator.window)
    }

    @Test("R2 (seed 003): without super in the view controller's touchesBegan only the controller logs")
    func controllerWithoutSuper() {
        let simulator = EventSimulator()
        let log = Log()
        let delegate = AppDelegate()
        delegate.log = log
        simulator.application.delegate = delegate
        let controller = ViewController()
        controller.log = log
        simulator.window.rootViewController = controller
        simulator.trace.isEnabled = true
        simulator.trace.setName("ViewController", for: controller)
        simulator.trace.setName("AppDelegate", for: delegate)
        simulator.trace.setName("view", for: controller.view)
        simulator.tap(at: CGPoint(x: 20, y: 400))  // on the controller's view, beside the button
        #expect(log.lines == ["ViewController touchesBegan"])
        #expect(
            simulator.trace.lines(kinds: ["forward", "dropped"]) == [
                "view -> ViewController touchesBegan [touch 1] (next)",
                "view -> ViewController touchesEnded [touch 1] (next)",
                "ViewController -> UIWindow touchesEnded [touch 1] (next)",
                "UIWindow -> UIApplication touchesEnded [touch 1] (next)",
                "UIApplication -> AppDelegate touchesEnded [touch 1] (next)",
                "touchesEnded dropped after AppDelegate: end of the responder chain",
            ])
    }

    @Test("R2/R4 (seed 003): with super first, the app delegate logs before the view controller")
    func controllerWithSuper() {
        let simulator = EventSimulator()
        let log = Log()
        let delegate = AppDelegate()
        delegate.log = log
        simulator.application.delegate = delegate
        let controller = ViewController()
        controller.log = log
        controller.callsSuper = true
        simulator.window.rootViewController = controller
        simulator.trace.isEnabled = true
        simulator.trace.setName("ViewController", for: controller)
        simulator.trace.setName("AppDelegate", for: delegate)
        simulator.trace.setName("view", for: controller.view)
        simulator.tap(at: CGPoint(x: 20, y: 400))
        #expect(log.lines == ["appDelegate touchesBegan", "ViewController touchesBegan"])
        // The delegate's override does not call super: touchesBegan stops there; touchesEnded is dropped.
        let chain = ["view", "ViewController", "UIWindow", "UIApplication", "AppDelegate"]
        let hops = zip(chain, chain.dropFirst())
        #expect(
            simulator.trace.lines(kinds: ["forward", "dropped"])
                == hops.map { "\($0) -> \($1) touchesBegan [touch 1] (next)" }
                + hops.map { "\($0) -> \($1) touchesEnded [touch 1] (next)" }
                + ["touchesEnded dropped after AppDelegate: end of the responder chain"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("R1 (seed 003): the button, not the view, is the hit-test view; its chain reaches the delegate too")
    func buttonTapReachesDelegate() {
        let simulator = EventSimulator()
        let log = Log()
        let delegate = AppDelegate()
        delegate.log = log
        simulator.application.delegate = delegate
        let controller = ViewController()
        controller.log = log
        controller.callsSuper = true
        simulator.window.rootViewController = controller
        let finger = simulator.touchDown(at: CGPoint(x: 150, y: 120))
        #expect(finger.touch.view === controller.button)
        simulator.lift(finger)
        #expect(log.lines == ["appDelegate touchesBegan", "ViewController touchesBegan"])
    }
}

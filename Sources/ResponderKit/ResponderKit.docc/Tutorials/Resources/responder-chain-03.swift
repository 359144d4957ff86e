import ResponderKit
import Testing

final class ChainController: UIViewController {
    let inner = UIView(frame: CGRect(x: 20, y: 120, width: 200, height: 200))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "outer"
        inner.accessibilityIdentifier = "inner"
        view.addSubview(inner)
    }
}

@MainActor @Test func responderChain() {
    let simulator = EventSimulator()
    let controller = ChainController()
    simulator.window.rootViewController = controller

    // The controller comes right after its view, before the window.
    let chain = simulator.explain(at: CGPoint(x: 100, y: 200)).responderChain
    #expect(Array(chain.prefix(4)) == ["inner", "outer", "ChainController", "UIWindow"])
}

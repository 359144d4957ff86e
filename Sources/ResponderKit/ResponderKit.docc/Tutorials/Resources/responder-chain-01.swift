import ResponderKit
import Testing

/// Notes its name in `log` when a touch begins, then passes the touch on, as UIView's default does.
final class LoggingView: UIView {
    var log: (String) -> Void = { _ in }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log(accessibilityIdentifier ?? "?")
        super.touchesBegan(touches, with: event)
    }
}

@MainActor @Test func responderChain() {
    let simulator = EventSimulator()
    var log: [String] = []
    let outer = LoggingView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
    let middle = LoggingView(frame: CGRect(x: 20, y: 20, width: 300, height: 300))
    let inner = LoggingView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
    for (view, name) in [(outer, "outer"), (middle, "middle"), (inner, "inner")] {
        view.accessibilityIdentifier = name
        view.log = { log.append($0) }
    }
    simulator.window.addSubview(outer)
    outer.addSubview(middle)
    middle.addSubview(inner)

    simulator.tap(at: CGPoint(x: 100, y: 200))
    #expect(log == ["inner", "middle", "outer"])
}

import ResponderKit
import Testing

/// Notes each touch method it receives.
final class TouchView: UIView {
    var log: (String) -> Void = { _ in }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("touchesBegan") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("touchesEnded") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("touchesCancelled") }
}

@MainActor @Test func gestureRecognizers() {
    let simulator = EventSimulator()
    var log: [String] = []
    let view = TouchView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
    view.log = { log.append($0) }
    simulator.window.addSubview(view)
    let tap = UITapGestureRecognizer { _ in log.append("tap") }
    view.addGestureRecognizer(tap)

    tap.cancelsTouchesInView = false
    simulator.tap(at: CGPoint(x: 100, y: 200))
    // Both: the action, and the view's own touch to its end.
    #expect(log == ["touchesBegan", "tap", "touchesEnded"])
}

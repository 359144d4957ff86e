import ResponderKit
import Testing

/// A small icon with a comfortable touch target: 20 points around it also count as inside.
final class RoomyButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

@MainActor @Test func hitTesting() {
    let simulator = EventSimulator()
    let close = RoomyButton(frame: CGRect(x: 300, y: 60, width: 24, height: 24))
    close.accessibilityIdentifier = "close"
    simulator.window.addSubview(close)

    let justOutside = CGPoint(x: 290, y: 72)  // 10 points left of the button
    #expect(simulator.explain(at: justOutside).hitTestView == "close")
}

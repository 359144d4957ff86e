import ResponderKit
import Testing

@MainActor @Test func hitTesting() {
    let simulator = EventSimulator()
    let big = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
    big.accessibilityIdentifier = "big"
    simulator.window.addSubview(big)

    simulator.trace.isEnabled = true
    simulator.tap(at: CGPoint(x: 100, y: 200))
    // One touch, two walks: the second one binds the touch to its view.
    #expect(
        simulator.trace.lines(kinds: ["hitTestPass"]) == [
            "hit-test pass 1 for touch 1", "hit-test pass 2 for touch 1",
        ])
}

import ResponderKit
import Testing

@MainActor @Test func hitTesting() {
    let simulator = EventSimulator()
    let big = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
    big.accessibilityIdentifier = "big"
    simulator.window.addSubview(big)

    let red = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
    red.accessibilityIdentifier = "red"
    big.addSubview(red)
    let blue = UIView(frame: CGRect(x: 120, y: 120, width: 200, height: 200))
    blue.accessibilityIdentifier = "blue"
    big.addSubview(blue)
}

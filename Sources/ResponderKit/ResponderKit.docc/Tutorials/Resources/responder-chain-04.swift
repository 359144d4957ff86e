import ResponderKit
import Testing

@MainActor @Test func responderChain() {
    let simulator = EventSimulator()
    let save = UIButton(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
    save.accessibilityIdentifier = "save"
    simulator.window.addSubview(save)
    // A nil target: the action looks for a responder that performs `save` up the chain.
    save.addTarget(nil, action: Selector("save"), for: .touchUpInside)

    simulator.trace.isEnabled = true
    simulator.tap(at: CGPoint(x: 80, y: 122))
    print(simulator.trace.text(kinds: ["controlEvents", "action", "actionDropped"]))
    #expect(simulator.trace.lines(kinds: ["actionDropped"]).count == 1)
}

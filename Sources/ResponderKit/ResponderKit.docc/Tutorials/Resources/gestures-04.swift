import ResponderKit
import Testing

@MainActor @Test func gestureRecognizers() {
    let simulator = EventSimulator()
    var log: [String] = []
    let card = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
    simulator.window.addSubview(card)
    card.addGestureRecognizer(UITapGestureRecognizer { _ in log.append("card tap") })
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
    button.addAction(UIAction { _ in log.append("button") }, for: .touchUpInside)
    card.addSubview(button)

    simulator.tap(at: CGPoint(x: 80, y: 142))  // on the button
    #expect(log == ["button"])
}

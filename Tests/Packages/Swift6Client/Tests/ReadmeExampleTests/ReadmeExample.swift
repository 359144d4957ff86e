// swift-format-ignore-file
// (README's aligned comments are kept as printed there.)
// README.md's example (section "Example"), verbatim: scripts/client-packages.sh compares the
// two, and this package compiles it in Swift 6 mode (SPEC A8).
import ResponderKit
import Testing

@MainActor @Test func buttonInsideTappableView() {
    let simulator = EventSimulator()                      // a 375 × 667 screen, a key window
    let parent = UIView(frame: simulator.window.bounds)
    simulator.window.addSubview(parent)
    var log: [String] = []
    parent.addGestureRecognizer(UITapGestureRecognizer { _ in log.append("tap") })
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
    button.addAction(UIAction { _ in log.append("button") }, for: .touchUpInside)
    parent.addSubview(button)

    simulator.tap(at: CGPoint(x: 150, y: 120))            // down, 0.05 s, up
    #expect(log == ["button"])                            // C6: the button's default action wins
}

import Foundation
import ResponderKit
import Testing

@MainActor @Suite struct ScreenEdgePanTests {
    @Test("GR13 (seed 004): a screen-edge pan begins from its edge and not from the middle")
    func beginsFromEdge() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        simulator.window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let edgePan = UIScreenEdgePanGestureRecognizer { states.append($0.state) }
        edgePan.edges = .right
        view.addGestureRecognizer(edgePan)
        simulator.drag(from: CGPoint(x: 370, y: 100), to: CGPoint(x: 250, y: 100), duration: 0.3, steps: 6)
        #expect(states.first == .began)
        #expect(states.last == .ended)
        states.removeAll()
        simulator.advance(by: 1)
        simulator.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 80, y: 100), duration: 0.3, steps: 6)
        #expect(states.isEmpty)
    }
}

import Foundation
import ResponderKit
import Testing

@MainActor @Suite struct SmokeTests {
    @Test("H1/H7: a tap binds the topmost view and delivers began then ended")
    func tapDelivers() {
        let simulator = EventSimulator()
        let log = Log()
        let view = LoggingView("A", frame: CGRect(x: 10, y: 10, width: 100, height: 100), log: log)
        simulator.window.addSubview(view)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["A touchesBegan", "A touchesEnded"])
        #expect(simulator.issues.isEmpty)
    }
}

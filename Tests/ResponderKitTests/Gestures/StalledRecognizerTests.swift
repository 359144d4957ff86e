import Foundation
import ResponderKit
import Testing

/// GR9, T6: a recognizer that never decides cannot hold its view's touches forever.
@MainActor @Suite struct StalledRecognizerTests {
    final class Undecided: UIGestureRecognizer {
        var resets = 0
        override func reset() {
            super.reset()
            resets += 1
        }
    }

    @Test("GR9, T6, T5: a plain recognizer left .possible when its touches end fails, so the view gets its end")
    func plainRecognizerDoesNotHoldTheView() {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        let log = Log()
        let view = LoggingView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        simulator.window.addSubview(view)
        let recognizer = Undecided()
        recognizer.name = "undecided"
        view.addGestureRecognizer(recognizer)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        simulator.tap(at: CGPoint(x: 150, y: 150))
        #expect(log.lines == ["V touchesBegan", "V touchesEnded", "V touchesBegan", "V touchesEnded"])
        #expect(recognizer.resets == 2)
        #expect(recognizer.state == .possible)
        #expect(
            simulator.trace.lines(kinds: ["state"])
                == Array(repeating: "undecided possible -> failed (its touches ended without a decision)", count: 2))
    }

    @Test("GR9: a tap waiting for its second tap is not stalled: its timer keeps the view's end withheld")
    func waitingTapIsNotStalled() {
        let simulator = EventSimulator()
        let log = Log()
        let view = LoggingView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        simulator.window.addSubview(view)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["V touchesBegan"])
        simulator.advance(by: 0.4)
        #expect(log.lines == ["V touchesBegan", "V touchesEnded"])
    }
}

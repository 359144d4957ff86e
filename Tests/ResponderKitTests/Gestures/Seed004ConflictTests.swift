import Foundation
import ResponderKit
import Testing

/// Seed 004, section 2: conflicts between recognizers on one view and on nested views (GR4, GR5).
@MainActor @Suite struct Seed004ConflictTests {
    /// The seed's image view with a pan and a swipe; returns the actions logged for one gesture.
    private func panAndSwipe(requireSwipeFailure: Bool, gesture: (EventSimulator) -> Void) -> [String] {
        let simulator = EventSimulator()
        let log = Log()
        let imageView = UIImageView(frame: CGRect(x: 100, y: 200, width: 150, height: 150))
        imageView.isUserInteractionEnabled = true
        simulator.window.addSubview(imageView)
        let pan = UIPanGestureRecognizer { recognizer in log("pan: \(recognizer.state)") }
        let swipe = UISwipeGestureRecognizer { recognizer in log("swipe: \(recognizer.state)") }
        imageView.addGestureRecognizer(pan)
        imageView.addGestureRecognizer(swipe)
        if requireSwipeFailure { pan.require(toFail: swipe) }
        gesture(simulator)
        return log.lines
    }

    private func flick(_ simulator: EventSimulator) {
        simulator.drag(from: CGPoint(x: 120, y: 270), to: CGPoint(x: 220, y: 272), duration: 0.1, steps: 5)
    }

    private func slowDrag(_ simulator: EventSimulator) {
        simulator.drag(from: CGPoint(x: 120, y: 270), to: CGPoint(x: 200, y: 270), duration: 1.0, steps: 10)
    }

    @Test("GR4: pan and swipe on one view, no requirement — the pan begins first and the swipe never fires")
    func panBeatsSwipe() {
        let lines = panAndSwipe(requireSwipeFailure: false, gesture: flick)
        #expect(lines == ["pan: began", "pan: changed", "pan: changed", "pan: changed", "pan: changed", "pan: ended"])
    }

    @Test("GR5: pan.require(toFail: swipe) — a quick flick fires only the swipe")
    func flickFiresSwipe() {
        #expect(panAndSwipe(requireSwipeFailure: true, gesture: flick) == ["swipe: ended"])
    }

    @Test("GR5: pan.require(toFail: swipe) — a slow drag fails the swipe on its 0.5 s timer, then the pan runs")
    func slowDragFiresPan() {
        let lines = panAndSwipe(requireSwipeFailure: true, gesture: slowDrag)
        #expect(lines.first == "pan: began")
        #expect(lines.last == "pan: ended")
        #expect(!lines.contains { $0.hasPrefix("swipe") })
        // Began when the swipe's timer failed it at 0.5 s (timers due at a time fire before that time's
        // event), then one change per move from 0.5 s to 1.0 s, then the end.
        #expect(lines.count == 1 + 6 + 1)
    }

    /// The seed's logging pan subclass: logs each touches method after `super`, with its name.
    final class NamedPan: UIPanGestureRecognizer {
        var panName = ""
        var log: Log?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            log?("touchesBegan--\(panName)")
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            log?("touchesMoved--\(panName)")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            log?("touchesEnded--\(panName)")
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            log?("touchesCancelled--\(panName)")
        }
    }

    final class Simultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    private func nestedPans(simultaneous: Bool) -> [String] {
        let simulator = EventSimulator()
        let log = Log()
        let controller = UIViewController()
        simulator.window.rootViewController = controller
        let yellow = UIView(frame: CGRect(x: 50, y: 100, width: 250, height: 250))
        controller.view.addSubview(yellow)
        let inner = NamedPan { _ in log("pan:") }
        inner.panName = "first"
        inner.log = log
        let outer = NamedPan { _ in log("panBottom:") }
        outer.panName = "second"
        outer.log = log
        let delegate = Simultaneous()
        if simultaneous { inner.delegate = delegate }
        yellow.addGestureRecognizer(inner)
        controller.view.addGestureRecognizer(outer)
        simulator.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 124, y: 200), duration: 0.1, steps: 4)
        return log.lines
    }

    @Test(
        "GR1, GR4: nested pans — both see touches until the inner one (first in the touch's list) begins; the outer fails and gets nothing more"
    )
    func innerPanWins() {
        #expect(
            nestedPans(simultaneous: false) == [
                "touchesBegan--first", "touchesBegan--second",
                "touchesMoved--first", "touchesMoved--second",
                "touchesMoved--first", "touchesMoved--second",
                "pan:",
                "touchesMoved--first", "pan:",
                "touchesMoved--first", "pan:",
                "touchesEnded--first", "pan:",
            ])
    }

    @Test("GR4: shouldRecognizeSimultaneouslyWith returning true — both pans run")
    func bothPansRun() {
        #expect(
            nestedPans(simultaneous: true) == [
                "touchesBegan--first", "touchesBegan--second",
                "touchesMoved--first", "touchesMoved--second",
                "touchesMoved--first", "touchesMoved--second",
                "pan:", "panBottom:",
                "touchesMoved--first", "touchesMoved--second", "pan:", "panBottom:",
                "touchesMoved--first", "touchesMoved--second", "pan:", "panBottom:",
                "touchesEnded--first", "touchesEnded--second", "pan:", "panBottom:",
            ])
    }

    private func singleAndDouble(taps: Int) -> (lines: [String], times: [TimeInterval]) {
        let simulator = EventSimulator()
        let log = Log()
        var times: [TimeInterval] = []
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        simulator.window.addSubview(view)
        let single = UITapGestureRecognizer { _ in
            log("single")
            times.append(simulator.currentTime)
        }
        let double = UITapGestureRecognizer { _ in
            log("double")
            times.append(simulator.currentTime)
        }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        simulator.tap(at: CGPoint(x: 100, y: 100), count: taps, interval: 0.1)
        simulator.advance(by: 1)
        return (log.lines, times)
    }

    @Test("GR5: a single tap requiring a double tap to fail fires 0.35 s after the lift")
    func singleTapWaits() {
        let result = singleAndDouble(taps: 1)
        #expect(result.lines == ["single"])
        #expect(abs(result.times[0] - (0.05 + 0.35)) < 1e-9)
    }

    @Test("GR5: two quick taps fire only the double tap")
    func doubleTapWins() {
        let result = singleAndDouble(taps: 2)
        #expect(result.lines == ["double"])
    }
}

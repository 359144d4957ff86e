import Foundation
import ResponderKit
import Testing

extension FuzzFindingsTests {
    /// Removes the recognizer it is asked about from its view, then refuses (T7 inside GR6).
    final class RemovingDelegate: UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
            return false
        }
    }

    @Test("GR3, GR6, T7 (fuzz: events): a delegate that removes its recognizer in shouldBegin leaves one legal failure")
    func delegateRemovesItsRecognizerInShouldBegin() {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        simulator.window.addSubview(view)
        let delegate = RemovingDelegate()
        let pan = UIPanGestureRecognizer { _ in }
        pan.name = "pan"
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), duration: 0.2, steps: 4)
        simulator.advance(by: 1)
        let transitions = simulator.trace.lines().filter { $0.hasPrefix("pan ") && $0.contains(" -> ") }
        #expect(transitions == ["pan possible -> failed (removed from its view)"])
        #expect(pan.view == nil)
        #expect(pan.state == .possible)
        #expect(simulator.issues.isEmpty)
    }
}

extension FuzzFindingsTests {
    @Test(
        "GR3, T6 (fuzz: events): a pan in a second window ends when its finger lifts in the same event as another window's"
    )
    func panInSecondWindowEndsWithSharedLift() throws {
        let (simulator, log, other, windows) = try Self.twoWindows()
        defer { withExtendedLifetime(windows) {} }
        let pan = UIPanGestureRecognizer { recognizer in log("pan \(recognizer.state)") }
        other.addGestureRecognizer(pan)
        // Finger 1 in the key window, finger 2 in the second one; the pan begins (B's touch is cancelled),
        // then both lift in one event.
        let fingers = simulator.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 500)])
        simulator.advance(by: 0.05)
        simulator.move([fingers[1]], to: [CGPoint(x: 100, y: 540)])
        simulator.advance(by: 0.05)
        simulator.lift(fingers)
        simulator.advance(by: 1)
        #expect(
            log.lines == [
                "A touchesBegan", "B touchesBegan", "pan began", "B touchesCancelled", "A touchesEnded", "pan ended",
            ])
        #expect(pan.state == .possible)
        #expect(simulator.issues.isEmpty)
    }
}

extension FuzzFindingsTests {
    /// Says yes to every touch, but switches its recognizer off while answering.
    final class DisablingDelegate: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            gestureRecognizer.isEnabled = false
            return true
        }
    }

    /// Logs its touches and switches `recognizer` back on when a touch begins.
    final class ReEnablingView: UIView {
        var log: [String] = []
        weak var recognizer: UIGestureRecognizer?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("began")
            recognizer?.isEnabled = true
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    @Test(
        "GR1, GR9, T6 (fuzz: events): a recognizer its delegate disables in shouldReceive is not attached to the touch")
    func disabledInShouldReceiveIsNotAttached() {
        let simulator = EventSimulator()
        let view = ReEnablingView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        simulator.window.addSubview(view)
        let delegate = DisablingDelegate()
        let tap = UITapGestureRecognizer { _ in }
        tap.delegate = delegate
        view.recognizer = tap
        view.addGestureRecognizer(tap)
        simulator.tap(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 1)
        #expect(view.log == ["began", "ended"])
        #expect(tap.state == .possible)
        #expect(simulator.issues.isEmpty)
    }
}

extension FuzzFindingsTests {
    /// Counts the touches it is given.
    final class CountingTap: UITapGestureRecognizer {
        var touchesSeen = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            touchesSeen += touches.count
            super.touchesBegan(touches, with: event)
        }
    }

    /// Removes another recognizer from its view while asked about a touch.
    final class RemovingOtherDelegate: UIGestureRecognizerDelegate {
        weak var victim: UIGestureRecognizer?
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            if let victim { victim.view?.removeGestureRecognizer(victim) }
            return true
        }
    }

    @Test(
        "GR1, T7 (fuzz: events): a recognizer removed by another's shouldReceive, after it was collected, gets no touch"
    )
    func removedWhileCollectingGetsNoTouch() {
        let simulator = EventSimulator()
        let view = ReEnablingView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        simulator.window.addSubview(view)
        let victim = CountingTap { _ in }
        view.addGestureRecognizer(victim)  // asked first (GR1: in the order added)
        let delegate = RemovingOtherDelegate()
        delegate.victim = victim
        let other = UIPanGestureRecognizer { _ in }
        other.delegate = delegate
        view.addGestureRecognizer(other)
        simulator.tap(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 1)
        #expect(victim.view == nil)
        #expect(victim.touchesSeen == 0)
        #expect(view.log == ["began", "ended"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("T6 (fuzz: events): a touch in no window, first in the event, does not keep the others from their window")
    func touchInNoWindowDoesNotStopTheEvent() {
        let simulator = EventSimulator()
        let log = Log()
        let view = LoggingView("V", frame: CGRect(x: 0, y: 0, width: 375, height: 400), log: log)
        simulator.window.addSubview(view)
        // Touch 1 comes down while the only window is out of its scene: it has no window and no view.
        let scene = simulator.window.windowScene
        simulator.window.windowScene = nil
        let outside = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        simulator.window.windowScene = scene
        simulator.window.makeKeyAndVisible()
        let inside = simulator.touchDown(at: CGPoint(x: 100, y: 100))  // touch 2, after touch 1 in every event
        simulator.move(inside, to: CGPoint(x: 110, y: 100))
        simulator.lift([outside, inside])
        #expect(outside.touch.window == nil)
        #expect(log.lines == ["V touchesBegan", "V touchesMoved", "V touchesEnded"])
        #expect(simulator.issues.isEmpty)
    }
}

import Foundation
import ResponderKit
import Testing

/// X15: every state change of a built-in recognizer carries the deciding recognizer's reason, in the
/// trace's `state` line, its `reason` field and the arena report (X6).
@MainActor @Suite struct TraceReasonTests {
    /// A full-screen view with `recognizers` (named as given), tracing on.
    func scene(_ recognizers: [(String, UIGestureRecognizer)]) -> (EventSimulator, UIView) {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        view.accessibilityIdentifier = "canvas"
        simulator.window.addSubview(view)
        for (name, recognizer) in recognizers {
            recognizer.name = name
            view.addGestureRecognizer(recognizer)
        }
        simulator.trace.isEnabled = true
        return (simulator, view)
    }

    func stateLines(_ simulator: EventSimulator) -> [String] { simulator.trace.lines(kinds: ["state"]) }

    @Test("X15, GR13: a tap that moves too far says how far, against 45 pt")
    func tapMovedTooFar() {
        let (simulator, _) = scene([("tap", UITapGestureRecognizer(handler: { _ in }))])
        let finger = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        simulator.move(finger, to: CGPoint(x: 102, y: 50))
        simulator.lift(finger)
        #expect(stateLines(simulator) == ["tap possible -> failed (moved 52 pt > 45 pt)"])
        let json = simulator.trace.jsonLines(kinds: ["state"])
        #expect(json.contains("\"reason\":\"moved 52 pt > 45 pt\""))
    }

    @Test("X15, GR13, T3: a double tap whose second tap comes too late, and one that needs two fingers")
    func tapTimingAndFingers() {
        let double = UITapGestureRecognizer(handler: { _ in })
        double.numberOfTapsRequired = 2
        let twoFingers = UITapGestureRecognizer(handler: { _ in })
        twoFingers.numberOfTouchesRequired = 2
        let (simulator, _) = scene([("double", double), ("twoFingers", twoFingers)])
        simulator.tap(at: CGPoint(x: 50, y: 50))
        simulator.advance(by: 0.41)
        #expect(
            stateLines(simulator) == [
                "twoFingers possible -> failed (needs 2 touches, got 1)",
                "double possible -> failed (tap 2 did not begin within 0.35 s of tap 1)",
            ])
    }

    @Test("X15, GR13: a tap pressed longer than 1.5 s, and a tap that succeeds")
    func tapPressedTooLongAndTapped() {
        let (simulator, _) = scene([("tap", UITapGestureRecognizer(handler: { _ in }))])
        simulator.longPress(at: CGPoint(x: 50, y: 50), duration: 1.6)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(
            stateLines(simulator) == [
                "tap possible -> failed (still down after 1.5 s, the longest a tap lasts)",
                "tap possible -> ended (tapped)",
            ])
    }

    @Test("X15, GR13: a long press released early, one that moved, one that held and lifted")
    func longPress() {
        let (simulator, _) = scene([("hold", UILongPressGestureRecognizer(handler: { _ in }))])
        let early = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        simulator.advance(by: 0.3)
        simulator.lift(early)
        let wandering = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        simulator.move(wandering, to: CGPoint(x: 50, y: 62))
        simulator.lift(wandering)
        simulator.longPress(at: CGPoint(x: 50, y: 50), duration: 0.8)
        #expect(
            stateLines(simulator) == [
                "hold possible -> failed (released after 0.3 s < 0.5 s)",
                "hold possible -> failed (moved 12 pt > 10 pt allowableMovement)",
                "hold possible -> began (held 0.5 s = minimumPressDuration)",
                "hold began -> ended (lifted)",
            ])
    }

    @Test("X15, L2: with two fingers moved in one event, the reason names the first touch's distance, every run")
    func reasonFollowsTouchOrder() {
        // The set of moved touches iterates in address order; the reason must not (found by the events fuzzer).
        for _ in 0..<20 {
            let hold = UILongPressGestureRecognizer(handler: { _ in })
            hold.numberOfTouchesRequired = 2
            let tap = UITapGestureRecognizer(handler: { _ in })
            tap.numberOfTouchesRequired = 2
            let (simulator, _) = scene([("hold", hold), ("tap", tap)])
            let fingers = simulator.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 50)])
            simulator.move(fingers, to: [CGPoint(x: 50, y: 100), CGPoint(x: 100, y: 110)])
            simulator.lift(fingers)
            let lines = stateLines(simulator)
            #expect(lines.contains("hold possible -> failed (moved 50 pt > 10 pt allowableMovement)"), "\(lines)")
            #expect(lines.contains("tap possible -> failed (moved 50 pt > 45 pt)"), "\(lines)")
        }
    }

    @Test("X15, GR13: a pan that moved less than its hysteresis, and one that began and ended")
    func pan() {
        let (simulator, _) = scene([("pan", UIPanGestureRecognizer(handler: { _ in }))])
        let short = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        simulator.move(short, to: CGPoint(x: 54, y: 50))
        simulator.lift(short)
        simulator.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 150), duration: 0.1, steps: 4)
        let lines = stateLines(simulator)
        #expect(lines.first == "pan possible -> failed (lifted after moving 4 pt < 10 pt hysteresis)")
        #expect(lines.dropFirst().first == "pan possible -> began (moved 25 pt ≥ 10 pt hysteresis)")
        #expect(lines.last == "pan changed -> ended (lifted)")
    }

    @Test("X15, GR13: a swipe in a direction it does not allow, and one too slow")
    func swipe() {
        let swipe = UISwipeGestureRecognizer(handler: { _ in })
        swipe.direction = .right
        let (simulator, _) = scene([("swipe", swipe)])
        simulator.drag(from: CGPoint(x: 200, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.1, steps: 4)
        let slow = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        simulator.advance(by: 0.6)
        simulator.lift(slow)
        #expect(
            stateLines(simulator) == [
                "swipe possible -> failed (direction .left not allowed)",
                "swipe possible -> failed (too slow: not 50 pt within 0.5 s)",
            ])
    }

    @Test("X15, S1: a vertical scroll view's pan cannot scroll horizontally; its content touch delay says why")
    func scrollViewPan() {
        let simulator = EventSimulator()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        scrollView.accessibilityIdentifier = "list"
        simulator.window.addSubview(scrollView)
        simulator.trace.isEnabled = true
        simulator.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.2, steps: 4)
        #expect(
            stateLines(simulator) == [
                "list.scrollPan possible -> failed (list.gestureRecognizerShouldBegin returned false: "
                    + "cannot scroll horizontally)",
                "list.delayedTouches possible -> failed (0.15 s passed: touches released to the content)",
            ])
    }

    @Test("X15, GR4, GR5: excluded by a winner; a required recognizer recognized; waiting is its own line")
    func arenaReasons() {
        let single = UITapGestureRecognizer(handler: { _ in })
        let double = UITapGestureRecognizer(handler: { _ in })
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let (simulator, _) = scene([("single", single), ("double", double)])
        simulator.tap(at: CGPoint(x: 50, y: 50), count: 2)
        #expect(
            stateLines(simulator) == [
                "double possible -> ended (tapped 2 times)",
                "single possible -> failed (required recognizer 'double' recognized)",
            ])
        #expect(simulator.trace.lines(kinds: ["waiting"]) == ["single waits for 'double' to fail"])
        let (other, _) = scene([
            ("pan", UIPanGestureRecognizer(handler: { _ in })), ("tap", UITapGestureRecognizer(handler: { _ in })),
        ])
        other.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 150), duration: 0.1, steps: 4)
        #expect(
            Array(stateLines(other).prefix(2)) == [
                "pan possible -> began (moved 25 pt ≥ 10 pt hysteresis)", "tap possible -> failed (excluded by 'pan')",
            ])
    }

    /// Refuses to begin.
    final class Refusing: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    /// Never decides: the arena fails it when its touches end (GR9).
    final class Undecided: UIGestureRecognizer {}

    /// Fails on lift, with a reason of its own (X15's public API).
    final class Picky: UIGestureRecognizer {
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            GestureReason.attach("pressed too lightly", to: self)
            state = .failed
        }
    }

    @Test("X15, GR6, GR9: delegate refused, touches ended undecided, and a custom subclass's own reason")
    func delegateUndecidedAndCustom() {
        let refusing = Refusing()
        let tap = UITapGestureRecognizer(handler: { _ in })
        tap.delegate = refusing
        let (simulator, _) = scene([("tap", tap), ("undecided", Undecided()), ("picky", Picky())])
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(
            Set(stateLines(simulator)) == [
                "tap possible -> failed (delegate's gestureRecognizerShouldBegin returned false)",
                "picky possible -> failed (pressed too lightly)",
                "undecided possible -> failed (its touches ended without a decision)",
            ])
        #expect(simulator.arenaReport.rows.allSatisfy { $0.reason != nil })
    }

    @Test("X15, T6: a pan cancelled because its view left the window")
    func viewLeftWindow() {
        let (simulator, view) = scene([("pan", UIPanGestureRecognizer(handler: { _ in }))])
        let finger = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        simulator.move(finger, to: CGPoint(x: 50, y: 100))
        view.removeFromSuperview()
        simulator.lift(finger)
        #expect(stateLines(simulator).last == "pan began -> cancelled (its view left the window)")
    }
}

/// X15, X16: whole traces, so that the new lines are seen in their places.
@MainActor @Suite struct TraceReasonWholeTraceTests {
    /// Sends taps on it to its button; calls super.
    final class ItemCell: UIView {
        let buyButton = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 44))
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(buyButton)
        }
        required init?(coder: NSCoder) { nil }
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? buyButton : hit
        }
    }

    @Test("X15, X16, GR13, H4: a cell's override redirects a touch to its button, whose tap fails: moved too far")
    func overrideAndReason() {
        let simulator = EventSimulator()
        let cell = ItemCell(frame: CGRect(x: 0, y: 100, width: 375, height: 44))
        simulator.window.addSubview(cell)
        cell.buyButton.addGestureRecognizer(UITapGestureRecognizer(handler: { _ in }))
        simulator.trace.isEnabled = true
        let finger = simulator.touchDown(at: CGPoint(x: 20, y: 120))
        simulator.move(finger, to: CGPoint(x: 20, y: 172))
        simulator.lift(finger)
        #expect(simulator.trace.text() == Self.expected)
    }

    static let expected = """
        event 1 at 0: touch 1 began {20, 120}
        hit-test pass 1 for touch 1
        UIWindow hitTest point:{20, 120}
        UIWindow pointInside point:{20, 120} -> true
        ItemCell hitTest point:{20, 20}
        ItemCell pointInside point:{20, 20} -> true
        buyButton hitTest point:{-80, 20}
        buyButton pointInside point:{-80, 20} -> false
        ItemCell.hitTest (override) -> buyButton; default would be ItemCell (H4)
        hit-test pass 2 for touch 1
        UIWindow hitTest point:{20, 120}
        UIWindow pointInside point:{20, 120} -> true
        ItemCell hitTest point:{20, 20}
        ItemCell pointInside point:{20, 20} -> true
        buyButton hitTest point:{-80, 20}
        buyButton pointInside point:{-80, 20} -> false
        ItemCell.hitTest (override) -> buyButton; default would be ItemCell (H4)
        touch 1 -> buyButton (tapCount 1)
        buyButton.tap touchesBegan [touch 1]
        buyButton touchesBegan [touch 1]
        buyButton -> ItemCell touchesBegan [touch 1] (next)
        ItemCell -> UIWindow touchesBegan [touch 1] (next)
        UIWindow -> UIApplication touchesBegan [touch 1] (next)
        touchesBegan dropped after UIApplication: end of the responder chain
        event 2 at 0: touch 1 moved {20, 172}
        buyButton.tap touchesMoved [touch 1]
        buyButton.tap possible -> failed (moved 52 pt > 45 pt)
        buyButton touchesMoved [touch 1]
        buyButton -> ItemCell touchesMoved [touch 1] (next)
        ItemCell -> UIWindow touchesMoved [touch 1] (next)
        UIWindow -> UIApplication touchesMoved [touch 1] (next)
        touchesMoved dropped after UIApplication: end of the responder chain
        event 3 at 0: touch 1 ended {20, 172}
        buyButton.tap reset
        buyButton touchesEnded [touch 1]
        buyButton -> ItemCell touchesEnded [touch 1] (next)
        ItemCell -> UIWindow touchesEnded [touch 1] (next)
        UIWindow -> UIApplication touchesEnded [touch 1] (next)
        touchesEnded dropped after UIApplication: end of the responder chain

        """
}

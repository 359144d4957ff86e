import Foundation
import ResponderKit
import Testing

/// Engine bugs found by the reliability suite (issue 8), each with the smallest reproduction.
@MainActor @Suite struct EngineRegressionTests {
    /// A recognizer that logs the phases it receives.
    final class PhaseLog: UILongPressGestureRecognizer {
        var phases: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            phases.append("began")
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            phases.append("ended")
            super.touchesEnded(touches, with: event)
        }
    }

    @Test("GR2, GR3, T6: an event whose touches end in two windows reaches the recognizers of both")
    func endsInTwoWindows() {
        let simulator = EventSimulator()
        let window = simulator.window
        let window2 = UIWindow(windowScene: window.windowScene!)
        window2.frame = CGRect(x: 0, y: 0, width: 150, height: 200)
        window2.windowLevel = .alert
        window2.isHidden = false
        var actions: [UIGestureRecognizer.State] = []
        let press = PhaseLog(target: nil, action: nil)
        let handler = UILongPressGestureRecognizer { actions.append($0.state) }
        handler.minimumPressDuration = 0.2
        window.addGestureRecognizer(handler)
        window.addGestureRecognizer(press)
        // One finger in each window, down and up in the same events: the second window is dispatched
        // first, and its settling must not take the main window's ended touch away from its recognizers.
        let fingers = simulator.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 400)])
        simulator.lift(fingers)
        simulator.advance(by: 1)
        #expect(press.phases == ["began", "ended"])
        #expect(actions.isEmpty, "the press ended before 0.2 s: it must fail, not begin")
        #expect(handler.state == .possible && press.state == .possible)
        #expect(simulator.issues.isEmpty)
    }

    @Test("GR3, T6: a pan whose view's touch is finished still ends when the touch lifts with one in another window")
    func claimedTouchEndsWithAnotherWindow() {
        let simulator = EventSimulator()
        let window = simulator.window
        let window2 = UIWindow(windowScene: window.windowScene!)
        window2.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        window2.windowLevel = .alert
        window2.isHidden = false
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        window.addGestureRecognizer(pan)
        let fingers = simulator.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 300, y: 300)])
        simulator.advance(by: 0.05)
        // The pan begins and claims the main window's touch: its view is finished with it (GR7).
        simulator.move(fingers, to: [CGPoint(x: 50, y: 50), CGPoint(x: 300, y: 360)])
        simulator.advance(by: 0.05)
        simulator.lift(fingers)
        simulator.advance(by: 1)
        #expect(states == [.began, .ended])
        #expect(pan.state == .possible)
        #expect(simulator.issues.isEmpty)
    }

    /// A delegate that runs `body` once, from inside the first question it is asked of a kind.
    final class HookDelegate: UIGestureRecognizerDelegate {
        var onReceive: (() -> Void)?
        var onSimultaneous: (() -> Void)?
        var simultaneous = false
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            let body = onReceive
            onReceive = nil
            body?()
            return true
        }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            let body = onSimultaneous
            onSimultaneous = nil
            body?()
            return simultaneous
        }
    }

    /// A tap that logs every touch it is given.
    final class TouchLog: UITapGestureRecognizer {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            log.append("began")
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            log.append("ended")
            super.touchesEnded(touches, with: event)
        }
    }

    @Test("T7, GR1: a recognizer removed from inside its own shouldReceive gets none of that touch")
    func removedInShouldReceive() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        simulator.window.addSubview(view)
        var actions = 0
        let tap = TouchLog { _ in actions += 1 }
        let delegate = HookDelegate()
        delegate.onReceive = { view.removeGestureRecognizer(tap) }
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        simulator.advance(by: 1)
        #expect(tap.log.isEmpty)
        #expect(actions == 0 && tap.view == nil && tap.state == .possible)
        #expect(simulator.issues.isEmpty)
    }

    @Test("T7, GR1: when shouldReceive removes the touched view, that view's recognizers get none of the touch")
    func viewRemovedInShouldReceive() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        simulator.window.addSubview(view)
        var actions = 0
        let tap = TouchLog { _ in actions += 1 }
        let other = TouchLog { _ in actions += 1 }
        let delegate = HookDelegate()
        delegate.onReceive = { view.removeFromSuperview() }
        tap.delegate = delegate
        view.addGestureRecognizer(other)
        view.addGestureRecognizer(tap)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        simulator.advance(by: 1)
        #expect(tap.log.isEmpty && other.log.isEmpty)
        #expect(actions == 0)
        #expect(simulator.issues.isEmpty)
    }

    @Test("T7, GR3: a recognizer removed while its request to begin is being settled fails, legally and silently")
    func removedWhileRequestPending() {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        simulator.window.addSubview(view)
        var log: [String] = []
        let first = UIPanGestureRecognizer { log.append("first \($0.state)") }
        let pending = UIPanGestureRecognizer { log.append("pending \($0.state)") }
        pending.name = "pending"
        let asked = UIPanGestureRecognizer { log.append("asked \($0.state)") }
        let allows = HookDelegate()
        allows.simultaneous = true
        pending.delegate = allows
        // `first` commits first; asking `asked`'s delegate whether it may recognize alongside runs while
        // `pending` has asked to begin and is not settled yet: removing `pending` there must fail it.
        let hook = HookDelegate()
        hook.onSimultaneous = { view.removeGestureRecognizer(pending) }
        asked.delegate = hook
        for recognizer in [first, pending, asked] { view.addGestureRecognizer(recognizer) }
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 0.05)
        simulator.move(finger, to: CGPoint(x: 100, y: 130))
        simulator.lift(finger)
        simulator.advance(by: 1)
        #expect(log == ["first began", "first ended"])
        let states = simulator.trace.entries.filter { $0.kind == "state" && $0.text.hasPrefix("pending") }.map(\.text)
        #expect(states == ["pending possible -> failed (removed from its view)"])
        #expect(pending.state == .possible)
        #expect(simulator.issues.isEmpty)
    }

    /// Fails as soon as it gets a touch.
    final class FailsAtOnce: UIGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
    }

    @Test("GR1, GR3: a recognizer in a window dispatched second still takes part when its touch began with another")
    func beganInTwoWindows() {
        let simulator = EventSimulator()
        let window2 = UIWindow(windowScene: simulator.window.windowScene!)
        window2.frame = CGRect(x: 200, y: 0, width: 175, height: 200)
        window2.windowLevel = .alert
        window2.isHidden = false
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        window2.addGestureRecognizer(tap)
        simulator.window.addGestureRecognizer(FailsAtOnce())
        // The main window's touch has the lower number, so the main window is dispatched first, and a
        // recognizer there fails at once; settling that must not send away the second window's
        // recognizer, which has not seen its touch yet.
        let fingers = simulator.touchDown(at: [CGPoint(x: 50, y: 400), CGPoint(x: 250, y: 50)])
        simulator.advance(by: 0.05)
        simulator.lift(fingers)
        simulator.advance(by: 1)
        #expect(taps == 1)
        #expect(tap.state == .possible)
        simulator.tap(at: CGPoint(x: 250, y: 50))
        #expect(taps == 2)
        #expect(simulator.issues.isEmpty)
    }

    /// A view that logs the touches phases it gets, and may run `onBegan` after logging.
    final class PhaseView: UIView {
        var log: [String] = []
        var onBegan: (() -> Void)?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("began")
            super.touchesBegan(touches, with: event)
            let body = onBegan
            onBegan = nil
            body?()
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("moved")
            super.touchesMoved(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("ended")
            super.touchesEnded(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("cancelled")
            super.touchesCancelled(touches, with: event)
        }
    }

    @Test("T7, T6: a window hidden from a callback gets nothing of the event that is being dispatched")
    func windowHiddenMidEvent() {
        let simulator = EventSimulator()
        let window2 = UIWindow(windowScene: simulator.window.windowScene!)
        window2.frame = CGRect(x: 200, y: 0, width: 175, height: 200)
        window2.windowLevel = .alert
        window2.isHidden = false
        let inMain = PhaseView(frame: CGRect(x: 0, y: 300, width: 375, height: 300))
        simulator.window.addSubview(inMain)
        let inSecond = PhaseView(frame: window2.bounds)
        window2.addSubview(inSecond)
        inMain.onBegan = { window2.isHidden = true }
        // The main window's touch has the lower number: it is dispatched first and hides the second window.
        let fingers = simulator.touchDown(at: [CGPoint(x: 50, y: 400), CGPoint(x: 250, y: 50)])
        simulator.lift(fingers)
        #expect(inMain.log == ["began", "ended"])
        #expect(inSecond.log.isEmpty)
        #expect(simulator.issues.isEmpty)
    }

    /// A delegate that runs `body` once, from inside `shouldRecognizeSimultaneouslyWith`.
    final class SimultaneityHook: UIGestureRecognizerDelegate {
        var body: (() -> Void)?
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            let run = body
            body = nil
            run?()
            return false
        }
    }

    @Test("T7, GR3: a recognizer removed right after it began, before its action, announces began then cancelled")
    func removedBeforeBeganAnnounced() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        simulator.window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        let other = UIPanGestureRecognizer { _ in }
        let hook = SimultaneityHook()
        // `pan` commits first; the arena then asks its delegate about `other`, which removes `pan`.
        hook.body = { view.removeGestureRecognizer(pan) }
        pan.delegate = hook
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(other)
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 0.05)
        simulator.move(finger, to: CGPoint(x: 100, y: 130))
        simulator.lift(finger)
        simulator.advance(by: 1)
        #expect(states == [.began, .cancelled])
        #expect(pan.state == .possible)
        #expect(simulator.issues.isEmpty)
    }

    @Test("T6, R2: a view moved to another parent mid-touch keeps forwarding that touch to the one that saw it begin")
    func reparentedMidTouch() {
        let simulator = EventSimulator()
        let first = PhaseView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let second = PhaseView(frame: CGRect(x: 0, y: 300, width: 375, height: 300))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        simulator.window.addSubview(first)
        simulator.window.addSubview(second)
        first.addSubview(child)
        let finger = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        second.addSubview(child)  // still in the window: the touch goes on for the child (H7)
        simulator.move(finger, to: CGPoint(x: 60, y: 60))
        simulator.lift(finger)
        #expect(first.log == ["began", "moved", "ended"])
        #expect(second.log.isEmpty)
        #expect(simulator.issues.isEmpty)
    }

    /// A long press that runs `onReset` once, from inside `reset()`.
    final class ResetHook: UILongPressGestureRecognizer {
        var onReset: (() -> Void)?
        override func reset() {
            super.reset()
            let body = onReset
            onReset = nil
            body?()
        }
    }

    @Test("T7, T6: a window hidden from reset() while its own event is dispatched delivers nothing more to its views")
    func windowHiddenFromReset() {
        let simulator = EventSimulator()
        let window2 = UIWindow(windowScene: simulator.window.windowScene!)
        window2.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        window2.windowLevel = .alert
        window2.isHidden = false
        let view = PhaseView(frame: window2.bounds)
        window2.addSubview(view)
        let press = ResetHook { _ in }
        press.onReset = { window2.isHidden = true }
        view.addGestureRecognizer(press)
        let finger = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        // The press fails on this lift and resets (hiding the window) before the view gets the event.
        simulator.lift(finger)
        #expect(view.log == ["began", "cancelled"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("T7, GR1: a view removed while another touch of the same event is bound gives its recognizers nothing")
    func viewRemovedWhileBindingAnotherTouch() {
        let simulator = EventSimulator()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 600))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 150, height: 600))
        simulator.window.addSubview(left)
        simulator.window.addSubview(right)
        let onLeft = TouchLog { _ in }
        left.addGestureRecognizer(onLeft)
        let onRight = TouchLog { _ in }
        let delegate = HookDelegate()
        delegate.onReceive = { left.removeFromSuperview() }
        onRight.delegate = delegate
        right.addGestureRecognizer(onRight)
        // Touch 1 binds to `left` (collecting `onLeft`); binding touch 2 asks `onRight` and removes `left`.
        let fingers = simulator.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50)])
        simulator.lift(fingers)
        simulator.advance(by: 1)
        #expect(onLeft.log.isEmpty)
        #expect(onRight.log == ["began", "ended"])
        #expect(onLeft.state == .possible)
        #expect(simulator.issues.isEmpty)
    }

    @Test("GR4: a pan that ended in this event still prevents a newcomer on its touches from recognizing")
    func endedPanPreventsNewcomer() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 300, width: 375, height: 300))
        simulator.window.addSubview(view)
        var log: [String] = []
        let pan = UIPanGestureRecognizer { log.append("pan \($0.state)") }
        simulator.window.addGestureRecognizer(pan)
        let tap = UITapGestureRecognizer { _ in log.append("tap") }
        view.addGestureRecognizer(tap)
        let first = simulator.touchDown(at: CGPoint(x: 50, y: 100))
        simulator.advance(by: 0.05)
        simulator.move(first, to: CGPoint(x: 50, y: 130))  // the pan begins
        // A second finger joins the pan and the tap; both fingers lift together: the pan ends first.
        let second = simulator.touchDown(at: CGPoint(x: 100, y: 400))
        simulator.advance(by: 0.05)
        simulator.lift([first, second])
        simulator.advance(by: 1)
        #expect(log == ["pan began", "pan ended"])
        #expect(simulator.issues.isEmpty)
    }

    final class Rows: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    @Test("L2: a table recycles cells in row order, so reuse (and trace names) is the same in every process")
    func tableReuseOrder() {
        let simulator = EventSimulator()
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 12 * 44), style: .plain)
        table.dataSource = rows
        simulator.window.addSubview(table)
        let before = (0..<12).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(before.allSatisfy { $0 != nil })
        // One screen down: rows 0–11 leave (recycled in row order), rows 12–23 take them from the pool's
        // end, so row 12 gets row 11's cell and row 23 row 0's. With hash order this varied per process.
        table.contentOffset = CGPoint(x: 0, y: 12 * 44)
        for index in 0..<12 {
            #expect(table.cellForRow(at: IndexPath(row: 12 + index, section: 0)) === before[11 - index])
        }
        // reloadData recycles every visible cell in row order too.
        let visible = (12..<24).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        table.reloadData()
        for index in 0..<12 {
            #expect(table.cellForRow(at: IndexPath(row: 12 + index, section: 0)) === visible[11 - index])
        }
        withExtendedLifetime(rows) {}
    }

    @Test("L2: a two-finger double tap measures its second tap from the first finger of the first, always")
    func tapFirstLocationIsDeterministic() {
        var outcomes: [Int] = []
        // Every run is kept alive and preceded by a different number of other objects, so that the touches'
        // addresses, and with them a set's order, differ from run to run.
        var kept: [AnyObject] = []
        for run in 0..<24 {
            for _ in 0..<run { kept.append(UIView()) }
            let simulator = EventSimulator()
            kept.append(simulator)
            var taps = 0
            let tap = UITapGestureRecognizer { _ in taps += 1 }
            tap.numberOfTapsRequired = 2
            tap.numberOfTouchesRequired = 2
            simulator.window.addGestureRecognizer(tap)
            // First tap: fingers 100 pt apart. Second tap: both near the first tap's first finger, so it
            // counts only when measured from that finger (a set's arbitrary first touch varied per run).
            let first = simulator.touchDown(at: [CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 300)])
            simulator.advance(by: 0.05)
            simulator.lift(first)
            simulator.advance(by: 0.1)
            let second = simulator.touchDown(at: [CGPoint(x: 105, y: 300), CGPoint(x: 110, y: 300)])
            simulator.advance(by: 0.05)
            simulator.lift(second)
            simulator.advance(by: 1)
            outcomes.append(taps)
        }
        #expect(outcomes == Array(repeating: 1, count: 24))
    }

    /// A view whose `hitTest` runs `body` once.
    final class HitTestHook: UIView {
        var body: (() -> Void)?
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let run = body
            body = nil
            run?()
            return super.hitTest(point, with: event)
        }
    }

    @Test("T6, GR3: a recognizer moved away after an earlier touch of the event collected it holds nothing back")
    func movedRecognizerReleasesTouch() {
        let simulator = EventSimulator()
        let left = HitTestHook(frame: CGRect(x: 0, y: 0, width: 150, height: 600))
        let right = PhaseView(frame: CGRect(x: 200, y: 0, width: 150, height: 600))
        simulator.window.addSubview(left)
        simulator.window.addSubview(right)
        right.isMultipleTouchEnabled = true
        let press = UILongPressGestureRecognizer { _ in }
        simulator.window.addGestureRecognizer(press)
        // Touch 1 (right) collects the window's press; hit-testing touch 2 moves the press to `left`: the
        // press is reset before it ever saw touch 1, and must not keep withholding touch 1's end (GR9).
        left.body = { left.addGestureRecognizer(press) }
        let fingers = simulator.touchDown(at: [CGPoint(x: 250, y: 100), CGPoint(x: 50, y: 100)])
        simulator.lift(fingers)
        simulator.advance(by: 1)
        #expect(right.log == ["began", "ended"])
        #expect(press.view === left && press.state == .possible)
        #expect(simulator.issues.isEmpty)
    }

    /// Allows simultaneous recognition at its first question; at the second runs `body` and refuses.
    final class SecondAnswerHook: UIGestureRecognizerDelegate {
        var asked = 0
        var body: (() -> Void)?
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            asked += 1
            guard asked >= 2 else { return true }
            let run = body
            body = nil
            run?()
            return false
        }
    }

    @Test("T7, GR3: a recognizer removed by a delegate while the arena evaluates its request fails once, legally")
    func removedDuringOwnEvaluation() {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        simulator.window.addSubview(view)
        let pan = UIPanGestureRecognizer { _ in }
        let press = UILongPressGestureRecognizer { _ in }
        press.name = "press"
        press.minimumPressDuration = 0.3
        press.allowableMovement = 100
        let hook = SecondAnswerHook()
        // The pan begins alongside the press (first answer); when the press asks to begin, the arena asks
        // again, and the answer removes the press.
        hook.body = { view.removeGestureRecognizer(press) }
        pan.delegate = hook
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(press)
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 0.05)
        simulator.move(finger, to: CGPoint(x: 100, y: 130))
        simulator.advance(by: 0.4)
        simulator.lift(finger)
        simulator.advance(by: 1)
        let states = simulator.trace.entries.filter { $0.kind == "state" && $0.text.hasPrefix("press") }.map(\.text)
        #expect(states == ["press possible -> failed (removed from its view)"])
        #expect(press.state == .possible)
        #expect(simulator.issues.isEmpty)
    }

    // MARK: The spatial index (issue 7) must answer as the reverse scan does

    /// A parent with `count` small subviews in its top-left corner (≥ 64: the spatial index is used).
    static func crowd(_ simulator: EventSimulator, count: Int) -> UIView {
        let parent = UIView(frame: simulator.window.bounds)
        simulator.window.addSubview(parent)
        for index in 0..<count {
            parent.addSubview(UIView(frame: CGRect(x: CGFloat(index % 8) * 4, y: 600, width: 3, height: 3)))
        }
        return parent
    }

    @Test("Issue 7, G2: a mirrored view is hit on its frame's right edge, with or without the spatial index")
    func mirroredEdge() {
        for count in [8, 80] {
            let simulator = EventSimulator()
            let parent = Self.crowd(simulator, count: count)
            let mirrored = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
            mirrored.transform = CGAffineTransform(scaleX: -1, y: 1)
            parent.addSubview(mirrored)
            // Mirrored, the bounds' open right edge is the frame's left edge: x = 140 is inside, 100 is not.
            #expect(simulator.window.hitTest(CGPoint(x: 140, y: 120), with: nil) === mirrored, "\(count) subviews")
            #expect(simulator.window.hitTest(CGPoint(x: 100, y: 120), with: nil) === parent, "\(count) subviews")
        }
    }

    @Test("Issue 7: a view with a singular transform answers the same with or without the spatial index")
    func singularTransform() {
        var answers: [[String]] = []
        for count in [8, 80] {
            let simulator = EventSimulator()
            let parent = Self.crowd(simulator, count: count)
            let flat = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
            flat.transform = CGAffineTransform(scaleX: 0, y: 0)
            parent.addSubview(flat)
            answers.append(
                [CGPoint(x: 120, y: 120), CGPoint(x: 300, y: 400), CGPoint(x: 10, y: 10)].map { point in
                    simulator.window.hitTest(point, with: nil) === flat ? "flat" : "other"
                })
        }
        #expect(answers[0] == answers[1])
    }

    @Test("Issue 7: views placed at the edge of the floating-point range do not trap the spatial index")
    func extremeFrames() {
        let simulator = EventSimulator()
        let parent = Self.crowd(simulator, count: 70)
        let far = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        far.center = CGPoint(x: 1.5e308, y: 0)
        let farther = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        farther.center = CGPoint(x: -1.5e308, y: -1.5e308)
        let huge = UIView(frame: .zero)
        huge.bounds.size = CGSize(width: 1e308, height: 1e308)
        huge.transform = CGAffineTransform(rotationAngle: 0.7)
        for view in [far, farther, huge] { parent.addSubview(view) }
        #expect(simulator.window.hitTest(CGPoint(x: 5, y: 5), with: nil) != nil)
        #expect(simulator.window.hitTest(CGPoint(x: 1.5e308, y: 0), with: nil) == nil)
        #expect(simulator.issues.isEmpty)
    }

    // MARK: Nothing outlives a dropped world (issue 8)

    @Test("Issue 8: a world dropped with a finger down (forwarded up to the application) is released")
    func droppedWithFingerDown() {
        weak var application: UIApplication?
        weak var view: UIView?
        do {
            let simulator = EventSimulator()
            let plain = UIView(frame: simulator.window.bounds)
            simulator.window.addSubview(plain)
            application = simulator.application
            view = plain
            simulator.touchDown(at: CGPoint(x: 10, y: 10))  // plain -> window -> application (R2)
        }
        #expect(application == nil && view == nil)
    }

    @Test("Issue 8: a world dropped mid-gesture, with touches withheld and timers pending, is released")
    func droppedMidGesture() {
        weak var application: UIApplication?
        weak var recognizer: UIGestureRecognizer?
        weak var scroll: UIScrollView?
        do {
            let simulator = EventSimulator()
            let press = UILongPressGestureRecognizer { _ in }
            press.delaysTouchesBegan = true  // the touch's began is withheld, its event with it
            simulator.window.addGestureRecognizer(press)
            let flung = UIScrollView(frame: CGRect(x: 0, y: 300, width: 375, height: 300))
            flung.contentSize = CGSize(width: 375, height: 5000)
            simulator.window.addSubview(flung)
            application = simulator.application
            recognizer = press
            scroll = flung
            simulator.drag(from: CGPoint(x: 100, y: 550), to: CGPoint(x: 100, y: 350), duration: 0.05, steps: 3)
            #expect(flung.isDecelerating)
            simulator.touchDown(at: CGPoint(x: 10, y: 10))
        }
        #expect(application == nil && recognizer == nil && scroll == nil)
    }

    @Test("Issue 8: a decelerating scroll view taken out of its window is released without advancing time")
    func removedWhileDecelerating() {
        let simulator = EventSimulator()
        weak var scroll: UIScrollView?
        do {
            let flung = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
            flung.contentSize = CGSize(width: 375, height: 5000)
            simulator.window.addSubview(flung)
            scroll = flung
            simulator.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 50), duration: 0.05, steps: 3)
            #expect(flung.isDecelerating)
            flung.removeFromSuperview()
        }
        #expect(scroll == nil)
        simulator.advance(by: 1)
        #expect(simulator.issues.isEmpty)
    }

    // MARK: Hooks that change the tree while it is being changed (T7)

    /// Runs `onWillMove` from `willMove(toSuperview:)` and `onDidMoveToWindow` from `didMoveToWindow()`.
    final class HookedView: UIView {
        var onWillMove: ((UIView?) -> Void)?
        var onDidMoveToWindow: (() -> Void)?
        override func willMove(toSuperview newSuperview: UIView?) {
            let body = onWillMove
            onWillMove = nil
            body?(newSuperview)
        }
        override func didMoveToWindow() {
            let body = onDidMoveToWindow
            onDidMoveToWindow = nil
            body?()
        }
    }

    /// Every view's `window` is its superview's (its own for a window), throughout the tree.
    static func windowsConsistent(_ view: UIView, expected: UIWindow?) -> Bool {
        guard view.window === expected else { return false }
        return view.subviews.allSatisfy { windowsConsistent($0, expected: expected) }
    }

    @Test("T7: a willMove(toSuperview:) hook that takes the new superview out of the window leaves no stale window")
    func willMoveTakesParentOut() {
        let child = HookedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let grandchild = UIView(frame: .zero)
        child.addSubview(grandchild)
        weak var weakWindow: UIWindow?
        do {
            let simulator = EventSimulator()
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            simulator.window.addSubview(parent)
            weakWindow = simulator.window
            child.onWillMove = { newSuperview in newSuperview?.removeFromSuperview() }
            parent.addSubview(child)
            #expect(child.superview === parent && parent.window == nil)
            #expect(Self.windowsConsistent(parent, expected: nil))
            withExtendedLifetime(parent) {}
        }
        #expect(weakWindow == nil)
        #expect(child.window == nil && grandchild.window == nil)
    }

    @Test("T7: a didMoveToWindow hook that removes a sibling still to be told leaves that sibling windowless")
    func didMoveToWindowRemovesSibling() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = HookedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(first)
        parent.addSubview(second)
        weak var weakWindow: UIWindow?
        do {
            let simulator = EventSimulator()
            weakWindow = simulator.window
            first.onDidMoveToWindow = { second.removeFromSuperview() }
            simulator.window.addSubview(parent)
            #expect(second.superview == nil)
            #expect(second.window == nil)
            #expect(Self.windowsConsistent(simulator.window, expected: simulator.window))
        }
        #expect(weakWindow == nil)
        #expect(parent.window == nil && second.window == nil)
    }

    @Test("T7: a didMoveToWindow hook that moves a sibling into another window leaves every window pointer right")
    func didMoveToWindowMovesSibling() {
        let simulator = EventSimulator()
        let other = UIWindow(windowScene: simulator.window.windowScene!)
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = HookedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(first)
        parent.addSubview(second)
        first.onDidMoveToWindow = { other.addSubview(second) }
        simulator.window.addSubview(parent)
        #expect(second.superview === other && second.window === other)
        #expect(Self.windowsConsistent(simulator.window, expected: simulator.window))
        #expect(Self.windowsConsistent(other, expected: other))
    }

    /// A view's `superview` lists it, and a recognizer's `view` holds it, throughout the tree.
    static func parentsConsistent(_ view: UIView) -> Bool {
        for sub in view.subviews where sub.superview !== view { return false }
        for recognizer in view.gestureRecognizers ?? [] where recognizer.view !== view { return false }
        return view.subviews.allSatisfy { parentsConsistent($0) }
    }

    @Test("T7: an adoption that a hook makes impossible leaves the view detached, not half in its old parent")
    func refusedAdoptionDetaches() {
        let view = HookedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let simulator = EventSimulator()
        let target = UIView(frame: .zero)
        do {
            let oldParent = UIView(frame: .zero)
            oldParent.addSubview(view)
            simulator.window.addSubview(oldParent)
            // Moving `view` into `target`: the hook first puts `target` inside `view`, so that adopting `view`
            // would make a cycle; the engine refuses (with an issue) after taking `view` out of `oldParent`.
            view.onWillMove = { _ in view.addSubview(target) }
            target.addSubview(view)
            #expect(view.superview == nil || view.superview?.subviews.contains(where: { $0 === view }) == true)
            #expect(Self.parentsConsistent(simulator.window))
            #expect(simulator.issues.count == 1)
            oldParent.removeFromSuperview()
        }
        #expect(view.superview == nil && view.window == nil)
        #expect(target.superview === view)
    }

    /// A tap that runs `onReset` once from `reset()`.
    final class ResettingTap: UITapGestureRecognizer {
        var onReset: (() -> Void)?
        override func reset() {
            super.reset()
            let body = onReset
            onReset = nil
            body?()
        }
    }

    @Test("T7: a recognizer attached elsewhere by its own reset() while being moved ends up on one view only")
    func recognizerMovedDuringMove() {
        let simulator = EventSimulator()
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let third = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        for view in [first, second, third] { simulator.window.addSubview(view) }
        var taps = 0
        let tap = ResettingTap { _ in taps += 1 }
        first.addGestureRecognizer(tap)
        let finger = simulator.touchDown(at: CGPoint(x: 10, y: 10))  // it takes part in a gesture
        tap.onReset = { third.addGestureRecognizer(tap) }
        second.addGestureRecognizer(tap)  // detaching it from `first` resets it, which moves it to `third`
        simulator.lift(finger)
        let holders = [first, second, third].filter { ($0.gestureRecognizers ?? []).contains { $0 === tap } }
        #expect(holders.count == 1 && holders.first === tap.view)
        #expect(Self.parentsConsistent(simulator.window))
        simulator.tap(at: CGPoint(x: (tap.view?.center.x ?? 0), y: 10))
        #expect(taps == 1)
        #expect(simulator.issues.isEmpty)
    }

    /// Begins on its first touch and never ends (its author's bug).
    final class NeverEnds: UIGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
    }

    @Test("Issue 8: a recognizer stuck in .began does not keep its world alive once the simulator is dropped")
    func stuckRecognizerReleasesWorld() {
        weak var window: UIWindow?
        let stuck = NeverEnds(target: nil, action: nil)
        do {
            let simulator = EventSimulator()
            window = simulator.window
            let view = UIView(frame: simulator.window.bounds)
            simulator.window.addSubview(view)
            view.addGestureRecognizer(stuck)
            simulator.tap(at: CGPoint(x: 10, y: 10))
            #expect(stuck.state == .began)
            view.removeGestureRecognizer(stuck)
            view.addGestureRecognizer(NeverEnds(target: nil, action: nil))
            simulator.tap(at: CGPoint(x: 10, y: 10))
        }
        #expect(window == nil)
        // The one that outlived its world is usable in another.
        let simulator = EventSimulator()
        simulator.window.addGestureRecognizer(stuck)
        #expect(stuck.state == .possible)
        simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(stuck.state == .began && simulator.issues.isEmpty)
    }
}

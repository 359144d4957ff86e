import Foundation
import ResponderKit
import Testing

/// Late arena questions, reuse order and recognizers moved mid-event (EngineRegressionTests, split by topic).
extension EngineRegressionTests {
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
}

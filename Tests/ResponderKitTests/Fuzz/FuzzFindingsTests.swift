import Foundation
import ResponderKit
import Testing

/// Regression tests for what the libFuzzer targets found (Fuzz/, ResponderKit.docc/Reliability.md): each one is the
/// minimal form of a fuzzer's input that broke an invariant before its fix.
@MainActor @Suite struct FuzzFindingsTests {
    /// Two windows of one scene, each with a logging view that does not call super: "A" on the key
    /// window's top 300 pt, "B" filling a status-bar-level window from y = 400. Returns B and the second
    /// window (kept alive by the caller).
    static func twoWindows() throws -> (EventSimulator, Log, LoggingView, UIWindow) {
        let simulator = EventSimulator()
        let scene = try #require(simulator.window.windowScene)
        let log = Log()
        let first = LoggingView("A", frame: CGRect(x: 0, y: 0, width: 375, height: 300), log: log)
        first.callsSuper = false
        simulator.window.addSubview(first)
        let second = UIWindow(windowScene: scene)
        second.frame = CGRect(x: 0, y: 400, width: 375, height: 267)
        second.windowLevel = .statusBar
        second.isHidden = false
        let other = LoggingView("B", frame: second.bounds, log: log)
        other.callsSuper = false
        second.addSubview(other)
        return (simulator, log, other, second)
    }

    /// A custom recognizer that decides everything in `touchesEnded`, by two steps in one call.
    final class BeganThenEnded: UIGestureRecognizer {
        var resets = 0
        var readBack: [State] = []
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            state = .began
            readBack.append(state)
            state = .ended
            readBack.append(state)
        }
        override func reset() {
            super.reset()
            resets += 1
        }
    }

    @Test("GR3 (fuzz: events): .began then .ended in one touchesEnded sends both actions, resets once, ends .possible")
    func beganThenEndedInOneCall() {
        let simulator = EventSimulator()
        let log = Log()
        let view = LoggingView("V", frame: CGRect(x: 0, y: 0, width: 375, height: 400), log: log)
        view.callsSuper = false
        simulator.window.addSubview(view)
        let recognizer = BeganThenEnded { recognizer in log("action \(recognizer.state)") }
        view.addGestureRecognizer(recognizer)
        simulator.tap(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 1)
        #expect(recognizer.readBack == [.began, .ended])
        #expect(log.lines == ["V touchesBegan", "action began", "action ended", "V touchesCancelled"])
        #expect(recognizer.state == .possible)
        #expect(recognizer.resets == 1)
        // The next touch starts a new recognition: it is not added to one still "in progress".
        simulator.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.lines.suffix(4) == ["V touchesBegan", "action began", "action ended", "V touchesCancelled"])
        #expect(recognizer.resets == 2)
        #expect(simulator.issues.isEmpty)
    }
}

extension FuzzFindingsTests {
    @MainActor final class Rows: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }

    @Test("L2, S4 (fuzz: events): cells leaving the screen are recycled in row order, so reuse is the same every run")
    func cellReuseIsDeterministic() {
        for _ in 0..<10 {
            let simulator = EventSimulator()
            let rows = Rows()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 220), style: .plain)
            table.dataSource = rows
            simulator.window.addSubview(table)
            table.reloadData()
            let first = (0..<5).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
            #expect(first.count == 5)
            table.contentOffset = CGPoint(x: 0, y: 220)
            // Rows 0-4 went to the pool in row order; rows 5-9 take them back from its end.
            let reused = (5..<10).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
            #expect(reused.count == 5)
            #expect(zip(reused, first.reversed()).allSatisfy { $0 === $1 })
        }
    }
}

extension FuzzFindingsTests {
    @Test("L2, GR13 (fuzz: events): a two-finger double tap measures the second tap from the same finger every run")
    func twoFingerDoubleTapIsDeterministic() {
        for _ in 0..<20 {
            let simulator = EventSimulator()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
            view.isMultipleTouchEnabled = true
            simulator.window.addSubview(view)
            var recognized = 0
            let tap = UITapGestureRecognizer { _ in recognized += 1 }
            tap.numberOfTapsRequired = 2
            tap.numberOfTouchesRequired = 2
            view.addGestureRecognizer(tap)
            // First tap: touch 1 at x 100, touch 2 at x 130. Second: x 60 and 70, within 45 pt of touch 1
            // (the first tap's first finger) but not of touch 2.
            simulator.tap(at: [CGPoint(x: 100, y: 100), CGPoint(x: 130, y: 100)])
            simulator.advance(by: 0.1)
            simulator.tap(at: [CGPoint(x: 60, y: 100), CGPoint(x: 70, y: 100)])
            simulator.advance(by: 1)
            #expect(recognized == 1)
            #expect(simulator.issues.isEmpty)
        }
    }
}

extension FuzzFindingsTests {
    private final class Weak {
        weak var application: UIApplication?
        weak var window: UIWindow?
        weak var view: UIView?
        weak var recognizer: UIGestureRecognizer?
    }

    private func tracedWorld(_ refs: Weak) {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        simulator.window.addSubview(view)
        let tap = UITapGestureRecognizer { _ in }
        view.addGestureRecognizer(tap)
        simulator.tap(at: CGPoint(x: 10, y: 10))  // names the view, the window and the application
        #expect(simulator.trace.text().contains("UIApplication"))
        refs.application = simulator.application
        refs.window = simulator.window
        refs.view = view
        refs.recognizer = tap
    }

    @Test("Leaks (fuzz: both targets' memory grew run after run): a traced world is freed with its simulator")
    func tracedWorldIsFreed() {
        let refs = Weak()
        tracedWorld(refs)
        #expect(refs.application == nil)
        #expect(refs.window == nil)
        #expect(refs.view == nil)
        #expect(refs.recognizer == nil)
    }
}

extension FuzzFindingsTests {
    /// Asks to begin, then is disabled in the same event, before the arena settles the request.
    final class BeginThenDisabled: UIGestureRecognizer {
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            state = .began
            isEnabled = false
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            if state == .possible { state = .failed }
        }
    }

    @Test("GR10, GR3 (fuzz: events): disabled with its .began not yet settled, a recognizer fails: no action at all")
    func disabledWhileRequestIsPending() {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        let log = Log()
        let view = LoggingView("V", frame: CGRect(x: 0, y: 0, width: 375, height: 400), log: log)
        view.callsSuper = false
        simulator.window.addSubview(view)
        let recognizer = BeginThenDisabled { recognizer in log("action \(recognizer.state)") }
        recognizer.name = "r"
        view.addGestureRecognizer(recognizer)
        simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), duration: 0.1, steps: 2)
        simulator.advance(by: 1)
        #expect(log.lines == ["V touchesBegan", "V touchesMoved", "V touchesMoved", "V touchesEnded"])
        #expect(
            simulator.trace.lines().filter { $0.hasPrefix("r ") && $0.contains("->") } == [
                "r possible -> failed (disabled)"
            ])
        #expect(recognizer.state == .possible)
        #expect(simulator.issues.isEmpty)
    }
}

extension FuzzFindingsTests {
    @Test("GR3, T6 (fuzz: events): one event ending touches in two windows ends each window's recognizers too")
    func eventAcrossTwoWindows() throws {
        let (simulator, log, other, windows) = try Self.twoWindows()
        defer { withExtendedLifetime(windows) {} }
        let press = UILongPressGestureRecognizer { recognizer in log("press \(recognizer.state)") }
        other.addGestureRecognizer(press)
        // One event: a finger in each window, lifted together before the press's 0.5 s.
        let fingers = simulator.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 500)])
        simulator.advance(by: 0.1)
        simulator.lift(fingers)
        simulator.advance(by: 1)
        #expect(log.lines == ["A touchesBegan", "B touchesBegan", "A touchesEnded", "B touchesEnded"])
        #expect(press.state == .possible)
        #expect(simulator.issues.isEmpty)
    }
}

extension FuzzFindingsTests {
    /// Counts the ends each touch gets; the first cancellation puts the view back in the window (T7).
    final class ComesBack: UIView {
        var ends: [ObjectIdentifier: Int] = [:]
        var began = 0
        weak var home: UIView?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { count(touches) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            count(touches)
            if superview == nil, let home { home.addSubview(self) }
        }
        private func count(_ touches: Set<UITouch>) {
            for touch in touches { ends[ObjectIdentifier(touch), default: 0] += 1 }
        }
    }

    @Test("T6, T7 (fuzz: events): a view that comes back from inside its touchesCancelled still gets every touch's end")
    func viewReturningInsideCancelGetsEveryEnd() {
        let simulator = EventSimulator()
        let view = ComesBack(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        view.isMultipleTouchEnabled = true
        view.home = simulator.window
        simulator.window.addSubview(view)
        // A two-finger tap whose action takes the view out of the window while the fingers lift.
        let tap = UITapGestureRecognizer { recognizer in recognizer.view?.removeFromSuperview() }
        tap.numberOfTouchesRequired = 2
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        let fingers = simulator.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)])
        simulator.advance(by: 0.05)
        simulator.lift(fingers)
        simulator.advance(by: 1)
        #expect(view.began == 2)
        #expect(fingers.map { view.ends[ObjectIdentifier($0.touch)] ?? 0 } == [1, 1])
        #expect(view.window != nil)
        #expect(simulator.issues.isEmpty)
    }
}

import Foundation
import ResponderKit
import Testing

/// Reliability: everything the library is given or makes is released when the app lets go of it — removed
/// views, view controllers, recognizers, control and gesture targets, delegates, `UIAction`s, cells and
/// whole simulators, also with touches down and timers pending — and no back-pointer dangles when an owner
/// goes first (the engine's non-retaining owner pointers are cleared by each owner's deinit).
@MainActor @Suite struct LeakTests {
    /// Something to capture in closures and to use as a target.
    final class Token {
        var count = 0
        func fire() { count += 1 }
        func recognized(_ sender: UIGestureRecognizer) { count += 1 }
    }

    final class Delegate: UIGestureRecognizerDelegate, UIScrollViewDelegate {}

    final class Rows: UITableViewDataSource, UITableViewDelegate {
        var made: [UITableViewCell] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            if !made.contains(where: { $0 === cell }) { made.append(cell) }
            return cell
        }
    }

    final class Controller: UIViewController {
        override func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }
    }

    /// Weak references that must all be nil once their owners are gone.
    final class Watch {
        private var entries: [(name: String, check: () -> Bool)] = []
        func watch(_ object: AnyObject, _ name: String) {
            entries.append((name, { [weak object] in object == nil }))
        }
        var alive: [String] { entries.filter { !$0.check() }.map(\.name) }
    }

    // MARK: Removed objects

    @Test("Reliability: removed views, touched ones too, are released")
    func removedViews() {
        let simulator = EventSimulator()
        let watch = Watch()
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            simulator.window.addSubview(parent)
            watch.watch(parent, "parent")
            watch.watch(child, "child")
            simulator.tap(at: CGPoint(x: 50, y: 50))
            let finger = simulator.touchDown(at: CGPoint(x: 50, y: 50))
            parent.removeFromSuperview()  // with a finger on the child
            simulator.lift(finger)
        }
        simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(watch.alive.isEmpty)
        #expect(simulator.issues.isEmpty)
    }

    @Test("Reliability: removed recognizers are released, also mid-gesture")
    func removedRecognizers() {
        let simulator = EventSimulator()
        let watch = Watch()
        let view = UIView(frame: simulator.window.bounds)
        simulator.window.addSubview(view)
        do {
            let pan = UIPanGestureRecognizer { _ in }
            let press = UILongPressGestureRecognizer { _ in }
            let tap = UITapGestureRecognizer { _ in }
            tap.numberOfTapsRequired = 2
            for recognizer in [pan, press, tap] as [UIGestureRecognizer] {
                view.addGestureRecognizer(recognizer)
                watch.watch(recognizer, "\(type(of: recognizer))")
            }
            pan.require(toFail: tap)
            let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
            simulator.advance(by: 0.05)
            simulator.move(finger, to: CGPoint(x: 100, y: 140))
            for recognizer in [pan, press, tap] as [UIGestureRecognizer] { view.removeGestureRecognizer(recognizer) }
            simulator.lift(finger)
        }
        simulator.advance(by: 1)
        #expect(watch.alive.isEmpty)
        #expect(simulator.issues.isEmpty)
    }

    @Test("Reliability: replaced, dismissed and removed view controllers are released with their views")
    func viewControllers() {
        let simulator = EventSimulator()
        let watch = Watch()
        do {
            let root = Controller()
            simulator.window.rootViewController = root
            let presented = Controller()
            root.present(presented, animated: false)
            watch.watch(root, "root")
            watch.watch(root.view, "root.view")
            watch.watch(presented, "presented")
            watch.watch(presented.view, "presented.view")
            let child = Controller()
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            watch.watch(child, "child")
            simulator.tap(at: CGPoint(x: 100, y: 100))
            presented.dismiss(animated: false)
        }
        simulator.window.rootViewController = Controller()
        simulator.tap(at: CGPoint(x: 100, y: 100))
        #expect(watch.alive.isEmpty)
        #expect(simulator.issues.isEmpty)
    }

    // MARK: Targets, delegates, actions

    @Test("C4, GR12: control and gesture targets are weak; a gone target's action is skipped")
    func weakTargets() {
        let simulator = EventSimulator()
        let watch = Watch()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        simulator.window.addSubview(button)
        let area = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        simulator.window.addSubview(area)
        do {
            let controlTarget = Token()
            let gestureTarget = Token()
            button.addTarget(controlTarget, action: Token.fire, for: .touchUpInside)
            let tap = UITapGestureRecognizer(target: gestureTarget, action: Token.recognized)
            area.addGestureRecognizer(tap)
            simulator.tap(at: CGPoint(x: 50, y: 50))
            simulator.tap(at: CGPoint(x: 50, y: 250))
            #expect(controlTarget.count == 1 && gestureTarget.count == 1)
            watch.watch(controlTarget, "control target")
            watch.watch(gestureTarget, "gesture target")
        }
        #expect(watch.alive.isEmpty)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        simulator.tap(at: CGPoint(x: 50, y: 250))
        #expect(simulator.issues.isEmpty)
    }

    @Test("Reliability: delegates and data sources are weak")
    func weakDelegates() {
        let simulator = EventSimulator()
        let watch = Watch()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = UITapGestureRecognizer { _ in }
        simulator.window.addSubview(table)
        table.addSubview(scroll)
        table.addGestureRecognizer(tap)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")  // TV2: else UIKit raises
        do {
            let rows = Rows()
            let delegate = Delegate()
            table.dataSource = rows
            table.delegate = rows
            scroll.delegate = delegate
            tap.delegate = delegate
            simulator.tap(at: CGPoint(x: 200, y: 300))
            watch.watch(rows, "data source")
            watch.watch(delegate, "delegate")
        }
        #expect(watch.alive.isEmpty)
        simulator.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 100))
        simulator.advance(by: 2)
        #expect(simulator.issues.isEmpty)
    }

    @Test("Reliability: UIActions and handler closures go with their control or recognizer; no cycle through them")
    func actionsAndClosures() {
        let simulator = EventSimulator()
        let watch = Watch()
        do {
            let token = Token()
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let action = UIAction(title: "tap") { _ in token.fire() }
            button.addAction(action, for: .touchUpInside)
            let tap = UITapGestureRecognizer { recognizer in
                token.fire()
                _ = recognizer.view  // the recognizer it is given, not captured
            }
            let view = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
            view.addGestureRecognizer(tap)
            simulator.window.addSubview(button)
            simulator.window.addSubview(view)
            simulator.tap(at: CGPoint(x: 50, y: 50))
            simulator.tap(at: CGPoint(x: 50, y: 250))
            #expect(token.count == 2)
            button.removeFromSuperview()
            view.removeFromSuperview()
            for object in [token, button, action, tap, view] as [AnyObject] {
                watch.watch(object, "\(type(of: object))")
            }
        }
        #expect(watch.alive.isEmpty)
    }

    @Test("S4: a removed table releases its cells, visible and pooled")
    func cells() {
        let simulator = EventSimulator()
        let watch = Watch()
        do {
            let rows = Rows()
            let table = UITableView(frame: simulator.window.bounds, style: .plain)
            table.dataSource = rows
            simulator.window.addSubview(table)
            simulator.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 100), duration: 0.2, steps: 8)
            simulator.advance(by: 3)
            simulator.tap(at: CGPoint(x: 200, y: 300))
            table.reloadData()
            #expect(rows.made.count > 15)
            for cell in rows.made { watch.watch(cell, "cell") }
            watch.watch(table, "table")
            table.removeFromSuperview()
        }
        #expect(watch.alive.isEmpty, "\(watch.alive.count) still alive")
    }

    // MARK: Whole simulators

    /// A world with something pending of every kind, optionally traced, that is then dropped at once.
    static func busyWorld(tracing: Bool, watch: Watch) {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = tracing
        watch.watch(simulator, "simulator")
        watch.watch(simulator.application, "application")
        watch.watch(simulator.window, "window")
        watch.watch(simulator.clock, "clock")
        watch.watch(simulator.trace, "trace")
        let window2 = UIWindow(windowScene: simulator.window.windowScene!)
        window2.frame = CGRect(x: 0, y: 600, width: 375, height: 67)
        window2.isHidden = false
        watch.watch(window2, "second window")
        // A decelerating scroll view, a long press about to begin, a tap waiting for its second tap, a
        // stepper auto-repeating, a scroll view holding a touch from its content (S2), a table.
        let flung = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 150))
        flung.contentSize = CGSize(width: 375, height: 5000)
        let press = UILongPressGestureRecognizer { _ in }
        let doubleTap = UITapGestureRecognizer { _ in }
        doubleTap.numberOfTapsRequired = 2
        let pressed = UIView(frame: CGRect(x: 0, y: 150, width: 375, height: 100))
        pressed.addGestureRecognizer(press)
        pressed.addGestureRecognizer(doubleTap)
        let stepper = UIStepper(frame: CGRect(x: 0, y: 260, width: 94, height: 32))
        let holding = UIScrollView(frame: CGRect(x: 0, y: 300, width: 375, height: 150))
        holding.contentSize = CGSize(width: 375, height: 1000)
        let content = UIButton(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        holding.addSubview(content)
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 450, width: 375, height: 150), style: .plain)
        table.dataSource = rows
        for view in [flung, pressed, stepper, holding, table] as [UIView] {
            simulator.window.addSubview(view)
            watch.watch(view, "\(type(of: view))")
        }
        for object in [press, doubleTap, content, flung.panGestureRecognizer] as [AnyObject] {
            watch.watch(object, "\(type(of: object))")
        }
        simulator.drag(from: CGPoint(x: 100, y: 140), to: CGPoint(x: 100, y: 10), duration: 0.05, steps: 3)
        simulator.tap(at: CGPoint(x: 100, y: 200))
        simulator.touchDown(at: [CGPoint(x: 100, y: 200), CGPoint(x: 70, y: 275), CGPoint(x: 100, y: 350)])
        simulator.touchDown(at: [CGPoint(x: 100, y: 500), CGPoint(x: 100, y: 630)])
        simulator.advance(by: 0.6)  // the press began, the stepper repeats, the content has its touch
        simulator.drag(from: CGPoint(x: 100, y: 140), to: CGPoint(x: 100, y: 10), duration: 0.05, steps: 3)
        #expect(flung.isDecelerating)
        #expect(simulator.clock.pendingTimerCount > 0)
        for cell in rows.made { watch.watch(cell, "cell") }
        withExtendedLifetime(rows) {}
    }

    @Test(
        "Reliability: a simulator dropped with fingers down and timers pending releases everything",
        arguments: [false, true])
    func droppedSimulator(tracing: Bool) {
        let watch = Watch()
        Self.busyWorld(tracing: tracing, watch: watch)
        #expect(watch.alive.isEmpty, "still alive: \(watch.alive)")
    }
}

import Foundation
import ResponderKit
import Testing

/// A log of touches calls whose lines name the fingers: `<name> began [1, 2]`. The touches are kept as
/// objects and numbered when the lines are read, so fingers registered right after `touchDown` (which
/// delivers `touchesBegan` before it returns) are numbered too.
@MainActor private final class TouchLog {
    private var entries: [(view: String, phase: String, touches: [UITouch])] = []
    private var numbers: [UITouch: Int] = [:]

    func register(_ finger: SimulatedTouch) { numbers[finger.touch] = finger.number }
    func append(_ view: String, _ phase: String, _ touches: Set<UITouch>) {
        entries.append((view, phase, Array(touches)))
    }
    func clear() { entries.removeAll() }

    var lines: [String] {
        entries.map { entry in
            let list = entry.touches.map { numbers[$0].map(String.init) ?? "?" }.sorted()
            return "\(entry.view) \(entry.phase) [\(list.joined(separator: ", "))]"
        }
    }
}

/// Logs each touches call into a `TouchLog` and swallows the touches (no `super`), so each line is one
/// delivery to this view. Hooks let a test act from inside the callbacks (T7).
@MainActor private final class FingerLoggingView: UIView {
    var name = ""
    var log: TouchLog?
    var onBegan: (() -> Void)?
    var onEnded: (() -> Void)?

    convenience init(_ name: String, frame: CGRect, log: TouchLog) {
        self.init(frame: frame)
        self.name = name
        self.log = log
    }

    private func record(_ phase: String, _ touches: Set<UITouch>) { log?.append(name, phase, touches) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches)
        onBegan?()
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches)
        onEnded?()
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let phases = Set(touches.map(\.phase))
        record(phases == [.cancelled] ? "cancelled" : "cancelled(phase \(phases))", touches)
    }
}

/// Root (a logging view covering the screen) with A (0, 0, 100, 100) and B (200, 0, 100, 100).
@MainActor private struct TwoViewScene {
    let simulator = EventSimulator()
    let log = TouchLog()
    let root: FingerLoggingView
    let a: FingerLoggingView
    let b: FingerLoggingView
    static let inA = CGPoint(x: 50, y: 50)
    static let inB = CGPoint(x: 250, y: 50)

    init() {
        root = FingerLoggingView("Root", frame: CGRect(x: 0, y: 0, width: 375, height: 667), log: log)
        a = FingerLoggingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        b = FingerLoggingView("B", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        simulator.window.addSubview(root)
        root.addSubview(a)
        root.addSubview(b)
    }

    /// Puts a finger down and numbers its touch for the logs.
    @discardableResult
    func down(_ point: CGPoint) -> SimulatedTouch {
        let finger = simulator.touchDown(at: point)
        log.register(finger)
        return finger
    }
}

/// The finger numbers of a `TouchLog` line: `A cancelled [1, 2]` → [1, 2].
private func fingerNumbers(_ line: String) -> [Int] {
    guard let open = line.firstIndex(of: "["), let close = line.firstIndex(of: "]") else { return [] }
    return line[line.index(after: open)..<close].split(separator: ",").compactMap {
        Int($0.trimmingCharacters(in: .whitespaces))
    }
}

@MainActor @Suite struct TouchDeliveryTests {
    @Test("H7: the touch stays bound to its view when the finger moves out; no new hit-test after down")
    func touchStaysBound() {
        let simulator = EventSimulator()
        let log = Log()
        let a = LoggingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log, logsHitTesting: true)
        let b = LoggingView("B", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log, logsHitTesting: true)
        simulator.window.addSubview(a)
        simulator.window.addSubview(b)
        let finger = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        simulator.advance(by: 0.05)
        simulator.move(finger, to: CGPoint(x: 150, y: 50))
        simulator.advance(by: 0.05)
        simulator.move(finger, to: CGPoint(x: 250, y: 50))  // over B
        #expect(finger.touch.view === a)
        #expect(isClose(finger.touch.location(in: a), CGPoint(x: 250, y: 50)))
        #expect(isClose(finger.touch.previousLocation(in: a), CGPoint(x: 150, y: 50)))
        simulator.lift(finger)
        #expect(finger.touch.view === a)
        let pass = [
            "B hitTest", "point:{-150, 50}", "B pointInside", "point:{-150, 50}",
            "A hitTest", "point:{50, 50}", "A pointInside", "point:{50, 50}",
        ]
        #expect(
            log.lines == pass + pass + ["A touchesBegan", "A touchesMoved", "A touchesMoved", "A touchesEnded"])
    }

    @Test("T3: a touch within 0.35 s of the previous touch's end and within 45 pt continues the tap count")
    func tapCounts() {
        let scene = TwoViewScene()
        var counts: [Int] = []
        func press(_ point: CGPoint, holding: TimeInterval = 0.05, after pause: TimeInterval) {
            scene.simulator.advance(by: pause)
            let finger = scene.down(point)
            counts.append(finger.touch.tapCount)
            scene.simulator.advance(by: holding)
            scene.simulator.lift(finger)
        }
        let here = CGPoint(x: 200, y: 300)
        press(here, after: 0)
        press(here, after: 0.3)  // 2
        press(CGPoint(x: 230, y: 330), after: 0.1)  // 42 pt away: 3
        press(CGPoint(x: 230, y: 330), holding: 0.6, after: 0.3)  // begins 0.3 s after the last end: 4
        press(CGPoint(x: 230, y: 330), after: 0.4)  // too late: 1
        press(CGPoint(x: 280, y: 330), after: 0.1)  // 50 pt away: 1
        press(CGPoint(x: 280, y: 300), after: 0.34)  // 30 pt away: 2
        #expect(counts == [1, 2, 3, 4, 1, 1, 2])
    }

    @Test("T5: without isMultipleTouchEnabled a view gets one touch at a time; the others never reach it")
    func singleTouchView() {
        let scene = TwoViewScene()
        let first = scene.down(TwoViewScene.inA)
        let second = scene.down(CGPoint(x: 60, y: 60))
        scene.simulator.move([first, second], to: [CGPoint(x: 55, y: 55), CGPoint(x: 65, y: 65)])
        scene.simulator.lift(first)
        let third = scene.down(TwoViewScene.inA)  // A is free again
        scene.simulator.lift([second, third])
        let both = scene.simulator.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 90)])  // one event
        both.forEach(scene.log.register)
        scene.simulator.lift(both)
        #expect(
            scene.log.lines == [
                "A began [1]", "A moved [1]", "A ended [1]", "A began [3]", "A ended [3]", "A began [4]", "A ended [4]",
            ])
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("T5: with isMultipleTouchEnabled a view gets every touch; other views are never affected")
    func multipleTouchView() {
        let scene = TwoViewScene()
        scene.a.isMultipleTouchEnabled = true
        let first = scene.down(TwoViewScene.inA)
        let second = scene.down(CGPoint(x: 60, y: 60))
        let third = scene.down(TwoViewScene.inB)
        scene.simulator.move([first, second], to: [CGPoint(x: 55, y: 55), CGPoint(x: 65, y: 65)])
        scene.simulator.lift([first, second, third])
        #expect(
            scene.log.lines == [
                "A began [1]", "A began [2]", "B began [3]", "A moved [1, 2]", "A ended [1, 2]", "B ended [3]",
            ])
    }

    @Test("T5: while a touch is in an exclusive view, new touches elsewhere go nowhere, and vice versa")
    func exclusiveTouch() {
        let scene = TwoViewScene()
        scene.a.isExclusiveTouch = true
        let inExclusive = scene.down(TwoViewScene.inA)
        let elsewhere = scene.down(TwoViewScene.inB)  // not B, not Root: nowhere
        let onRoot = scene.down(CGPoint(x: 150, y: 300))
        scene.simulator.move(elsewhere, to: CGPoint(x: 260, y: 60))
        scene.simulator.lift([inExclusive, elsewhere, onRoot])
        let inB = scene.down(TwoViewScene.inB)
        let intoExclusive = scene.down(TwoViewScene.inA)  // A gets none while B has a touch
        scene.simulator.lift([inB, intoExclusive])
        scene.simulator.advance(by: 1)
        let again = scene.down(TwoViewScene.inA)
        scene.simulator.lift(again)
        #expect(
            scene.log.lines == [
                "A began [1]", "A ended [1]", "B began [4]", "B ended [4]", "A began [6]", "A ended [6]",
            ])
    }

    @Test("T6: removing the touched view mid-touch cancels exactly once; nothing is delivered after")
    func removeTouchedView() {
        let scene = TwoViewScene()
        let finger = scene.down(TwoViewScene.inA)
        scene.a.removeFromSuperview()
        scene.simulator.move(finger, to: CGPoint(x: 60, y: 60))
        scene.root.addSubview(scene.a)  // back in the window: the touch stays over for it
        scene.simulator.move(finger, to: CGPoint(x: 70, y: 70))
        scene.simulator.lift(finger)
        #expect(scene.log.lines == ["A began [1]", "A cancelled [1]"])
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("T6: removing an ancestor cancels every touch of the views inside, each exactly once")
    func removeAncestor() {
        let scene = TwoViewScene()
        scene.a.isMultipleTouchEnabled = true
        let fingers = [scene.down(TwoViewScene.inA), scene.down(CGPoint(x: 20, y: 20)), scene.down(TwoViewScene.inB)]
        scene.root.removeFromSuperview()
        scene.simulator.lift(fingers)
        // One call per touch or one per view: either way each touch is cancelled exactly once.
        let cancellations = scene.log.lines.dropFirst(3)
        #expect(cancellations.allSatisfy { $0.contains(" cancelled [") })
        #expect(cancellations.filter { $0.hasPrefix("A ") }.flatMap(fingerNumbers).sorted() == [1, 2])
        #expect(cancellations.filter { $0.hasPrefix("B ") }.flatMap(fingerNumbers) == [3])
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("T6: hiding the window or taking it out of its scene mid-touch cancels exactly once")
    func windowGoesAway() {
        for removesScene in [false, true] {
            let scene = TwoViewScene()
            let finger = scene.down(TwoViewScene.inA)
            if removesScene {
                scene.simulator.window.windowScene = nil
            } else {
                scene.simulator.window.isHidden = true
            }
            scene.simulator.move(finger, to: CGPoint(x: 60, y: 60))
            scene.simulator.lift(finger)
            #expect(scene.log.lines == ["A began [1]", "A cancelled [1]"], "removesScene \(removesScene)")
            #expect(scene.simulator.issues.isEmpty)
        }
    }

    @Test("T6: a touch cancelled by the input source gets touchesCancelled, in the cancelled phase, once")
    func cancelledByInputSource() {
        let scene = TwoViewScene()
        let finger = scene.down(TwoViewScene.inA)
        scene.simulator.move(finger, to: CGPoint(x: 60, y: 60))
        scene.simulator.cancel(finger)
        #expect(finger.touch.phase == .cancelled)
        scene.simulator.lift(finger)  // already over: refused
        scene.a.removeFromSuperview()
        #expect(scene.log.lines == ["A began [1]", "A moved [1]", "A cancelled [1]"])
        #expect(scene.simulator.issues.count == 1)
    }

    @Test("T6/T7: removing a view from its own touchesEnded sends no cancellation after the end")
    func removeInTouchesEnded() {
        let scene = TwoViewScene()
        scene.a.onEnded = { [a = scene.a] in a.removeFromSuperview() }
        scene.simulator.lift(scene.down(TwoViewScene.inA))
        #expect(scene.log.lines == ["A began [1]", "A ended [1]"])
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("T7: a view removing itself in touchesBegan gets one touchesCancelled, then nothing")
    func removeSelfInTouchesBegan() {
        let scene = TwoViewScene()
        scene.a.onBegan = { [a = scene.a] in a.removeFromSuperview() }
        let finger = scene.down(TwoViewScene.inA)
        scene.simulator.move(finger, to: CGPoint(x: 60, y: 60))
        scene.simulator.lift(finger)
        #expect(scene.log.lines == ["A began [1]", "A cancelled [1]"])
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("T7: removing another touched view from touchesBegan cancels that view's touch once")
    func removeOtherInTouchesBegan() {
        let scene = TwoViewScene()
        let first = scene.down(TwoViewScene.inA)
        scene.b.onBegan = { [a = scene.a] in a.removeFromSuperview() }
        let second = scene.down(TwoViewScene.inB)
        scene.simulator.lift([first, second])
        #expect(scene.log.lines == ["A began [1]", "B began [2]", "A cancelled [1]", "B ended [2]"])
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("T7: adding a view from touchesBegan leaves the touch bound; the next touch hits the new view")
    func addInTouchesBegan() {
        let scene = TwoViewScene()
        let cover = FingerLoggingView("Cover", frame: CGRect(x: 0, y: 0, width: 375, height: 667), log: scene.log)
        scene.a.onBegan = { [root = scene.root] in root.addSubview(cover) }
        let first = scene.down(TwoViewScene.inA)
        scene.simulator.move(first, to: CGPoint(x: 60, y: 60))
        let second = scene.down(TwoViewScene.inA)
        scene.simulator.lift([first, second])
        #expect(scene.log.lines == ["A began [1]", "A moved [1]", "Cover began [2]", "A ended [1]", "Cover ended [2]"])
    }

    @Test("T1/T2/A.1: one touch object per finger; unchanged fingers ride along as stationary")
    func touchesAndEvents() {
        final class Inspecting: UIView {
            var seen: [(phase: UITouch.Phase, touch: UITouch, all: [UITouch.Phase], mine: Int, time: TimeInterval)] = []
            private func inspect(_ touches: Set<UITouch>, _ event: UIEvent?) {
                guard let touch = touches.first, let event else { return }
                let all = (event.allTouches ?? []).map(\.phase).sorted { $0.rawValue < $1.rawValue }
                let inWindow = event.touches(for: window!)?.count ?? 0
                #expect(event.type == .touches && inWindow == all.count && touch.type == .direct)
                seen.append((touch.phase, touch, all, event.touches(for: self)?.count ?? 0, event.timestamp))
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { inspect(touches, event) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { inspect(touches, event) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { inspect(touches, event) }
        }
        let simulator = EventSimulator()
        let left = Inspecting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = Inspecting(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        simulator.window.addSubview(left)
        simulator.window.addSubview(right)
        let still = simulator.touchDown(at: CGPoint(x: 250, y: 50))
        simulator.advance(by: 0.1)
        let moving = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        simulator.advance(by: 0.1)
        simulator.move(moving, to: CGPoint(x: 60, y: 50))
        simulator.advance(by: 0.1)
        simulator.lift(moving)
        simulator.lift(still)
        #expect(left.seen.map(\.phase) == [.began, .moved, .ended])
        #expect(left.seen.allSatisfy { $0.touch === moving.touch && $0.mine == 1 })
        #expect(left.seen.map(\.all) == [[.began, .stationary], [.moved, .stationary], [.stationary, .ended]])
        #expect(left.seen.map(\.time) == [0.1, 0.2, simulator.currentTime])
        #expect(right.seen.map(\.phase) == [.began, .ended])
        #expect(right.seen.allSatisfy { $0.touch === still.touch })
        #expect(moving.touch.window === simulator.window && moving.touch.view === left)
        #expect(isClose(moving.touch.location(in: nil), CGPoint(x: 60, y: 50)))
    }

    @Test("T6: moving the touched view into another window mid-touch cancels its touch exactly once")
    func viewMovesToAnotherWindow() {
        let scene = TwoViewScene()
        let other = UIWindow(windowScene: scene.simulator.window.windowScene!)
        other.frame = CGRect(x: 200, y: 200, width: 100, height: 100)
        other.isHidden = false
        let finger = scene.down(TwoViewScene.inA)
        other.addSubview(scene.a)
        scene.simulator.move(finger, to: CGPoint(x: 250, y: 250))  // now over A, in the other window
        scene.simulator.lift(finger)
        #expect(scene.log.lines == ["A began [1]", "A cancelled [1]"])
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("T7/A.1: touches sent from inside a callback are delivered after the current event")
    func simulatorCalledFromCallback() {
        let scene = TwoViewScene()
        var inner: SimulatedTouch?
        scene.a.onBegan = { [simulator = scene.simulator, log = scene.log] in
            inner = simulator.touchDown(at: TwoViewScene.inB)
            inner.map(log.register)
            log.append("(touchDown returned)", "inside A's touchesBegan", [])
        }
        let finger = scene.down(TwoViewScene.inA)
        scene.a.onBegan = nil
        scene.simulator.lift([finger] + (inner.map { [$0] } ?? []))
        #expect(
            scene.log.lines == [
                "A began [1]", "(touchDown returned) inside A's touchesBegan []", "B began [2]", "A ended [1]",
                "B ended [2]",
            ])
        #expect(scene.simulator.issues.isEmpty)
        // A whole tap (down, 0.05 s, up) from inside a callback, too.
        scene.log.clear()
        scene.simulator.advance(by: 1)
        scene.b.onBegan = { [simulator = scene.simulator] in simulator.tap(at: TwoViewScene.inA) }
        let third = scene.down(CGPoint(x: 210, y: 10))
        scene.b.onBegan = nil
        #expect(scene.log.lines == ["B began [3]", "A began [?]", "A ended [?]"])
        #expect(abs(scene.simulator.currentTime - 1.05) < 1e-12)
        scene.simulator.lift(third)
        #expect(scene.simulator.issues.isEmpty)
    }
}

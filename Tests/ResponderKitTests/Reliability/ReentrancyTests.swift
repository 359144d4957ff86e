import Foundation
import ResponderKit
import Testing

/// T7: from inside every kind of callback — `hitTest`, `touchesBegan`, a control action, a gesture action,
/// the delegate's `shouldReceive`, `gestureRecognizerShouldBegin` and `shouldRecognizeSimultaneouslyWith`,
/// and `reset()` — user code removes the view, hides or removes the window, adds or removes a recognizer,
/// sends another event or advances time. Nothing crashes, nothing reaches a view or recognizer after it
/// went away (but the cancellation of what it had), T6 holds for every responder, GR3 for every
/// recognizer, and the issue list stays empty.
@MainActor @Suite struct ReentrancyTests {
    enum Site: String, CaseIterable, Sendable {
        case hitTest, touchesBegan, controlAction, gestureAction, shouldReceive, shouldBegin
        case shouldRecognizeSimultaneously, reset
    }

    enum Action: String, CaseIterable, Sendable {
        case removeView, hideWindow, removeWindow, addRecognizer, removeRecognizer, sendEvent, advanceTime
    }

    /// Every touches call user code saw, per responder and touch, checked as it happens.
    @MainActor final class Ledger {
        var problems: [String] = []
        private var phases: [Key: [String]] = [:]
        private var order: [Key] = []
        /// Every touch seen, kept alive so that identifiers are never reused within a case.
        private var touches: [UITouch] = []
        private var numbers: [ObjectIdentifier: Int] = [:]

        struct Key: Hashable {
            let name: String
            let touch: ObjectIdentifier
        }

        func describe(_ key: Key) -> String {
            "\(key.name) touch \(numbers[key.touch].map(String.init) ?? "?")"
        }

        /// Touch numbers in order of first appearance (the simulator's numbering is not public).
        private func note(_ touch: UITouch) {
            let id = ObjectIdentifier(touch)
            guard numbers[id] == nil else { return }
            touches.append(touch)
            numbers[id] = touches.count
        }

        static func isLive(_ view: UIView?) -> Bool {
            guard let window = view?.window else { return false }
            return !window.isHidden && window.windowScene != nil
        }

        func record(_ name: String, _ view: UIView?, _ phase: String, _ touches: Set<UITouch>) {
            if phase != "cancelled" && !Self.isLive(view) {
                problems.append("T7: \(name) got touches\(phase) while out of a visible window")
            }
            for touch in touches {
                note(touch)
                let key = Key(name: name, touch: ObjectIdentifier(touch))
                let seen = phases[key] ?? []
                if seen.isEmpty { order.append(key) }
                if phase == "began" && !seen.isEmpty { problems.append("T6: \(describe(key)) began again") }
                if phase != "began" && seen.isEmpty {
                    problems.append("T6: \(describe(key)) \(phase) without began")
                }
                if let last = seen.last, last == "ended" || last == "cancelled" {
                    problems.append("T6: \(describe(key)) \(phase) after \(last)")
                }
                phases[key] = seen + [phase]
            }
        }

        func checkEnded() {
            for key in order {
                let ends = (phases[key] ?? []).filter { $0 == "ended" || $0 == "cancelled" }.count
                if ends != 1 { problems.append("T6: \(describe(key)) has \(ends) ends: \(phases[key] ?? [])") }
            }
        }
    }

    @MainActor final class LedgerView: UIView {
        var name = ""
        var ledger: Ledger?
        var onHitTest: (() -> Void)?
        var onBegan: (() -> Void)?

        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            onHitTest?()
            return super.hitTest(point, with: event)
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            ledger?.record(name, self, "began", touches)
            super.touchesBegan(touches, with: event)
            onBegan?()
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            ledger?.record(name, self, "moved", touches)
            super.touchesMoved(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            ledger?.record(name, self, "ended", touches)
            super.touchesEnded(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            ledger?.record(name, self, "cancelled", touches)
            super.touchesCancelled(touches, with: event)
        }
    }

    @MainActor final class LedgerButton: UIButton {
        var ledger: Ledger?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            ledger?.record("button", self, "began", touches)
            super.touchesBegan(touches, with: event)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            ledger?.record("button", self, "moved", touches)
            super.touchesMoved(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            ledger?.record("button", self, "ended", touches)
            super.touchesEnded(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            ledger?.record("button", self, "cancelled", touches)
            super.touchesCancelled(touches, with: event)
        }
    }

    /// A tap that checks it only gets touches while its view is live, and runs a hook from `reset()`.
    @MainActor final class LedgerTap: UITapGestureRecognizer {
        var ledger: Ledger?
        var audit: Audit?
        var onReset: (() -> Void)?
        private func check(_ phase: String, _ touches: Set<UITouch>) {
            audit?.touches(self, phase, touches)
            if !Ledger.isLive(view) {
                ledger?.problems.append("T7: \(name ?? "?") got touches\(phase) after its view went away")
            }
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            check("Began", touches)
            super.touchesBegan(touches, with: event)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            check("Moved", touches)
            super.touchesMoved(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            check("Ended", touches)
            super.touchesEnded(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            check("Cancelled", touches)
            super.touchesCancelled(touches, with: event)
        }
        override func reset() {
            super.reset()
            audit?.didReset(self)
            onReset?()
        }
    }

    @MainActor final class HookDelegate: UIGestureRecognizerDelegate {
        var onReceive: (() -> Void)?
        var onBegin: (() -> Void)?
        var onSimultaneous: (() -> Void)?
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            onReceive?()
            return true
        }
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            onBegin?()
            return true
        }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            onSimultaneous?()
            return false
        }
    }

    /// The world every case runs in: a container with a target view (with a tap and a delegate) and a
    /// button; the container has a tap of its own, so that the two taps are asked about each other.
    @MainActor struct Scene {
        let simulator = EventSimulator()
        let ledger = Ledger()
        let audit = Audit()
        let container = LedgerView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let target = LedgerView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        let button = LedgerButton(frame: CGRect(x: 50, y: 400, width: 120, height: 44))
        let tap = LedgerTap(target: nil, action: nil)
        let outerTap = LedgerTap(target: nil, action: nil)
        let delegate = HookDelegate()

        init() {
            simulator.trace.isEnabled = true
            container.name = "container"
            target.name = "target"
            for view in [container, target] {
                view.ledger = ledger
            }
            button.ledger = ledger
            simulator.window.addSubview(container)
            container.addSubview(target)
            container.addSubview(button)
            for (recognizer, name) in [(tap, "tap"), (outerTap, "outerTap")] {
                recognizer.name = name
                recognizer.ledger = ledger
                recognizer.audit = audit
                recognizer.addTarget(audit) { (audit: Audit) in
                    { (recognizer: UIGestureRecognizer) in audit.action(recognizer) }
                }
            }
            tap.delegate = delegate
            target.addGestureRecognizer(tap)
            container.addGestureRecognizer(outerTap)
        }

        /// The hooks capture the scene, whose objects hold the hooks: let go of them (no cycle outlives a case).
        func tearDown() {
            target.onHitTest = nil
            target.onBegan = nil
            delegate.onReceive = nil
            delegate.onBegin = nil
            delegate.onSimultaneous = nil
            tap.onReset = nil
            tap.removeTarget(nil, action: nil)
            button.removeAction(identifiedBy: .init("hook"), for: .allEvents)
            // The ledger keeps every touch alive (stable identifiers), and touches hold their views.
            for view in [container, target] { view.ledger = nil }
            button.ledger = nil
            tap.ledger = nil
            outerTap.ledger = nil
        }

        func tap(at point: CGPoint) {
            let finger = simulator.touchDown(at: point)
            simulator.advance(by: 0.05)
            if finger.isActive { simulator.lift(finger) }
        }
    }

    /// Runs `action` once, from inside `site`.
    static func install(_ site: Site, in scene: Scene, action: @escaping () -> Void) {
        var done = false
        let once = {
            guard !done else { return }
            done = true
            action()
        }
        switch site {
        case .hitTest: scene.target.onHitTest = once
        case .touchesBegan: scene.target.onBegan = once
        case .controlAction:
            scene.button.addAction(UIAction(identifier: .init("hook")) { _ in once() }, for: .touchUpInside)
        case .gestureAction: scene.tap.addTarget(scene.ledger) { (_: Ledger) in { once() } }
        case .shouldReceive: scene.delegate.onReceive = once
        case .shouldBegin: scene.delegate.onBegin = once
        case .shouldRecognizeSimultaneously: scene.delegate.onSimultaneous = once
        case .reset: scene.tap.onReset = once
        }
    }

    static func perform(_ action: Action, site: Site, in scene: Scene) {
        let view: UIView = site == .controlAction ? scene.button : scene.target
        switch action {
        case .removeView: view.removeFromSuperview()
        case .hideWindow: scene.simulator.window.isHidden = true
        case .removeWindow: scene.simulator.window.windowScene = nil
        case .addRecognizer:
            let press = AuditedLongPress { [audit = scene.audit] in audit.action($0) }
            press.audit = scene.audit
            press.minimumPressDuration = 0.2
            view.addGestureRecognizer(press)
        case .removeRecognizer: scene.target.removeGestureRecognizer(scene.tap)
        case .sendEvent:
            scene.tap(at: CGPoint(x: 300, y: 600))
        case .advanceTime: scene.simulator.advance(by: 0.5)
        }
    }

    @Test("T7: mutations from inside callbacks are safe", arguments: Site.allCases, Action.allCases)
    func reentrant(site: Site, action: Action) {
        let scene = Scene()
        var ran = false
        Self.install(site, in: scene) {
            ran = true
            Self.perform(action, site: site, in: scene)
        }
        let start = site == .controlAction ? CGPoint(x: 100, y: 420) : CGPoint(x: 150, y: 200)
        scene.tap(at: start)
        scene.simulator.advance(by: 0.4)
        // More of everything afterwards: nothing may reach what went away.
        scene.tap(at: CGPoint(x: 150, y: 200))
        scene.simulator.advance(by: 0.4)
        scene.tap(at: CGPoint(x: 100, y: 420))
        let finger = scene.simulator.touchDown(at: CGPoint(x: 150, y: 150))
        for step in 1...6 {
            scene.simulator.advance(by: 0.03)
            scene.simulator.move(finger, to: CGPoint(x: 150 + CGFloat(step) * 15, y: 150))
        }
        scene.simulator.lift(finger)
        scene.simulator.advance(by: 1)

        #expect(ran, "the \(site) callback never ran")
        scene.ledger.checkEnded()
        scene.audit.checkTrace(scene.simulator.trace.entries)
        let problems =
            scene.ledger.problems + scene.audit.problems
            + ReliabilityRunner.traceProblems(scene.simulator.trace.entries)
            + scene.simulator.issues.map { "issue: \($0)" }
        #expect(problems.isEmpty, "\(site) + \(action):\n\(problems.joined(separator: "\n"))")
        for recognizer in [scene.tap, scene.outerTap] {
            #expect(recognizer.state == .possible, "\(recognizer.name ?? "?") left in \(recognizer.state)")
        }
        scene.tearDown()
    }
}

import Foundation
import ResponderKit

/// Observing, hooks and playing a case (ReliabilityWorld, split by concern).
extension ReliabilityWorld {
    // MARK: Observing and hooks

    func observe(_ line: String, _ touches: Set<UITouch>? = nil) {
        guard let touches else {
            observations.append(line)
            return
        }
        let numbers = touches.map { audit.touchNumbers[ObjectIdentifier($0)] ?? 0 }.sorted()
        observations.append("\(line) \(numbers)")
    }

    /// Runs (once) every mutation armed on `hook`.
    func fire(_ hook: ReliabilityCase.Hook) {
        guard armed.contains(where: { $0.hook == hook }) else { return }
        let due = armed.filter { $0.hook == hook }
        armed.removeAll { $0.hook == hook }
        for entry in due {
            note("hook \(hook.swift): \(entry.mutation.swift)")
            perform(entry.mutation)
        }
    }

    func note(_ text: String) {
        observations.append(text)
        simulator.trace.note(text)
    }

    // MARK: Playing

    /// Every step, then every finger still down lifts and 2 s pass.
    func play() {
        for step in testCase.steps { run(step) }
        let down = fingers.keys.sorted().compactMap { fingers[$0] }.filter(\.isActive)
        if !down.isEmpty { simulator.lift(down) }
        fingers.removeAll()
        simulator.advance(by: 2)
    }

    func run(_ step: ReliabilityCase.Step) {
        switch step {
        case .down(let ids, let points):
            let fresh = zip(ids, points).filter { fingers[$0.0]?.isActive != true }
            guard !fresh.isEmpty else { return }
            let touches = simulator.touchDown(at: fresh.map(\.1))
            for ((id, _), touch) in zip(fresh, touches) {
                fingers[id] = touch
                everyTouch.append(touch)
                audit.touchNumbers[ObjectIdentifier(touch.touch)] = touch.number
            }
        case .move(let ids, let points):
            let live = zip(ids, points).compactMap { id, point in
                fingers[id].flatMap { $0.isActive ? ($0, point) : nil }
            }
            guard !live.isEmpty else { return }
            simulator.move(live.map(\.0), to: live.map(\.1))
        case .lift(let ids):
            let live = ids.compactMap { fingers[$0] }.filter(\.isActive)
            guard !live.isEmpty else { return }
            simulator.lift(live)
        case .cancel(let id):
            guard let finger = fingers[id], finger.isActive else { return }
            simulator.cancel(finger)
        case .advance(let seconds):
            simulator.advance(by: seconds)
        case .tap(let point):
            tap(at: point)
        case .mutate(let mutation):
            note("mutation: \(mutation.swift)")
            perform(mutation)
        case .arm(let hook, let mutation):
            armed.append((hook, mutation))
        }
    }

    func tap(at point: CGPoint) {
        let touch = simulator.touchDown(at: point)
        everyTouch.append(touch)
        audit.touchNumbers[ObjectIdentifier(touch.touch)] = touch.number
        simulator.advance(by: 0.05)
        if touch.isActive { simulator.lift(touch) }
    }

    /// One mutation; mutations that make no sense right now (a cycle, a missing object) do nothing.
    func perform(_ mutation: ReliabilityCase.Mutation) {
        switch mutation {
        case .removeView(let id):
            views[id]?.removeFromSuperview()
        case .addView(let id, let host):
            guard let view = views[id], let target = self.host(for: host, of: id), target !== view,
                !target.isDescendant(of: view)
            else { return }
            target.addSubview(view)
        case .setHidden(let id, let hidden):
            views[id]?.isHidden = hidden
        case .bringToFront(let id):
            guard let view = views[id] else { return }
            view.superview?.bringSubviewToFront(view)
        case .removeRecognizer(let id):
            guard let recognizer = recognizers[id] else { return }
            recognizer.view?.removeGestureRecognizer(recognizer)
        case .addRecognizer(let id, let host):
            guard let recognizer = recognizers[id] else { return }
            (host.flatMap { views[$0] } ?? simulator.window).addGestureRecognizer(recognizer)
        case .setRecognizerEnabled(let id, let enabled):
            recognizers[id]?.isEnabled = enabled
        case .becomeFirstResponder(let id):
            views[id]?.becomeFirstResponder()
        case .resignFirstResponder(let id):
            views[id]?.resignFirstResponder()
        case .setControlEnabled(let id, let enabled):
            (views[id] as? UIControl)?.isEnabled = enabled
        case .setWindow2Hidden(let hidden):
            window2?.isHidden = hidden
        case .setWindowHidden(let hidden):
            simulator.window.isHidden = hidden
        case .detachWindow2:
            window2?.windowScene = nil
        case .attachWindow2:
            window2?.windowScene = simulator.window.windowScene
        case .tap(let point):
            tap(at: point)
        case .advance(let seconds):
            simulator.advance(by: seconds)
        }
        updateMembership()
    }

    /// Notes which spec views left or joined the visible windows, and which recognizers stopped or started
    /// being able to receive touches, so that the checks can tell deliveries that must not happen (T7).
    func updateMembership() {
        var now: Set<String> = []
        for (id, view) in views {
            guard let window = view.window, !window.isHidden, window.windowScene != nil else {
                now.insert("v\(id)")
                continue
            }
        }
        if let window2, window2.isHidden || window2.windowScene == nil { now.insert("w2") }
        for (id, recognizer) in recognizers {
            let view = recognizer.view
            let window = view?.window
            if view == nil || window == nil || window?.isHidden == true || window?.windowScene == nil {
                now.insert("r\(id)")
            }
        }
        let left = now.subtracting(outside).sorted()
        let joined = outside.subtracting(now).sorted()
        if !left.isEmpty { simulator.trace.note("left: \(left.joined(separator: " "))") }
        if !joined.isEmpty { simulator.trace.note("joined: \(joined.joined(separator: " "))") }
        outside = now
    }

    /// Views in a visible window, for conversion checks (G2).
    var viewsInWindows: [UIView] {
        var result: [UIView] = [simulator.window]
        if let window2, window2.windowScene != nil { result.append(window2) }
        for id in views.keys.sorted() {
            guard let view = views[id], view.window != nil else { continue }
            result.append(view)
            result += view.subviews.prefix(3)
        }
        return result
    }

    var allTouches: [SimulatedTouch] { everyTouch }
}

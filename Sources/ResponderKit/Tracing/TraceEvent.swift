import Foundation

/// What the engine records, with live objects; ``EventTrace`` turns each into a ``TraceEntry`` at once.
@MainActor enum TraceEvent {
    case event(UIEvent, summary: String)
    case hitTestPass(touch: Int, pass: Int)
    case hitTest(UIView, point: CGPoint)
    case pointInside(UIView, point: CGPoint, result: Bool)
    case hitTestSkipped(UIView, reason: HitTestRefusal)
    case touchBound(UITouch, note: String?)
    case deliver(UIResponder, phase: UITouch.Phase, touches: [UITouch])
    case forwardTouches(from: UIResponder, to: UIResponder, phase: UITouch.Phase, touches: [UITouch])
    case forward(from: UIResponder, to: UIResponder, method: String)
    case routed(String, to: UIResponder)
    case dropped(at: UIResponder, what: String)
    case withheld(UITouch, phase: UITouch.Phase, view: UIView)
    case released(UITouch, phase: UITouch.Phase, view: UIView)
    case discarded(UITouch, view: UIView, reason: String)
    case recognizerTouches(UIGestureRecognizer, phase: UITouch.Phase, touches: [UITouch])
    case requested(UIGestureRecognizer, state: UIGestureRecognizer.State)
    case waiting(UIGestureRecognizer, on: UIGestureRecognizer)
    case stateChange(
        UIGestureRecognizer, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State, reason: String?)
    /// `action`: a function reference's `named:` (X14), else nil and left out of the line.
    case gestureAction(UIGestureRecognizer, target: AnyObject?, action: String?)
    case reset(UIGestureRecognizer)
    case controlEvents(UIView, events: [String])
    case actionSent(action: String, target: AnyObject)
    case actionDropped(action: String, reason: String)
    /// A `UIAction` performed by a control or bar button item: a `UIAction` has no separate target, so the
    /// line's `target` field names its sender (X23: every `action` line has `action` and `target`).
    case uiActionPerformed(action: String, sender: String)
    case firstResponder(UIResponder, became: Bool)
    case note(String)
    case issue(String)
    case info(String, kind: String)
}

extension TraceEvent {
    /// Kind, text and fields, with names from `names`.
    func entry(time: TimeInterval, names: TraceNames) -> TraceEntry {
        func n(_ object: AnyObject) -> String { names.name(of: object) }
        func touchList(_ touches: [UITouch]) -> String { touches.map { "touch \($0.number)" }.joined(separator: ", ") }
        func numbers(_ touches: [UITouch]) -> TraceValue { .numbers(touches.map { Double($0.number) }) }
        func make(_ kind: String, _ text: String, _ fields: [TraceField]) -> TraceEntry {
            TraceEntry(time: time, kind: kind, text: text, fields: fields)
        }
        switch self {
        case .event(let event, let summary):
            return make(
                "event", "event \(event.number) at \(SeedFormat.number(event.timestamp)): \(summary)",
                [TraceField("event", .number(Double(event.number)))])
        case .hitTestPass(let touch, let pass):
            return make(
                "hitTestPass", "hit-test pass \(pass) for touch \(touch)",
                [TraceField("touch", .number(Double(touch))), TraceField("pass", .number(Double(pass)))])
        case .hitTest(let view, let point):
            return make(
                "hitTest", "\(n(view)) hitTest point:\(SeedFormat.point(point))",
                [TraceField("view", .string(n(view))), TraceField("point", .point(point))])
        case .pointInside(let view, let point, let result):
            return make(
                "pointInside", "\(n(view)) pointInside point:\(SeedFormat.point(point)) -> \(result)",
                [
                    TraceField("view", .string(n(view))), TraceField("point", .point(point)),
                    TraceField("result", .bool(result)),
                ])
        case .hitTestSkipped(let view, let reason):
            return make(
                "hitTestSkipped", "\(n(view)) skipped: \(reason.rawValue)",
                [TraceField("view", .string(n(view))), TraceField("reason", .string(reason.rawValue))])
        case .touchBound(let touch, let note):
            let target = touch.view.map { n($0) } ?? "nothing"
            var text = "touch \(touch.number) -> \(target) (tapCount \(touch.tapCount))"
            if let note { text += ": \(note)" }
            return make(
                "touchBound", text,
                [
                    TraceField("touch", .number(Double(touch.number))),
                    TraceField("view", touch.view.map { .string(n($0)) } ?? .null),
                    TraceField("window", touch.window.map { .string(n($0)) } ?? .null),
                    TraceField("tapCount", .number(Double(touch.tapCount))),
                    TraceField("note", note.map { .string($0) } ?? .null),
                ])
        case .deliver(let responder, let phase, let touches):
            return make(
                "touches", "\(n(responder)) touches\(phase.methodSuffix) [\(touchList(touches))]",
                [
                    TraceField("responder", .string(n(responder))), TraceField("phase", .string("\(phase)")),
                    TraceField("touches", numbers(touches)),
                ])
        case .forwardTouches(let from, let to, let phase, let touches):
            return make(
                "forward", "\(n(from)) -> \(n(to)) touches\(phase.methodSuffix) [\(touchList(touches))] (next)",
                [
                    TraceField("from", .string(n(from))), TraceField("to", .string(n(to))),
                    TraceField("method", .string("touches\(phase.methodSuffix)")),
                    TraceField("touches", numbers(touches)),
                ])
        case .forward(let from, let to, let method):
            return make(
                "forward", "\(n(from)) -> \(n(to)) \(method) (next)",
                [
                    TraceField("from", .string(n(from))), TraceField("to", .string(n(to))),
                    TraceField("method", .string(method)),
                ])
        case .routed(let what, let responder):
            return make(
                "routed", "\(what) -> \(n(responder))",
                [TraceField("event", .string(what)), TraceField("responder", .string(n(responder)))])
        case .dropped(let responder, let what):
            return make(
                "dropped", "\(what) dropped after \(n(responder)): end of the responder chain",
                [TraceField("responder", .string(n(responder))), TraceField("method", .string(what))])
        case .withheld(let touch, let phase, let view):
            return make(
                "withheld", "touch \(touch.number) \(phase) withheld from \(n(view))",
                [
                    TraceField("touch", .number(Double(touch.number))), TraceField("phase", .string("\(phase)")),
                    TraceField("view", .string(n(view))),
                ])
        case .released(let touch, let phase, let view):
            return make(
                "released", "touch \(touch.number) \(phase) released to \(n(view))",
                [
                    TraceField("touch", .number(Double(touch.number))), TraceField("phase", .string("\(phase)")),
                    TraceField("view", .string(n(view))),
                ])
        case .discarded(let touch, let view, let reason):
            return make(
                "discarded", "touch \(touch.number) discarded for \(n(view)): \(reason)",
                [
                    TraceField("touch", .number(Double(touch.number))), TraceField("view", .string(n(view))),
                    TraceField("reason", .string(reason)),
                ])
        case .recognizerTouches(let recognizer, let phase, let touches):
            return make(
                "recognizerTouches", "\(n(recognizer)) touches\(phase.methodSuffix) [\(touchList(touches))]",
                [
                    TraceField("recognizer", .string(n(recognizer))), TraceField("phase", .string("\(phase)")),
                    TraceField("touches", numbers(touches)),
                ])
        case .requested(let recognizer, let state):
            return make(
                "requested", "\(n(recognizer)) requests \(state)",
                [TraceField("recognizer", .string(n(recognizer))), TraceField("state", .string("\(state)"))])
        case .waiting(let recognizer, let other):
            return make(
                "waiting", "\(n(recognizer)) waits for '\(n(other))' to fail",
                [TraceField("recognizer", .string(n(recognizer))), TraceField("on", .string(n(other)))])
        case .stateChange(let recognizer, let from, let to, let reason):
            var text = "\(n(recognizer)) \(from) -> \(to)"
            if let reason { text += " (\(reason))" }
            return make(
                "state", text,
                [
                    TraceField("recognizer", .string(n(recognizer))), TraceField("from", .string("\(from)")),
                    TraceField("to", .string("\(to)")), TraceField("reason", reason.map { .string($0) } ?? .null),
                ])
        case .gestureAction(let recognizer, let target, let action):
            let suffix = target.map { " -> \(n($0))" } ?? ""
            let named = action.map { " '\($0)'" } ?? ""
            var fields = [
                TraceField("recognizer", .string(n(recognizer))),
                TraceField("state", .string("\(recognizer.state)")),
                TraceField("target", target.map { .string(n($0)) } ?? .null),
            ]
            if let action { fields.append(TraceField("action", .string(action))) }
            return make("gestureAction", "\(n(recognizer)) action\(named) (\(recognizer.state))\(suffix)", fields)
        case .reset(let recognizer):
            return make("reset", "\(n(recognizer)) reset", [TraceField("recognizer", .string(n(recognizer)))])
        case .controlEvents(let control, let events):
            return make(
                "controlEvents", "\(n(control)) \(events.joined(separator: ", "))",
                [TraceField("control", .string(n(control))), TraceField("events", .strings(events))])
        case .actionSent(let action, let target):
            return make(
                "action", "action '\(action)' -> \(n(target))",
                [TraceField("action", .string(action)), TraceField("target", .string(n(target)))])
        case .uiActionPerformed(let action, let sender):
            return make(
                "action", "action '\(action)' (UIAction) from \(sender)",
                [TraceField("action", .string(action)), TraceField("target", .string(sender))])
        case .actionDropped(let action, let reason):
            return make(
                "actionDropped", "action '\(action)' dropped: \(reason)",
                [TraceField("action", .string(action)), TraceField("reason", .string(reason))])
        case .firstResponder(let responder, let became):
            return make(
                "firstResponder", "\(n(responder)) \(became ? "became" : "resigned") first responder",
                [TraceField("responder", .string(n(responder))), TraceField("became", .bool(became))])
        case .note(let text):
            return make("note", text, [])
        case .issue(let text):
            return make("issue", "error: \(text)", [])
        case .info(let text, let kind):
            return make(kind, text, [])
        }
    }
}

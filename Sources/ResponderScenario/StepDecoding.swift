import Foundation

extension ScenarioDecoder {
    mutating func decodeStep(_ node: SourceNode, _ path: String) -> Step? {
        guard let fields = fields(node, path, allowed: ["at", "after", "note"] + Self.stepActions) else { return nil }
        var step = Step(action: .wait)
        let actions = fields.filter { Self.stepActions.contains($0.key) }
        if actions.count > 1 {
            let names = actions.map { "'\($0.key)'" }.joined(separator: ", ")
            error("a step does one thing; found \(names) (split them into separate steps)", node, path)
            return nil
        }
        for (key, value) in fields {
            let p = "\(path).\(key)"
            switch key {
            case "at": step.at = time(value, p)
            case "after": step.after = time(value, p)
            case "note": step.note = string(value, p)
            default:
                guard let action = decodeStepAction(key, value, p) else { return nil }
                step.action = action
            }
        }
        if step.at != nil && step.after != nil {
            sink.error("give either 'at' or 'after', not both", at: map["\(path).after"], path: "\(path).after")
        }
        return step
    }

    mutating func finger(_ node: SourceNode, _ path: String) -> String? {
        guard case .scalar(let s, _, _) = node, !node.isNull, !s.isEmpty else {
            error("expected a finger name (a word or number)", node, path)
            return nil
        }
        return s
    }

    mutating func fingerPoints(_ node: SourceNode, _ path: String, pointKey: String) -> [FingerPoint]? {
        let items: [(SourceNode, String, String)]
        if case .sequence(let list, _) = node {
            _ = self.list(node, path)
            guard !list.isEmpty else {
                error("expected at least one finger", node, path)
                return nil
            }
            items = list.enumerated().map { ($1, "\(path)[\($0)]", String($0 + 1)) }
        } else {
            items = [(node, path, "1")]
        }
        var result: [FingerPoint] = []
        var ok = true
        for (item, itemPath, defaultFinger) in items {
            guard let fields = fields(item, itemPath, allowed: ["finger", pointKey]) else {
                ok = false
                continue
            }
            var name: String? = defaultFinger
            var point: CGPoint?
            for (key, value) in fields {
                if key == "finger" { name = finger(value, "\(itemPath).finger") }
                if key == pointKey { point = self.point(value, "\(itemPath).\(pointKey)") }
            }
            if !fields.contains(where: { $0.key == pointKey }) {
                error("missing required key '\(pointKey)'", item, itemPath)
            }
            if let name, let point { result.append(FingerPoint(finger: name, point: point)) } else { ok = false }
        }
        guard ok else { return nil }
        var seen = Set<String>()
        for item in result where !seen.insert(item.finger).inserted {
            error("finger '\(item.finger)' is listed twice in one event", node, path)
            return nil
        }
        return result
    }

    mutating func fingerNames(_ node: SourceNode, _ path: String) -> [String]? {
        if case .sequence(let list, _) = node {
            _ = self.list(node, path)
            guard !list.isEmpty else {
                error("expected at least one finger", node, path)
                return nil
            }
            var names: [String] = []
            for (index, item) in list.enumerated() {
                guard let name = finger(item, "\(path)[\(index)]") else { return nil }
                if names.contains(name) {
                    error("finger '\(name)' is listed twice in one event", item, "\(path)[\(index)]")
                    return nil
                }
                names.append(name)
            }
            return names
        }
        if node.isNull { return ["1"] }
        return finger(node, path).map { [$0] }
    }

    /// Reads a gesture step's parameters: required ones and defaults.
    struct Parameters {
        var values: [String: SourceNode] = [:]
    }

    mutating func parameters(
        _ node: SourceNode, _ path: String, allowed: [String], required: [String], shorthand: String? = nil
    ) -> [String: SourceNode]? {
        if let shorthand, case .sequence = node { return [shorthand: node] }
        if let shorthand, case .scalar = node, !node.isNull { return [shorthand: node] }
        guard let fields = fields(node, path, allowed: allowed) else { return nil }
        var result: [String: SourceNode] = [:]
        for (key, value) in fields { result[key] = value }
        var ok = true
        for key in required where result[key] == nil {
            error("missing required key '\(key)'", node, path)
            ok = false
        }
        return ok ? result : nil
    }

    mutating func gestureSteps(_ node: SourceNode?, _ path: String, default value: Int) -> Int? {
        guard let node else { return value }
        return integer(node, path, min: 1, max: Limits.gestureSteps)
    }

    mutating func decodeStepAction(_ key: String, _ node: SourceNode, _ path: String) -> StepAction? {
        func p(_ k: String) -> String { "\(path).\(k)" }
        switch key {
        case "down": return fingerPoints(node, path, pointKey: "at").map(StepAction.down)
        case "move": return fingerPoints(node, path, pointKey: "to").map(StepAction.move)
        case "up": return fingerNames(node, path).map(StepAction.up)
        case "cancel": return fingerNames(node, path).map(StepAction.cancel)
        case "tap":
            guard
                let f = parameters(
                    node, path, allowed: ["at", "fingers", "count", "interval"], required: [], shorthand: "at")
            else { return nil }
            var points: [CGPoint] = []
            if let at = f["at"], let fingers = f["fingers"] {
                _ = at
                error("give either 'at' or 'fingers', not both", fingers, p("fingers"))
                return nil
            } else if let at = f["at"] {
                guard let point = point(at, p("at")) else { return nil }
                points = [point]
            } else if let fingers = f["fingers"] {
                guard let items = list(fingers, p("fingers")), !items.isEmpty else {
                    if case .sequence = fingers { error("expected at least one point", fingers, p("fingers")) }
                    return nil
                }
                for (index, item) in items.enumerated() {
                    guard let point = point(item, "\(p("fingers"))[\(index)]") else { return nil }
                    points.append(point)
                }
            } else {
                error("missing required key 'at'", node, path)
                return nil
            }
            let count = f["count"].map { integer($0, p("count"), min: 1, max: Limits.tapCount) } ?? 1
            let interval = f["interval"].map { duration($0, p("interval")) } ?? 0.1
            guard let count, let interval else { return nil }
            return .tap(points: points, count: count, interval: interval)
        case "drag":
            guard
                let f = parameters(
                    node, path, allowed: ["from", "to", "duration", "steps"], required: ["from", "to"])
            else { return nil }
            guard let from = f["from"].flatMap({ point($0, p("from")) }),
                let to = f["to"].flatMap({ point($0, p("to")) }),
                let d = f["duration"].map({ duration($0, p("duration")) }) ?? 0.3,
                let steps = gestureSteps(f["steps"], p("steps"), default: 10)
            else { return nil }
            return .drag(from: from, to: to, duration: d, steps: steps)
        case "longPress":
            guard let f = parameters(node, path, allowed: ["at", "duration"], required: ["at"], shorthand: "at")
            else { return nil }
            guard let at = f["at"].flatMap({ point($0, p("at")) }),
                let d = f["duration"].map({ duration($0, p("duration")) }) ?? 1
            else { return nil }
            return .longPress(at: at, duration: d)
        case "swipe":
            guard
                let f = parameters(
                    node, path, allowed: ["from", "direction", "distance", "duration", "steps"],
                    required: ["from", "direction"])
            else { return nil }
            guard let from = f["from"].flatMap({ point($0, p("from")) }),
                let direction = f["direction"].flatMap({ choice($0, p("direction"), ["right", "left", "up", "down"]) }),
                let distance = f["distance"].map({ number($0, p("distance"), rule: .positive) }) ?? 100,
                let d = f["duration"].map({ duration($0, p("duration")) }) ?? 0.15,
                let steps = gestureSteps(f["steps"], p("steps"), default: 6)
            else { return nil }
            return .swipe(from: from, direction: direction, distance: distance, duration: d, steps: steps)
        case "pinch":
            guard
                let f = parameters(
                    node, path, allowed: ["center", "from", "to", "duration", "steps"],
                    required: ["center", "from", "to"])
            else { return nil }
            guard let center = f["center"].flatMap({ point($0, p("center")) }),
                let from = f["from"].flatMap({ number($0, p("from"), rule: .positive) }),
                let to = f["to"].flatMap({ number($0, p("to"), rule: .positive) }),
                let d = f["duration"].map({ duration($0, p("duration")) }) ?? 0.5,
                let steps = gestureSteps(f["steps"], p("steps"), default: 10)
            else { return nil }
            return .pinch(center: center, from: from, to: to, duration: d, steps: steps)
        case "rotate":
            guard
                let f = parameters(
                    node, path, allowed: ["center", "radius", "angle", "duration", "steps"],
                    required: ["center", "radius", "angle"])
            else { return nil }
            guard let center = f["center"].flatMap({ point($0, p("center")) }),
                let radius = f["radius"].flatMap({ number($0, p("radius"), rule: .positive) }),
                let angle = f["angle"].flatMap({ number($0, p("angle")) }),
                let d = f["duration"].map({ duration($0, p("duration")) }) ?? 0.5,
                let steps = gestureSteps(f["steps"], p("steps"), default: 10)
            else { return nil }
            return .rotate(center: center, radius: radius, degrees: angle, duration: d, steps: steps)
        case "shake":
            if node.isNull { return .shake(duration: 0.1) }
            guard let f = parameters(node, path, allowed: ["duration"], required: []) else { return nil }
            guard let d = f["duration"].map({ duration($0, p("duration")) }) ?? 0.1 else { return nil }
            return .shake(duration: d)
        case "key":
            guard
                let f = parameters(
                    node, path, allowed: ["characters", "modifiers", "duration"], required: ["characters"],
                    shorthand: "characters")
            else { return nil }
            guard let characters = f["characters"].flatMap({ string($0, p("characters")) }),
                let modifiers = f["modifiers"].map({ choices($0, p("modifiers"), KeyModifiers.all) }) ?? [],
                let d = f["duration"].map({ duration($0, p("duration")) }) ?? 0.05
            else { return nil }
            return .key(characters: characters, modifiers: modifiers, duration: d)
        case "remote":
            return choice(node, path, RemoteCommands.all).map(StepAction.remote)
        case "becomeFirstResponder":
            return identifier(node, path).map(StepAction.becomeFirstResponder)
        case "resignFirstResponder":
            return identifier(node, path).map(StepAction.resignFirstResponder)
        case "set":
            return decodeSet(node, path)
        default:
            return nil
        }
    }

    mutating func decodeSet(_ node: SourceNode, _ path: String) -> StepAction? {
        let allowed = ["view", "hitTest", "pointInside", "touchAreaInsets", "touches"] + ViewProperties.all.map(\.key)
        guard let fields = fields(node, path, allowed: allowed) else { return nil }
        guard let viewNode = fields.first(where: { $0.key == "view" })?.value else {
            error("missing required key 'view'", node, path)
            return nil
        }
        guard let target = identifier(viewNode, "\(path).view") else { return nil }
        var properties: [Property] = []
        var overrides = SetOverrides()
        var ok = true
        for (key, value) in fields {
            let p = "\(path).\(key)"
            func isNone() -> Bool {
                if case .scalar("none", _, _) = value { return true }
                return false
            }
            switch key {
            case "view": break
            case "hitTest":
                if isNone() {
                    overrides.hitTest = .some(nil)
                } else if let h = decodeHitTest(value, p) {
                    overrides.hitTest = .some(h)
                } else {
                    ok = false
                }
            case "pointInside":
                if isNone() {
                    overrides.pointInside = .some(nil)
                } else if let pi = decodePointInside(value, p) {
                    overrides.pointInside = .some(pi)
                } else {
                    ok = false
                }
            case "touchAreaInsets":
                if isNone() {
                    overrides.touchAreaInsets = .some(nil)
                } else if let i = insets(value, p) {
                    overrides.touchAreaInsets = .some(i)
                } else {
                    ok = false
                }
            case "touches":
                var policy = PassingPolicy()
                decodeTouchPassing(value, p, into: &policy)
                overrides.passing = policy
            default:
                guard let descriptor = ViewProperties.byKey[key] else { continue }
                if !descriptor.settable {
                    error("'\(key)' can only be given when the view is made, not changed by 'set'", value, p)
                    ok = false
                } else if let v = self.value(value, p, descriptor.type) {
                    properties.append(Property(key: key, value: v))
                } else {
                    ok = false
                }
            }
        }
        if properties.isEmpty && overrides.isEmpty && ok {
            error("'set' changes nothing: add properties to change", node, path)
            return nil
        }
        return ok ? .set(target: target, properties: properties, overrides: overrides) : nil
    }
}

import Foundation

/// Limits that keep any input within what the engine can run (never a crash, never a hang).
enum Limits {
    static let views = 5_000
    static let steps = 10_000
    static let gestureSteps = 10_000
    static let tapCount = 1_000
    static let maximumTime: Double = 1_000_000
    static let treeDepth = 200
}

extension ScenarioDecoder {
    static let topKeys = [
        "name", "description", "screen", "window", "application", "appDelegate", "viewControllers", "views",
        "firstResponder", "trace", "timeline", "endTime",
    ]
    static let responderKeys = [
        "id", "name", "touches", "presses", "motion", "remoteControl", "performs", "canBecomeFirstResponder", "log",
    ]
    static let viewStructureKeys = [
        "class", "parent", "gestures", "actions", "hitTest", "pointInside", "touchAreaInsets", "didSelect",
    ]
    static let stepActions = [
        "down", "move", "up", "cancel", "tap", "drag", "longPress", "swipe", "pinch", "rotate", "shake", "key",
        "remote", "set", "becomeFirstResponder", "resignFirstResponder",
    ]

    mutating func decodeScenario(_ root: SourceNode) -> Scenario? {
        var scenario = Scenario()
        guard let fields = fields(root, "", allowed: Self.topKeys, hint: "the scenario") else { return nil }
        map.positions[""] = root.position
        for (key, value) in fields {
            switch key {
            case "name": scenario.name = string(value, key)
            case "description": scenario.description = string(value, key)
            case "screen": if let s = size(value, key) { scenario.screen = s }
            case "window": scenario.window = decodeWindow(value, key)
            case "application":
                if let f = self.fields(value, key, allowed: ["name"]), let n = f.first?.value {
                    scenario.application.name = string(n, "application.name")
                }
            case "appDelegate":
                if let f = self.fields(value, key, allowed: Self.responderKeys) {
                    scenario.appDelegate = decodeResponder(f, value, key)
                }
            case "viewControllers":
                if let items = list(value, key) {
                    scenario.viewControllers = items.enumerated().compactMap { decodeController($1, "\(key)[\($0)]") }
                }
            case "views":
                if let items = list(value, key) {
                    if items.count > Limits.views {
                        error("too many views (at most \(Limits.views))", value, key)
                    } else {
                        scenario.views = items.enumerated().compactMap { decodeView($1, "\(key)[\($0)]") }
                    }
                }
            case "firstResponder": scenario.firstResponder = identifier(value, key)
            case "trace": scenario.trace = decodeTrace(value, key)
            case "timeline":
                if let items = list(value, key) {
                    if items.count > Limits.steps {
                        error("too many steps (at most \(Limits.steps))", value, key)
                    } else {
                        scenario.timeline = items.enumerated().compactMap { decodeStep($1, "\(key)[\($0)]") }
                    }
                }
            case "endTime": scenario.endTime = time(value, key)
            default: break
            }
        }
        scenario.sourceMap = map
        return scenario
    }

    mutating func time(_ node: SourceNode, _ path: String) -> Double? {
        guard let t = number(node, path, rule: .nonNegative) else { return nil }
        guard t <= Limits.maximumTime else {
            error("expected a time up to \(Int(Limits.maximumTime)) s", node, path)
            return nil
        }
        return t
    }

    mutating func duration(_ node: SourceNode, _ path: String) -> Double? { time(node, path) }

    mutating func decodeWindow(_ node: SourceNode, _ path: String) -> WindowSpec {
        var spec = WindowSpec()
        for (key, value) in fields(node, path, allowed: ["name", "rootViewController"]) ?? [] {
            if key == "name" { spec.name = string(value, "\(path).name") }
            if key == "rootViewController" { spec.rootViewController = identifier(value, "\(path).\(key)") }
        }
        return spec
    }

    mutating func decodeTrace(_ node: SourceNode, _ path: String) -> TraceSpec {
        var spec = TraceSpec()
        for (key, value) in fields(node, path, allowed: ["timestamps", "kinds", "summary"]) ?? [] {
            let p = "\(path).\(key)"
            switch key {
            case "timestamps": spec.timestamps = bool(value, p) ?? false
            case "summary": spec.summary = bool(value, p) ?? true
            default: spec.kinds = strings(value, p)
            }
        }
        return spec
    }

    // MARK: Responders

    /// Reads the keys every responder has; `id` is required.
    mutating func decodeResponder(
        _ fields: [(key: String, value: SourceNode)], _ node: SourceNode, _ path: String
    ) -> ResponderSpec? {
        guard let idNode = fields.first(where: { $0.key == "id" })?.value else {
            error("missing required key 'id'", node, path)
            return nil
        }
        guard let id = identifier(idNode, "\(path).id") else { return nil }
        if id == "window" || id == "application" {
            error("'\(id)' is reserved (it names the window or the application)", idNode, "\(path).id")
        }
        var spec = ResponderSpec(id: id)
        for (key, value) in fields {
            let p = "\(path).\(key)"
            switch key {
            case "name": spec.name = string(value, p)
            case "touches": decodeTouchPassing(value, p, into: &spec.passing)
            case "presses": spec.passing.presses = passing(value, p) ?? .super
            case "motion": spec.passing.motion = passing(value, p) ?? .super
            case "remoteControl": spec.passing.remoteControl = passing(value, p) ?? .super
            case "performs": spec.performs = decodePerforms(value, p)
            case "canBecomeFirstResponder": spec.canBecomeFirstResponder = bool(value, p)
            case "log": spec.log = bool(value, p) ?? false
            default: break
            }
        }
        return spec
    }

    mutating func passing(_ node: SourceNode, _ path: String) -> Passing? {
        choice(node, path, Passing.allCases.map(\.rawValue)).flatMap(Passing.init(rawValue:))
    }

    mutating func decodeTouchPassing(_ node: SourceNode, _ path: String, into policy: inout PassingPolicy) {
        if case .scalar = node {
            guard let p = passing(node, path) else { return }
            policy.began = p
            policy.moved = p
            policy.ended = p
            policy.cancelled = p
            return
        }
        for (key, value) in fields(node, path, allowed: ["began", "moved", "ended", "cancelled"]) ?? [] {
            guard let p = passing(value, "\(path).\(key)") else { continue }
            switch key {
            case "began": policy.began = p
            case "moved": policy.moved = p
            case "ended": policy.ended = p
            default: policy.cancelled = p
            }
        }
    }

    mutating func decodePerforms(_ node: SourceNode, _ path: String) -> [PerformSpec] {
        let items: [(SourceNode, String)]
        if case .sequence(let list, _) = node {
            _ = self.list(node, path)
            items = list.enumerated().map { ($1, "\(path)[\($0)]") }
        } else {
            items = [(node, path)]
        }
        var result: [PerformSpec] = []
        for (item, itemPath) in items {
            if case .scalar = item {
                if let name = identifier(item, itemPath) { result.append(PerformSpec(action: name)) }
                continue
            }
            guard let fields = fields(item, itemPath, allowed: ["action", "log"]) else { continue }
            guard let actionNode = fields.first(where: { $0.key == "action" })?.value else {
                error("missing required key 'action'", item, itemPath)
                continue
            }
            guard let action = identifier(actionNode, "\(itemPath).action") else { continue }
            let log = fields.first(where: { $0.key == "log" }).flatMap { string($0.value, "\(itemPath).log") }
            result.append(PerformSpec(action: action, log: log))
        }
        return result
    }

    mutating func decodeController(_ node: SourceNode, _ path: String) -> ControllerSpec? {
        guard let fields = fields(node, path, allowed: Self.responderKeys + ["view", "presentedBy"]) else { return nil }
        guard let responder = decodeResponder(fields.filter { Self.responderKeys.contains($0.key) }, node, path)
        else { return nil }
        var spec = ControllerSpec(responder: responder)
        for (key, value) in fields {
            if key == "view" { spec.view = identifier(value, "\(path).view") }
            if key == "presentedBy" { spec.presentedBy = identifier(value, "\(path).presentedBy") }
        }
        return spec
    }

    // MARK: Views

    mutating func decodeView(_ node: SourceNode, _ path: String) -> ViewSpec? {
        let allowed = Self.responderKeys + Self.viewStructureKeys + ViewProperties.all.map(\.key)
        guard let fields = fields(node, path, allowed: allowed) else { return nil }
        guard let responder = decodeResponder(fields.filter { Self.responderKeys.contains($0.key) }, node, path)
        else { return nil }
        var spec = ViewSpec(responder: responder)
        if let classNode = fields.first(where: { $0.key == "class" })?.value {
            if let name = choice(classNode, "\(path).class", ViewClass.allCases.map(\.rawValue)),
                let viewClass = ViewClass(rawValue: name)
            {
                spec.viewClass = viewClass
            }
        }
        for (key, value) in fields {
            let p = "\(path).\(key)"
            switch key {
            case "parent":
                spec.parent = value.isNull ? nil : identifier(value, p)
                if spec.parent == "window" { spec.parent = nil }
            case "gestures":
                if let items = list(value, p) {
                    spec.gestures = items.enumerated().compactMap { decodeGesture($1, "\(p)[\($0)]") }
                }
            case "actions":
                if !spec.viewClass.isControl {
                    error("only controls have actions; '\(spec.id)' is a \(spec.viewClass.rawValue)", value, p)
                } else if let items = list(value, p) {
                    spec.actions = items.enumerated().compactMap { decodeControlAction($1, "\(p)[\($0)]") }
                }
            case "hitTest": spec.hitTest = decodeHitTest(value, p)
            case "pointInside": spec.pointInside = decodePointInside(value, p)
            case "touchAreaInsets": spec.touchAreaInsets = insets(value, p)
            case "didSelect":
                if spec.viewClass != .tableview {
                    error("only table views have didSelect", value, p)
                } else if case .scalar = value {
                    spec.didSelectLog = string(value, p)
                } else if let f = self.fields(value, p, allowed: ["log"]) {
                    spec.didSelectLog = f.first.flatMap { string($0.value, "\(p).log") }
                }
            default:
                guard let descriptor = ViewProperties.byKey[key] else { continue }
                if let property = decodeViewProperty(descriptor, value, p, viewClass: spec.viewClass) {
                    spec.properties.append(property)
                }
            }
        }
        checkGeometry(spec, path)
        return spec
    }

    mutating func decodeViewProperty(
        _ descriptor: PropertyDescriptor, _ node: SourceNode, _ path: String, viewClass: ViewClass
    ) -> Property? {
        if let classes = descriptor.classes, !classes.contains(viewClass) {
            let owners = ViewProperties.classes(having: descriptor.key).map(\.rawValue).joined(separator: ", ")
            error(
                "'\(descriptor.key)' is not a property of class '\(viewClass.rawValue)' (only of: \(owners))", node,
                path)
            return nil
        }
        return value(node, path, descriptor.type).map { Property(key: descriptor.key, value: $0) }
    }

    mutating func checkGeometry(_ spec: ViewSpec, _ path: String) {
        let keys = Set(spec.properties.map(\.key))
        if keys.contains("frame") && keys.contains("center") {
            sink.error(
                "give either frame or center (with bounds), not both", at: map["\(path).center"],
                path: "\(path).center")
        }
    }

    mutating func decodeHitTest(_ node: SourceNode, _ path: String) -> HitTestOverride? {
        if case .scalar = node {
            switch choice(node, path, ["intercept", "forwardOutside"]) {
            case "intercept": return .intercept
            case "forwardOutside": return .forwardOutside
            default: return nil
            }
        }
        guard let fields = fields(node, path, allowed: ["forwardTo"]), let target = fields.first else {
            if case .mapping = node { error("expected intercept, forwardOutside or {forwardTo: id}", node, path) }
            return nil
        }
        return identifier(target.value, "\(path).forwardTo").map(HitTestOverride.forwardTo)
    }

    mutating func decodePointInside(_ node: SourceNode, _ path: String) -> PointInsideOverride? {
        guard let fields = fields(node, path, allowed: ["rects", "subviews", "answer"]) else { return nil }
        var spec = PointInsideOverride()
        for (key, value) in fields {
            let p = "\(path).\(key)"
            switch key {
            case "rects":
                if let items = list(value, p) { spec.rects = items.enumerated().compactMap { rect($1, "\(p)[\($0)]") } }
            case "subviews": spec.subviews = bool(value, p) ?? false
            default: spec.answer = bool(value, p)
            }
        }
        return spec
    }

    mutating func decodeControlAction(_ node: SourceNode, _ path: String) -> ControlActionSpec? {
        guard let fields = fields(node, path, allowed: ["events", "action", "target", "log"]) else { return nil }
        var events: [String]?
        var action: String?
        var spec = ControlActionSpec(events: [], action: "")
        for (key, value) in fields {
            let p = "\(path).\(key)"
            switch key {
            case "events": events = choices(value, p, ControlEventNames.all)
            case "action": action = identifier(value, p)
            case "target": spec.target = value.isNull ? nil : identifier(value, p)
            default: spec.log = string(value, p)
            }
        }
        for key in ["events", "action"] where !fields.contains(where: { $0.key == key }) {
            error("missing required key '\(key)'", node, path)
        }
        guard let events, let action else { return nil }
        spec.events = events
        spec.action = action
        return spec
    }
}

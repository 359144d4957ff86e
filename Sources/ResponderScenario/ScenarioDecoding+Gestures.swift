import Foundation

/// Reading `gestures:` entries: recognizers, their actions and delegates (docs/scenario-format.md).
extension ScenarioDecoder {
    // MARK: Gestures

    mutating func decodeGesture(_ node: SourceNode, _ path: String) -> GestureSpec? {
        let structure = ["id", "name", "type", "requireToFail", "delegate", "actions"]
        let allKeys = Set(GestureType.allCases.flatMap { GestureProperties.all($0).map(\.key) })
        guard let fields = fields(node, path, allowed: structure + allKeys.sorted()) else { return nil }
        guard let typeNode = fields.first(where: { $0.key == "type" })?.value else {
            error("missing required key 'type'", node, path)
            return nil
        }
        guard let idNode = fields.first(where: { $0.key == "id" })?.value else {
            error("missing required key 'id'", node, path)
            return nil
        }
        guard let typeName = choice(typeNode, "\(path).type", GestureType.allCases.map(\.rawValue)),
            let type = GestureType(rawValue: typeName), let id = identifier(idNode, "\(path).id")
        else { return nil }
        var spec = GestureSpec(id: id, type: type)
        let descriptors = GestureProperties.all(type)
        for (key, value) in fields {
            let p = "\(path).\(key)"
            switch key {
            case "id", "type": break
            case "name": spec.name = string(value, p)
            case "requireToFail": spec.requireToFail = identifiers(value, p) ?? []
            case "delegate": spec.delegate = decodeDelegate(value, p)
            case "actions":
                if let items = list(value, p) {
                    spec.actions = items.enumerated().compactMap { decodeGestureAction($1, "\(p)[\($0)]") }
                }
            default:
                guard let descriptor = descriptors.first(where: { $0.key == key }) else {
                    error("'\(key)' is not a property of a \(type.rawValue) recognizer", value, p)
                    continue
                }
                if let v = self.value(value, p, descriptor.type) {
                    spec.properties.append(Property(key: key, value: v))
                }
            }
        }
        return spec
    }

    mutating func decodeGestureAction(_ node: SourceNode, _ path: String) -> GestureActionSpec? {
        if case .scalar = node { return identifier(node, path).map { GestureActionSpec(action: $0) } }
        guard let fields = fields(node, path, allowed: ["target", "action", "log"]) else { return nil }
        var spec = GestureActionSpec()
        for (key, value) in fields {
            let p = "\(path).\(key)"
            switch key {
            case "target": spec.target = identifier(value, p)
            case "action": spec.action = identifier(value, p)
            default: spec.log = string(value, p)
            }
        }
        if spec.target != nil && spec.action == nil {
            error("an action with a target needs an 'action' name", node, path)
            return nil
        }
        return spec
    }

    mutating func decodeDelegate(_ node: SourceNode, _ path: String) -> DelegatePolicy? {
        let keys = ["simultaneousWith", "shouldBegin", "shouldReceive", "requireFailureOf", "requiredToFailBy"]
        guard let fields = fields(node, path, allowed: keys) else { return nil }
        var policy = DelegatePolicy()
        for (key, value) in fields {
            let p = "\(path).\(key)"
            switch key {
            case "simultaneousWith":
                if case .scalar("all", _, _) = value {
                    policy.simultaneousWith = ["*"]
                } else {
                    policy.simultaneousWith = identifiers(value, p) ?? []
                }
            case "shouldBegin": policy.shouldBegin = bool(value, p) ?? true
            case "requireFailureOf": policy.requireFailureOf = identifiers(value, p) ?? []
            case "requiredToFailBy": policy.requiredToFailBy = identifiers(value, p) ?? []
            default:
                let receiveKeys = ["notInClasses", "notInViews", "onlyInClasses", "onlyInViews"]
                for (rk, rv) in self.fields(value, p, allowed: receiveKeys) ?? [] {
                    let rp = "\(p).\(rk)"
                    switch rk {
                    case "notInClasses": policy.shouldReceive.notInClasses = strings(rv, rp) ?? []
                    case "notInViews": policy.shouldReceive.notInViews = identifiers(rv, rp) ?? []
                    case "onlyInClasses": policy.shouldReceive.onlyInClasses = strings(rv, rp) ?? []
                    default: policy.shouldReceive.onlyInViews = identifiers(rv, rp) ?? []
                    }
                }
            }
        }
        return policy
    }
}

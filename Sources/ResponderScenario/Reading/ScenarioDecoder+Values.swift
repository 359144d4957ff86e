import Foundation

/// Composite values: points, sizes, rectangles, insets, transforms, lists of words and choices.
extension ScenarioDecoder {
    mutating func numbers(_ node: SourceNode, _ path: String, count: Int, expectation: String) -> [Double]? {
        guard case .sequence(let items, _) = node, items.count == count else {
            error(expectation, node, path)
            return nil
        }
        return each(items, path, stopping: true) { $0.number($1, $2) }
    }

    mutating func namedNumbers(
        _ node: SourceNode, _ path: String, keys: [String], required: [String], expectation: String,
        rules: [String: NumberRule] = [:]
    ) -> [String: Double]? {
        guard case .mapping = node else {
            error(expectation, node, path)
            return nil
        }
        guard let fields = fields(node, path, allowed: keys) else { return nil }
        var result: [String: Double] = [:]
        var ok = true
        for (key, value) in fields {
            if let v = number(value, "\(path).\(key)", rule: rules[key] ?? .any) { result[key] = v } else { ok = false }
        }
        for key in required where fields.first(where: { $0.key == key }) == nil {
            error("missing required key '\(key)'", node, path)
            ok = false
        }
        return ok ? result : nil
    }

    mutating func point(_ node: SourceNode, _ path: String) -> CGPoint? {
        let expectation = "expected a point [x, y] or {x, y}"
        if case .mapping = node {
            guard let v = namedNumbers(node, path, keys: ["x", "y"], required: ["x", "y"], expectation: expectation)
            else { return nil }
            return CGPoint(x: v["x"] ?? 0, y: v["y"] ?? 0)
        }
        guard let v = numbers(node, path, count: 2, expectation: expectation) else { return nil }
        return CGPoint(x: v[0], y: v[1])
    }

    mutating func size(_ node: SourceNode, _ path: String) -> CGSize? {
        let expectation = "expected a size [width, height] or {width, height} (not negative)"
        let rules: [String: NumberRule] = ["width": .nonNegative, "height": .nonNegative]
        let v: [Double]
        if case .mapping = node {
            guard
                let m = namedNumbers(
                    node, path, keys: ["width", "height"], required: ["width", "height"], expectation: expectation,
                    rules: rules)
            else { return nil }
            v = [m["width"] ?? 0, m["height"] ?? 0]
        } else {
            guard let list = numbers(node, path, count: 2, expectation: expectation) else { return nil }
            v = list
        }
        guard v.allSatisfy({ $0 >= 0 }) else {
            error(expectation, node, path)
            return nil
        }
        return CGSize(width: v[0], height: v[1])
    }

    mutating func rect(_ node: SourceNode, _ path: String) -> CGRect? {
        let expectation = "expected a rectangle [x, y, width, height] or {x, y, width, height}"
        let v: [Double]
        if case .mapping = node {
            let keys = ["x", "y", "width", "height"]
            guard
                let m = namedNumbers(
                    node, path, keys: keys, required: keys, expectation: expectation,
                    rules: ["width": .nonNegative, "height": .nonNegative])
            else { return nil }
            v = keys.map { m[$0] ?? 0 }
        } else {
            guard let list = numbers(node, path, count: 4, expectation: expectation) else { return nil }
            v = list
        }
        guard v[2] >= 0, v[3] >= 0 else {
            error("expected a rectangle with a width and height >= 0", node, path)
            return nil
        }
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    mutating func insets(_ node: SourceNode, _ path: String) -> Value? {
        let expectation = "expected insets [top, left, bottom, right] or {top, left, bottom, right}"
        let keys = ["top", "left", "bottom", "right"]
        let v: [Double]
        if case .mapping = node {
            guard let m = namedNumbers(node, path, keys: keys, required: [], expectation: expectation) else {
                return nil
            }
            v = keys.map { m[$0] ?? 0 }
        } else {
            guard let list = numbers(node, path, count: 4, expectation: expectation) else { return nil }
            v = list
        }
        return .insets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    /// `[{rotate: 45}, {scale: [2, 1]}, {translate: [10, 0]}]`, or one such mapping; applied in order.
    mutating func transform(_ node: SourceNode, _ path: String) -> [TransformOp]? {
        let items: [(SourceNode, String)]
        if case .sequence(let list, _) = node {
            items = list.enumerated().map { ($1, "\(path)[\($0)]") }
        } else {
            items = [(node, path)]
        }
        var ops: [TransformOp] = []
        var ok = true
        for (item, itemPath) in items {
            guard let fields = fields(item, itemPath, allowed: ["rotate", "scale", "translate"]) else {
                ok = false
                continue
            }
            if fields.count != 1 {
                error("expected exactly one of rotate, scale, translate in each transform step", item, itemPath)
                ok = false
                continue
            }
            let (key, value) = fields[0]
            let keyPath = "\(itemPath).\(key)"
            switch key {
            case "rotate":
                if let d = number(value, keyPath) { ops.append(.rotate(degrees: d)) } else { ok = false }
            case "scale":
                if case .scalar = value, let s = number(value, keyPath) {
                    ops.append(.scale(x: s, y: s))
                } else if case .sequence = value,
                    let v = numbers(value, keyPath, count: 2, expectation: "expected a scale s or [sx, sy]")
                {
                    ops.append(.scale(x: v[0], y: v[1]))
                } else {
                    if case .mapping = value { error("expected a scale s or [sx, sy]", value, keyPath) }
                    ok = false
                }
            default:
                if let p = point(value, keyPath) { ops.append(.translate(x: p.x, y: p.y)) } else { ok = false }
            }
        }
        return ok ? ops : nil
    }

    mutating func strings(_ node: SourceNode, _ path: String) -> [String]? {
        if case .scalar = node, !node.isNull, let s = string(node, path) { return [s] }
        guard let items = list(node, path) else { return nil }
        return each(items, path, stopping: true) { $0.string($1, $2) }
    }

    mutating func identifiers(_ node: SourceNode, _ path: String) -> [String]? {
        if case .scalar = node, !node.isNull, let s = identifier(node, path) { return [s] }
        guard let items = list(node, path) else { return nil }
        return each(items, path, stopping: false) { $0.identifier($1, $2) }
    }

    mutating func choice(_ node: SourceNode, _ path: String, _ options: [String]) -> String? {
        guard case .scalar(let s, _, _) = node, !node.isNull else {
            error("expected one of: \(options.joined(separator: ", "))", node, path)
            return nil
        }
        guard options.contains(s) else {
            var message = "expected one of: \(options.joined(separator: ", ")); found '\(s)'"
            if !sink.isFull, let near = Suggestion.nearest(s, in: options) { message += " (did you mean '\(near)'?)" }
            error(message, node, path)
            return nil
        }
        return s
    }

    mutating func choices(_ node: SourceNode, _ path: String, _ options: [String]) -> [String]? {
        if case .scalar = node { return choice(node, path, options).map { [$0] } }
        guard let items = list(node, path),
            let result = each(items, path, stopping: false, { $0.choice($1, $2, options) })
        else { return nil }
        if result.isEmpty {
            error("expected at least one of: \(options.joined(separator: ", "))", node, path)
            return nil
        }
        return result
    }
}

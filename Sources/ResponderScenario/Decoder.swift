import Foundation

/// Reads a ``SourceNode`` tree into a ``Scenario``, collecting every error with its key path and
/// position instead of stopping at the first.
struct ScenarioDecoder {
    var sink: DiagnosticSink
    var map = SourceMap()

    init(file: String) { sink = DiagnosticSink(file: file) }

    // MARK: Errors

    mutating func error(_ message: String, _ node: SourceNode, _ path: String) {
        sink.error(message, at: node.position, path: path)
    }

    // MARK: Mappings

    /// The known keys of a mapping, in file order. Reports unknown and duplicate keys; records positions.
    mutating func fields(_ node: SourceNode, _ path: String, allowed: [String], hint: String? = nil)
        -> [(key: String, value: SourceNode)]?
    {
        guard case .mapping(let pairs, let position) = node else {
            error("expected a mapping\(hint.map { " (\($0))" } ?? ""), found \(node.kindName)", node, path)
            return nil
        }
        map.positions[path] = position
        var seen: [String: SourcePosition] = [:]
        var result: [(key: String, value: SourceNode)] = []
        for (keyNode, value) in pairs {
            guard case .scalar(let key, _, let keyPosition) = keyNode else {
                error("keys must be words, found \(keyNode.kindName)", keyNode, path)
                continue
            }
            let keyPath = path.isEmpty ? key : "\(path).\(key)"
            if let first = seen[key] {
                sink.error(
                    "duplicate key '\(key)' (first at \(first.line):\(first.column))", at: keyPosition, path: keyPath)
                continue
            }
            seen[key] = keyPosition
            guard allowed.contains(key) else {
                var message = "unknown key '\(key)'"
                if let near = Suggestion.nearest(key, in: allowed) { message += " (did you mean '\(near)'?)" }
                sink.error(message, at: keyPosition, path: keyPath)
                continue
            }
            map.positions[keyPath] = value.position
            result.append((key, value))
        }
        return result
    }

    mutating func list(_ node: SourceNode, _ path: String) -> [SourceNode]? {
        guard case .sequence(let items, let position) = node else {
            error("expected a list, found \(node.kindName)", node, path)
            return nil
        }
        map.positions[path] = position
        for (index, item) in items.enumerated() { map.positions["\(path)[\(index)]"] = item.position }
        return items
    }

    // MARK: Scalars

    mutating func string(_ node: SourceNode, _ path: String) -> String? {
        guard case .scalar(let s, _, _) = node, !node.isNull else {
            error("expected a string, found \(node.kindName)", node, path)
            return nil
        }
        return s
    }

    /// An id: a non-empty word without spaces.
    mutating func identifier(_ node: SourceNode, _ path: String) -> String? {
        guard case .scalar(let s, _, _) = node, !node.isNull else {
            error("expected an id, found \(node.kindName)", node, path)
            return nil
        }
        guard !s.isEmpty, !s.contains(where: { $0.isWhitespace || $0 == "," }) else {
            error("expected an id (a word without spaces or commas), found '\(s)'", node, path)
            return nil
        }
        return s
    }

    mutating func bool(_ node: SourceNode, _ path: String) -> Bool? {
        if case .scalar(let s, true, _) = node {
            switch s {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        error("expected true or false", node, path)
        return nil
    }

    /// A finite number (plain scalar; JSON numbers are plain).
    mutating func number(_ node: SourceNode, _ path: String, rule: NumberRule = .any) -> Double? {
        let expectation: String
        switch rule {
        case .any: expectation = "expected a number"
        case .nonNegative: expectation = "expected a number >= 0"
        case .positive: expectation = "expected a number > 0"
        case .unit: expectation = "expected a number from 0 to 1"
        }
        guard case .scalar(let s, true, _) = node, let value = Self.parseNumber(s) else {
            error(expectation, node, path)
            return nil
        }
        guard value.isFinite else {
            error("expected a finite number, found '\(s)'", node, path)
            return nil
        }
        switch rule {
        case .any: return value
        case .nonNegative where value >= 0: return value
        case .positive where value > 0: return value
        case .unit where value >= 0 && value <= 1: return value
        default:
            error(expectation, node, path)
            return nil
        }
    }

    mutating func integer(_ node: SourceNode, _ path: String, min: Int = Int.min, max: Int = 1_000_000) -> Int? {
        let expectation: String
        switch min {
        case 1: expectation = "expected a positive integer"
        case 0: expectation = "expected a non-negative integer"
        case Int.min: expectation = "expected an integer"
        default: expectation = "expected an integer >= \(min)"
        }
        guard case .scalar(let s, true, _) = node, let value = Self.parseNumber(s) else {
            error(expectation, node, path)
            return nil
        }
        guard value.isFinite, value == value.rounded(), value >= Double(min), abs(value) <= Double(max) else {
            if value.isFinite && value == value.rounded() && abs(value) > Double(max) {
                error("\(expectation) up to \(max)", node, path)
            } else {
                error(expectation, node, path)
            }
            return nil
        }
        return Int(value)
    }

    /// Numbers as YAML and JSON write them: `12`, `-0.5`, `1e3`, `.5`, `+3`; `.inf`/`.nan` parse (to be
    /// refused as non-finite with a clear message).
    static func parseNumber(_ s: String) -> Double? {
        let t = s.replacingOccurrences(of: "_", with: "")
        switch t.lowercased() {
        case ".inf", "+.inf", "inf", "+inf", "infinity": return .infinity
        case "-.inf", "-inf", "-infinity": return -.infinity
        case ".nan", "nan": return .nan
        default: break
        }
        guard let first = t.first, first.isNumber || first == "-" || first == "+" || first == "." else { return nil }
        guard t.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }) else { return nil }
        return Double(t)
    }

    // MARK: Composite values

    mutating func numbers(_ node: SourceNode, _ path: String, count: Int, expectation: String) -> [Double]? {
        guard case .sequence(let items, _) = node, items.count == count else {
            error(expectation, node, path)
            return nil
        }
        var values: [Double] = []
        for (index, item) in items.enumerated() {
            guard let v = number(item, "\(path)[\(index)]") else { return nil }
            values.append(v)
        }
        return values
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
        var result: [String] = []
        for (index, item) in items.enumerated() {
            guard let s = string(item, "\(path)[\(index)]") else { return nil }
            result.append(s)
        }
        return result
    }

    mutating func identifiers(_ node: SourceNode, _ path: String) -> [String]? {
        if case .scalar = node, !node.isNull, let s = identifier(node, path) { return [s] }
        guard let items = list(node, path) else { return nil }
        var result: [String] = []
        var ok = true
        for (index, item) in items.enumerated() {
            if let s = identifier(item, "\(path)[\(index)]") { result.append(s) } else { ok = false }
        }
        return ok ? result : nil
    }

    mutating func choice(_ node: SourceNode, _ path: String, _ options: [String]) -> String? {
        guard case .scalar(let s, _, _) = node, !node.isNull else {
            error("expected one of: \(options.joined(separator: ", "))", node, path)
            return nil
        }
        guard options.contains(s) else {
            var message = "expected one of: \(options.joined(separator: ", ")); found '\(s)'"
            if let near = Suggestion.nearest(s, in: options) { message += " (did you mean '\(near)'?)" }
            error(message, node, path)
            return nil
        }
        return s
    }

    mutating func choices(_ node: SourceNode, _ path: String, _ options: [String]) -> [String]? {
        if case .scalar = node { return choice(node, path, options).map { [$0] } }
        guard let items = list(node, path) else { return nil }
        var result: [String] = []
        var ok = true
        for (index, item) in items.enumerated() {
            if let s = choice(item, "\(path)[\(index)]", options) { result.append(s) } else { ok = false }
        }
        guard ok else { return nil }
        if result.isEmpty {
            error("expected at least one of: \(options.joined(separator: ", "))", node, path)
            return nil
        }
        return result
    }

    /// A value of a table-described property.
    mutating func value(_ node: SourceNode, _ path: String, _ type: PropertyType) -> Value? {
        switch type {
        case .bool: return bool(node, path).map(Value.bool)
        case .number(let rule): return number(node, path, rule: rule).map(Value.number)
        case .int(let min): return integer(node, path, min: min).map(Value.int)
        case .string: return string(node, path).map(Value.string)
        case .strings: return strings(node, path).map(Value.strings)
        case .point: return point(node, path).map(Value.point)
        case .size: return size(node, path).map(Value.size)
        case .rect: return rect(node, path).map(Value.rect)
        case .insets: return insets(node, path)
        case .transform: return transform(node, path).map(Value.transform)
        case .choice(let options): return choice(node, path, options).map(Value.string)
        case .choices(let options): return choices(node, path, options).map(Value.strings)
        case .ints(let min):
            if case .scalar = node { return integer(node, path, min: min).map { Value.ints([$0]) } }
            guard let items = list(node, path) else { return nil }
            var result: [Int] = []
            for (index, item) in items.enumerated() {
                guard let v = integer(item, "\(path)[\(index)]", min: min) else { return nil }
                result.append(v)
            }
            return .ints(result)
        }
    }
}

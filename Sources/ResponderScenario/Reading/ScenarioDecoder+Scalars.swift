import Foundation

/// Scalars: text, ids, booleans and numbers, each with the message that says what was expected.
extension ScenarioDecoder {
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
        let expectation = "expected \(rule.text)"
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

    /// A time or duration in seconds: a number >= 0, at most ``Limits/maximumTime``.
    mutating func time(_ node: SourceNode, _ path: String) -> Double? {
        guard let t = number(node, path, rule: .nonNegative) else { return nil }
        guard t <= Limits.maximumTime else {
            error("expected a time up to \(Int(Limits.maximumTime)) s", node, path)
            return nil
        }
        return t
    }

    /// A finger's name in the timeline: any word or number.
    mutating func finger(_ node: SourceNode, _ path: String) -> String? {
        guard case .scalar(let s, _, _) = node, !node.isNull, !s.isEmpty else {
            error("expected a finger name (a word or number)", node, path)
            return nil
        }
        return s
    }
}

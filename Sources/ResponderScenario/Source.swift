import Foundation
import Yams

/// One problem in a scenario file: where it is (file, line, column, key path) and what is wrong.
///
/// Printed as `scenario.yaml:12:7: views[3].gestures[0].numberOfTapsRequired: expected a positive integer`.
public struct ScenarioDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int
    /// The key path, e.g. `views[3].frame`; empty for the document itself.
    public let path: String
    public let message: String

    public init(file: String, line: Int, column: Int, path: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    public var description: String {
        path.isEmpty ? "\(file):\(line):\(column): \(message)" : "\(file):\(line):\(column): \(path): \(message)"
    }
}

/// Every problem found in one file, in file order; thrown when a scenario cannot be used.
public struct ScenarioErrors: Error, Sendable, CustomStringConvertible {
    public let diagnostics: [ScenarioDiagnostic]
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// A position in the source text, 1-based.
struct SourcePosition: Equatable, Hashable, Sendable {
    var line: Int
    var column: Int
    static let start = SourcePosition(line: 1, column: 1)
}

/// Collects diagnostics for one file (several at once, never stopping at the first).
struct DiagnosticSink {
    let file: String
    private(set) var diagnostics: [ScenarioDiagnostic] = []
    /// Keeps a runaway file from producing millions of messages.
    static let limit = 200

    init(file: String) { self.file = file }

    mutating func error(_ message: String, at position: SourcePosition, path: String) {
        guard diagnostics.count < Self.limit else { return }
        let diagnostic = ScenarioDiagnostic(
            file: file, line: position.line, column: position.column, path: path, message: message)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    var hasErrors: Bool { !diagnostics.isEmpty }

    /// File order: by line, then column, then the order found.
    var sorted: [ScenarioDiagnostic] {
        diagnostics.enumerated().sorted { a, b in
            (a.element.line, a.element.column, a.offset) < (b.element.line, b.element.column, b.offset)
        }.map(\.element)
    }
}

/// A YAML (or JSON, which is YAML 1.2 flow syntax) node with its position: the one tree both formats
/// are read into, so that every error has a line and a column.
indirect enum SourceNode: Sendable {
    case scalar(String, isPlain: Bool, SourcePosition)
    case sequence([SourceNode], SourcePosition)
    case mapping([(key: SourceNode, value: SourceNode)], SourcePosition)

    var position: SourcePosition {
        switch self {
        case .scalar(_, _, let p), .sequence(_, let p), .mapping(_, let p): return p
        }
    }

    /// A plain `null`, `~` or empty scalar.
    var isNull: Bool {
        if case .scalar(let s, true, _) = self {
            return s.isEmpty || s == "~" || s == "null" || s == "Null" || s == "NULL"
        }
        return false
    }

    var kindName: String {
        switch self {
        case .scalar: return isNull ? "null" : "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

/// Reads scenario text into ``SourceNode``s through Yams, with guards that keep hostile input from
/// exhausting the stack or memory (deep nesting, alias bombs, huge files).
enum SourceReader {
    static let maximumBytes = 8 * 1024 * 1024
    static let maximumNesting = 400
    static let maximumNodes = 500_000

    static func read(_ text: String, sink: inout DiagnosticSink) -> SourceNode? {
        if text.utf8.count > maximumBytes {
            sink.error("file is larger than \(maximumBytes / 1024 / 1024) MiB", at: .start, path: "")
            return nil
        }
        if let position = excessiveNesting(in: text) {
            sink.error("nesting deeper than \(maximumNesting) levels", at: position, path: "")
            return nil
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            let (position, message) = describe(error)
            sink.error(message, at: position, path: "")
            return nil
        } catch {
            sink.error("cannot parse: \(error)", at: .start, path: "")
            return nil
        }
        guard let root else {
            sink.error("the file is empty: expected a mapping with 'views' and 'timeline'", at: .start, path: "")
            return nil
        }
        var budget = maximumNodes
        guard let node = convert(root, budget: &budget) else {
            sink.error("too many nodes (more than \(maximumNodes), aliases expanded)", at: .start, path: "")
            return nil
        }
        return node
    }

    private static func position(_ mark: Mark?) -> SourcePosition {
        guard let mark else { return .start }
        return SourcePosition(line: max(mark.line, 1), column: max(mark.column, 1))
    }

    private static func convert(_ node: Node, budget: inout Int) -> SourceNode? {
        budget -= 1
        guard budget >= 0 else { return nil }
        switch node {
        case .scalar(let scalar):
            return .scalar(
                scalar.string, isPlain: scalar.style == .plain || scalar.style == .any, position(scalar.mark))
        case .sequence(let sequence):
            var items: [SourceNode] = []
            for item in sequence {
                guard let converted = convert(item, budget: &budget) else { return nil }
                items.append(converted)
            }
            return .sequence(items, position(sequence.mark))
        case .mapping(let mapping):
            var pairs: [(key: SourceNode, value: SourceNode)] = []
            for (key, value) in mapping {
                guard let k = convert(key, budget: &budget), let v = convert(value, budget: &budget) else { return nil }
                pairs.append((k, v))
            }
            return .mapping(pairs, position(mapping.mark))
        }
    }

    private static func describe(_ error: YamlError) -> (SourcePosition, String) {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            var message = problem
            if let context { message = "\(context.text): \(problem)" }
            return (position(mark), "syntax error: \(message)")
        case .reader(let problem, _, _, _):
            return (.start, "cannot read the text: \(problem)")
        default:
            return (.start, "cannot parse: \(error)")
        }
    }

    /// A cheap scan, before Yams builds its (recursive) tree: flow brackets outside quotes and comments,
    /// and block indentation. Returns where the nesting gets too deep, if it does.
    static func excessiveNesting(in text: String) -> SourcePosition? {
        var depth = 0
        var line = 1
        var column = 0
        var quote: Character?
        var inComment = false
        var atLineStart = true
        var indentation = 0
        for character in text {
            column += 1
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 0
                inComment = false
                atLineStart = true
                indentation = 0
                if quote == "'" || quote == "\"" {
                    // Multi-line quoted scalars are rare; keep scanning inside them.
                }
                continue
            }
            if inComment { continue }
            if atLineStart {
                if character == " " || character == "-" || character == "\t" {
                    indentation += 1
                    if indentation > maximumNesting * 4 { return SourcePosition(line: line, column: column) }
                    continue
                }
                atLineStart = false
            }
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "#": inComment = true
            case "[", "{":
                depth += 1
                if depth > maximumNesting { return SourcePosition(line: line, column: column) }
            case "]", "}": depth = max(depth - 1, 0)
            default: break
            }
        }
        return nil
    }
}

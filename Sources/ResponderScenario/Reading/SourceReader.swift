import Foundation
import Yams

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

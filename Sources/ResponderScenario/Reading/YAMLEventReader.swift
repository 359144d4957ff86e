// libyaml, the C parser under Yams. Yams keeps its event API private (it builds its node tree
// recursively, which a deeply nested file overflows), so the scenario reader drives libyaml's
// event parser itself: SwiftPM puts the module map of every C target a dependency has on the
// search path, and `internal import` keeps the C names out of this module's interface.
internal import CYaml
import Foundation

/// Builds ``SourceNode``s from libyaml's events without recursion, measuring what the parser actually
/// sees — every spelling of YAML and JSON (quotes, escapes, comments, CR and CRLF line ends, flow and
/// block collections, complex keys) reaches here as the same start and end events:
///
/// * nesting: the open collections, plus the height of any alias's target where the alias is used;
/// * size: every node counted once per place it appears, aliases expanded (billion laughs are
///   refused by their expanded size, at the alias that crosses the limit, in time linear in the text).
struct YAMLEventReader {
    enum Failure: Error, Equatable {
        /// libyaml refused the text (scanner, parser, reader or memory), with its message.
        case syntax(String, SourcePosition)
        case tooDeep(SourcePosition)
        case tooLarge(SourcePosition)
        case empty
    }

    let maximumNesting: Int
    let maximumNodes: Int

    /// An open collection.
    private struct Frame {
        let isMapping: Bool
        let position: SourcePosition
        let anchor: String?
        /// Nodes counted before this one began (its size is the count at its end minus this).
        let countBefore: Int
        var items: [SourceNode] = []
        /// The tallest child: 0 for scalars, n for a collection n levels deep.
        var childHeight = 0
    }

    private struct Anchored {
        let node: SourceNode
        /// Nodes it stands for, itself included, its own aliases expanded.
        let size: Int
        /// Collections nested in it, itself included (0 for a scalar).
        let height: Int
    }

    func read(_ text: String) -> Result<SourceNode, Failure> {
        var bytes = Array(text.utf8)
        if bytes.isEmpty { bytes = [0x0A] }  // libyaml wants a buffer; an empty one is an empty stream
        return bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return .failure(.syntax("out of memory", .start)) }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            return read(&parser, text: text)
        }
    }

    private func read(_ parser: inout yaml_parser_t, text: String) -> Result<SourceNode, Failure> {
        var stack: [Frame] = []
        var anchors: [String: Anchored] = [:]
        var count = 0
        var root: SourceNode?
        var documents = 0

        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return .failure(Self.failure(of: parser, text: text))
            }
            defer { yaml_event_delete(&event) }
            let position = SourcePosition(
                line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)

            // One node made by this event, with its size and height, or nil when a collection opened.
            var made: (node: SourceNode, height: Int, anchor: String?, countBefore: Int)?
            switch event.type {
            case YAML_STREAM_END_EVENT:
                guard let root else { return .failure(.empty) }
                return .success(root)
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    return .failure(
                        .syntax("expected a single document in the stream: but found another document", position))
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let value = String(
                    decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                let plain = scalar.style == YAML_PLAIN_SCALAR_STYLE || scalar.style == YAML_ANY_SCALAR_STYLE
                count += 1
                made = (.scalar(value, isPlain: plain, position), 0, Self.string(scalar.anchor), count - 1)
            case YAML_ALIAS_EVENT:
                guard let name = Self.string(event.data.alias.anchor), let target = anchors[name] else {
                    return .failure(.syntax("found undefined alias", position))
                }
                if stack.count + target.height > maximumNesting { return .failure(.tooDeep(position)) }
                count += target.size
                made = (target.node, target.height, nil, count - target.size)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                if stack.count + 1 > maximumNesting { return .failure(.tooDeep(position)) }
                let anchor = Self.string(isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)
                count += 1
                stack.append(Frame(isMapping: isMapping, position: position, anchor: anchor, countBefore: count - 1))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { return .failure(.syntax("unbalanced collection", position)) }
                let node: SourceNode
                if frame.isMapping {
                    var pairs: [(key: SourceNode, value: SourceNode)] = []
                    pairs.reserveCapacity(frame.items.count / 2)
                    var index = 0
                    while index + 1 < frame.items.count {
                        pairs.append((frame.items[index], frame.items[index + 1]))
                        index += 2
                    }
                    node = .mapping(pairs, frame.position)
                } else {
                    node = .sequence(frame.items, frame.position)
                }
                made = (node, frame.childHeight + 1, frame.anchor, frame.countBefore)
            default:
                break  // stream start, document end
            }
            if count > maximumNodes { return .failure(.tooLarge(position)) }
            guard let made else { continue }
            if let anchor = made.anchor {
                anchors[anchor] = Anchored(node: made.node, size: count - made.countBefore, height: made.height)
            }
            if stack.isEmpty {
                root = made.node
            } else {
                stack[stack.count - 1].items.append(made.node)
                stack[stack.count - 1].childHeight = max(stack[stack.count - 1].childHeight, made.height)
            }
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// libyaml's error as the reader reports it: `context: problem` at the problem's position; a
    /// reader error (a control character, say) at the line and column of its byte offset.
    private static func failure(of parser: yaml_parser_t, text: String) -> Failure {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return .syntax("out of memory", .start)
        case YAML_READER_ERROR:
            return .syntax("cannot read the text: \(problem)", position(ofByte: Int(parser.problem_offset), in: text))
        default:
            var message = problem
            if let context = parser.context { message = "\(String(cString: context)): \(problem)" }
            let mark = parser.problem_mark
            return .syntax(
                "syntax error: \(message)",
                SourcePosition(line: max(Int(mark.line) + 1, 1), column: max(Int(mark.column) + 1, 1)))
        }
    }

    /// Line and column (in characters, as libyaml counts them) of a byte offset; line ends are LF,
    /// CRLF or a lone CR, as in YAML.
    static func position(ofByte offset: Int, in text: String) -> SourcePosition {
        var line = 1
        var column = 1
        var consumed = 0
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if consumed >= offset { break }
            consumed += UTF8.width(scalar)
            if scalar == "\n" {
                if !previousWasCR { line += 1 }
                column = 1
            } else if scalar == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            previousWasCR = scalar == "\r"
        }
        return SourcePosition(line: line, column: column)
    }
}

import Foundation

/// Reads scenario text into ``SourceNode``s with libyaml's event parser (``YAMLEventReader``), with
/// limits that keep hostile input from exhausting the stack or memory: the file's size, the nesting
/// and the node count the parser sees (aliases expanded). Nothing here recurses.
enum SourceReader {
    static let maximumBytes = 8 * 1024 * 1024
    static let maximumNesting = 400
    static let maximumNodes = 500_000

    static func read(_ text: String, sink: inout DiagnosticSink) -> SourceNode? {
        if text.utf8.count > maximumBytes {
            sink.error("file is larger than \(maximumBytes / 1024 / 1024) MiB", at: .start, path: "")
            return nil
        }
        let reader = YAMLEventReader(maximumNesting: maximumNesting, maximumNodes: maximumNodes)
        switch reader.read(text) {
        case .success(let node):
            return node
        case .failure(.syntax(let message, let position)):
            sink.error(message, at: position, path: "")
        case .failure(.tooDeep(let position)):
            sink.error("nesting deeper than \(maximumNesting) levels", at: position, path: "")
        case .failure(.tooLarge(let position)):
            sink.error("too many nodes (more than \(maximumNodes), aliases expanded)", at: position, path: "")
        case .failure(.empty):
            sink.error("the file is empty: expected a mapping with 'views' and 'timeline'", at: .start, path: "")
        }
        return nil
    }
}

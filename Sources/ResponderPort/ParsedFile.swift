import SwiftParser
import SwiftSyntax

/// One file parsed once, for both the module index and the translation (SPEC PT10's performance: parsing
/// is most of the translator's time, and `responder port DIR` needs both of every file).
public struct ParsedFile {
    public let source: String
    public let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    public init(source: String, path: String) {
        self.source = source
        self.path = path
        tree = Parser.parse(source: source)
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }
}

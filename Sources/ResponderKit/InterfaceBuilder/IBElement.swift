import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One element of an Interface Builder document (IB1): its name, attributes, children and source line.
final class IBElement: @unchecked Sendable {
    let name: String
    let attributes: [String: String]
    private(set) var children: [IBElement] = []
    /// Character data (`<string key="text">…</string>`).
    var text = ""
    let line: Int
    weak private(set) var parent: IBElement?

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    var id: String? { attributes["id"] }
    /// The role the element plays in its parent (`key="frame"`, `key="view"`).
    var key: String? { attributes["key"] }

    func append(_ child: IBElement) {
        child.parent = self
        children.append(child)
    }

    /// The first child named `name` (with `key` when given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The children of the first child named `container` (`subviews`, `constraints`, `connections`).
    func list(_ container: String) -> [IBElement] { child(container)?.children ?? [] }

    /// A boolean attribute as IB writes it ("YES"/"NO").
    func flag(_ attribute: String) -> Bool? {
        guard let text = attributes[attribute] else { return nil }
        return text == "YES" || text == "true"
    }

    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap { Double($0) } }
}

/// Reads a document into ``IBElement``s with Foundation's XML parser (IB1). A malformed document is an
/// error with the parser's line and reason; element nesting is bounded so that a hostile file cannot
/// exhaust the stack of the code that walks it.
final class IBParser: NSObject, XMLParserDelegate {
    static let maximumDepth = 200

    private(set) var stack: [IBElement] = []
    private(set) var root: IBElement?
    private var parser: XMLParser?
    private(set) var failure: String?

    static func parse(_ data: Data) -> Result<IBElement, IBParseError> {
        let reader = IBParser()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        reader.parser = parser
        let finished = parser.parse()
        if let failure = reader.failure {
            return .failure(IBParseError(line: parser.lineNumber, reason: failure))
        }
        if let open = reader.stack.last {
            return .failure(IBParseError(line: open.line, reason: "<\(open.name)> is never closed"))
        }
        guard finished, let root = reader.root else {
            let reason = parser.parserError.map { "malformed XML (\(($0 as NSError).code))" } ?? "malformed XML"
            return .failure(IBParseError(line: parser.lineNumber, reason: reason))
        }
        guard root.name == "document" else {
            return .failure(IBParseError(line: root.line, reason: "the root element is <\(root.name)>, not <document>"))
        }
        return .success(root)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard stack.count < Self.maximumDepth else {
            failure = "elements nested deeper than \(Self.maximumDepth)"
            parser.abortParsing()
            return
        }
        let element = IBElement(name: elementName, attributes: attributes, line: parser.lineNumber)
        if let top = stack.last { top.append(element) } else if root == nil { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        // Checked here too: Foundation's parser on Linux may recover from a mismatched end tag.
        guard let top = stack.popLast(), top.name == elementName else {
            failure = "</\(elementName)> does not close the element open here"
            parser.abortParsing()
            return
        }
    }
}

struct IBParseError: Error {
    let line: Int
    let reason: String
}

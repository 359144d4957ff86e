import SwiftParser
import SwiftSyntax

/// Translates iOS Swift into Swift that compiles against ResponderKit on Linux (SPEC PT).
public enum Translator {
    public struct Result: Sendable {
        /// The translated file; `#sourceLocation` maps it to the original (PT9).
        public var text: String
        /// What could not be translated, at the original lines (PT9); empty when the file translated.
        public var diagnostics: [PortDiagnostic]
    }

    /// Translates one file. `index` holds the module's declarations (all its files, this one included); by
    /// default only this file's.
    public static func translate(source: String, path: String, index: ModuleIndex? = nil) -> Result {
        let file = ParsedFile(source: source, path: path)
        return translate(file, index: index ?? ModuleIndexer.index(file))
    }

    /// Translates a file already parsed (its tree also gave the module index: parsed once).
    public static func translate(_ parsed: ParsedFile, index: ModuleIndex) -> Result {
        let (tree, path) = (parsed.tree, parsed.path)
        let visitor = TranslationVisitor(parsed: parsed, index: index)
        visitor.walk(tree)
        var diagnostics = syntaxErrors(tree, path: path, converter: visitor.converter)
        let file = MethodTableWriter.literal(path)
        for (name, body) in visitor.classBodies.sorted(by: { $0.value.closing < $1.value.closing }) {
            insertBody(of: name, body, file: file, visitor: visitor)
        }
        for type in visitor.moved.keys where visitor.classBodies[type] == nil {
            diagnostics.append(
                PortDiagnostic(path: path, line: 1, column: 1, message: "class '\(type)' not found", rule: "PT5"))
        }
        diagnostics += visitor.diagnostics
        var prelude = ""
        if visitor.usesTimer { prelude += "private typealias Timer = VirtualTimer\n" }
        var text = prelude + "#sourceLocation(file: \(file), line: 1)\n" + visitor.edits.render()
        text += (text.hasSuffix("\n") ? "" : "\n") + "#sourceLocation()\n"
        text += helpers(visitor)
        return Result(text: text, diagnostics: diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }

    /// The class's moved overrides (PT5) and its tables (PT2), before its closing brace.
    private static func insertBody(
        of name: String, _ body: (closing: Int, line: Int, declLine: Int), file: String, visitor: TranslationVisitor
    ) {
        var pieces: [SourceEdits.Piece] = []
        for member in visitor.moved[name] ?? [] {
            pieces.append(.text("\n#sourceLocation(file: \(file), line: \(member.line))\n"))
            pieces.append(.moved(member.start, member.end, skipping: member.removal))
        }
        let forwarding = visitor.forwardingOverrides(of: name)
        if !forwarding.isEmpty {
            pieces.append(.text("\n#sourceLocation(file: \(file), line: \(body.declLine))\n" + forwarding))
        }
        let ancestry = visitor.index.ancestry(of: name)
        if ancestry.contains(where: UIKitHierarchy.tableRoots.contains) {
            let members = MethodTableWriter.members(of: name, in: visitor.index, file: visitor.path)
            var usesCast = false
            let table = MethodTableWriter.table(
                methods: members.methods, properties: members.properties,
                extra: classMembers(of: name, ancestry: ancestry, visitor: visitor), indent: "    ",
                usesCast: &usesCast)
            if usesCast { visitor.usesCast = true }
            pieces.append(.text("\n#sourceLocation(file: \(file), line: \(body.declLine))\n" + table))
        }
        guard !pieces.isEmpty else { return }
        pieces.append(.text("\n#sourceLocation(file: \(file), line: \(body.line))\n"))
        visitor.edits.replace(body.closing, body.closing, with: pieces)
    }

    /// PT7: the initializers the class can be made with from a metatype, for the classes whose root
    /// (`UIResponder`, `ObjCObject`, `UIGestureRecognizer`) declares `_objcInstantiate`.
    private static func classMembers(of name: String, ancestry: [String], visitor: TranslationVisitor) -> [String] {
        guard ancestry.contains(where: ["UIResponder", "NSObject", "ObjCObject", "UIGestureRecognizer"].contains) else {
            return []
        }
        return InitializerTable.factory(of: name, in: visitor.index, file: visitor.path) ?? []
    }

    /// File-private helpers the translated code calls (PT2, PT4, PT8).
    private static func helpers(_ visitor: TranslationVisitor) -> String {
        var text = ""
        if visitor.usesCast {
            text += "fileprivate func _objcCast<T>(_ value: Any?, like _: T) -> T? { value as? T }\n"
        }
        return text
    }

    /// Parse errors, at their lines (PT9): a file the parser cannot read is not translated silently.
    private static func syntaxErrors(
        _ tree: SourceFileSyntax, path: String, converter: SourceLocationConverter
    ) -> [PortDiagnostic] {
        guard tree.hasError else { return [] }
        // The first token the parser had to invent or could not place.
        let first =
            tree.tokens(viewMode: .all).first { token in
                token.presence == .missing
                    || token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil
            }.map(Syntax.init) ?? Syntax(tree)
        let location = first.startLocation(converter: converter)
        return [
            PortDiagnostic(
                path: path, line: location.line, column: location.column,
                message: "the file does not parse as Swift here; it was not translated", rule: "PT9")
        ]
    }
}

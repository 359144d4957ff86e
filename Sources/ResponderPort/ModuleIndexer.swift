import SwiftParser
import SwiftSyntax

/// Reads one file's declarations into a ``ModuleIndex`` (SPEC PT1, PT2, PT4).
public enum ModuleIndexer {
    /// The declarations of `source`, a file at `path`.
    public static func index(source: String, path: String) -> ModuleIndex {
        index(ParsedFile(source: source, path: path))
    }

    /// The declarations of a file already parsed (the translation reuses the tree).
    public static func index(_ file: ParsedFile) -> ModuleIndex {
        let visitor = IndexVisitor(path: file.path, converter: file.converter)
        visitor.walk(file.tree)
        return visitor.index
    }
}

/// The type a member belongs to: a class, an extension of a type, or another kind of type (whose members
/// are not Objective-C's).
private enum Scope {
    case type(String)
    case other
}

private final class IndexVisitor: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    var index = ModuleIndex()
    var scopes: [Scope] = []

    init(path: String, converter: SourceLocationConverter) {
        self.path = path
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        let line = node.startLocation(converter: converter).line
        var info = ModuleIndex.ClassInfo(name: name, superclass: first, file: path, line: line)
        info.objcName = SyntaxFacts.objcName(node.attributes)
        info.isGeneric = node.genericParameterClause != nil
        info.isHidden = SyntaxFacts.isFilePrivate(node.modifiers) || !scopes.isEmpty
        index.classes[name] = info
        scopes.append(.type(name))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(.type(SyntaxFacts.lastComponent(node.extendedType.trimmedDescription)))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { other() }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { other() }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { other() }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
    // Function bodies and closures hold no members.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    func other() -> SyntaxVisitorContinueKind {
        scopes.append(.other)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let isObjC = SyntaxFacts.has(node.attributes, "objc")
        var optional: [ModuleIndex.Method] = []
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                function.modifiers.contains(where: { $0.name.text == "optional" })
            else { continue }
            optional.append(SyntaxFacts.method(function, file: path))
        }
        index.protocols[node.name.text] = .init(
            name: node.name.text, isObjC: isObjC, optionalMethods: optional, file: path)
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if case .type(let type) = scopes.last {
            index.methods[type, default: []].append(SyntaxFacts.method(node, file: path))
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard case .type(let type) = scopes.last else { return .skipChildren }
        let inExtension = node.parent?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true
        index.initializers[type, default: []].append(
            SyntaxFacts.initializer(node, inExtension: inExtension, file: path))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard case .type(let type) = scopes.last else { return .skipChildren }
        index.properties[type, default: []] += SyntaxFacts.properties(node, file: path)
        return .skipChildren
    }
}

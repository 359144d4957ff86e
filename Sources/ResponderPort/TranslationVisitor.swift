import SwiftSyntax

/// Walks one file and records its edits and diagnostics (SPEC PT1-PT9).
final class TranslationVisitor: SyntaxVisitor {
    let path: String
    let index: ModuleIndex
    let converter: SourceLocationConverter
    var edits: SourceEdits
    var diagnostics: [PortDiagnostic] = []
    /// The enclosing class or extended type of each member, innermost last.
    var types: [String?] = []
    /// Members moved from an extension into their class's body (PT5), by class name.
    var moved: [String: [(start: Int, end: Int, line: Int, removal: Int)]] = [:]
    var classBodies: [String: (closing: Int, line: Int, declLine: Int)] = [:]
    var usesTimer = false
    var usesCast = false

    /// Attributes Linux rejects that carry no meaning without the Objective-C runtime once the tables
    /// exist (PT1, PT2): removed, the member still listed in its class's table.
    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable",
        "IBSegueAction", "GKInspectable", "UIApplicationMain", "NSApplicationMain",
    ]
    /// Runtime calls with no meaning without the Objective-C runtime (PT7).
    static let unsupportedRuntime: Set<String> = [
        "method_exchangeImplementations", "class_getInstanceMethod", "class_getClassMethod", "object_setClass",
        "class_addMethod", "class_replaceMethod", "method_setImplementation", "method_getImplementation",
        "imp_implementationWithBlock", "class_copyMethodList", "class_copyPropertyList", "class_copyIvarList",
        "objc_allocateClassPair", "objc_registerClassPair", "objc_msgSend", "object_getClass", "class_getName",
        "NSInvocation", "NSMethodSignature", "method_getTypeEncoding", "class_conformsToProtocol",
    ]

    init(parsed: ParsedFile, index: ModuleIndex) {
        self.path = parsed.path
        self.index = index
        self.converter = parsed.converter
        self.edits = SourceEdits(parsed.source)
        super.init(viewMode: .sourceAccurate)
    }

    func line(_ node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter, afterLeadingTrivia: true).line
    }

    func error(_ node: some SyntaxProtocol, _ message: String, _ rule: String) {
        let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
        diagnostics.append(
            PortDiagnostic(path: path, line: location.line, column: location.column, message: message, rule: rule))
    }

    func remove(_ node: some SyntaxProtocol) {
        edits.replace(
            node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset,
            with: "")
    }

    func replace(_ node: some SyntaxProtocol, with pieces: [SourceEdits.Piece]) {
        edits.replace(
            node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset,
            with: pieces)
    }

    func source(_ node: some SyntaxProtocol) -> SourceEdits.Piece {
        .source(node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    // MARK: Attributes and modifiers (PT1, PT6)

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if Self.removedAttributes.contains(name) {
            remove(node)
        } else if name == "main", isAppDelegate(node) {
            // An app delegate's `@main` starts UIKit's run loop on iOS; a test target has its own entry.
            remove(node)
        } else if name == "convention", node.arguments?.trimmedDescription == "block" {
            remove(node)
        }
        return .skipChildren
    }

    private func isAppDelegate(_ node: AttributeSyntax) -> Bool {
        guard let declaration = node.parent?.parent?.as(ClassDeclSyntax.self) else { return false }
        let inherited = declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        return inherited.contains { $0.hasPrefix("UIApplicationDelegate") || $0 == "UIResponder" }
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "dynamic" || node.name.text == "optional" { remove(node) }
        return .skipChildren
    }

    // MARK: Types (PT2, PT4, PT5)

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        types.append(name)
        if let first = node.inheritanceClause?.inheritedTypes.first?.type, first.trimmedDescription == "NSObject" {
            replace(first, with: [.text("ObjCObject")])
        }
        let closing = node.memberBlock.rightBrace
        classBodies[name] = (closing.positionAfterSkippingLeadingTrivia.utf8Offset, line(closing), line(node))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(nil) }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(nil) }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }

    private func enter(_ type: String?) -> SyntaxVisitorContinueKind {
        types.append(type)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = SyntaxFacts.lastComponent(node.extendedType.trimmedDescription)
        types.append(type)
        for member in node.memberBlock.members {
            let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
            guard modifiers?.contains(where: { $0.name.text == "override" }) == true else { continue }
            moveOverride(member, of: type)
        }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    /// PT5: an override in an extension moves into the class body when the class is in this file.
    private func moveOverride(_ member: MemberBlockItemSyntax, of type: String) {
        guard let info = index.classes[type] else {
            error(
                member.decl,
                "override in an extension of '\(type)', which is not declared in this module: Swift without the "
                    + "Objective-C runtime cannot override from an extension; subclass '\(type)' instead", "PT5")
            return
        }
        guard info.file == path else {
            _ = forwardOverride(member, of: type)
            return
        }
        let start = member.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = member.endPositionBeforeTrailingTrivia.utf8Offset
        let removal = edits.replace(start, end, with: edits.blank(start, end))
        moved[type, default: []].append((start, end, line(member), removal))
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        // PT4: Foundation's NSObjectProtocol on Linux lacks `responds(to:)`; ObjCMessaging has it, and every
        // class a translated conformer can be (UIKit's, ObjCObject's subclasses) adopts it.
        for inherited in node.inheritanceClause?.inheritedTypes ?? []
        where ["NSObjectProtocol", "Foundation.NSObjectProtocol"].contains(inherited.type.trimmedDescription) {
            replace(inherited.type, with: [.text("ObjCMessaging")])
        }
        guard SyntaxFacts.has(node.attributes, "objc") else { return .visitChildren }
        // PT4: a class-bound protocol; its optional members leave the requirements (a conforming type may
        // lack them) and are called through the method tables.
        if let clause = node.inheritanceClause {
            for inherited in clause.inheritedTypes where inherited.type.trimmedDescription == "class" {
                replace(inherited.type, with: [.text("AnyObject")])
            }
            let names = clause.inheritedTypes.map(\.type.trimmedDescription)
            if !names.contains(where: { ["class", "AnyObject", "NSObjectProtocol"].contains($0) }) {
                edits.insert(", AnyObject", at: clause.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        } else {
            edits.insert(": AnyObject", at: node.name.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        // The optional members stay requirements with a default (PT4): a conforming type may leave them
        // out, and the call sites ask the object's table whether it implemented them.
        var defaults: [SourceEdits.Piece] = []
        for member in node.memberBlock.members {
            let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
            guard modifiers?.contains(where: { $0.name.text == "optional" }) == true else { continue }
            defaults += defaultImplementation(member.decl)
        }
        if !defaults.isEmpty {
            let file = MethodTableWriter.literal(path)
            let closing = node.memberBlock.rightBrace
            edits.replace(
                closing.endPositionBeforeTrailingTrivia.utf8Offset, closing.endPositionBeforeTrailingTrivia.utf8Offset,
                with: [.text("\n#sourceLocation(file: \(file), line: \(line(node)))\nextension \(node.name.text) {")]
                    + defaults + [.text("\n}\n#sourceLocation(file: \(file), line: \(line(closing)))")])
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { variable(node) }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { importDeclaration(node) }

    // MARK: Expressions (PT1, PT4, PT6, PT7, PT8): see TranslationVisitor+Expressions.swift

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { macro(node) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { call(node) }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { member(node) }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { reference(node) }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "Timer" { usesTimer = true }
        return .visitChildren
    }
}

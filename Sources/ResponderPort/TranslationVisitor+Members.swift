import SwiftSyntax

extension TranslationVisitor {
    /// PT4: the default of an optional requirement, in an extension of its protocol: nothing for `Void`,
    /// `ObjCRuntime.unimplementedOptional()` otherwise (never called for a translated object that lacks it).
    func defaultImplementation(_ declaration: DeclSyntax) -> [SourceEdits.Piece] {
        if let function = declaration.as(FunctionDeclSyntax.self) {
            let start = function.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = function.signature.endPositionBeforeTrailingTrivia.utf8Offset
            let returns = function.signature.returnClause.map { !["Void", "()"].contains($0.type.trimmedDescription) }
            let body = returns == true ? " { ObjCRuntime.unimplementedOptional() }" : " {}"
            return [.text("\n    "), .source(start, end), .text(body)]
        }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            var pieces: [SourceEdits.Piece] = []
            for binding in variable.bindings {
                guard let type = binding.typeAnnotation?.type.trimmedDescription else { continue }
                let name = binding.pattern.trimmedDescription
                pieces.append(.text("\n    var \(name): \(type) { ObjCRuntime.unimplementedOptional() }"))
            }
            return pieces
        }
        error(declaration, "this optional requirement of an @objc protocol is not translated", "PT4")
        return []
    }

    /// PT6: a user's `@objc dynamic` stored property tells its observers around each write.
    func variable(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.modifiers.contains(where: { $0.name.text == "dynamic" }), node.bindingSpecifier.text == "var",
            !node.modifiers.contains(where: { ["lazy", "static", "class"].contains($0.name.text) })
        else { return .visitChildren }
        let key = SyntaxFacts.objcName(node.attributes)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let literal = MethodTableWriter.literal(key ?? name)
            let will = "self.willChangeValue(forKey: \(literal))"
            let did = "self.didChangeValue(forKey: \(literal))"
            guard let block = binding.accessorBlock else {
                edits.insert(
                    " { willSet { \(will) } didSet { \(did) } }", at: binding.endPositionBeforeTrailingTrivia.utf8Offset
                )
                continue
            }
            guard case .accessors(let accessors) = block.accessors else { continue }
            let kinds = Set(accessors.map(\.accessorSpecifier.text))
            for accessor in accessors {
                guard let body = accessor.body else { continue }
                let at = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
                switch accessor.accessorSpecifier.text {
                case "willSet": edits.insert(" \(will);", at: at)
                case "didSet": edits.insert(" defer { \(did) };", at: at)
                case "set": edits.insert(" \(will); defer { \(did) };", at: at)
                default: break
                }
            }
            if kinds.contains("willSet") != kinds.contains("didSet") {
                let missing = kinds.contains("willSet") ? " didSet { \(did) }" : " willSet { \(will) }"
                edits.insert(missing, at: block.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        }
        return .visitChildren
    }
}

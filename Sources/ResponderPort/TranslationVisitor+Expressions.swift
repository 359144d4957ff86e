import SwiftSyntax

extension TranslationVisitor {
    /// `#selector(...)` (PT1) and `#keyPath(...)` (PT6).
    func macro(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            if let name = selectorName(node) {
                replace(node, with: [.text("Selector(\"\(name)\")")])
            } else {
                error(
                    node, "#selector(\(node.arguments.trimmedDescription)) names no method this translator can resolve",
                    "PT1")
            }
            return .skipChildren
        case "keyPath":
            var components = (node.arguments.first?.expression.trimmedDescription ?? "")
                .split(separator: ".").map(String.init)
            // `#keyPath(Type.a.b)` and `#keyPath(self.a)` name `a.b` and `a`.
            if let first = components.first, components.count > 1,
                first == "self" || first.first?.isUppercase == true
            {
                components.removeFirst()
            }
            replace(node, with: [.text("\"\(components.joined(separator: "."))\"")])
            return .skipChildren
        default:
            return .visitChildren
        }
    }

    /// PT1: the selector string of a `#selector` argument, resolved against the module's declarations.
    func selectorName(_ node: MacroExpansionExprSyntax) -> String? {
        guard let argument = node.arguments.first else { return nil }
        let label = argument.label?.text
        var expression = argument.expression
        // `#selector((Type.method) as (Type) -> () -> Void)`: the named method is what counts.
        if let cast = expression.as(AsExprSyntax.self) { expression = cast.expression }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first
        {
            expression = inner.expression
        }
        var typeName: String? = types.last ?? nil
        let reference: DeclReferenceExprSyntax
        if let member = expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
            if let base = member.base?.trimmedDescription, base.first?.isUppercase == true {
                typeName = SyntaxFacts.lastComponent(base)
            }
        } else if let plain = expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
        } else {
            return nil
        }
        let baseName = reference.baseName.text
        if label == "getter" || label == "setter" {
            let property = typeName.flatMap { type in
                index.ancestry(of: type).lazy.compactMap { self.index.properties[$0]?.first { $0.name == baseName } }
                    .first
            }
            let name = property?.objcName ?? baseName
            return label == "getter" ? ObjCNaming.getter(name) : ObjCNaming.setter(name)
        }
        let candidates =
            index.methods(named: baseName, from: typeName).filter { !$0.isStatic } + protocolMethods(baseName)
        if let names = reference.argumentNames {
            let labels: [String?] = names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
            if let match = candidates.first(where: { $0.labels == labels }) { return match.selector }
            return ObjCNaming.selector(baseName: baseName, labels: labels)
        }
        if let match = candidates.first { return match.selector }
        return ObjCNaming.unescaped(baseName)
    }

    private func protocolMethods(_ baseName: String) -> [ModuleIndex.Method] {
        index.protocols.keys.sorted().flatMap {
            index.protocols[$0]!.optionalMethods.filter { $0.baseName == baseName }
        }
    }

    /// The optional members a call site `x?.m?(a)` can name: the module's `@objc` protocols', then the
    /// defaulted members of ResponderKit's delegate protocols (PT4), unless the module declares a property of
    /// that name whose type is written as a function (then `x.m?(a)` calls an optional closure).
    private func callableOptionalMethods(_ baseName: String) -> [ModuleIndex.Method] {
        let own = protocolMethods(baseName)
        let declaresClosure = index.properties.values.contains {
            $0.contains { $0.name == baseName && ($0.type?.contains("->") ?? false) }
        }
        guard !declaresClosure else { return own }
        return own + ResponderKitProtocols.methods.filter { $0.baseName == baseName }
    }

    /// PT4: `x?.m?(a)`, `x.m?(a)` and `x?.m!(a)` for an optional member of one of the module's `@objc`
    /// protocols or of ResponderKit's delegate protocols call it only when the object implements it
    /// (`ObjCRuntime.optionalCall`/`forcedCall`).
    func call(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if classByName(node) || metatypeInit(node) { return .visitChildren }
        let called = node.calledExpression
        let forced = called.is(ForceUnwrapExprSyntax.self)
        let inner =
            called.as(OptionalChainingExprSyntax.self)?.expression ?? called.as(ForceUnwrapExprSyntax.self)?.expression
        guard let member = inner?.as(MemberAccessExprSyntax.self), let base = member.base else { return .visitChildren }
        let labels: [String?] = node.arguments.map { $0.label?.text }
        guard node.trailingClosure == nil,
            let method = callableOptionalMethods(member.declName.baseName.text).first(where: { $0.labels == labels })
        else { return .visitChildren }
        let optionalBase = base.as(OptionalChainingExprSyntax.self)
        let receiver = optionalBase?.expression ?? base
        var call: [SourceEdits.Piece] = [.text("_receiver.\(member.declName.baseName.text)(")]
        for (offset, argument) in node.arguments.enumerated() {
            if offset > 0 { call.append(.text(", ")) }
            call += [.text(argument.label.map { $0.text + ": " } ?? ""), source(argument.expression)]
        }
        call.append(.text(")"))
        let selector = "Selector(\"\(method.selector)\")"
        let statement = node.parent?.is(CodeBlockItemSyntax.self) == true ? "_ = " : ""
        var pieces: [SourceEdits.Piece]
        if !forced {
            // A table's, collection view's or text view's `delegate` is a `UIScrollViewDelegate` here.
            let narrowed =
                protocolMethods(method.baseName).contains(method) ? nil : ResponderKitProtocols.narrowing(method)
            pieces = [
                .text(statement + "ObjCRuntime.optionalCall("), source(receiver),
                .text(", \(selector), " + (narrowed.map { "as: \($0).self, " } ?? "") + "{ _receiver in "),
            ]
            pieces += call + [.text(" })")]
        } else if optionalBase != nil {
            pieces = [
                .text(statement + "("), source(receiver),
                .text(").map { _object in ObjCRuntime.forcedCall(_object, \(selector), { _receiver in "),
            ]
            pieces += call + [.text(" }) }")]
        } else {
            pieces = [
                .text(statement + "ObjCRuntime.forcedCall("), source(receiver), .text(", \(selector), { _receiver in "),
            ]
            pieces += call + [.text(" })")]
        }
        replace(node, with: pieces)
        return .visitChildren
    }

    /// PT7: `NSClassFromString(name)` and `NSStringFromClass(type)` know the module's `@objc(Name)` classes.
    private func classByName(_ node: FunctionCallExprSyntax) -> Bool {
        guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name == "NSClassFromString" || name == "NSStringFromClass", node.arguments.count == 1,
            node.trailingClosure == nil
        else { return false }
        let function = name == "NSClassFromString" ? "classFromString" : "stringFromClass"
        let classes = index.classes.values.filter { $0.objcName != nil && !$0.isGeneric && !$0.isHidden }
            .sorted { ($0.objcName!, $0.name) < ($1.objcName!, $1.name) }
            .map { "(\(MethodTableWriter.literal($0.objcName!)), \($0.name).self)" }
        replace(
            node,
            with: [
                .text("ObjCRuntime.\(function)("), source(node.arguments),
                .text(", module: [\(classes.joined(separator: ", "))])"),
            ])
        return true
    }

    /// PT7: `(metatype as? T.Type)?.init(...)`, `type.init(...)` and `type(of: x).init(...)` on a metatype
    /// value call `ObjCRuntime.instantiate`, which asks the class's initializer table: Swift allows only a
    /// `required` initializer there, and UIKit's `init()`, `init(frame:)`, `init(nibName:bundle:)` are not.
    /// A type named as such (`Self.init`, `UIView.init`, `self.init`, `super.init`) is left alone.
    private func metatypeInit(_ node: FunctionCallExprSyntax) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "init", let base = member.base, node.trailingClosure == nil
        else { return false }
        let receiver: ExprSyntax
        let optional: Bool
        if let chained = base.as(OptionalChainingExprSyntax.self) {
            receiver = chained.expression
            optional = true
        } else if isMetatypeValue(base) {
            receiver = base
            optional = false
        } else {
            return false
        }
        let labels: [String?] = node.arguments.map { $0.label?.text }
        let key = ModuleIndex.Initializer.key(labels: labels)
        let types = InitializerTable.parameterTypes(of: key, in: index)
        var pieces: [SourceEdits.Piece] = [
            .text("ObjCRuntime.instantiate("), source(receiver), .text(", \"\(key)\", ["),
        ]
        for (offset, argument) in node.arguments.enumerated() {
            if offset > 0 { pieces.append(.text(", ")) }
            pieces.append(source(argument.expression))
            // `.zero` has no type in an `[Any?]`: the initializer's parameter type gives it one.
            if argument.expression.is(MemberAccessExprSyntax.self),
                argument.expression.as(MemberAccessExprSyntax.self)?.base == nil, let type = types?[offset]
            {
                pieces.append(.text(" as \(type)"))
            }
        }
        // `x?.init().view`: the chain goes on from the optional result.
        let continues = optional && node.parent?.is(MemberAccessExprSyntax.self) == true
        pieces.append(.text("])" + (continues ? "?" : "")))
        replace(node, with: pieces)
        return true
    }

    /// A value holding a metatype: a variable (`type`, not `self`/`super`), `type(of: x)`, or a
    /// parenthesized cast to `X.Type`.
    private func isMetatypeValue(_ base: ExprSyntax) -> Bool {
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isLowercase == true && name != "self" && name != "super"
        }
        if let call = base.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type"
                && call.arguments.first?.label?.text == "of"
        }
        if let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let cast = tuple.elements.first?.expression.as(AsExprSyntax.self)
        {
            return cast.type.trimmedDescription.hasSuffix(".Type")
        }
        return false
    }

    /// PT8: `DispatchQueue.main.async`/`asyncAfter` run on the virtual clock.
    func member(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if name == "async" || name == "asyncAfter", let base = node.base,
            base.trimmedDescription == "DispatchQueue.main"
        {
            replace(base, with: [.text("VirtualMainQueue")])
            return .skipChildren
        }
        if name == "now", node.base == nil || node.base?.trimmedDescription == "DispatchTime",
            isInMainQueueDeadline(node)
        {
            replace(node, with: [.text("VirtualMainQueue.now")])
            return .skipChildren
        }
        return .visitChildren
    }

    /// PT8: `node` is inside the `deadline:` argument of `DispatchQueue.main.asyncAfter`, where `.now()`
    /// becomes the virtual clock's, so that the delay written is the delay run.
    private func isInMainQueueDeadline(_ node: MemberAccessExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let argument = parent.as(LabeledExprSyntax.self) {
                guard argument.label?.text == "deadline",
                    let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                    let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
                else { return false }
                return callee.declName.baseName.text == "asyncAfter"
                    && callee.base?.trimmedDescription == "DispatchQueue.main"
            }
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
            current = parent
        }
        return false
    }

    /// PT7: runtime tricks are errors at their line; PT8: `Timer` is the virtual clock's.
    func reference(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if name == "Timer" { usesTimer = true }
        if Self.unsupportedRuntime.contains(name) {
            error(node, "'\(name)' needs the Objective-C runtime, which Linux does not have", "PT7")
        }
        return .visitChildren
    }
}

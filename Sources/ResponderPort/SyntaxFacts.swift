import SwiftSyntax

/// Facts about declarations the index and the translation both read (SPEC PT1, PT2).
enum SyntaxFacts {
    static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { attributeName($0) == name }
    }

    static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        element.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    }

    /// The name in `@objc(name)`, without spaces.
    static func objcName(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                attribute.attributeName.trimmedDescription == "objc", let arguments = attribute.arguments
            else { continue }
            let name = arguments.trimmedDescription.filter { !$0.isWhitespace }
            if !name.isEmpty { return name }
        }
        return nil
    }

    static func lastComponent(_ type: String) -> String {
        let base = type.split(separator: "<").first.map(String.init) ?? type
        return base.split(separator: ".").last.map(String.init) ?? base
    }

    static func isFilePrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ($0.name.text == "private" || $0.name.text == "fileprivate") && $0.detail == nil }
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }

    static func method(_ node: FunctionDeclSyntax, file: String) -> ModuleIndex.Method {
        let parameters = node.signature.parameterClause.parameters
        let labels: [String?] = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        var types: [String]? = parameters.map { typeText($0.type) }
        let callable =
            node.genericParameterClause == nil && node.genericWhereClause == nil
            && parameters.allSatisfy { parameter in
                parameter.ellipsis == nil && !parameter.type.is(SomeOrAnyTypeSyntax.self)
                    && !(parameter.type.as(AttributedTypeSyntax.self).map(isUnsupported) ?? false)
            }
        if !callable { types = nil }
        var returnType = node.signature.returnClause.map { typeText($0.type) }
        if returnType == "Void" || returnType == "()" { returnType = nil }
        if node.signature.returnClause?.type.is(SomeOrAnyTypeSyntax.self) == true
            && node.signature.returnClause?.type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.text == "some"
        {
            types = nil
        }
        var method = ModuleIndex.Method(
            baseName: node.name.text, labels: labels, parameterTypes: types, returnType: returnType,
            objcName: objcName(node.attributes))
        method.isStatic = isStatic(node.modifiers)
        method.isThrowing = node.signature.effectSpecifiers?.throwsClause != nil
        method.isAsync = node.signature.effectSpecifiers?.asyncSpecifier != nil
        method.isOverride = node.modifiers.contains { $0.name.text == "override" }
        method.isFilePrivate = isFilePrivate(node.modifiers)
        method.file = file
        if method.isOverride, types != nil, parameters.allSatisfy({ ($0.secondName ?? $0.firstName).text != "_" }) {
            method.overrideSignature = node.signature.trimmedDescription
            method.overrideArguments = parameters.map { parameter in
                let name = (parameter.secondName ?? parameter.firstName).text
                return parameter.firstName.text == "_" ? name : "\(parameter.firstName.text): \(name)"
            }.joined(separator: ", ")
        }
        return method
    }

    /// An initializer's key, labels and parameter types (PT7); a throwing, async or generic one, or one
    /// with a parameter an argument array cannot pass, has no parameter types.
    static func initializer(
        _ node: InitializerDeclSyntax, inExtension: Bool, file: String
    ) -> ModuleIndex.Initializer {
        let parameters = node.signature.parameterClause.parameters
        let labels: [String?] = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        let callable =
            node.genericParameterClause == nil && node.signature.effectSpecifiers == nil
            && parameters.allSatisfy { parameter in
                parameter.ellipsis == nil && !parameter.type.is(SomeOrAnyTypeSyntax.self)
                    && !(parameter.type.as(AttributedTypeSyntax.self).map(isUnsupported) ?? false)
            }
        var initializer = ModuleIndex.Initializer(
            key: ModuleIndex.Initializer.key(labels: labels), labels: labels,
            parameterTypes: callable ? parameters.map { typeText($0.type) } : nil,
            isConvenience: inExtension || node.modifiers.contains { $0.name.text == "convenience" })
        initializer.isFilePrivate = isFilePrivate(node.modifiers)
        initializer.file = file
        return initializer
    }

    /// `inout` and `@autoclosure` parameters cannot be passed from an argument array.
    private static func isUnsupported(_ type: AttributedTypeSyntax) -> Bool {
        type.specifiers.contains { $0.trimmedDescription.hasPrefix("inout") }
            || type.attributes.contains { attributeName($0) == "autoclosure" }
    }

    /// A type as a cast can name it: `@escaping` dropped, function types parenthesized.
    static func typeText(_ type: TypeSyntax) -> String {
        var text = type.trimmedDescription
        if let attributed = type.as(AttributedTypeSyntax.self),
            attributed.attributes.allSatisfy({ ["escaping", "Sendable", "MainActor"].contains(attributeName($0)) }),
            attributed.specifiers.isEmpty
        {
            text = attributed.baseType.trimmedDescription
            if attributed.baseType.is(FunctionTypeSyntax.self) { text = "(" + text + ")" }
        }
        return text
    }

    static func properties(_ node: VariableDeclSyntax, file: String) -> [ModuleIndex.Property] {
        let isLet = node.bindingSpecifier.text == "let"
        let isDynamic = node.modifiers.contains { $0.name.text == "dynamic" }
        return node.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            var settable = !isLet
            if let accessors = binding.accessorBlock?.accessors {
                switch accessors {
                case .getter: settable = false
                case .accessors(let list):
                    let kinds = Set(list.map(\.accessorSpecifier.text))
                    if kinds.contains("get") && !kinds.contains("set") { settable = false }
                }
            }
            var property = ModuleIndex.Property(
                name: name, type: binding.typeAnnotation.map { typeText($0.type) }, isSettable: settable,
                objcName: objcName(node.attributes))
            property.isStatic = isStatic(node.modifiers)
            property.isFilePrivate = isFilePrivate(node.modifiers)
            property.file = file
            property.isDynamic = isDynamic
            property.isOverride = node.modifiers.contains { $0.name.text == "override" }
            return property
        }
    }
}

import SwiftSyntax

/// PT5 across files: an override written in an extension in another file than its class cannot move into
/// the class body (each file is translated alone), so it stays where it is, renamed `_override_<name>` and
/// no longer an override, and the class body gets the override, which forwards to it. `super` calls inside
/// it still reach the superclass's implementation, as they would from the override.
extension TranslationVisitor {
    /// The prefix of a forwarded override's renamed implementation.
    static let forwardedPrefix = "_override_"

    /// Renames the override `member` of an extension in this file of `type`, declared in another file; false
    /// (and an error at its line) when it cannot be forwarded.
    func forwardOverride(_ member: MemberBlockItemSyntax, of type: String) -> Bool {
        if let function = member.decl.as(FunctionDeclSyntax.self), case .identifier = function.name.tokenKind,
            SyntaxFacts.method(function, file: path).overrideSignature != nil
        {
            dropOverrideModifiers(function.modifiers)
            replace(function.name, with: [.text(Self.forwardedPrefix + function.name.text)])
            return true
        }
        if let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first, binding.typeAnnotation != nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            SyntaxFacts.properties(variable, file: path).first?.isSettable == false
        {
            dropOverrideModifiers(variable.modifiers)
            replace(name, with: [.text(Self.forwardedPrefix + name.text)])
            return true
        }
        error(
            member.decl,
            "override in an extension of '\(type)', declared in another file: only methods (not generic, "
                + "variadic or inout) and read-only properties can be forwarded from the class body; move it into "
                + "the class body or into an extension in that file", "PT5")
        return false
    }

    /// `override` goes (the renamed member overrides nothing); `private`/`fileprivate` too (the class body,
    /// in another file, calls it).
    private func dropOverrideModifiers(_ modifiers: DeclModifierListSyntax) {
        for modifier in modifiers where ["override", "private", "fileprivate"].contains(modifier.name.text) {
            edits.replace(
                modifier.positionAfterSkippingLeadingTrivia.utf8Offset, modifier.endPosition.utf8Offset, with: "")
        }
    }

    /// The overrides the class body of `name` forwards to extensions in other files.
    func forwardingOverrides(of name: String) -> String {
        var text = ""
        for method in index.methods[name] ?? [] where method.isOverride && method.file != path {
            guard let signature = method.overrideSignature, let arguments = method.overrideArguments else { continue }
            let effects = (method.isThrowing ? "try " : "") + (method.isAsync ? "await " : "")
            let call = "\(effects)\(Self.forwardedPrefix)\(method.baseName)(\(arguments))"
            text += "    override func \(method.baseName)\(signature) { \(call) }\n"
        }
        for property in index.properties[name] ?? [] where property.isOverride && property.file != path {
            guard let type = property.type, !property.isSettable else { continue }
            text += "    override var \(property.name): \(type) { \(Self.forwardedPrefix)\(property.name) }\n"
        }
        return text
    }
}

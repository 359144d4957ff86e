/// The method and property tables written into each translated class body (SPEC PT2).
enum MethodTableWriter {
    /// The members the table of `className` lists: its own and its extensions' (those of other files
    /// unless private to them), and, for the topmost class of the module, the members of extensions of the
    /// UIKit classes it descends from.
    static func members(of className: String, in index: ModuleIndex, file: String) -> (
        methods: [ModuleIndex.Method], properties: [ModuleIndex.Property]
    ) {
        var owners = [className]
        let chain = index.ancestry(of: className)
        if let superclass = chain.dropFirst().first, index.classes[superclass] == nil {
            owners += chain.dropFirst().filter { index.classes[$0] == nil }
        }
        let reachable = { (member: (isFilePrivate: Bool, file: String)) in !member.isFilePrivate || member.file == file
        }
        var seenSelectors: Set<String> = []
        var methods: [ModuleIndex.Method] = []
        var seenKeys: Set<String> = []
        var properties: [ModuleIndex.Property] = []
        for (position, owner) in owners.enumerated() {
            for method in index.methods[owner] ?? []
            where !method.isStatic && !method.isAsync && method.parameterTypes != nil && method.baseName != "init"
                && reachable((method.isFilePrivate, method.file))
                && (position == 0 || method.objcName != nil || !method.isOverride)
            {
                if seenSelectors.insert(method.selector).inserted { methods.append(method) }
            }
            guard position == 0 else { continue }
            for property in index.properties[owner] ?? []
            where !property.isStatic && reachable((property.isFilePrivate, property.file)) {
                if seenKeys.insert(property.objcName ?? property.name).inserted { properties.append(property) }
            }
        }
        return (methods, properties)
    }

    /// The overrides, indented by `indent`; `usesCast` is set when the generic cast helper is needed.
    static func table(
        methods: [ModuleIndex.Method], properties: [ModuleIndex.Property], extra: [String] = [], indent: String,
        usesCast: inout Bool
    ) -> String {
        var lines: [String] = []
        if !methods.isEmpty {
            lines.append("override func _objcMethod(_ selector: Selector) -> ObjCMethod? {")
            lines.append("    switch selector.name {")
            for method in methods { lines += methodCase(method).map { "    " + $0 } }
            lines.append("    default: return super._objcMethod(selector)")
            lines.append("    }")
            lines.append("}")
        }
        if !properties.isEmpty {
            lines.append("override func _objcProperty(_ key: String) -> ObjCProperty? {")
            lines.append("    switch key {")
            for property in properties { lines += propertyCase(property, usesCast: &usesCast).map { "    " + $0 } }
            lines.append("    default: return super._objcProperty(key)")
            lines.append("    }")
            lines.append("}")
        }
        lines.append("override var _objcHasMethodTable: Bool { true }")
        lines += extra
        return lines.map { indent + $0 }.joined(separator: "\n")
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func methodCase(_ method: ModuleIndex.Method) -> [String] {
        let types = method.parameterTypes ?? []
        var lines = ["case \(literal(method.selector)):"]
        lines.append("    return ObjCMethod(arity: \(types.count)) { \(types.isEmpty ? "_" : "arguments") in")
        var arguments: [String] = []
        for (offset, type) in types.enumerated() {
            let passed = argument(offset, type: type, label: method.labels[offset])
            if let check = passed.check { lines.append("        " + check) }
            arguments.append(passed.argument)
        }
        let call =
            (method.isThrowing ? "try? " : "") + "self.\(method.baseName)(\(arguments.joined(separator: ", ")))"
        if method.returnType == nil {
            lines.append("        \(call)")
            lines.append("        return nil")
        } else {
            lines.append("        return \(call)")
        }
        lines.append("    }")
        return lines
    }

    /// The argument `arguments[offset]` passed as a parameter of `type`: a non-optional type needs a `guard`
    /// that returns nil when the argument is not one.
    static func argument(_ offset: Int, type: String, label: String?) -> (check: String?, argument: String) {
        let label = label.map { $0 + ": " } ?? ""
        let value = "arguments[\(offset)]"
        if type == "Any?" || type == "Any!" { return (nil, label + value) }
        if type == "Any" { return (nil, label + value + " as Any") }
        if let wrapped = optionalBase(type) { return (nil, label + "\(value) as? \(wrapped)") }
        return ("guard let a\(offset) = \(value) as? \(type) else { return nil }", label + "a\(offset)")
    }

    /// `T?`/`T!` → `T`; nil for a non-optional type.
    static func optionalBase(_ type: String) -> String? {
        guard type.hasSuffix("?") || type.hasSuffix("!") else { return nil }
        let base = String(type.dropLast())
        return base.contains("->") && !base.hasPrefix("(") ? "(" + base + ")" : base
    }

    static func propertyCase(_ property: ModuleIndex.Property, usesCast: inout Bool) -> [String] {
        let key = literal(property.objcName ?? property.name)
        let name = "self.\(property.name)"
        guard property.isSettable else { return ["case \(key): return ObjCProperty(get: { \(name) })"] }
        let setter: String
        if let type = property.type, let wrapped = optionalBase(type) {
            setter = "\(name) = $0 as? \(wrapped)"
        } else if let type = property.type {
            setter = "if let value = $0 as? \(type) { \(name) = value }"
        } else {
            usesCast = true
            setter = "if let value = _objcCast($0, like: \(name)) { \(name) = value }"
        }
        return [
            "case \(key):",
            "    return ObjCProperty(get: { \(name) }, set: { \(setter) })",
        ]
    }
}

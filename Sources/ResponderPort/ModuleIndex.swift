import Foundation

/// What the translator knows about a module's declarations across its files (SPEC PT1, PT2, PT4, PT5):
/// classes and their superclasses, the methods and properties of each type (extensions included), and the
/// `@objc` protocols' optional members. Built once per module; each file's translation reads it.
public struct ModuleIndex: Codable, Equatable, Sendable {
    public struct Method: Codable, Hashable, Sendable {
        public var baseName: String
        /// Argument labels; nil for `_`.
        public var labels: [String?]
        /// Parameter types as written, nil where the method cannot be called from a table (generic,
        /// `inout`, variadic, `@autoclosure`).
        public var parameterTypes: [String]?
        /// The result type as written, nil for `Void`.
        public var returnType: String?
        /// `@objc(name:)`, when given.
        public var objcName: String?
        public var isStatic: Bool = false
        public var isThrowing: Bool = false
        public var isAsync: Bool = false
        public var isOverride: Bool = false
        /// `private`/`fileprivate`: reachable only from its own file.
        public var isFilePrivate: Bool = false
        /// The file that declares it.
        public var file: String = ""
        /// For an override: its signature as written (`(_ animated: Bool)`, effects and result included) and
        /// the arguments that pass its parameters on (`animated`), so the class body can forward to it when
        /// it is written in an extension in another file (PT5); nil when it cannot be forwarded.
        public var overrideSignature: String?
        public var overrideArguments: String?

        /// Its Objective-C selector (PT1).
        public var selector: String { objcName ?? ObjCNaming.selector(baseName: baseName, labels: labels) }
    }

    public struct Property: Codable, Hashable, Sendable {
        public var name: String
        /// The declared type, nil when inferred from the initial value.
        public var type: String?
        public var isSettable: Bool
        public var objcName: String?
        public var isStatic: Bool = false
        public var isFilePrivate: Bool = false
        public var file: String = ""
        /// `@objc dynamic`: observable by key path string (PT6).
        public var isDynamic: Bool = false
        /// `override var` with a getter only (PT5: forwarded from the class body when in another file).
        public var isOverride: Bool = false
    }

    public struct ClassInfo: Codable, Hashable, Sendable {
        public var name: String
        /// The first inherited type when it is a class (not one of the module's protocols).
        public var superclass: String?
        /// `@objc(Name)`, kept for `NSClassFromString` (PT7).
        public var objcName: String?
        public var file: String
        public var line: Int
        public var isGeneric: Bool = false
        /// Private, file-private or nested: not nameable by its simple name from another file (PT7).
        public var isHidden: Bool = false
    }

    public struct ProtocolInfo: Codable, Hashable, Sendable {
        public var name: String
        public var isObjC: Bool
        public var optionalMethods: [Method]
        public var file: String
    }

    /// An initializer a class declares (PT7: made from a metatype by ``InitializerTable``).
    public struct Initializer: Codable, Hashable, Sendable {
        /// `init(nibName:bundle:)`, `init()`: how a call names it.
        public var key: String
        public var labels: [String?]
        /// Parameter types as written; nil when it cannot be called from an argument array.
        public var parameterTypes: [String]?
        public var isConvenience: Bool
        public var isFilePrivate: Bool = false
        public var file: String = ""

        public static func key(labels: [String?]) -> String {
            "init(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        }
    }

    public var classes: [String: ClassInfo] = [:]
    public var protocols: [String: ProtocolInfo] = [:]
    /// Members of each type, from its body and every extension of it in the module.
    public var methods: [String: [Method]] = [:]
    public var properties: [String: [Property]] = [:]
    /// Initializers of each class, from its body (designated or convenience) and its extensions.
    public var initializers: [String: [Initializer]] = [:]

    public init() {}

    /// The module's classes up the superclass chain from `name`, `name` first, then the first class
    /// outside the module (a UIKit class) if there is one.
    public func ancestry(of name: String) -> [String] {
        var chain: [String] = []
        var current: String? = name
        while let next = current, !chain.contains(next) {
            chain.append(next)
            current = classes[next]?.superclass ?? UIKitHierarchy.superclass[next]
        }
        return chain
    }

    /// Methods named `baseName` (any labels) visible from `type`: its own and its superclasses', then any
    /// in the module.
    public func methods(named baseName: String, from type: String?) -> [Method] {
        if let type {
            for ancestor in ancestry(of: type) {
                let found = (methods[ancestor] ?? []).filter { $0.baseName == baseName }
                if !found.isEmpty { return found }
            }
        }
        return methods.keys.sorted().flatMap { key in (methods[key] ?? []).filter { $0.baseName == baseName } }
    }

    /// Adds what `other` (one file's declarations) holds.
    public mutating func merge(_ other: ModuleIndex) {
        classes.merge(other.classes) { first, _ in first }
        protocols.merge(other.protocols) { first, _ in first }
        for (type, list) in other.methods { methods[type, default: []] += list }
        for (type, list) in other.properties { properties[type, default: []] += list }
        for (type, list) in other.initializers { initializers[type, default: []] += list }
    }

    /// The index as stable JSON (sorted keys), so unchanged declarations give byte-identical output.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// The index file the plugin passes between commands: a Swift file (plugin outputs are compiled), the
    /// JSON in a comment line.
    public func swiftFile() throws -> String {
        let json = String(decoding: try encoded(), as: UTF8.self)
        return "// Generated by responder-port (SPEC PT10): the module's declarations, read by each file's"
            + " translation.\n// index: \(json)\n"
    }

    /// Reads an index file written by ``swiftFile()``.
    public static func read(swiftFile text: String) throws -> ModuleIndex {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("// index: ") }) else {
            throw PortDiagnostic(path: "index", line: 1, column: 1, message: "not an index file", rule: "PT10")
        }
        return try JSONDecoder().decode(ModuleIndex.self, from: Data(line.dropFirst("// index: ".count).utf8))
    }
}

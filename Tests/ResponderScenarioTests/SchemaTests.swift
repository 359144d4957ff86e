import Foundation
import Testing

@testable import ResponderScenario

/// One declaration drives reading, checking and writing: every declared key, through its own example,
/// round-trips, refuses a value of the wrong shape at its position, and suggests itself when misspelt.
@MainActor @Suite struct SchemaTests {
    /// A valid world with a view `root`, a recognizer `other`, a controller `VC`, and a finger `z` down:
    /// what the keys' examples refer to.
    static let classViews: [String] = ViewClass.allCases.map { viewClass in
        let name: String = viewClass.rawValue
        return "{id: c_" + name + ", class: " + name + ", parent: root}"
    }
    static let base: [(String, String)] = [
        ("viewControllers", "[{id: VC}]"),
        ("views", "[{id: root, gestures: [{id: other, type: tap}]}]"),
        ("timeline", "[{down: {finger: z, at: [5, 5]}}]"),
    ]

    /// Where a mapping of each schema goes: the document around it, and its key path.
    struct Host {
        let place: (_ mapping: String) -> [(String, String)]
        let path: String
    }

    /// The base (or `pairs`) with `extra` added to the list under `key`.
    static func adding(_ extra: String, to key: String, in pairs: [(String, String)] = base) -> [(String, String)] {
        pairs.map { pair -> (String, String) in
            guard pair.0 == key else { return pair }
            let list: String = String(pair.1.dropLast())
            return (key, list + ", " + extra + "]")
        }
    }

    static func views(_ extra: String) -> [(String, String)] { adding(extra, to: "views") }

    static func steps(_ extra: String) -> [(String, String)] { adding(extra, to: "timeline") }

    static let hostView = "views[1]"
    static let hosts: [String: Host] = {
        var hosts: [String: Host] = [:]
        hosts["scenario"] = Host(place: { _ in [] }, path: "")
        hosts["window"] = Host(place: { base + [("window", $0)] }, path: "window")
        hosts["application"] = Host(place: { base + [("application", $0)] }, path: "application")
        hosts["responder"] = Host(place: { base + [("appDelegate", $0)] }, path: "appDelegate")
        hosts["controller"] = Host(place: { adding($0, to: "viewControllers") }, path: "viewControllers[1]")
        hosts["trace"] = Host(place: { base + [("trace", $0)] }, path: "trace")
        hosts["view"] = Host(place: { views($0) }, path: hostView)
        let inView: [(String, String, String)] = [
            ("touchPhases", "{id: T, touches: %}", ".touches"),
            ("perform", "{id: T, performs: [%]}", ".performs[0]"),
            ("pointInside", "{id: T, pointInside: %}", ".pointInside"),
            ("controlAction", "{id: T, class: button, actions: [%]}", ".actions[0]"),
            ("gesture", "{id: T, gestures: [%]}", ".gestures[0]"),
            ("gestureAction", "{id: T, gestures: [{id: g, type: pan, actions: [%]}]}", ".gestures[0].actions[0]"),
            ("delegate", "{id: T, gestures: [{id: g, type: pan, delegate: %}]}", ".gestures[0].delegate"),
            (
                "receive", "{id: T, gestures: [{id: g, type: pan, delegate: {shouldReceive: %}}]}",
                ".gestures[0].delegate.shouldReceive"
            ),
        ]
        for (name, template, suffix) in inView {
            hosts[name] = Host(
                place: { views(template.replacingOccurrences(of: "%", with: $0)) }, path: hostView + suffix)
        }
        // Container steps (NV1, NV8) act on the file's only navigation or tab bar controller.
        let containers =
            "{id: Nav, class: navigationController, viewControllers: [N0]}, {id: N0}, "
            + "{id: Tabs, class: tabBarController, viewControllers: [T0, T1]}, {id: T0}, {id: T1}"
        hosts["step"] = Host(
            place: { step in
                let onContainer = ["{push:", "{pop:", "{selectTab:"].contains { step.hasPrefix($0) }
                return onContainer ? adding(containers, to: "viewControllers", in: steps(step)) : steps(step)
            }, path: "timeline[1]")
        hosts["down"] = Host(place: { steps("{down: [\($0)]}") }, path: "timeline[1].down[0]")
        let downs = "{down: [{finger: a, at: [1, 1]}, {finger: \"1\", at: [2, 2]}]}"
        hosts["move"] = Host(place: { steps(downs + ", {move: [\($0)]}") }, path: "timeline[2].move[0]")
        // `set` changes views of every class (`c_button`, ...).
        hosts["set"] = Host(
            place: { adding(classViews.joined(separator: ", "), to: "views", in: steps("{set: \($0)}")) },
            path: "timeline[1].set")
        for name in ["tap", "drag", "longPress", "swipe", "pinch", "rotate", "shake", "key", "type"] {
            hosts[name] = Host(place: { steps("{" + name + ": " + $0 + "}") }, path: "timeline[1]." + name)
        }
        // Containers (NV1, NV8): a controller's mappings, and steps in a file with one of each container.
        let inController: [(String, String, String)] = [
            ("barButton", "{id: T, rightBarButtonItem: %}", ".rightBarButtonItem"),
            ("tabBar", "{id: T, class: tabBarController, tabBar: %}", ".tabBar"),
            (
                "shouldSelect", "{id: T, class: tabBarController, viewControllers: [VC], shouldSelect: %}",
                ".shouldSelect"
            ),
        ]
        for (name, template, suffix) in inController {
            hosts[name] = Host(
                place: { adding(template.replacingOccurrences(of: "%", with: $0), to: "viewControllers") },
                path: "viewControllers[1]" + suffix)
        }
        for name in ["push", "pop", "selectTab"] {
            hosts[name] = Host(
                place: { adding(containers, to: "viewControllers", in: steps("{" + name + ": " + $0 + "}")) },
                path: "timeline[1]." + name)
        }
        return hosts
    }()

    /// The document with `key: value` in the schema's mapping, beside its required keys (and context).
    static func document(_ schema: SchemaCatalog.Entry, _ key: String, _ value: String?) -> String {
        guard let host = hosts[schema.name] else { return "" }
        var context = schema.keys.first { $0.name == key }?.context ?? []
        // A `set` changes a view of a class that has the property.
        if schema.name == "set", let owner = schema.keys.first(where: { $0.name == key })?.owner {
            context.append(("view", "c_\(owner)"))
        }
        var pairs = context
        for info in schema.keys
        where info.isRequired && info.name != key && !context.contains(where: { $0.0 == info.name }) {
            pairs.insert((info.name, info.example), at: 0)
        }
        if let value { pairs.append((key, value)) }
        if schema.name == "scenario" {
            let top = base.filter { name, _ in !pairs.contains { $0.0 == name } } + pairs
            return top.map { "\($0.0): \($0.1)\n" }.joined()
        }
        let mapping = "{" + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
        return host.place(mapping).map { "\($0.0): \($0.1)\n" }.joined()
    }

    @Test("schema: every mapping of the schema has a host in these tests")
    func everySchemaIsHosted() {
        #expect(SchemaCatalog.entries.map(\.name).filter { Self.hosts[$0] == nil } == [])
        #expect(SchemaCatalog.entries.count == Self.hosts.count)
    }

    @Test("schema: each declared key reads its example, changes the model, and writes it back (YAML and JSON)")
    func eachKeyRoundTrips() throws {
        for schema in SchemaCatalog.entries {
            for key in schema.keys {
                let text = Self.document(schema, key.name, key.example)
                let read = ScenarioFile.parse(text, file: "key.yaml")
                guard case .success(let scenario) = read else {
                    Issue.record("\(schema.name).\(key.name): its example does not read:\n\(read)\n\(text)")
                    continue
                }
                if !key.isRequired,
                    case .success(let without) = ScenarioFile.parse(
                        Self.document(schema, key.name, nil), file: "without.yaml")
                {
                    #expect(without != scenario, "\(schema.name).\(key.name): the example changes nothing")
                }
                for (format, written) in [
                    ("yaml", ScenarioEncoder.yaml(scenario)), ("json", ScenarioEncoder.json(scenario)),
                ] {
                    let again = ScenarioFile.parse(written, file: "written.\(format)")
                    #expect((try? again.get()) == scenario, "\(schema.name).\(key.name) (\(format)):\n\(written)")
                }
            }
        }
    }

    @Test("scenario schema: each declared key refuses a value of the wrong shape, at the value's line and column")
    func eachKeyRefusesWrongShape() {
        let wrong = "[[[]]]"
        for schema in SchemaCatalog.entries {
            let path = Self.hosts[schema.name]?.path ?? ""
            for key in schema.keys {
                let text = Self.document(schema, key.name, wrong)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                guard let line = lines.firstIndex(where: { $0.contains(wrong) }),
                    let column = lines[line].range(of: wrong).map({
                        lines[line].distance(from: lines[line].startIndex, to: $0.lowerBound) + 1
                    })
                else { continue }
                let keyPath = path.isEmpty ? key.name : "\(path).\(key.name)"
                let located = errors(text).filter { diagnostic in
                    diagnostic.hasPrefix("scenario.yaml:\(line + 1):") && diagnostic.contains(" \(keyPath)")
                }
                let columns = located.compactMap { Int($0.split(separator: ":")[2]) }
                #expect(
                    columns.contains { $0 >= column && $0 < column + wrong.count },
                    "\(schema.name).\(key.name): \(errors(text))\n\(text)")
            }
        }
    }

    @Test("scenario schema: a misspelt key (one letter doubled) is unknown, with the declared key suggested")
    func eachKeySuggestsItself() {
        for schema in SchemaCatalog.entries {
            for key in schema.keys {
                let middle = key.name.index(key.name.startIndex, offsetBy: key.name.count / 2)
                let typo = String(key.name[..<middle]) + String(key.name[middle]) + String(key.name[middle...])
                let misspelt = Self.document(schema, "zzmarker", "0")
                    .replacingOccurrences(of: "zzmarker: 0", with: "\(typo): \(key.example)")
                #expect(
                    errors(misspelt).contains { $0.hasSuffix("unknown key '\(typo)' (did you mean '\(key.name)'?)") },
                    "\(schema.name).\(key.name): \(errors(misspelt))\n\(misspelt)")
            }
        }
    }
}

import Foundation
import Yams

/// Every mapping of the file by name, with its keys as plain descriptions: what the key reference in
/// ResponderKit.docc/ScenarioFormat.md is made from, and what the schema's own tests walk.
enum SchemaCatalog {
    /// A key as the reference shows it.
    struct Key: Sendable {
        let name: String
        let form: String
        let help: String
        let example: String
        let isRequired: Bool
        /// Written out when the key is absent (a fresh model's value), if it has one.
        let defaultValue: String?
        let context: [(String, String)]
        /// For a view property: the first class that has it (nil: every class).
        let owner: String?
    }

    struct Entry: Sendable {
        let name: String
        let keys: [Key]
    }

    static let entries: [Entry] = [
        entry("scenario", ScenarioSchema.scenario),
        entry("window", ScenarioSchema.window),
        entry("application", ScenarioSchema.application),
        entry("trace", ScenarioSchema.trace),
        entry("responder", ScenarioSchema.responder),
        entry("touchPhases", ScenarioSchema.touchPhases),
        entry("perform", ScenarioSchema.perform),
        entry("controller", ScenarioSchema.controller),
        entry("barButton", ScenarioSchema.barButton),
        entry("tabBar", ScenarioSchema.tabBar),
        entry("shouldSelect", ScenarioSchema.shouldSelect),
        entry("view", ScenarioSchema.view),
        entry("pointInside", ScenarioSchema.pointInside),
        entry("controlAction", ScenarioSchema.controlAction),
        entry("gesture", ScenarioSchema.gesture),
        entry("gestureAction", ScenarioSchema.gestureActionFields),
        entry("delegate", ScenarioSchema.delegate),
        entry("receive", ScenarioSchema.receive),
        entry("step", ScenarioSchema.step),
        entry("down", ScenarioSchema.downFinger),
        entry("move", ScenarioSchema.movingFinger),
        entry("tap", ScenarioSchema.tap),
        entry("drag", ScenarioSchema.drag),
        entry("longPress", ScenarioSchema.longPress),
        entry("swipe", ScenarioSchema.swipe),
        entry("pinch", ScenarioSchema.pinch),
        entry("rotate", ScenarioSchema.rotate),
        entry("shake", ScenarioSchema.shake),
        entry("key", ScenarioSchema.key),
        entry("type", ScenarioSchema.typing),
        entry("push", ScenarioSchema.push),
        entry("pop", ScenarioSchema.pop),
        entry("selectTab", ScenarioSchema.selectTab),
        // Properties used only when a view is made are keys of `set` only to say so.
        entry("set", ScenarioSchema.change) { ViewProperties.byName[$0]?.settable ?? true },
    ]

    static func entry<Model>(
        _ name: String, _ schema: MappingSchema<Model>, where accepted: (String) -> Bool = { _ in true }
    ) -> Entry {
        Entry(
            name: name,
            keys: schema.keys.filter { accepted($0.name) }.map { key in
                Key(
                    name: key.name, form: key.form, help: key.help, example: key.example,
                    isRequired: key.requirement != .optional,
                    defaultValue: key.requirement == .optional
                        ? key.write(schema.initial).map(flow).flatMap { ["", "[]", "{}"].contains($0) ? nil : $0 }
                        : nil,
                    context: key.context,
                    owner: ViewProperties.byName[key.name]?.classes.map { _ in
                        ViewProperties.byName[key.name]?.owners.first?.rawValue ?? ""
                    })
            })
    }

    /// A node as YAML flow text, for the reference (`[375, 667]`, `0.3`, `true`).
    static func flow(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): return scalar.string
        case .sequence(let sequence): return "[" + sequence.map(flow).joined(separator: ", ") + "]"
        case .mapping(let mapping):
            return "{" + mapping.map { "\($0.key.string ?? ""): \(flow($0.value))" }.joined(separator: ", ") + "}"
        }
    }

}

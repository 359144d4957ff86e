import Foundation
import ResponderKit
import Yams

/// A view's keys: the responder's, its structure (class, parent, recognizers, actions, overrides) and
/// its properties (``ViewProperties``).
extension ScenarioSchema {
    static let view = viewSchema(viewKeys + componentKeys)

    /// The keys every view has, in a `views` list or in a cell template.
    static let viewKeys: [SchemaKey<ViewSpec>] =
        responderKeys.map { $0.lifted(\ViewSpec.responder) } + viewStructure
        + ViewProperties.all.map(SchemaKey.property)

    static func viewSchema(_ keys: [SchemaKey<ViewSpec>]) -> MappingSchema<ViewSpec> {
        MappingSchema<ViewSpec>(
            keys: keys,
            initial: ViewSpec(responder: ResponderSpec(id: "")),
            after: { decoder, spec, _, _, path in
                let keys = Set(spec.properties.map(\.key))
                if keys.contains("frame") && keys.contains("center") {
                    decoder.sink.error(
                        "give either frame or center (with bounds), not both", at: decoder.map["\(path).center"],
                        path: "\(path).center")
                }
                return true
            },
            extra: { spec in
                spec.properties.compactMap { p in ViewProperties.byName[p.key]?.write(p.value).map { (p.key, $0) } }
            },
            check: { validator, spec, path in validator.checkPlacement(spec, path) })
    }

    static let viewStructure: [SchemaKey<ViewSpec>] = [
        SchemaKey.field(
            "class", \.viewClass, .choice, "the class (below)", example: "button"
        ).with(readFirst: true),
        .optional(
            "parent", \.parent, parent, "a view id; default: the window", example: "root"
        ).with(check: { validator, spec, path in
            guard let parent = spec.parent else { return }
            validator.checkView(parent, path)
            if parent == spec.id { validator.error("a view cannot be its own parent", path) }
        }),
        .field(
            "gestures", \.gestures, .list(gesture, form: "[recognizer]"), "its gesture recognizers (below)",
            example: "[{id: pan, type: pan}]"),
        SchemaKey.field(
            "actions", \.actions, .list(controlAction, form: "[control action]"),
            "controls: target-actions for control events (C4)", example: "[{events: touchUpInside, action: go}]"
        ).with(
            refusal: { spec in
                spec.viewClass.isControl
                    ? nil : "only controls have actions; '\(spec.id)' is a \(spec.viewClass.rawValue)"
            }, context: [("class", "button")]),
        .optional(
            "hitTest", \.hitTest, hitTest, "`intercept`, `forwardOutside` or `{forwardTo: id}` (H4, H5)",
            example: "intercept"
        ).with(check: { validator, spec, path in
            guard case .forwardTo(let target)? = spec.hitTest else { return }
            validator.checkForwarding(to: target, from: spec.id, "\(path).forwardTo")
        }),
        .optional(
            "pointInside", \.pointInside, .mapping(pointInside, form: "`{rects, subviews, answer}`"),
            "what `point(inside:)` also answers (H5, H6)", example: "{subviews: true}"),
        .optional(
            "touchAreaInsets", \.touchAreaInsets, .insets,
            "`point(inside:)` is `bounds` inset by these; negative values enlarge (H6)", example: "{left: -20}"),
        SchemaKey.optional(
            "didSelect", \.didSelectLog, didSelect,
            "tables and collection views: a line written when a row or item is selected (S4, CV4)",
            example: "{log: \"selected\"}"
        ).with(
            refusal: { $0.viewClass.hasCells ? nil : "only table and collection views have didSelect" },
            context: [("class", "tableview")]),
        scrollPanKey,
        refreshControlKey,
    ]

    /// An id, or null for none.
    static let nullableIdentifier = ValueKind<String>(
        "id", read: { $1.isNull ? nil : $0.identifier($1, $2) }, write: Node.text)

    /// A view id; null or `window` for the window.
    static let parent = ValueKind<String>(
        "id", read: { nullableIdentifier.read(&$0, $1, $2).flatMap { $0 == "window" ? nil : $0 } }, write: Node.text)

    static let hitTest = ValueKind<HitTestOverride>(
        "`intercept`, `forwardOutside` or `{forwardTo: id}`",
        read: { decoder, node, path in
            if case .scalar = node {
                switch decoder.choice(node, path, ["intercept", "forwardOutside"]) {
                case "intercept": return .intercept
                case "forwardOutside": return .forwardOutside
                default: return nil
                }
            }
            guard let fields = decoder.fields(node, path, allowed: ["forwardTo"]), let target = fields.first else {
                if case .mapping = node {
                    decoder.error("expected intercept, forwardOutside or {forwardTo: id}", node, path)
                }
                return nil
            }
            return decoder.identifier(target.value, "\(path).forwardTo").map(HitTestOverride.forwardTo)
        },
        write: { hitTest in
            switch hitTest {
            case .intercept: return Node.text("intercept")
            case .forwardOutside: return Node.text("forwardOutside")
            case .forwardTo(let id): return Node.mapping([("forwardTo", Node.text(id))])
            }
        })

    static let pointInside = MappingSchema<PointInsideOverride>(
        keys: [
            .field(
                "rects", \.rects, .rects, "also inside in these rectangles, in its own coordinates (H6)",
                example: "[[0, -10, 80, 10]]"),
            .field(
                "subviews", \.subviews, .bool, "also inside wherever a subview's `point(inside:)` is (H5)",
                example: "true"),
            .optional("answer", \.answer, .bool, "always answers this", example: "false"),
        ], initial: PointInsideOverride())

    /// `"line"` or `{log: "line"}`.
    static let didSelect = ValueKind<String>(
        "`{log}`",
        read: { decoder, node, path in
            if case .scalar = node { return decoder.string(node, path) }
            return decoder.fields(node, path, allowed: ["log"])?.first.flatMap {
                decoder.string($0.value, "\(path).log")
            }
        }, write: { Node.mapping([("log", Node.text($0))]) })

    static let controlAction = MappingSchema<ControlActionSpec>(
        keys: [
            .field(
                "events", \.events, .choices(controlEvents.names), "the control events that send it",
                example: "touchDown"
            ).with(.last),
            .field("action", \.action, .identifier, "the action's name", example: "go").with(.last),
            .optional(
                "target", \.target, nullableIdentifier.checked { $0.checkResponder($1, $2) },
                "a responder id; default: the responder chain (C4)", example: "root"),
            .optional("log", \.log, .string, "a line written when it is performed", example: "\"tapped\""),
        ], initial: ControlActionSpec(events: [], action: ""))
}

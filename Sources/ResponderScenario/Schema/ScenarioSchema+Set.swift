import Foundation
import ResponderKit
import Yams

/// The `set` step: a view, and what changes on it (settable properties, overrides; `none` removes one).
extension ScenarioSchema {
    static let change = MappingSchema<StepAction.Change>(
        keys: [
            SchemaKey.field(
                "view", \.view, ValueKind.identifier.checked { $0.checkView($1, $2) }, "the view to change",
                example: "root"
            ).with(.first, context: [("hidden", "true")]),
            SchemaKey.optional(
                "hitTest", \.overrides.hitTest, hitTest.removable, "the view's `hitTest`", example: "none"
            )
            .with(failure: .reject),
            SchemaKey.optional(
                "pointInside", \.overrides.pointInside,
                ValueKind.mapping(pointInside, form: "`{rects, subviews, answer}`").removable,
                "the view's `pointInside`", example: "{subviews: true}"
            ).with(failure: .reject),
            SchemaKey.optional(
                "touchAreaInsets", \.overrides.touchAreaInsets, ValueKind.insets.removable,
                "the view's `touchAreaInsets`", example: "[1, 2, 3, 4]"
            ).with(failure: .reject),
            SchemaKey(
                name: "touches", form: touches.form, help: "the view's `touches`", example: "swallow",
                read: { decoder, node, path, change in
                    change.overrides.passing = touches.read(&decoder, node, path) ?? PassingPolicy()
                    return true
                }, write: { $0.overrides.passing.map(touches.write) }),
        ] + ViewProperties.all.map(SchemaKey.settable),
        initial: StepAction.Change(),
        after: { decoder, change, _, node, path in
            guard change.properties.isEmpty && change.overrides.isEmpty else { return true }
            decoder.error("'set' changes nothing: add properties to change", node, path)
            return false
        },
        extra: { change in
            change.properties.compactMap { p in ViewProperties.byName[p.key]?.write(p.value).map { (p.key, $0) } }
        },
        check: { validator, change, path in validator.checkChangedProperties(change, path) })
}

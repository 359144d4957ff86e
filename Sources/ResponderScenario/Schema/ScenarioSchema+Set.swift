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

extension ValueKind {
    /// The same kind, or `none`: the override is removed.
    var removable: ValueKind<T?> {
        let read = self.read
        let write = self.write
        return ValueKind<T?>(
            form + " or `none`",
            read: { decoder, node, path in
                if case .scalar("none", _, _) = node { return .some(nil) }
                return read(&decoder, node, path).map { .some($0) }
            }, write: { $0.map(write) ?? Node.text("none") })
    }
}

extension SchemaKey where Model == StepAction.Change {
    /// A view property a `set` step may change (those used only when the view is made are refused).
    static func settable(_ property: PropertyKey<UIView>) -> SchemaKey {
        SchemaKey(
            name: property.name, form: property.form, help: property.help, example: property.example,
            failure: .reject,
            refusal: { _ in
                property.settable
                    ? nil : "'\(property.name)' can only be given when the view is made, not changed by 'set'"
            },
            read: { decoder, node, path, change in
                guard let value = property.read(&decoder, node, path) else { return false }
                change.properties.append(Property(key: property.name, value: value))
                return true
            }, write: { _ in nil })
    }
}

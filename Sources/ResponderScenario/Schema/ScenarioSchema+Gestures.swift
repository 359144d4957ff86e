import Foundation
import ResponderKit
import Yams

/// A recognizer's keys: type and id, relations, delegate answers, actions, and its type's properties
/// (``GestureProperties``).
extension ScenarioSchema {
    static let gesture = MappingSchema<GestureSpec>(
        keys: [
            SchemaKey.field(
                "type", \.type, .choice, "`tap`, `longPress`, `pan`, `screenEdgePan`, `swipe`, `pinch` or `rotation`",
                example: "pan"
            ).with(.first),
            SchemaKey.field("id", \.id, .identifier, "required, unique", example: "g").with(.first),
            .optional("name", \.name, .string, "the name in traces (default: the id)", example: "\"single tap\""),
            SchemaKey.field(
                "requireToFail", \.requireToFail, .identifiers, "GR5: `require(toFail:)` these recognizers",
                example: "other"
            ).with(check: { validator, spec, path in
                for (index, other) in spec.requireToFail.enumerated() {
                    validator.checkGesture(other, "\(path)[\(index)]")
                    if other == spec.id {
                        validator.error("a recognizer cannot require itself to fail", "\(path)[\(index)]")
                    }
                }
            }),
            .optional(
                "delegate", \.delegate, .mapping(delegate, form: "delegate answers"),
                "answers to the delegate's questions (below)", example: "{shouldBegin: false}"),
            .field(
                "actions", \.actions, .list(gestureAction, form: "[action]"),
                "handlers, or `{target, action, log}` target-actions", example: "[{log: \"panned\"}]"),
        ] + GestureProperties.names.map(SchemaKey.gestureProperty),
        initial: GestureSpec(id: "", type: .tap),
        extra: { spec in
            spec.properties.compactMap { p in
                GestureProperties.key(p.key, of: spec.type)?.write(p.value).map { (p.key, $0) }
            }
        })

    static let gestureActionFields = MappingSchema<GestureActionSpec>(
        keys: [
            .optional(
                "target", \.target, ValueKind.identifier.checked { $0.checkResponder($1, $2) },
                "a responder id (traced as `pan action (began) -> ViewController`)", example: "root"
            ).with(context: [("action", "pan")]),
            .optional("action", \.action, .identifier, "the action's name", example: "pan"),
            .optional("log", \.log, .string, "a line written after each call", example: "\"panned\""),
        ], initial: GestureActionSpec(),
        after: { decoder, spec, _, node, path in
            guard spec.target != nil && spec.action == nil else { return true }
            decoder.error("an action with a target needs an 'action' name", node, path)
            return false
        })

    /// A handler's name, or `{target, action, log}`.
    static let gestureAction = ValueKind<GestureActionSpec>(
        "action",
        read: { decoder, node, path in
            guard case .scalar = node else { return gestureActionFields.read(&decoder, node, path) }
            return decoder.identifier(node, path).map { GestureActionSpec(action: $0) }
        },
        write: { spec in
            if spec.target == nil, spec.log == nil, let action = spec.action { return Node.text(action) }
            return gestureActionFields.write(spec)
        }, check: { gestureActionFields.check(&$0, $1, $2) })

    /// Recognizer ids (`all` for `*`), each checked to be a recognizer.
    static let recognizers = ValueKind<[String]>(
        "[id] or `all`",
        read: { decoder, node, path in
            if case .scalar("all", _, _) = node { return ["*"] }
            return decoder.identifiers(node, path)
        }, write: { $0 == ["*"] ? Node.text("all") : ValueKind.identifiers.write($0) },
        check: { validator, ids, path in
            for (index, id) in ids.enumerated() where id != "*" { validator.checkGesture(id, "\(path)[\(index)]") }
        })

    /// Recognizer ids, each checked to be a recognizer.
    static let gestureIDs = ValueKind.identifiers.checked { validator, ids, path in
        for (index, id) in ids.enumerated() { validator.checkGesture(id, "\(path)[\(index)]") }
    }

    /// View ids, each checked to be a view.
    static let views = ValueKind.identifiers.checked { validator, ids, path in
        for (index, id) in ids.enumerated() { validator.checkView(id, "\(path)[\(index)]") }
    }

    static let delegate = MappingSchema<DelegatePolicy>(
        keys: [
            .field(
                "simultaneousWith", \.simultaneousWith, recognizers,
                "GR4: `shouldRecognizeSimultaneouslyWith` these (or `all`)", example: "all"),
            .field("shouldBegin", \.shouldBegin, .bool, "GR6: `gestureRecognizerShouldBegin`", example: "false"),
            .field(
                "shouldReceive", \.shouldReceive, .mapping(receive, form: "touch filters"),
                "GR1: `shouldReceive` a touch, by the touch's hit-test view", example: "{notInViews: [root]}"),
            .field(
                "requireFailureOf", \.requireFailureOf, gestureIDs,
                "GR5: `shouldRequireFailureOf` these", example: "[other]"),
            .field(
                "requiredToFailBy", \.requiredToFailBy, gestureIDs,
                "GR5: `shouldBeRequiredToFailBy` these", example: "[other]"),
        ], initial: DelegatePolicy())

    static let receive = MappingSchema<ReceivePolicy>(
        keys: [
            .field(
                "notInClasses", \.notInClasses, .strings, "not when the view is of one of these classes",
                example: "[UIButton]"),
            .field(
                "notInViews", \.notInViews, views, "not when the view is one of these or inside one",
                example: "[root]"),
            .field(
                "onlyInClasses", \.onlyInClasses, .strings, "only when the view is of one of these classes",
                example: "[UIView]"),
            .field(
                "onlyInViews", \.onlyInViews, views, "only when the view is one of these or inside one",
                example: "[root]"),
        ], initial: ReceivePolicy())
}

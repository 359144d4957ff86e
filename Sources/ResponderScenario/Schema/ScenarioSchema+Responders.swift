import Foundation
import Yams

/// The keys every responder has (views, view controllers, the app delegate), and view controllers'.
extension ScenarioSchema {
    static let responderKeys: [SchemaKey<ResponderSpec>] = [
        SchemaKey(
            name: "id", form: "id", help: "required; also the name in traces unless `name` is given", example: "A",
            requirement: .first,
            read: { decoder, node, path, spec in
                guard let id = decoder.identifier(node, path) else { return false }
                if id == "window" || id == "application" {
                    decoder.error("'\(id)' is reserved (it names the window or the application)", node, path)
                }
                spec.id = id
                return true
            }, write: { Node.text($0.id) }),
        .optional("name", \.name, .string, "the name in traces (unique)", example: "\"Main view\""),
        SchemaKey(
            name: "touches", form: touches.form,
            help:
                "what its `touchesBegan/Moved/Ended/Cancelled` overrides do: `super` (default), `next` or `swallow`; or per phase",
            example: "{began: next, ended: swallow}",
            read: { decoder, node, path, spec in
                guard let phases = touches.read(&decoder, node, path) else { return false }
                spec.passing.began = phases.began
                spec.passing.moved = phases.moved
                spec.passing.ended = phases.ended
                spec.passing.cancelled = phases.cancelled
                return true
            }, write: { touches.write($0.passing) }),
        .field(
            "presses", \.passing.presses, .choice, "the same for `pressesBegan/Ended`", example: "next"),
        .field("motion", \.passing.motion, .choice, "the same for `motionBegan/Ended`", example: "swallow"),
        .field(
            "remoteControl", \.passing.remoteControl, .choice, "the same for `remoteControlReceived`",
            example: "swallow"),
        .field(
            "performs", \.performs, performs, "actions it performs when sent to it (C4)",
            example: "[save, {action: open, log: \"opened\"}]"),
        .optional(
            "canBecomeFirstResponder", \.canBecomeFirstResponder, .bool, "`true` to allow it (R5)", example: "true"),
        .field(
            "log", \.log, .bool,
            "`true` writes a note for each touches method entered and left, and for controls each tracking call (C1)",
            example: "true"),
    ]

    static let responder = MappingSchema(keys: responderKeys, initial: ResponderSpec(id: ""))

    /// `super`, `next` or `swallow` for all four touch phases, or a mapping of some phases.
    static let touches = ValueKind<PassingPolicy>(
        "`super`, `next` or `swallow`, or `{began, moved, ended, cancelled}`",
        read: { decoder, node, path in
            guard case .scalar = node else { return touchPhases.read(&decoder, node, path) ?? PassingPolicy() }
            guard let passing = ValueKind<Passing>.choice.read(&decoder, node, path) else { return nil }
            var policy = PassingPolicy()
            policy.began = passing
            policy.moved = passing
            policy.ended = passing
            policy.cancelled = passing
            return policy
        },
        write: { policy in
            let phases = [policy.began, policy.moved, policy.ended, policy.cancelled]
            if Set(phases).count == 1 { return Node.text(policy.began.rawValue) }
            return touchPhases.write(policy)
        })

    static let touchPhases = MappingSchema<PassingPolicy>(
        keys: [
            .field("began", \.began, .choice, "`touchesBegan`", example: "next"),
            .field("moved", \.moved, .choice, "`touchesMoved`", example: "next"),
            .field("ended", \.ended, .choice, "`touchesEnded`", example: "swallow"),
            .field("cancelled", \.cancelled, .choice, "`touchesCancelled`", example: "swallow"),
        ], initial: PassingPolicy())

    static let perform = MappingSchema<PerformSpec>(
        keys: [
            .field("action", \.action, .identifier, "the action's name", example: "open")
                .with(.first),
            .optional("log", \.log, .string, "a line written when it is performed", example: "\"opened\""),
        ], initial: PerformSpec(action: ""))

    /// One action or a list; each a name, or `{action, log}`.
    static let performs = ValueKind<[PerformSpec]>(
        "[action]",
        read: { decoder, node, path in
            let items: [(SourceNode, String)]
            if case .sequence(let list, _) = node {
                _ = decoder.list(node, path)
                items = list.enumerated().map { ($1, "\(path)[\($0)]") }
            } else {
                items = [(node, path)]
            }
            return items.compactMap { item, itemPath in
                guard case .scalar = item else { return perform.read(&decoder, item, itemPath) }
                return decoder.identifier(item, itemPath).map { PerformSpec(action: $0) }
            }
        },
        write: { list in Node.list(list.map { $0.log == nil ? Node.text($0.action) : perform.write($0) }) })

    static let controller = MappingSchema(
        keys: responderKeys.map { $0.lifted(\ControllerSpec.responder) } + [controllerClass] + [
            SchemaKey.optional(
                "view", \.view, ValueKind.identifier.checked { $0.checkView($1, $2) },
                "the id of its root view in `views`; without it, a plain view `<id>.view` the size of the screen",
                example: "root"
            ).with(refusal: { spec in
                spec.controllerClass.isContainer
                    ? "a \(spec.controllerClass.rawValue) makes its own view `<id>.view`" : nil
            }),
            .optional(
                "presentedBy", \.presentedBy, .identifier,
                "the id of the controller that presents it (R1: its `next` is the presenting controller)",
                example: "VC"
            ).with(check: { validator, spec, path in
                guard let presenter = spec.presentedBy else { return }
                validator.checkPresenter(presenter, of: spec.responder.id, path)
            }),
        ] + containerKeys, initial: ControllerSpec(responder: ResponderSpec(id: "")))
}

import Foundation
import Yams

/// A timeline step: when (`at`, `after`), a note, and one action (``stepActions``).
extension ScenarioSchema {
    static let step = MappingSchema<Step>(
        keys: [
            .optional(
                "at", \.at, .time, "absolute time (must not be before the end of the previous step)", example: "2"),
            .optional("after", \.after, .time, "seconds after the previous step ended", example: "0.5"),
            .optional("note", \.note, .string, "a line written to the trace before the step", example: "\"--- tap\""),
        ] + stepActions,
        initial: Step(),
        before: { decoder, fields, node, path in
            let actions = fields.filter { field in stepActions.contains { $0.name == field.key } }
            guard actions.count > 1 else { return true }
            let names = actions.map { "'\($0.key)'" }.joined(separator: ", ")
            decoder.error("a step does one thing; found \(names) (split them into separate steps)", node, path)
            return false
        },
        after: { decoder, step, _, _, path in
            if step.at != nil && step.after != nil {
                decoder.sink.error(
                    "give either 'at' or 'after', not both", at: decoder.map["\(path).after"], path: "\(path).after")
            }
            return true
        })

    /// The things a step can do; each takes the time shown in its help.
    static let stepActions = inputSteps + containerSteps

    static let inputSteps: [SchemaKey<Step>] = [
        .action(
            "down", fingers(downFinger), "fingers touch down, in one event; takes 0",
            example: "[{finger: a, at: [1, 2]}]", embed: StepAction.down
        ) { if case .down(let list) = $0 { list } else { nil } },
        .action(
            "move", fingers(movingFinger), "fingers that are down move, in one event; takes 0",
            example: "{finger: z, to: [6, 6]}", embed: StepAction.move
        ) { if case .move(let list) = $0 { list } else { nil } },
        .action("up", fingerNames, "fingers lift, in one event; takes 0", example: "z", embed: StepAction.up) {
            if case .up(let names) = $0 { names } else { nil }
        },
        .action(
            "cancel", fingerNames, "the input source cancels these touches; takes 0", example: "z",
            embed: StepAction.cancel
        ) { if case .cancel(let names) = $0 { names } else { nil } },
        .action(
            "tap", .mapping(tap, form: "point, or `{at, count, interval}` or `{fingers: [points]}`"),
            "down, 0.05 s, up; `count` taps `interval` apart", example: "{at: [50, 50], count: 2}",
            embed: StepAction.tap
        ) { if case .tap(let tap) = $0 { tap } else { nil } },
        .action(
            "drag", .mapping(drag, form: "`{from, to, duration, steps}`"),
            "down, `steps` moves evenly spaced in space and time, up; takes `duration`",
            example: "{from: [0, 0], to: [100, 0]}", embed: StepAction.drag
        ) { if case .drag(let drag) = $0 { drag } else { nil } },
        .action(
            "longPress", .mapping(longPress, form: "point, or `{at, duration}`"), "down, hold, up; takes `duration`",
            example: "{at: [10, 10], duration: 0.7}", embed: StepAction.longPress
        ) { if case .longPress(let press) = $0 { press } else { nil } },
        .action(
            "swipe", .mapping(swipe, form: "`{from, direction, distance, duration, steps}`"),
            "a straight drag of `distance` points; takes `duration`", example: "{from: [200, 100], direction: left}",
            embed: StepAction.swipe
        ) { if case .swipe(let swipe) = $0 { swipe } else { nil } },
        .action(
            "pinch", .mapping(pinch, form: "`{center, from, to, duration, steps}`"),
            "two fingers on a horizontal line, `from` then `to` points apart; takes `duration`",
            example: "{center: [160, 300], from: 50, to: 150}", embed: StepAction.pinch
        ) { if case .pinch(let pinch) = $0 { pinch } else { nil } },
        .action(
            "rotate", .mapping(rotate, form: "`{center, radius, angle, duration, steps}`"),
            "two fingers opposite on a circle, turning by `angle` degrees clockwise; takes `duration`",
            example: "{center: [160, 300], radius: 40, angle: 90}", embed: StepAction.rotate
        ) { if case .rotate(let rotate) = $0 { rotate } else { nil } },
        .action(
            "shake", ValueKind.mapping(shake, form: "`{duration}`").nullMeans(StepAction.Shake()),
            "a motion event to the first responder (R6); takes `duration`", example: "{duration: 0.2}",
            embed: StepAction.shake
        ) { if case .shake(let shake) = $0 { shake } else { nil } },
        .action(
            "key", .mapping(key, form: "characters, or `{characters, modifiers, duration}`"),
            "a key press to the first responder (R6); takes `duration`", example: "{characters: a, modifiers: [shift]}",
            embed: StepAction.key
        ) { if case .key(let key) = $0 { key } else { nil } },
        .action(
            "type", .mapping(typing, form: "text, or `{text, keyDuration}`"),
            "a key press per character to the first responder (TX3); takes `keyDuration` per character",
            example: "{text: \"a1b\", keyDuration: 0.1}", embed: StepAction.type
        ) { if case .type(let typing) = $0 { typing } else { nil } },
        .action(
            "remote", .choice(remoteCommands.names), "a remote-control event to the first responder (R6); takes 0",
            example: "togglePlayPause", embed: StepAction.remote
        ) { if case .remote(let command) = $0 { command } else { nil } },
        .action(
            "set", .mapping(change, form: "`{view, ...}`"),
            "changes a view: flags, geometry, class properties (not `style`, `rows`, `rowHeight`), `hitTest`, `pointInside`, `touchAreaInsets` (`none` removes one), `touches`; takes 0",
            example: "{view: root, hidden: true}", embed: StepAction.set
        ) { if case .set(let change) = $0 { change } else { nil } },
        .action(
            "becomeFirstResponder", ValueKind.identifier.checked { $0.checkResponder($1, $2) },
            "the responder becomes first responder (allowing it); takes 0", example: "root",
            embed: StepAction.becomeFirstResponder
        ) { if case .becomeFirstResponder(let id) = $0 { id } else { nil } },
        .action(
            "resignFirstResponder", ValueKind.identifier.checked { $0.checkResponder($1, $2) },
            "the responder resigns first responder; takes 0", example: "root", embed: StepAction.resignFirstResponder
        ) { if case .resignFirstResponder(let id) = $0 { id } else { nil } },
    ]

    static let downFinger = fingerPoint("at")
    static let movingFinger = fingerPoint("to")

    static func fingerPoint(_ pointKey: String) -> MappingSchema<FingerPoint> {
        MappingSchema(
            keys: [
                SchemaKey.field(
                    "finger", \.finger, ValueKind("finger", read: { $0.finger($1, $2) }, write: Node.text),
                    "the finger's name; default: its place in the list, from 1", example: "a"
                ).with(failure: .reject),
                SchemaKey.field("\(pointKey)", \.point, .point, "where", example: "[1, 2]").with(.last),
            ], initial: FingerPoint(finger: "", point: .zero))
    }

    /// One finger or a list of them, each named once.
    static func fingers(_ schema: MappingSchema<FingerPoint>) -> ValueKind<[FingerPoint]> {
        ValueKind(
            "finger, or [finger]",
            read: { decoder, node, path in
                var items: [(SourceNode, String, String)] = [(node, path, "1")]
                if case .sequence(let list, _) = node {
                    _ = decoder.list(node, path)
                    guard !list.isEmpty else {
                        decoder.error("expected at least one finger", node, path)
                        return nil
                    }
                    items = list.enumerated().map { ($1, "\(path)[\($0)]", String($0 + 1)) }
                }
                var result: [FingerPoint] = []
                var good = true
                for (item, itemPath, name) in items {
                    let start = FingerPoint(finger: name, point: .zero)
                    if let finger = schema.read(&decoder, item, itemPath, from: start) {
                        result.append(finger)
                    } else {
                        good = false
                    }
                }
                guard good else { return nil }
                var seen = Set<String>()
                for item in result where !seen.insert(item.finger).inserted {
                    decoder.error("finger '\(item.finger)' is listed twice in one event", node, path)
                    return nil
                }
                return result
            }, write: { Node.list($0.map(schema.write)) })
    }

    /// A finger's name, or a list of names (null: finger `1`).
    static let fingerNames = ValueKind<[String]>(
        "finger, or [finger]",
        read: { decoder, node, path in
            guard case .sequence(let list, _) = node else {
                if node.isNull { return ["1"] }
                return decoder.finger(node, path).map { [$0] }
            }
            _ = decoder.list(node, path)
            guard !list.isEmpty else {
                decoder.error("expected at least one finger", node, path)
                return nil
            }
            var names: [String] = []
            var seen = Set<String>()
            for (index, item) in list.enumerated() {
                guard let name = decoder.finger(item, "\(path)[\(index)]") else { return nil }
                if !seen.insert(name).inserted {
                    decoder.error("finger '\(name)' is listed twice in one event", item, "\(path)[\(index)]")
                    return nil
                }
                names.append(name)
            }
            return names
        }, write: { Node.list($0.map(Node.text)) })
}

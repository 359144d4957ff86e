import Foundation
import ResponderKit
import Yams

/// The parameters of the gesture steps (read in declared order; the first bad one stops the step), of
/// `shake` and `key`, and the keys of `set`.
extension ScenarioSchema {
    static let gestureSteps = ValueKind<Int>.integer(min: 1, max: Limits.gestureSteps)

    static func parameters<Model>(
        _ keys: [SchemaKey<Model>], _ initial: Model, shorthand: String? = nil,
        before: MappingSchema<Model>.Before? = nil
    ) -> MappingSchema<Model> {
        MappingSchema(keys: keys, initial: initial, shorthand: shorthand, declaredOrder: true, before: before)
    }

    static let tap = parameters(
        [
            SchemaKey(
                name: "at", form: "point", help: "one finger here", example: "[1, 1]", failure: .stop,
                read: { decoder, node, path, tap in
                    guard let point = decoder.point(node, path) else { return false }
                    tap.points = [point]
                    return true
                }, write: { $0.points.count == 1 ? Node.point($0.points[0]) : nil }),
            SchemaKey(
                name: "fingers", form: "[point]", help: "several fingers at once, instead of `at`",
                example: "[[10, 10], [30, 30]]", failure: .stop,
                read: { decoder, node, path, tap in
                    guard let points = ValueKind.points.read(&decoder, node, path) else { return false }
                    tap.points = points
                    return true
                }, write: { $0.points.count == 1 ? nil : ValueKind.points.write($0.points) }),
            SchemaKey.field(
                "count", \.count, .integer(min: 1, max: Limits.tapCount), "taps", example: "2"
            ).with(failure: .reject, context: [("at", "[1, 1]")]),
            SchemaKey.field(
                "interval", \.interval, .time, "seconds from one lift to the next touch-down", example: "0.2"
            ).with(failure: .reject, context: [("at", "[1, 1]")]),
        ], StepAction.Tap(), shorthand: "at",
        before: { decoder, fields, node, path in
            let at = fields.contains { $0.key == "at" }
            if let fingers = fields.first(where: { $0.key == "fingers" })?.value, at {
                decoder.error("give either 'at' or 'fingers', not both", fingers, "\(path).fingers")
                return false
            }
            if !at && !fields.contains(where: { $0.key == "fingers" }) {
                decoder.error("missing required key 'at'", node, path)
                return false
            }
            return true
        })

    static let drag = parameters(
        [
            .field("from", \.from, .point, "where the finger goes down", example: "[0, 0]").with(
                .present, failure: .stop),
            .field("to", \.to, .point, "where it lifts", example: "[100, 0]").with(.present, failure: .stop),
            .field("duration", \.duration, .time, "how long it takes", example: "0.2").with(failure: .stop),
            .field("steps", \.steps, gestureSteps, "moves", example: "4").with(failure: .stop),
        ], StepAction.Drag())

    static let longPress = parameters(
        [
            .field("at", \.at, .point, "where", example: "[10, 10]").with(.present, failure: .stop),
            .field("duration", \.duration, .time, "how long it takes", example: "0.7").with(failure: .stop),
        ], StepAction.LongPress(), shorthand: "at")

    static let swipe = parameters(
        [
            .field("from", \.from, .point, "where the finger goes down", example: "[200, 100]").with(
                .present, failure: .stop),
            .field("direction", \.direction, .choice(swipeDirections.names), "which way", example: "left")
                .with(.present, failure: .stop),
            .field("distance", \.distance, .number(.positive), "points", example: "80")
                .with(failure: .stop),
            .field("duration", \.duration, .time, "how long it takes", example: "0.1").with(failure: .stop),
            .field("steps", \.steps, gestureSteps, "moves", example: "3").with(failure: .stop),
        ], StepAction.Swipe())

    static let pinch = parameters(
        [
            .field("center", \.center, .point, "halfway between the fingers", example: "[160, 300]").with(
                .present, failure: .stop),
            .field("from", \.from, .number(.positive), "the fingers' distance at the start", example: "50")
                .with(.present, failure: .stop),
            .field("to", \.to, .number(.positive), "the fingers' distance at the end", example: "150")
                .with(.present, failure: .stop),
            .field("duration", \.duration, .time, "how long it takes", example: "0.3").with(failure: .stop),
            .field("steps", \.steps, gestureSteps, "moves", example: "5").with(failure: .stop),
        ], StepAction.Pinch())

    static let rotate = parameters(
        [
            .field("center", \.center, .point, "the circle's center", example: "[160, 300]").with(
                .present, failure: .stop),
            .field("radius", \.radius, .number(.positive), "the circle's radius", example: "40").with(
                .present, failure: .stop),
            .field("angle", \.angle, .number(), "degrees, clockwise on screen", example: "90")
                .with(.present, failure: .stop),
            .field("duration", \.duration, .time, "how long it takes", example: "0.3").with(failure: .stop),
            .field("steps", \.steps, gestureSteps, "moves", example: "5").with(failure: .stop),
        ], StepAction.Rotate())

    static let shake = parameters(
        [.field("duration", \.duration, .time, "how long it takes", example: "0.2").with(failure: .stop)],
        StepAction.Shake())

    static let key = parameters(
        [
            .field("characters", \.characters, .string, "what the key types", example: "a").with(
                .present, failure: .stop),
            .field(
                "modifiers", \.modifiers, .choices(keyModifiers.names), "keys held down with it",
                example: "[shift, command]"
            )
            .with(failure: .stop),
            .field("duration", \.duration, .time, "how long it takes", example: "0.1").with(failure: .stop),
        ], StepAction.Key(), shorthand: "characters")

    static let typing = parameters(
        [
            .field("text", \.text, .string, "the characters; `\\n` presses return", example: "hello").with(
                .present, failure: .stop),
            .field("keyDuration", \.keyDuration, .time, "how long each key is held", example: "0.1").with(
                failure: .stop),
        ], StepAction.Typing(), shorthand: "text")
}

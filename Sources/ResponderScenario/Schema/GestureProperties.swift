import Foundation
import ResponderKit

/// The properties of each recognizer type, declared once (a key may have another rule on another
/// type: `numberOfTapsRequired` is at least 1 on a tap, at least 0 on a long press).
enum GestureProperties {
    typealias Key = PropertyKey<UIGestureRecognizer>

    static let common: [Key] = [
        Key("enabled", .bool, "default true", example: "false") { $0.isEnabled = $1 },
        Key("cancelsTouchesInView", .bool, "GR7; default true", example: "false") { $0.cancelsTouchesInView = $1 },
        Key("delaysTouchesBegan", .bool, "GR8; default false", example: "true") { $0.delaysTouchesBegan = $1 },
        Key("delaysTouchesEnded", .bool, "GR9; default true", example: "false") { $0.delaysTouchesEnded = $1 },
        Key("requiresExclusiveTouchType", .bool, "default true", example: "false") {
            $0.requiresExclusiveTouchType = $1
        },
    ]

    static let byType: [GestureType: [Key]] = [
        .tap: common + [
            Key("numberOfTapsRequired", .integer(min: 1), "[1]", example: "2") {
                ($0 as? UITapGestureRecognizer)?.numberOfTapsRequired = $1
            },
            Key("numberOfTouchesRequired", .integer(min: 1), "[1]", example: "2") {
                ($0 as? UITapGestureRecognizer)?.numberOfTouchesRequired = $1
            },
        ],
        .longPress: common + [
            Key("minimumPressDuration", .number(.nonNegative), "[0.5]", example: "0.8") {
                ($0 as? UILongPressGestureRecognizer)?.minimumPressDuration = $1
            },
            Key("allowableMovement", .number(.nonNegative), "[10]", example: "5") {
                ($0 as? UILongPressGestureRecognizer)?.allowableMovement = $1
            },
            Key("numberOfTapsRequired", .integer(min: 0), "[0]", example: "1") {
                ($0 as? UILongPressGestureRecognizer)?.numberOfTapsRequired = $1
            },
            Key("numberOfTouchesRequired", .integer(min: 1), "[1]", example: "2") {
                ($0 as? UILongPressGestureRecognizer)?.numberOfTouchesRequired = $1
            },
        ],
        .pan: common + panTouches,
        .screenEdgePan: common + panTouches + [
            Key("edges", .choices(ScenarioSchema.screenEdges.names), "(one or a list)", example: "[left, right]") {
                recognizer, words in
                let edges = words.reduce(into: UIRectEdge()) {
                    $0.formUnion(ScenarioSchema.screenEdges.value($1) ?? [])
                }
                (recognizer as? UIScreenEdgePanGestureRecognizer)?.edges = edges
            }
        ],
        .swipe: common + [
            Key("direction", .choices(ScenarioSchema.swipeDirections.names), "[`right`]", example: "[left, up]") {
                recognizer, words in
                let direction = words.reduce(into: UISwipeGestureRecognizer.Direction()) {
                    $0.formUnion(ScenarioSchema.swipeDirections.value($1) ?? [])
                }
                (recognizer as? UISwipeGestureRecognizer)?.direction = direction
            },
            Key("numberOfTouchesRequired", .integer(min: 1), "[1]", example: "2") {
                ($0 as? UISwipeGestureRecognizer)?.numberOfTouchesRequired = $1
            },
        ],
        .pinch: common,
        .rotation: common,
    ]

    static let panTouches: [Key] = [
        Key("minimumNumberOfTouches", .integer(min: 1), "[1]", example: "2") {
            ($0 as? UIPanGestureRecognizer)?.minimumNumberOfTouches = $1
        },
        Key("maximumNumberOfTouches", .integer(min: 1), "[unlimited]", example: "2") {
            ($0 as? UIPanGestureRecognizer)?.maximumNumberOfTouches = $1
        },
    ]

    /// The declaration of `name` for `type`, if that type has it.
    static func key(_ name: String, of type: GestureType) -> Key? { byType[type]?.first { $0.name == name } }

    /// Every type's declarations of `name`, in type order.
    static func declarations(named name: String) -> [(type: GestureType, key: Key)] {
        GestureType.allCases.compactMap { type in key(name, of: type).map { (type, $0) } }
    }

    /// Every property name, sorted (the order "did you mean" looks in).
    static let names: [String] = Set(byType.values.joined().map(\.name)).sorted()
}

import Foundation
import ResponderKit

/// Recognizers and control actions of a scenario, made and wired to the world.
extension WorldBuilder {
    static func makeRecognizer(_ spec: GestureSpec, _ world: ScenarioWorld) -> UIGestureRecognizer {
        // Actions without a target run as one handler (traced as `tap action (ended)`), first; actions with
        // a target follow in file order (traced as `tap action (ended) -> ViewController`). A recognizer
        // with no action at all still records what it does.
        let untargeted = spec.actions.isEmpty ? [GestureActionSpec()] : spec.actions.filter { $0.target == nil }
        let targeted = spec.actions.filter { $0.target != nil }
        var handler: (@MainActor (UIGestureRecognizer) -> Void)?
        if !untargeted.isEmpty {
            handler = { [weak world] recognizer in
                for action in untargeted { world?.gestureFired(recognizer, log: action.log) }
            }
        }
        let recognizer: UIGestureRecognizer
        switch (spec.type, handler) {
        case (.tap, let h?): recognizer = UITapGestureRecognizer(handler: h)
        case (.tap, nil): recognizer = UITapGestureRecognizer()
        case (.longPress, let h?): recognizer = UILongPressGestureRecognizer(handler: h)
        case (.longPress, nil): recognizer = UILongPressGestureRecognizer()
        case (.pan, let h?): recognizer = UIPanGestureRecognizer(handler: h)
        case (.pan, nil): recognizer = UIPanGestureRecognizer()
        case (.screenEdgePan, let h?): recognizer = UIScreenEdgePanGestureRecognizer(handler: h)
        case (.screenEdgePan, nil): recognizer = UIScreenEdgePanGestureRecognizer()
        case (.swipe, let h?): recognizer = UISwipeGestureRecognizer(handler: h)
        case (.swipe, nil): recognizer = UISwipeGestureRecognizer()
        case (.pinch, let h?): recognizer = UIPinchGestureRecognizer(handler: h)
        case (.pinch, nil): recognizer = UIPinchGestureRecognizer()
        case (.rotation, let h?): recognizer = UIRotationGestureRecognizer(handler: h)
        case (.rotation, nil): recognizer = UIRotationGestureRecognizer()
        }
        recognizer.name = spec.name ?? spec.id
        for property in spec.properties { apply(property, to: recognizer) }
        for action in targeted {
            guard let targetID = action.target, let target = world.responders[targetID] else { continue }
            let log = action.log
            recognizer.addTarget(target) { [weak world, weak recognizer] (_: UIResponder) in
                { [weak world, weak recognizer] in
                    guard let world, let recognizer else { return }
                    world.gestureFired(recognizer, log: log)
                }
            }
        }
        return recognizer
    }

    static func apply(_ property: Property, to recognizer: UIGestureRecognizer) {
        let value = property.value
        var bool = false
        var int = 0
        var number = 0.0
        var words: [String] = []
        switch value {
        case .bool(let b): bool = b
        case .int(let i): int = i
        case .number(let n): number = n
        case .strings(let s): words = s
        default: break
        }
        switch property.key {
        case "enabled": recognizer.isEnabled = bool
        case "cancelsTouchesInView": recognizer.cancelsTouchesInView = bool
        case "delaysTouchesBegan": recognizer.delaysTouchesBegan = bool
        case "delaysTouchesEnded": recognizer.delaysTouchesEnded = bool
        case "requiresExclusiveTouchType": recognizer.requiresExclusiveTouchType = bool
        case "numberOfTapsRequired":
            (recognizer as? UITapGestureRecognizer)?.numberOfTapsRequired = int
            (recognizer as? UILongPressGestureRecognizer)?.numberOfTapsRequired = int
        case "numberOfTouchesRequired":
            (recognizer as? UITapGestureRecognizer)?.numberOfTouchesRequired = int
            (recognizer as? UILongPressGestureRecognizer)?.numberOfTouchesRequired = int
            (recognizer as? UISwipeGestureRecognizer)?.numberOfTouchesRequired = int
        case "minimumPressDuration": (recognizer as? UILongPressGestureRecognizer)?.minimumPressDuration = number
        case "allowableMovement": (recognizer as? UILongPressGestureRecognizer)?.allowableMovement = number
        case "minimumNumberOfTouches": (recognizer as? UIPanGestureRecognizer)?.minimumNumberOfTouches = int
        case "maximumNumberOfTouches": (recognizer as? UIPanGestureRecognizer)?.maximumNumberOfTouches = int
        case "edges":
            var edges: UIRectEdge = []
            for word in words {
                switch word {
                case "top": edges.insert(.top)
                case "left": edges.insert(.left)
                case "bottom": edges.insert(.bottom)
                case "right": edges.insert(.right)
                default: edges = .all
                }
            }
            (recognizer as? UIScreenEdgePanGestureRecognizer)?.edges = edges
        case "direction":
            var direction: UISwipeGestureRecognizer.Direction = []
            for word in words {
                switch word {
                case "left": direction.insert(.left)
                case "up": direction.insert(.up)
                case "down": direction.insert(.down)
                default: direction.insert(.right)
                }
            }
            (recognizer as? UISwipeGestureRecognizer)?.direction = direction
        default: break
        }
    }

    static func addAction(_ spec: ControlActionSpec, to control: UIControl, _ world: ScenarioWorld) {
        var events: UIControl.Event = []
        for name in spec.events {
            switch name {
            case "touchDown": events.insert(.touchDown)
            case "touchDownRepeat": events.insert(.touchDownRepeat)
            case "touchDragInside": events.insert(.touchDragInside)
            case "touchDragOutside": events.insert(.touchDragOutside)
            case "touchDragEnter": events.insert(.touchDragEnter)
            case "touchDragExit": events.insert(.touchDragExit)
            case "touchUpInside": events.insert(.touchUpInside)
            case "touchUpOutside": events.insert(.touchUpOutside)
            case "touchCancel": events.insert(.touchCancel)
            case "valueChanged": events.insert(.valueChanged)
            case "primaryActionTriggered": events.insert(.primaryActionTriggered)
            case "allTouchEvents": events.formUnion(.allTouchEvents)
            default: events.formUnion(.allEvents)
            }
        }
        if let log = spec.log { world.actionLogs["\(ObjectIdentifier(control).hashValue):\(spec.action)"] = log }
        let target = spec.target.flatMap { world.responders[$0] }
        if let behaviour = (target as? ScenarioResponder)?.behaviour, behaviour.performs[spec.action] == nil {
            // A named target performs the action it is sent (on iOS it would have to implement it).
            behaviour.performs[spec.action] = .some(nil)
        }
        control.addTarget(target, action: Selector(spec.action), for: events)
    }
}

import Foundation
import ResponderKit

/// Recognizers and control actions of a scenario, made and wired to the world.
extension WorldBuilder {
    /// `local`: responders a cell template names by id, found before the file's (CV1, "Cell templates").
    static func makeRecognizer(
        _ spec: GestureSpec, _ world: ScenarioWorld, local: [String: UIResponder] = [:]
    ) -> UIGestureRecognizer {
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
        let recognizer = makeRecognizer(spec.type, handler)
        recognizer.name = spec.name ?? spec.id
        for property in spec.properties {
            GestureProperties.key(property.key, of: spec.type)?.apply(recognizer, property.value)
        }
        for action in targeted {
            guard let targetID = action.target, let target = local[targetID] ?? world.responders[targetID] else {
                continue
            }
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

    static func addAction(
        _ spec: ControlActionSpec, to control: UIControl, _ world: ScenarioWorld, local: [String: UIResponder] = [:]
    ) {
        let events = spec.events.reduce(into: UIControl.Event()) {
            $0.formUnion(ScenarioSchema.controlEvents.value($1) ?? [])
        }
        if let log = spec.log { world.actionLogs["\(ObjectIdentifier(control).hashValue):\(spec.action)"] = log }
        let target = spec.target.flatMap { local[$0] ?? world.responders[$0] }
        if let behaviour = (target as? ScenarioResponder)?.behaviour, behaviour.performs[spec.action] == nil {
            // A named target performs the action it is sent (on iOS it would have to implement it).
            behaviour.performs[spec.action] = .some(nil)
        }
        control.addTarget(target, action: Selector(spec.action), for: events)
    }

    static func makeRecognizer(
        _ type: GestureType, _ handler: (@MainActor (UIGestureRecognizer) -> Void)?
    ) -> UIGestureRecognizer {
        switch type {
        case .tap: return handler.map { UITapGestureRecognizer(handler: $0) } ?? UITapGestureRecognizer()
        case .longPress:
            return handler.map { UILongPressGestureRecognizer(handler: $0) } ?? UILongPressGestureRecognizer()
        case .pan: return handler.map { UIPanGestureRecognizer(handler: $0) } ?? UIPanGestureRecognizer()
        case .screenEdgePan:
            return handler.map { UIScreenEdgePanGestureRecognizer(handler: $0) } ?? UIScreenEdgePanGestureRecognizer()
        case .swipe: return handler.map { UISwipeGestureRecognizer(handler: $0) } ?? UISwipeGestureRecognizer()
        case .pinch: return handler.map { UIPinchGestureRecognizer(handler: $0) } ?? UIPinchGestureRecognizer()
        case .rotation: return handler.map { UIRotationGestureRecognizer(handler: $0) } ?? UIRotationGestureRecognizer()
        }
    }
}

import Foundation
import ResponderKit

extension StepAction {
    /// A gesture step as the engine's plan (the one `EventSimulator`'s helpers play); nil for the others.
    /// Angles are degrees in files and radians in the engine.
    var plan: GesturePlan? {
        switch self {
        case .tap(let tap):
            return .tap(at: tap.points, count: tap.count, interval: tap.interval)
        case .drag(let drag):
            return .drag(from: drag.from, to: drag.to, duration: drag.duration, steps: drag.steps)
        case .longPress(let press):
            return .longPress(at: press.at, duration: press.duration)
        case .swipe(let swipe):
            return .swipe(
                from: swipe.from, direction: ScenarioSchema.swipeDirections.value(swipe.direction) ?? .right,
                distance: swipe.distance, duration: swipe.duration, steps: swipe.steps)
        case .pinch(let pinch):
            return .pinch(
                center: pinch.center, startDistance: pinch.from, endDistance: pinch.to, duration: pinch.duration,
                steps: pinch.steps)
        case .rotate(let rotate):
            return .rotate(
                center: rotate.center, radius: rotate.radius, angle: rotate.angle * .pi / 180,
                duration: rotate.duration, steps: rotate.steps)
        default:
            return nil
        }
    }
}

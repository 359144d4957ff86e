import Foundation
import ResponderKit

extension StepAction {
    /// A gesture step as the engine's plan (the one `EventSimulator`'s helpers play); nil for the others.
    /// Angles are degrees in files and radians in the engine.
    var plan: GesturePlan? {
        switch self {
        case .tap(let points, let count, let interval):
            return .tap(at: points, count: count, interval: interval)
        case .drag(let from, let to, let duration, let steps):
            return .drag(from: from, to: to, duration: duration, steps: steps)
        case .longPress(let at, let duration):
            return .longPress(at: at, duration: duration)
        case .swipe(let from, let direction, let distance, let duration, let steps):
            return .swipe(
                from: from, direction: Self.swipeDirection(direction), distance: distance, duration: duration,
                steps: steps)
        case .pinch(let center, let from, let to, let duration, let steps):
            return .pinch(center: center, startDistance: from, endDistance: to, duration: duration, steps: steps)
        case .rotate(let center, let radius, let degrees, let duration, let steps):
            return .rotate(center: center, radius: radius, angle: degrees * .pi / 180, duration: duration, steps: steps)
        default:
            return nil
        }
    }

    static func swipeDirection(_ name: String) -> UISwipeGestureRecognizer.Direction {
        switch name {
        case "left": return .left
        case "up": return .up
        case "down": return .down
        default: return .right
        }
    }
}

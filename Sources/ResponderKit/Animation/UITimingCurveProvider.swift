import Foundation

/// The kinds of timing curve a provider describes.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// Timing information for a property animator (AN15): cubic, spring, or both (composed: the spring is
/// used here).
@preconcurrency @MainActor public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension TimingCurve {
    /// The curve a provider describes for an animation of `duration` seconds (AN3, AN15); a provider
    /// with neither parameters gives UIKit's default ease-in-out.
    @MainActor init(provider: (any UITimingCurveProvider)?, duration: TimeInterval) {
        if let spring = provider?.springTimingParameters {
            self = .spring(spring.motion(duration: duration))
        } else if let cubic = provider?.cubicTimingParameters {
            self = .cubic(cubic.bezier)
        } else {
            self = .easeInOut
        }
    }
}

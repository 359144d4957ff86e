import Foundation

/// A spring timing curve for property animators (AN3, AN15).
///
/// With a damping ratio the spring settles within the animator's duration (mass 1, stiffness derived
/// from the duration); with mass, stiffness and damping it keeps its own motion and the animator lasts
/// its settling duration, as UIKit's does. `init()` is UIKit's default spring: mass 3, stiffness 1000,
/// damping 500 (damping ratio 4.56, as documented). The initial velocity's `dx` is used, in whole
/// distances per second.
@preconcurrency @MainActor open class UISpringTimingParameters: UITimingCurveProvider {
    public let initialVelocity: CGVector
    let dampingRatio: Double
    /// Mass, stiffness and damping when given explicitly.
    let explicit: (mass: Double, stiffness: Double, damping: Double)?

    public convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = Double(ratio)
        initialVelocity = velocity
        explicit = nil
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        let m = Double(mass)
        let k = Double(stiffness)
        let c = Double(damping)
        explicit = (m, k, c)
        dampingRatio = c / (2 * (k * m).squareRoot())
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// Valid explicit parameters (positive mass and stiffness, damping ≥ 0, all finite).
    var hasValidExplicitParameters: Bool {
        guard let explicit else { return false }
        return explicit.mass > 0 && explicit.stiffness > 0 && explicit.damping >= 0 && explicit.mass.isFinite
            && explicit.stiffness.isFinite && explicit.damping.isFinite
    }

    /// Seconds the explicit spring needs to settle; nil for a ratio-based one.
    var settlingDuration: TimeInterval? {
        guard let explicit, hasValidExplicitParameters else { return nil }
        return SpringMotion(
            mass: explicit.mass, stiffness: explicit.stiffness, damping: explicit.damping,
            initialVelocity: Double(initialVelocity.dx), duration: 1
        ).settlingDuration
    }

    func motion(duration: TimeInterval) -> SpringMotion {
        let velocity = Double(initialVelocity.dx).isFinite ? Double(initialVelocity.dx) : 0
        if let explicit, hasValidExplicitParameters, let settling = settlingDuration {
            return SpringMotion(
                mass: explicit.mass, stiffness: explicit.stiffness, damping: explicit.damping,
                initialVelocity: velocity, duration: settling)
        }
        return SpringMotion(dampingRatio: dampingRatio, duration: duration, initialVelocity: velocity)
    }
}

import ResponderKit
import Testing

/// An independent cubic Bézier timing oracle: x(t) and y(t) from the Bernstein form, t found by plain
/// bisection (no Newton step, no shared code with the engine).
func bezierProgress(_ u: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) -> Double {
    func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bernstein(mid, c1x, c2x) < u { low = mid } else { high = mid }
    }
    return bernstein((low + high) / 2, c1y, c2y)
}

/// A damped oscillator written out independently of the engine: displacement from the target for
/// mass 1, natural frequency ω and damping ratio ζ < 1, starting at 1 with velocity `-v0`.
func underdampedDisplacement(_ t: Double, omega: Double, zeta: Double, v0: Double = 0) -> Double {
    let wd = omega * (1 - zeta * zeta).squareRoot()
    return exp(-zeta * omega * t) * (cos(wd * t) + (zeta * omega - v0) / wd * sin(wd * t))
}

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance)
}

func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    near(a.origin, b.origin, tolerance) && near(a.size.width, b.size.width, tolerance)
        && near(a.size.height, b.size.height, tolerance)
}

/// A world with one view in the window.
@MainActor func animationWorld(
    frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)
) -> (EventSimulator, UIView) {
    let simulator = EventSimulator()
    let view = UIView(frame: frame)
    simulator.window.addSubview(view)
    return (simulator, view)
}

extension UIView {
    /// The presented frame now (AN4).
    @MainActor var presentedFrame: CGRect { layer.presentation()?.frame ?? .null }
    @MainActor var presentedOpacity: Float { layer.presentation()?.opacity ?? -1 }
}

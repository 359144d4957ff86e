import Foundation

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName("linear")
    public static let easeIn = CAMediaTimingFunctionName("easeIn")
    public static let easeOut = CAMediaTimingFunctionName("easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName("default")
}

/// A cubic Bézier from (0, 0) to (1, 1) mapping an animation's elapsed fraction of time to its
/// fraction of progress (AN2). The named functions have Core Animation's documented control points:
/// linear (0, 0)–(1, 1), easeIn (0.42, 0)–(1, 1), easeOut (0, 0)–(0.58, 1), easeInEaseOut
/// (0.42, 0)–(0.58, 1), default (0.25, 0.1)–(0.25, 1). Control points are `Float`, as Core Animation
/// stores them; the curve is evaluated in `Double`.
open class CAMediaTimingFunction: CustomStringConvertible {
    let c1x: Float
    let c1y: Float
    let c2x: Float
    let c2y: Float

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.c1x = c1x
        self.c1y = c1y
        self.c2x = c2x
        self.c2y = c2y
    }

    /// An unknown name gives the linear function (Core Animation returns nil there; UIKit code never
    /// passes one).
    public convenience init(name: CAMediaTimingFunctionName) {
        let points = Self.controlPoints(of: name) ?? (0, 0, 1, 1)
        self.init(controlPoints: points.0, points.1, points.2, points.3)
    }

    /// Control point `idx` (0...3: the two fixed ends and the two control points) written to
    /// `ptr[0]`, `ptr[1]`. Another index writes nothing, as Core Animation.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Float, Float)] = [(0, 0), (c1x, c1y), (c2x, c2y), (1, 1)]
        guard points.indices.contains(idx) else { return }
        ptr[0] = points[idx].0
        ptr[1] = points[idx].1
    }

    public var description: String { "CAMediaTimingFunction(\(c1x), \(c1y), \(c2x), \(c2y))" }

    static func controlPoints(of name: CAMediaTimingFunctionName) -> (Float, Float, Float, Float)? {
        switch name {
        case .linear: return (0, 0, 1, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInEaseOut: return (0.42, 0, 0.58, 1)
        case .default: return (0.25, 0.1, 0.25, 1)
        default: return nil
        }
    }

    var curve: TimingCurve { .cubic(CubicBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y))) }
}

/// A timing Bézier `B(t)` with `B(0) = (0, 0)` and `B(1) = (1, 1)`: progress at an elapsed fraction `u`
/// is `y(t)` where `x(t) = u`, found by Newton's method and, where that stalls, bisection (x is
/// monotone when the control points' x lie in 0...1, which Core Animation requires).
struct CubicBezier: Equatable, Sendable {
    let ax: Double, bx: Double, cx: Double
    let ay: Double, by: Double, cy: Double
    let points: (Double, Double, Double, Double)

    init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        points = (c1x, c1y, c2x, c2y)
        cx = 3 * c1x
        bx = 3 * (c2x - c1x) - cx
        ax = 1 - cx - bx
        cy = 3 * c1y
        by = 3 * (c2y - c1y) - cy
        ay = 1 - cy - by
    }

    static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        lhs.points == rhs.points
    }

    func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter whose x is `u` (0...1).
    func parameter(forX u: Double) -> Double {
        var t = u
        for _ in 0..<8 {
            let error = x(t) - u
            if abs(error) < 1e-12 { return t }
            let slope = dx(t)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = u
        for _ in 0..<64 {
            let value = x(t)
            if abs(value - u) < 1e-12 { return t }
            if value < u { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    func progress(_ u: Double) -> Double {
        if u <= 0 { return 0 }
        if u >= 1 { return 1 }
        return y(parameter(forX: u))
    }
}

import Foundation

/// How an animation maps its elapsed fraction of time (0...1) to its fraction of progress (AN2): a
/// cubic Bézier (UIKit's curves, `CAMediaTimingFunction`, `UICubicTimingParameters`) or a damped spring
/// (`SpringMotion`, whose progress may overshoot 1).
enum TimingCurve: Equatable, Sendable {
    case cubic(CubicBezier)
    case spring(SpringMotion)

    static let linear = TimingCurve.cubic(CubicBezier(0, 0, 1, 1))
    static let easeInOut = TimingCurve.cubic(CubicBezier(0.42, 0, 0.58, 1))
    static let easeIn = TimingCurve.cubic(CubicBezier(0.42, 0, 1, 1))
    static let easeOut = TimingCurve.cubic(CubicBezier(0, 0, 0.58, 1))

    /// UIKit's `UIView.AnimationCurve` (AN2: `.easeInOut` is UIKit's default for block animations).
    init(_ curve: UIView.AnimationCurve) {
        switch curve {
        case .easeInOut: self = .easeInOut
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .linear: self = .linear
        }
    }

    func progress(_ u: Double) -> Double {
        switch self {
        case .cubic(let bezier): return bezier.progress(u)
        case .spring(let spring): return spring.progress(atFraction: u)
        }
    }

    /// The smallest elapsed fraction whose progress reaches `p` (0...1): how a property animator resumes
    /// a paused animation without a jump (AN17). Bisection on the part of the curve before it first
    /// reaches `p`, found by sampling (a spring may overshoot and come back).
    func inverse(_ p: Double) -> Double {
        if p <= 0 { return 0 }
        if case .cubic(let bezier) = self, bezier.points == (0, 0, 1, 1) { return Swift.min(p, 1) }
        var previous = 0.0
        let samples = 200
        for index in 1...samples {
            let u = Double(index) / Double(samples)
            if progress(u) >= p {
                var low = previous
                var high = u
                for _ in 0..<60 {
                    let mid = (low + high) / 2
                    if progress(mid) >= p { high = mid } else { low = mid }
                }
                return high
            }
            previous = u
        }
        return 1
    }
}

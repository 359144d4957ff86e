import Foundation

/// A cubic Bézier timing curve for property animators (AN15). `init()` is ease-in-out, UIKit's default.
@preconcurrency @MainActor open class UICubicTimingParameters: UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    public convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: (Float, Float, Float, Float)
        switch curve {
        case .easeInOut: points = (0.42, 0, 0.58, 1)
        case .easeIn: points = (0.42, 0, 1, 1)
        case .easeOut: points = (0, 0, 0.58, 1)
        case .linear: points = (0, 0, 1, 1)
        }
        controlPoint1 = CGPoint(x: CGFloat(points.0), y: CGFloat(points.1))
        controlPoint2 = CGPoint(x: CGFloat(points.2), y: CGFloat(points.3))
        isBuiltin = true
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
    }

    public convenience init(customCurve curve: CAMediaTimingFunction) {
        self.init(
            controlPoint1: CGPoint(x: CGFloat(curve.c1x), y: CGFloat(curve.c1y)),
            controlPoint2: CGPoint(x: CGFloat(curve.c2x), y: CGFloat(curve.c2y)))
    }

    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    var bezier: CubicBezier {
        CubicBezier(
            Double(controlPoint1.x), Double(controlPoint1.y), Double(controlPoint2.x), Double(controlPoint2.y))
    }
}

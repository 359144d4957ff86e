import Foundation

/// A layer that paints a path (DR9): stored, and drawn from its properties by `responder render` and the
/// studio (fill, then stroke, from `strokeStart` to `strokeEnd`).
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    /// Opaque black by default, as Core Animation's.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var strokeColor: CGColor?
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    open var lineWidth: CGFloat = 1
    open var miterLimit: CGFloat = 10
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var lineDashPhase: CGFloat = 0
    open var lineDashPattern: [NSNumber]?

    public required init() { super.init() }

    /// The copy initializer (presentation layers): the shape's properties too.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let shape = layer as? CAShapeLayer else { return }
        path = shape.path
        fillColor = shape.fillColor
        fillRule = shape.fillRule
        strokeColor = shape.strokeColor
        strokeStart = shape.strokeStart
        strokeEnd = shape.strokeEnd
        lineWidth = shape.lineWidth
        miterLimit = shape.miterLimit
        lineCap = shape.lineCap
        lineJoin = shape.lineJoin
        lineDashPhase = shape.lineDashPhase
        lineDashPattern = shape.lineDashPattern
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

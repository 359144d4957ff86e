import Foundation

/// UIKit's path object over a `CGPath` (AP14). Event code uses `contains(_:)`, in `point(inside:with:)`
/// overrides for round or custom shapes, and `cgPath` for `CALayer.shadowPath` and `CAShapeLayer.path`;
/// `fill()`, `stroke()` and `addClip()` record into the current context (DR6, UIBezierPath+Drawing). Rounded corners are circular arcs (UIKit's are a
/// slightly smoother curve: containment differs by a fraction of a point near the corners).
open class UIBezierPath {
    private var path = CGMutablePath()

    public init() {}

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = Swift.max(0, Swift.min(cornerRadii.width, cornerRadii.height, r.width / 2, r.height / 2))
        func corner(_ which: UIRectCorner) -> CGFloat { corners.contains(which) ? radius : 0 }
        let half = CGFloat.pi / 2
        path.move(to: CGPoint(x: r.minX + corner(.topLeft), y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - corner(.topRight), y: r.minY))
        addCorner(CGPoint(x: r.maxX - corner(.topRight), y: r.minY + corner(.topRight)), corner(.topRight), -half)
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - corner(.bottomRight)))
        addCorner(CGPoint(x: r.maxX - corner(.bottomRight), y: r.maxY - corner(.bottomRight)), corner(.bottomRight), 0)
        path.addLine(to: CGPoint(x: r.minX + corner(.bottomLeft), y: r.maxY))
        addCorner(CGPoint(x: r.minX + corner(.bottomLeft), y: r.maxY - corner(.bottomLeft)), corner(.bottomLeft), half)
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + corner(.topLeft)))
        addCorner(CGPoint(x: r.minX + corner(.topLeft), y: r.minY + corner(.topLeft)), corner(.topLeft), .pi)
        path.closeSubpath()
    }

    /// UIKit's `clockwise` is the screen's (y down): angles grow clockwise on screen.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    private func addCorner(_ center: CGPoint, _ radius: CGFloat, _ startAngle: CGFloat) {
        guard radius > 0 else { return }
        path.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + .pi / 2, clockwise: false)
    }

    // MARK: Building

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// In y-down screen terms UIKit's `clockwise: true` is Core Graphics' `clockwise: false`.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    open func apply(_ transform: CGAffineTransform) {
        let moved = CGMutablePath()
        moved.addPath(path, transform: transform)
        path = moved
    }

    // MARK: Reading back

    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }
    open var isEmpty: Bool { path.isEmpty }
    open var currentPoint: CGPoint { path.currentPoint }
    /// Control points included, as UIKit's.
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }
    open var usesEvenOddFillRule = false
    open var lineWidth: CGFloat = 1
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    /// Set by `setLineDash(_:count:phase:)` (DR6).
    var dashLengths: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// Inside the filled path (open subpaths closed), by the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Drawing (DR6: recorded into the current context, UIBezierPath+Drawing.swift)

    open func fill() { paintFill(blendMode: nil, alpha: 1) }
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) { paintFill(blendMode: blendMode, alpha: alpha) }
    open func stroke() { paintStroke(blendMode: nil, alpha: 1) }
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { paintStroke(blendMode: blendMode, alpha: alpha) }
    open func addClip() { clipCurrentContext() }

    /// The dash pattern: `count` lengths read from `pattern` (nil or 0 turns dashing off).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashLengths = []
            dashPhase = 0
            return
        }
        dashLengths = Array(UnsafeBufferPointer(start: pattern, count: count))
        dashPhase = phase
    }

    /// Copies the lengths into `pattern` (which must have room for them), their number and the phase.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (index, length) in dashLengths.enumerated() { pattern[index] = length } }
        count?.pointee = dashLengths.count
        phase?.pointee = dashPhase
    }
}

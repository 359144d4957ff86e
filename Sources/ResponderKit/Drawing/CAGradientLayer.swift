import Foundation

/// A layer that paints a gradient over its bounds (DR9): stored, and drawn from its properties by
/// `responder render` and the studio (axial and radial; a conic gradient is shown as axial).
open class CAGradientLayer: CALayer {
    /// `CGColor`s (a `UIColor` is accepted too, as a convenience ported code relies on: Fidelity, DR9).
    open var colors: [Any]?
    /// Nil spreads the colours evenly.
    open var locations: [NSNumber]?
    /// In unit coordinates of the bounds: top middle to bottom middle by default.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial

    public required init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let gradient = layer as? CAGradientLayer else { return }
        colors = gradient.colors
        locations = gradient.locations
        startPoint = gradient.startPoint
        endPoint = gradient.endPoint
        type = gradient.type
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

import Foundation

/// Core Animation's layer delegate (DA3, DR8). UIKit's views are their layers' delegates: real view
/// subclasses override `layoutSublayers(of:)` to place the sublayers they added (gradients, shapes) once
/// the view has its size, and `draw(_:in:)` to draw their layer: `UIView` conforms, its
/// `layoutSublayers(of:)` lays out the view (`layoutSubviews()`) and its `draw(_:in:)` calls `draw(_:)`
/// with the context current, as UIKit's do.
@preconcurrency @MainActor public protocol CALayerDelegate: AnyObject {
    /// Lays out `layer`'s sublayers: for a view's layer, the view's layout pass (DA3).
    func layoutSublayers(of layer: CALayer)
    /// Sets the layer's `contents` itself; the default draws into a recorded backing store through
    /// `draw(_:in:)` (DR8).
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx` (DR8).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before `draw(_:in:)`.
    func layerWillDraw(_ layer: CALayer)
}

extension CALayerDelegate {
    public func layoutSublayers(of layer: CALayer) {}
    public func display(_ layer: CALayer) { layer.drawIntoContents() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
}

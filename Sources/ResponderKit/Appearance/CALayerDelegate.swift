import Foundation

/// Core Animation's layer delegate, as far as the layout pass uses it (DA3). UIKit's views are their layers'
/// delegates, and real view subclasses override `layoutSublayers(of:)` to place the sublayers they added
/// (gradients, shapes) once the view has its size: `UIView` conforms, and its implementation lays out the
/// view (`layoutSubviews()`), as UIKit's does; the layout pass calls it for a view whose layer exists.
@preconcurrency @MainActor public protocol CALayerDelegate: AnyObject {
    /// Lays out `layer`'s sublayers: for a view's layer, the view's layout pass (DA3).
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func layoutSublayers(of layer: CALayer) {}
}

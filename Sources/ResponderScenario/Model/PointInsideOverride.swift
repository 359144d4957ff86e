import Foundation

/// How `point(inside:with:)` is overridden (H5, H6).
public struct PointInsideOverride: Equatable, Sendable {
    /// Also inside: these rectangles, in the view's own coordinates (seed 002: 50 pt above SubView2).
    public var rects: [CGRect] = []
    /// Also inside where any subview's `point(inside:)` is (seed 000, the pointInside way of H5).
    public var subviews = false
    /// Always answer this, whatever the point.
    public var answer: Bool?
}

import Foundation

/// How `hitTest(_:with:)` is overridden (H4, H5).
public enum HitTestOverride: Equatable, Sendable {
    /// Returns itself for every point inside it (seed 000 interception, H4).
    case intercept
    /// Also asks its subviews for points outside its bounds (seed 000 forwarding, H5).
    case forwardOutside
    /// Returns the given descendant whenever the point is inside it (seed 001's CustomView, H5).
    case forwardTo(String)
}

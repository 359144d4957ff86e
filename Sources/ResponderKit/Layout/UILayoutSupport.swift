import Foundation

/// A view controller's `topLayoutGuide` and `bottomLayoutGuide` (LY45): how far the bars reach into its
/// view, usable in constraints (their anchors, or as items of `NSLayoutConstraint(item:…)` and the visual
/// format's views, as on iOS).
@preconcurrency @MainActor public protocol UILayoutSupport: AnyObject {
    /// The guide's height: the status and navigation bars' extent from the view's top, or the tab bar's
    /// and toolbar's from its bottom.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

import Foundation

/// Conversions between the screen and a view, for touch locations (T1).
extension UIView {
    /// From the root's superview space (the screen for a window) down to `view`.
    static func convert(_ point: CGPoint, fromRootSpaceTo view: UIView) -> CGPoint {
        if let window = view.windowStorage, let toWindow = view.transformToWindow {
            let inWindow = window.pointFromSuperview(point)
            if view === window { return inWindow }
            // A singular transform on the way (G5) takes the walk below: its pseudo-inverse, view by view.
            if let fromWindow = toWindow.exactInverse() { return inWindow.applying(fromWindow) }
        }
        var chain: [UIView] = []
        var current: UIView? = view
        while let v = current {
            chain.append(v)
            current = v.superviewStorage
        }
        var p = point
        for v in chain.reversed() { p = v.pointFromSuperview(p) }
        return p
    }

    /// From `view` up to its root's superview space (the screen for a window).
    static func convert(_ point: CGPoint, toRootSpaceFrom view: UIView) -> CGPoint {
        var p = point
        var current: UIView? = view
        while let v = current {
            p = v.pointToSuperview(p)
            current = v.superviewStorage
        }
        return p
    }
}

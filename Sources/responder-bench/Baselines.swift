import Foundation
import ResponderKit

/// The peers' algorithms, measured in the same run (BENCHMARKS.md, "The cases"). They use only the public API.
@MainActor enum Baseline {
    /// (a) The textbook algorithm of the seeds, as flowkey's UIKit-cross-platform does it: recursive
    /// `hitTest`, converting the point for each subview by walking up to the root and back down.
    static func textbookHitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01,
            view.point(inside: point, with: nil)
        else { return nil }
        for subview in view.subviews.reversed() {
            let converted = rootWalkConvert(point, from: view, to: subview)
            if let hit = textbookHitTest(subview, converted) { return hit }
        }
        return view
    }

    /// Up to the root applying each level's geometry, then down to `target` undoing it: O(depth).
    static func rootWalkConvert(_ point: CGPoint, from source: UIView, to target: UIView) -> CGPoint {
        var p = point
        var current: UIView? = source
        while let view = current {
            p = toSuperview(p, view)
            current = view.superview
        }
        return fromRoot(p, target)
    }

    private static func fromRoot(_ p: CGPoint, _ view: UIView) -> CGPoint {
        let parentPoint = view.superview.map { fromRoot(p, $0) } ?? p
        return fromSuperview(parentPoint, view)
    }

    /// (b) UIKit's plain linear reverse scan: the default algorithm with an O(1) step per subview.
    static func linearScanHitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01,
            view.point(inside: point, with: nil)
        else { return nil }
        for subview in view.subviews.reversed() {
            if let hit = linearScanHitTest(subview, fromSuperview(point, subview)) { return hit }
        }
        return view
    }

    /// Naive per-call conversion to the window, for `convert.deep1000`.
    static func convertToWindow(_ point: CGPoint, from view: UIView) -> CGPoint {
        var p = point
        var current: UIView? = view
        while let v = current, !(v is UIWindow) {
            p = toSuperview(p, v)
            current = v.superview
        }
        return p
    }

    static func toSuperview(_ p: CGPoint, _ view: UIView) -> CGPoint {
        let b = view.bounds
        let local = CGPoint(x: p.x - b.midX, y: p.y - b.midY).applying(view.transform)
        return CGPoint(x: view.center.x + local.x, y: view.center.y + local.y)
    }

    static func fromSuperview(_ p: CGPoint, _ view: UIView) -> CGPoint {
        let b = view.bounds
        let local = CGPoint(x: p.x - view.center.x, y: p.y - view.center.y).applying(view.transform.inverted())
        return CGPoint(x: local.x + b.midX, y: local.y + b.midY)
    }
}

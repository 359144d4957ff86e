import Foundation

/// Conversion between the coordinate systems of any two views (G2).
///
/// Each view maps its own coordinates to its superview's through `bounds` (origin and size: the anchor
/// is the layer's anchor point, the bounds' center unless changed, AP6), `transform` and `center`. Views of two windows
/// meet in screen coordinates, which is each window's superview space; two detached trees meet in their roots'
/// superview spaces.
extension UIView {
    func convertPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
        Self.checkedConversion(point, from: self, to: view ?? topAncestor, "convert(_:to:)")
    }

    func convertPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
        Self.checkedConversion(point, from: view ?? topAncestor, to: self, "convert(_:from:)")
    }

    func convertRect(_ rect: CGRect, to view: UIView?) -> CGRect {
        Self.checkedConversion(rect, from: self, to: view ?? topAncestor, "convert(_:to:)")
    }

    func convertRect(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self.checkedConversion(rect, from: view ?? topAncestor, to: self, "convert(_:from:)")
    }

    /// `nil` means the window's coordinates (G2); outside a window, the root view's.
    var topAncestor: UIView {
        if let window = windowStorage { return window }
        var root: UIView = self
        while let parent = root.superviewStorage { root = parent }
        return root
    }

    // MARK: One level

    /// From this view's coordinates to its superview's (or screen for a window).
    @inline(__always)
    func pointToSuperview(_ p: CGPoint) -> CGPoint {
        let dx = p.x - boundsStorage.origin.x - boundsStorage.size.width * anchorStorage.x
        let dy = p.y - boundsStorage.origin.y - boundsStorage.size.height * anchorStorage.y
        guard inverseTransform != nil else { return CGPoint(x: centerStorage.x + dx, y: centerStorage.y + dy) }
        let t = transformStorage
        return CGPoint(x: centerStorage.x + t.a * dx + t.c * dy + t.tx, y: centerStorage.y + t.b * dx + t.d * dy + t.ty)
    }

    /// From the superview's coordinates (or screen for a window) to this view's.
    @inline(__always)
    func pointFromSuperview(_ q: CGPoint) -> CGPoint {
        var dx = q.x - centerStorage.x
        var dy = q.y - centerStorage.y
        if let inverse = inverseTransform {
            let x = inverse.a * dx + inverse.c * dy + inverse.tx
            let y = inverse.b * dx + inverse.d * dy + inverse.ty
            dx = x
            dy = y
        }
        return CGPoint(
            x: dx + boundsStorage.origin.x + boundsStorage.size.width * anchorStorage.x,
            y: dy + boundsStorage.origin.y + boundsStorage.size.height * anchorStorage.y)
    }

    // MARK: Any two views

    /// This view's coordinates → its window's, cached per window generation; nil outside a window.
    var transformToWindow: CGAffineTransform? {
        guard let window = windowStorage else { return nil }
        if window === self { return .identity }
        if toWindowGeneration == window.geometryGeneration { return toWindowTransform }
        // Up to the nearest ancestor whose transform is known, then down: a loop, not a recursion, so that a
        // tree 100,000 levels deep converts without exhausting the stack (H11).
        var stale: [UIView] = [self]
        var known = CGAffineTransform.identity
        var current = superviewStorage
        while let view = current {
            if view === window { break }
            guard view.windowStorage === window else { return nil }
            if view.toWindowGeneration == window.geometryGeneration {
                known = view.toWindowTransform
                break
            }
            stale.append(view)
            current = view.superviewStorage
        }
        guard current != nil else { return nil }
        for view in stale.reversed() {
            known = view.localTransform.concatenating(known)
            view.toWindowTransform = known
            view.toWindowGeneration = window.geometryGeneration
        }
        return known
    }

    /// This view's coordinates → its superview's, as one affine transform (the same mapping as
    /// `pointToSuperview`).
    var localTransform: CGAffineTransform {
        let t = transformStorage
        let mx = boundsStorage.origin.x + boundsStorage.size.width * anchorStorage.x
        let my = boundsStorage.origin.y + boundsStorage.size.height * anchorStorage.y
        return CGAffineTransform(
            a: t.a, b: t.b, c: t.c, d: t.d,
            tx: centerStorage.x + t.tx - (t.a * mx + t.c * my),
            ty: centerStorage.y + t.ty - (t.b * mx + t.d * my))
    }

    /// Between views of one window through their cached transforms (O(1) once warm); otherwise by
    /// walking both views up to their lowest common ancestor, which never allocates when converting
    /// to an ancestor and never goes through the root. A singular transform on the target's side takes
    /// the walk, so that only the views below the common ancestor lose a dimension (G5).
    static func convert(_ point: CGPoint, from source: UIView, to target: UIView) -> CGPoint {
        if source === target { return point }
        if let window = source.windowStorage, target.windowStorage === window,
            let toWindow = source.transformToWindow, let targetToWindow = target.transformToWindow
        {
            let inWindow = point.applying(toWindow)
            if target === window { return inWindow }
            // A composed transform can overflow where the level-by-level walk does not (a view scaled by
            // 1e308 takes every window point to its center, G6): a non-finite result takes the walk.
            if let fromWindow = targetToWindow.exactInverse() {
                let result = inWindow.applying(fromWindow)
                if result.x.isFinite && result.y.isFinite { return result }
            }
        }
        var p = point
        var a: UIView? = source
        var b: UIView? = target
        var depthA = source.depth
        var depthB = target.depth
        var downward: [UIView] = []
        while depthA > depthB, let v = a {
            p = v.pointToSuperview(p)
            a = v.superviewStorage
            depthA -= 1
        }
        while depthB > depthA, let v = b {
            downward.append(v)
            b = v.superviewStorage
            depthB -= 1
        }
        while let va = a, let vb = b, va !== vb {
            p = va.pointToSuperview(p)
            downward.append(vb)
            a = va.superviewStorage
            b = vb.superviewStorage
        }
        for v in downward.reversed() { p = v.pointFromSuperview(p) }
        return p
    }

    /// Number of ancestors.
    var depth: Int {
        var count = 0
        var current = superviewStorage
        while let v = current {
            count += 1
            current = v.superviewStorage
        }
        return count
    }
}

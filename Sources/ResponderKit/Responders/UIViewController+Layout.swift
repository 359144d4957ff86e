import Foundation

/// The controller's side of the layout pass (LY24, LY26).
extension UIViewController {
    /// LY26: UIKit's system minimum margins for a root view — 16 pt on iPhones in portrait, 20 pt on
    /// wider screens (Plus and Max phones, landscape, iPad); Apple does not document the values.
    var defaultSystemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (viewStorage?.boundsStorage.width ?? 0) >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    func additionalSafeAreaInsetsDidChange() {
        guard let view = viewStorage else { return }
        view.windowStorage?.application?.layoutLoop.additionalInsetsInUse = true
        view.markLayoutDirty(.safeAreaNeedsUpdate)
    }
}

/// Bars a container lays over its child's view (NV13).
extension UIViewController {
    /// NV13: the frame a container gives its child's view: its whole view, less the bars the child does not
    /// extend under (an edge missing from `edgesForExtendedLayout`, or an opaque bar unless
    /// `extendedLayoutIncludesOpaqueBars`).
    func childFrame(for child: UIViewController, in bounds: CGRect, opaqueTop: Bool, opaqueBottom: Bool) -> CGRect {
        let cover = barCoverInsets
        let edges = child.edgesForExtendedLayout
        let includesOpaque = child.extendedLayoutIncludesOpaqueBars
        let underTop = edges.contains(.top) && (!opaqueTop || includesOpaque)
        let underBottom = edges.contains(.bottom) && (!opaqueBottom || includesOpaque)
        let top = underTop ? 0 : cover.top
        let bottom = underBottom ? 0 : cover.bottom
        return CGRect(
            x: bounds.minX, y: bounds.minY + top, width: bounds.width,
            height: Swift.max(bounds.height - top - bottom, 0))
    }
}

extension UIViewController {
    /// NV13: frames the children's views in a container's root view (keeping their x, which pushes animate)
    /// and has their safe areas recomputed, as the bars may have moved.
    func layOutChildViews(_ children: [UIViewController], in root: UIView, opaqueTop: Bool, opaqueBottom: Bool) {
        for child in children {
            guard let view = child.viewIfLoaded, view.superviewStorage === root else { continue }
            let target = childFrame(for: child, in: root.bounds, opaqueTop: opaqueTop, opaqueBottom: opaqueBottom)
            var frame = view.frame
            frame.origin.y = target.minY
            frame.size = target.size
            if frame != view.frame { view.frame = frame }
            view.markLayoutDirty(.safeAreaNeedsUpdate)
        }
        // Frame changes now move safe areas (LY24's gate).
        if barCoverInsets != .zero { root.windowStorage?.application?.layoutLoop.additionalInsetsInUse = true }
    }
}

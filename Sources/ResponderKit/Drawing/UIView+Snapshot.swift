import Foundation

/// Snapshots (DR11): a view's layer tree recorded into the current context or into a new view.
extension UIView {
    /// DR11: the view's hierarchy (its layer rendered as `render(in:)` does) scaled into `rect` of the
    /// current context. With `afterScreenUpdates`, pending layout is done first. False without a context.
    func drawHierarchySnapshot(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext() else { return false }
        if afterScreenUpdates { layoutIfNeeded() }
        let box = bounds
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        if box.width > 0, box.height > 0 { ctx.scaleBy(x: rect.width / box.width, y: rect.height / box.height) }
        ctx.translateBy(x: -box.minX, y: -box.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }

    /// DR11: a plain view of the view's size whose layer's contents is the recording of the view's
    /// hierarchy now (it does not follow later changes, as UIKit's snapshot).
    func makeSnapshotView(afterScreenUpdates: Bool) -> UIView? {
        if afterScreenUpdates { layoutIfNeeded() }
        let box = bounds
        let snapshot = UIView(frame: CGRect(origin: frame.origin, size: box.size))
        guard box.width > 0, box.height > 0 else { return snapshot }
        let ctx = CGContext(size: box.size, scale: layer.contentsScale)
        ctx.translateBy(x: -box.minX, y: -box.minY)
        layer.render(in: ctx)
        snapshot.layer.contents = ctx.makeImage()
        return snapshot
    }
}

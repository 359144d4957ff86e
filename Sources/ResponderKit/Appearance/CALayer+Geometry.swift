import Foundation

/// A layer's own coordinate mapping, hit-testing and presentation copies (AP5, AP8).
///
/// A point `p` of the layer maps to its superlayer as `position + T · (p − (bounds.origin + anchorPoint ·
/// bounds.size))`, `T` the affine part of `transform`: the mapping a view uses too, read here through the
/// layer's properties (which, for a view's layer, are the view's).
extension CALayer {
    /// The layer's mapping into its superlayer's space, as one affine transform.
    var toSuperlayerTransform: CGAffineTransform {
        let b = bounds
        let anchor = anchorPoint
        let p = position
        let t = CATransform3DGetAffineTransform(transform)
        let mx = b.origin.x + b.size.width * anchor.x
        let my = b.origin.y + b.size.height * anchor.y
        return CGAffineTransform(
            a: t.a, b: t.b, c: t.c, d: t.d,
            tx: p.x + t.tx - (t.a * mx + t.c * my),
            ty: p.y + t.ty - (t.b * mx + t.d * my))
    }

    func pointToSuperlayer(_ p: CGPoint) -> CGPoint { p.applying(toSuperlayerTransform) }

    func pointFromSuperlayer(_ p: CGPoint) -> CGPoint { p.applying(toSuperlayerTransform.inverted()) }

    /// The bounding box of the transformed bounds (G1's rule with the anchor point).
    var standaloneFrame: CGRect {
        let b = ownBounds
        let local = CGRect(
            x: -b.size.width * ownAnchorPoint.x, y: -b.size.height * ownAnchorPoint.y,
            width: b.size.width, height: b.size.height)
        let t = CATransform3DGetAffineTransform(ownTransform)
        let box = t.isIdentity ? local : local.applying(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0))
        return box.offsetBy(dx: ownPosition.x + t.tx, dy: ownPosition.y + t.ty)
    }

    /// Sets `bounds.size` and `position` so that the frame reads back as set when the transform is the
    /// identity (Core Animation leaves the transformed case undefined; we keep the transform).
    func setStandaloneFrame(_ frame: CGRect) {
        guard frame.isFiniteRect else {
            report("frame = \(SeedFormat.rect(frame)) refused: not finite")
            return
        }
        ownBounds.size = frame.size
        let t = CATransform3DGetAffineTransform(ownTransform)
        let offset = CGPoint(
            x: (ownAnchorPoint.x - 0.5) * frame.width, y: (ownAnchorPoint.y - 0.5) * frame.height
        ).applying(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0))
        ownPosition = CGPoint(x: frame.midX + offset.x - t.tx, y: frame.midY + offset.y - t.ty)
    }

    // MARK: Conversion between any two layers

    /// Up from `source` to the lowest common ancestor, then down to `target`. Layers of two trees meet
    /// in their roots' superlayer spaces (as two windows meet in screen coordinates, G2).
    static func convert(_ point: CGPoint, from source: CALayer, to target: CALayer) -> CGPoint {
        if source === target { return point }
        var targetChain: [CALayer] = []
        var current: CALayer? = target
        while let layer = current {
            targetChain.append(layer)
            current = layer.superlayer
        }
        var p = point
        var up: CALayer? = source
        var meeting: Int?
        while let layer = up {
            if let index = targetChain.firstIndex(where: { $0 === layer }) {
                meeting = index
                break
            }
            p = layer.pointToSuperlayer(p)
            up = layer.superlayer
        }
        let downward = targetChain[..<(meeting ?? targetChain.count)]
        for layer in downward.reversed() { p = layer.pointFromSuperlayer(p) }
        return p
    }

    static func convert(_ rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        CGRect.boundingBox(of: [
            map(CGPoint(x: rect.minX, y: rect.minY)), map(CGPoint(x: rect.maxX, y: rect.minY)),
            map(CGPoint(x: rect.minX, y: rect.maxY)), map(CGPoint(x: rect.maxX, y: rect.maxY)),
        ])
    }

    // MARK: Hit-testing (AP8)

    /// Core Animation's rule, which differs from a view's: hidden layers are skipped, sublayers are asked
    /// front to back (higher `zPosition` first, then later in the list) even outside this layer's bounds
    /// unless `masksToBounds` is set; then this layer if its bounds contain the point. Opacity does not
    /// matter.
    func defaultHitTest(_ point: CGPoint) -> CALayer? {
        if isHidden { return nil }
        let local = pointFromSuperlayer(point)
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        // H10 for layers: below the limit a layer answers for its sublayers.
        ViewTreeDepth.layerHitTestLevel += 1
        defer { ViewTreeDepth.layerHitTestLevel -= 1 }
        if ViewTreeDepth.layerHitTestLevel > ViewTreeDepth.maximum, !currentSublayers().isEmpty {
            report(ViewTreeDepth.layerMessage)
            return inside ? self : nil
        }
        let children = currentSublayers().enumerated().sorted { lhs, rhs in
            lhs.element.zPosition != rhs.element.zPosition
                ? lhs.element.zPosition > rhs.element.zPosition : lhs.offset > rhs.offset
        }
        for child in children {
            if let hit = child.element.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    // MARK: Presentation copies (AP8)

    /// The copy of the whole tree below, made in a loop (H11): a layer tree of any depth is copied without
    /// exhausting the stack; each copy's sublayers in the model's order.
    func presentationCopy() -> Self {
        let copy = singleCopy()
        var pending: [(model: CALayer, copy: CALayer)] = [(self, copy)]
        while let (model, parent) = pending.popLast() {
            var children: [CALayer] = []
            for sublayer in model.currentSublayers() {
                let child = sublayer.singleCopy()
                child.superlayerStorage = parent
                children.append(child)
                pending.append((sublayer, child))
            }
            if !children.isEmpty { parent.sublayerStorage = children }
        }
        return copy
    }

    /// This layer's presentation state, without sublayers.
    private func singleCopy() -> Self {
        let copy = type(of: self).init()
        copy.copyState(from: self)
        applyAnimations(to: copy)
        copy.modelStorage = self
        return copy
    }

    /// Everything a layer stores, read through its properties (a view's layer gives its view's values);
    /// the copy belongs to no view and has no sublayers of its own yet.
    func copyState(from model: CALayer) {
        ownBounds = model.bounds
        ownPosition = model.position
        ownAnchorPoint = model.anchorPoint
        ownTransform = model.transform
        ownOpacity = model.opacity
        ownHidden = model.isHidden
        ownBackgroundColor = model.backgroundColor
        ownMasksToBounds = model.masksToBounds
        anchorPointZ = model.anchorPointZ
        zPosition = model.zPosition
        sublayerTransform = model.sublayerTransform
        cornerRadius = model.cornerRadius
        maskedCorners = model.maskedCorners
        cornerCurve = model.cornerCurve
        borderWidth = model.borderWidth
        borderColor = model.borderColor
        shadowColor = model.shadowColor
        shadowOpacity = model.shadowOpacity
        shadowOffset = model.shadowOffset
        shadowRadius = model.shadowRadius
        shadowPath = model.shadowPath
        name = model.name
        contents = model.contents
        contentsScale = model.contentsScale
        isOpaque = model.isOpaque
        isDoubleSided = model.isDoubleSided
        isGeometryFlipped = model.isGeometryFlipped
        shouldRasterize = model.shouldRasterize
        rasterizationScale = model.rasterizationScale
        allowsEdgeAntialiasing = model.allowsEdgeAntialiasing
        allowsGroupOpacity = model.allowsGroupOpacity
        needsDisplayOnBoundsChange = model.needsDisplayOnBoundsChange
        mask = model.mask
    }
}

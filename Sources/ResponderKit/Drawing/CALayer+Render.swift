import Foundation

/// `CALayer.render(in:)` (DR11): the layer tree's drawing, recorded into a context.
extension CALayer {
    /// DR11: the receiver in its own bounds space (its position and transform are not applied, as Core
    /// Animation's), then each visible sublayer where it lies: background with its corner radius, the
    /// recorded contents (a marked layer is displayed first), a shape layer's path, a text layer's string,
    /// the sublayers (clipped to the rounded bounds when `masksToBounds`), then the border. Hidden layers and
    /// layers of zero opacity are skipped; opacity multiplies down the tree. Model values are rendered, not
    /// running animations (Core Animation's `renderInContext:` ignores them too).
    func renderTree(in ctx: CGContext) {
        guard !isHidden, opacity > 0 else { return }
        ctx.saveGState()
        ctx.setAlpha(ctx.currentAlpha * CGFloat(opacity))
        renderOwnDrawing(in: ctx)
        ctx.restoreGState()
    }

    /// Draws this layer in its bounds space (the CTM maps its bounds space to the context's).
    func renderOwnDrawing(in ctx: CGContext) {
        let box = bounds
        let outline = roundedOutline(box)
        if let backgroundColor {
            ctx.saveGState()
            ctx.setFillColor(backgroundColor)
            ctx.addPath(outline)
            ctx.fillPath()
            ctx.restoreGState()
        }
        ctx.saveGState()
        if masksToBounds {
            ctx.addPath(outline)
            ctx.clip()
        }
        if let replicator = self as? CAReplicatorLayer {
            // DR13: the instances, drawn now (its contents hold an earlier display of the same).
            replicator.renderInstances(in: ctx)
        } else {
            renderContentsAndSublayers(in: ctx, box: box)
        }
        ctx.restoreGState()
        if borderWidth > 0, let borderColor {
            ctx.saveGState()
            ctx.setStrokeColor(borderColor)
            ctx.setLineWidth(borderWidth)
            ctx.addPath(roundedOutline(box.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)))
            ctx.strokePath()
            ctx.restoreGState()
        }
    }

    /// The recorded contents (a marked layer displayed first), a shape's or text layer's own content,
    /// then each visible sublayer where it lies.
    private func renderContentsAndSublayers(in ctx: CGContext, box: CGRect) {
        prepareForRender()
        if let image = contents as? CGImage {
            // A recording is in the bounds space already (DR8); an image from a file fills the bounds; an
            // empty recording (a display that drew nothing) adds nothing.
            if !image.recordedDrawing.isEmpty {
                ctx.replay(image.recordedDrawing)
            } else if image.name != nil {
                ctx.draw(image, in: box)
            }
        }
        renderSpecialContent(in: ctx)
        for sublayer in sublayers ?? [] where !sublayer.isHidden && sublayer.opacity > 0 {
            ctx.saveGState()
            if !CATransform3DIsIdentity(sublayerTransform) { ctx.concatenate(subTransformAboutCenter(box)) }
            ctx.concatenate(sublayer.transformToSuperlayer)
            ctx.setAlpha(ctx.currentAlpha * CGFloat(sublayer.opacity))
            sublayer.renderOwnDrawing(in: ctx)
            ctx.restoreGState()
        }
    }

    /// A layer waiting for display (marked, or a view of a class that may draw and has no contents yet) is
    /// displayed before it is rendered, so an off-screen view renders what it would show (DR11).
    private func prepareForRender() {
        if needsDisplayFlag {
            display()
        } else if contents == nil, let view = viewStorage, DisplayPass.mayDraw(type(of: view)) {
            display()
        }
    }

    /// Shape and text layers draw from their properties, not from a recording (DR9, DR11).
    private func renderSpecialContent(in ctx: CGContext) {
        if let shape = self as? CAShapeLayer, let path = shape.path {
            if let fill = shape.fillColor {
                ctx.saveGState()
                ctx.setFillColor(fill)
                ctx.addPath(path)
                ctx.fillPath(using: shape.fillRule == .evenOdd ? .evenOdd : .winding)
                ctx.restoreGState()
            }
            if let stroke = shape.strokeColor, shape.lineWidth > 0 {
                ctx.saveGState()
                ctx.setStrokeColor(stroke)
                ctx.setLineWidth(shape.lineWidth)
                ctx.addPath(path)
                ctx.strokePath()
                ctx.restoreGState()
            }
        } else if let text = self as? CATextLayer, let string = text.string {
            let content = (string as? NSAttributedString)?.string ?? (string as? String) ?? "\(string)"
            let name = (text.font as? UIFont)?.fontName ?? (text.font as? String) ?? TextDrawing.defaultFontName
            ctx.recordText(
                content, in: bounds, fontName: name, pointSize: text.fontSize,
                color: text.foregroundColor ?? CGColor(gray: 1, alpha: 1))
        }
    }

    /// The bounds with the corner radius on the masked corners.
    private func roundedOutline(_ rect: CGRect) -> CGPath {
        guard cornerRadius > 0 else { return CGPath(rect: rect, transform: nil) }
        var corners: UIRectCorner = []
        if maskedCorners.contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
        if maskedCorners.contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
        if maskedCorners.contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
        if maskedCorners.contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
        return UIBezierPath(
            roundedRect: rect, byRoundingCorners: corners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius)
        ).cgPath
    }

    /// This layer's bounds space to its superlayer's: position, the transform's affine part about the anchor
    /// point, the bounds' origin.
    var transformToSuperlayer: CGAffineTransform {
        let box = bounds
        let anchor = CGPoint(x: box.minX + anchorPoint.x * box.width, y: box.minY + anchorPoint.y * box.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CATransform3DGetAffineTransform(transform))
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// `sublayerTransform` applies about the bounds' centre.
    private func subTransformAboutCenter(_ box: CGRect) -> CGAffineTransform {
        CGAffineTransform(translationX: -box.midX, y: -box.midY)
            .concatenating(CATransform3DGetAffineTransform(sublayerTransform))
            .concatenating(CGAffineTransform(translationX: box.midX, y: box.midY))
    }
}

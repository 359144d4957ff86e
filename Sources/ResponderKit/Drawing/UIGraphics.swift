import Foundation

#if !canImport(Darwin)
    // UIKit's graphics functions (DR4, DR7): the current context and image contexts.

    /// The context being drawn into: during `draw(_:)`, an image renderer's actions or between
    /// `UIGraphicsBeginImageContext…` and `UIGraphicsEndImageContext()`; nil otherwise (DR4).
    public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.top }

    public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.push(context) }

    /// Pops what `UIGraphicsPushContext` pushed; nothing when the stack is empty.
    public func UIGraphicsPopContext() { GraphicsContextStack.pop() }

    public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

    /// A scale of 0 is the main screen's (3 here, the simulated device's, DR7).
    public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
        let context = CGContext(size: size, scale: scale == 0 ? UIGraphicsImageRendererFormat.mainScreenScale : scale)
        GraphicsContextStack.push(context, isImageContext: true)
    }

    /// What the current image context holds; nil when the current context is not an image context.
    public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
        guard let entry = GraphicsContextStack.current.entries.last, entry.isImageContext,
            let image = entry.context.makeImage()
        else { return nil }
        return UIImage(cgImage: image, scale: entry.context.scale, orientation: .up)
    }

    /// Pops the current image context; nothing when the top is not one (UIKit logs and ignores it).
    public func UIGraphicsEndImageContext() {
        guard GraphicsContextStack.current.entries.last?.isImageContext == true else { return }
        GraphicsContextStack.pop()
    }

    /// Fills `rect` with the current fill colour (DR4).
    public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

    public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.fill(rect)
        context.restoreGState()
    }

    /// Strokes a 1-point frame just inside `rect` with the current fill colour, as UIKit's.
    public func UIRectFrame(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let path = CGMutablePath()
        path.addRect(rect.insetBy(dx: 0.5, dy: 0.5))
        var line = DrawingOperation.LineStyle()
        line.width = 1
        context.record(.stroke(path, line), color: context.state.fillColor)
    }

    public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
#endif

import ResponderKit
import Testing

/// A layer delegate that is not a view, as real code uses for standalone layers.
private final class CircleDelegate: CALayerDelegate {
    var calls = 0
    func draw(_ layer: CALayer, in ctx: CGContext) {
        calls += 1
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fillEllipse(in: layer.bounds)
    }
}

/// A layer subclass that draws itself (`draw(in:)`).
private final class StripeLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.black.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 2))
    }
}

/// A layer that sets its contents itself (`display()`), never drawing.
private final class ImageLayer: CALayer {
    var displays = 0
    override func display() {
        displays += 1
        contents = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }.cgImage
    }
}

/// A view that overrides the layer delegate's `draw(_:in:)` rather than `draw(_:)` (UIKit allows both).
private final class LayerDrawingView: UIView {
    override func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setStrokeColor(UIColor.blue.cgColor)
        ctx.stroke(layer.bounds)
    }
}

/// An image view that fills its layer's contents itself, as animated image views do (`display(_:)`).
private final class FrameImageView: UIImageView {
    var displays = 0
    override func display(_ layer: CALayer) {
        displays += 1
        layer.contents = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }.cgImage
    }
}

@MainActor @Suite struct LayerDrawingTests {
    @Test("DR8: a view subclass's own display(_:) fills its layer in the display pass, instead of drawing")
    func viewDisplayOverride() {
        let simulator = EventSimulator()
        let view = FrameImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        simulator.window.addSubview(view)
        view.setNeedsDisplay()
        simulator.advance(by: 0)
        #expect(view.displays == 1)
        #expect(view.layer.contents is CGImage)
        #expect(view.layer.recordedDrawing.isEmpty)
        simulator.advance(by: 0.1)
        #expect(view.displays == 1)  // displayed once per mark
    }

    @Test("DR8: displayIfNeeded() draws a marked layer through its delegate's draw(_:in:), once")
    func delegateDrawing() {
        let layer = CALayer()
        let delegate = CircleDelegate()
        layer.delegate = delegate
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.displayIfNeeded()
        #expect(delegate.calls == 0)  // not marked
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        layer.displayIfNeeded()
        #expect(delegate.calls == 1)
        #expect(!layer.needsDisplay())
        #expect(layer.contents is CGImage)
        #expect(layer.recordedDrawing.first?.color == UIColor.red.cgColor)
    }

    @Test(
        "DR8: a layer subclass's draw(in:) and display() overrides are used; a sublayer of a view is displayed by the pass"
    )
    func layerOverrides() {
        let simulator = EventSimulator()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        simulator.window.addSubview(host)
        let stripe = StripeLayer()
        stripe.frame = CGRect(x: 0, y: 0, width: 50, height: 10)
        host.layer.addSublayer(stripe)
        let image = ImageLayer()
        image.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        host.layer.addSublayer(image)
        stripe.setNeedsDisplay()
        image.setNeedsDisplay()
        simulator.advance(by: 0)
        #expect(stripe.recordedDrawing.count == 1)
        #expect(image.displays == 1)
        #expect(image.contents is CGImage)
    }

    @Test("DR8: a view overriding draw(_:in:) draws into its layer; a view's layer keeps the view as delegate")
    func viewLayerDelegate() {
        let simulator = EventSimulator()
        let view = LayerDrawingView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        simulator.window.addSubview(view)
        simulator.advance(by: 0)
        #expect(view.layer.recordedDrawing.count == 1)
        #expect(view.layer.delegate === view)
        view.layer.delegate = CircleDelegate()
        #expect(view.layer.delegate === view)
        #expect(!simulator.issues.isEmpty)
    }

    @Test("DR9: shape, gradient and text layers have Core Animation's defaults")
    func layerDefaults() {
        let shape = CAShapeLayer()
        #expect(shape.fillColor == CGColor(gray: 0, alpha: 1))
        #expect(shape.strokeColor == nil && shape.lineWidth == 1 && shape.strokeEnd == 1)
        #expect(shape.fillRule == .nonZero && shape.lineCap == .butt && shape.lineJoin == .miter)
        let gradient = CAGradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial && gradient.colors == nil)
        let text = CATextLayer()
        #expect(text.fontSize == 36 && text.foregroundColor == CGColor(gray: 1, alpha: 1))
        #expect(text.alignmentMode == .natural && text.truncationMode == .none)
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath
        let copy = CAShapeLayer(layer: shape)
        #expect(copy.path == shape.path)
    }

    @Test("DR7: an image from a file has a cgImage of its pixel size; an empty image has none")
    func cgImageOfImages() {
        #expect(UIImage().cgImage == nil)
        let symbol = UIImage(systemName: "star")
        #expect(symbol?.cgImage?.width == Int(((symbol?.size.width ?? 0) * (symbol?.scale ?? 1)).rounded(.up)))
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { _ in }
        guard let cgImage = drawn.cgImage else {
            Issue.record("a drawn image has a cgImage")
            return
        }
        let back = UIImage(cgImage: cgImage, scale: 2, orientation: .up)
        #expect(back.size == CGSize(width: cgImage.width / 2, height: cgImage.height / 2))
        #expect(back.cgImage === cgImage)
    }
}

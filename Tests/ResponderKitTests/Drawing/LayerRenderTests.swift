import Foundation
import ResponderKit
import Testing

/// A view that draws a 10 × 10 blue square at its origin.
private final class SquareView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

/// A layer with a custom drawn property, as iOS code writes one.
private final class ProgressLayer: CALayer {
    var progress: CGFloat = 0
    var draws = 0
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }
    override func setValue(_ value: Any?, forUndefinedKey key: String) {
        if key == "progress", let number = value as? CGFloat { progress = number }
    }
    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// `CALayer.render(in:)`, snapshots (DR11), replicator layers (DR13) and `needsDisplay(forKey:)` (DR12).
@MainActor @Suite struct LayerRenderTests {
    /// Each recorded fill's bounding box in the image's space and its colour.
    static func fills(_ operations: [DrawingOperation]) -> [(CGRect, CGColor?)] {
        operations.compactMap { operation in
            guard case .fill(let path, _) = operation.kind else { return nil }
            return (path.boundingBoxOfPath.applying(operation.transform), operation.color)
        }
    }

    @Test(
        "DR11: render(in:) records the tree: backgrounds, drawing offset by frame, label text, border; hidden skipped")
    func rendersTheTree() {
        let root = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 80))
        root.backgroundColor = .white
        root.layer.borderWidth = 2
        root.layer.borderColor = UIColor.red.cgColor
        let square = SquareView(frame: CGRect(x: 20, y: 30, width: 40, height: 40))
        root.addSubview(square)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hello"
        root.addSubview(label)
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        hidden.backgroundColor = .green
        hidden.isHidden = true
        root.addSubview(hidden)
        let image = UIGraphicsImageRenderer(size: root.bounds.size).image { context in
            root.layer.render(in: context.cgContext)
        }
        let drawing = image.cgImage?.recordedDrawing ?? []
        let fills = Self.fills(drawing)
        #expect(fills.first?.0 == CGRect(x: 0, y: 0, width: 100, height: 80))  // the root at the origin
        #expect(fills.first?.1 == UIColor.white.cgColor)
        #expect(fills.contains { $0.0 == CGRect(x: 20, y: 30, width: 10, height: 10) && $0.1 == UIColor.blue.cgColor })
        #expect(!fills.contains { $0.1 == UIColor.green.cgColor })
        let texts = drawing.compactMap { operation -> String? in
            if case .text(let text) = operation.kind { return text.string }
            return nil
        }
        #expect(texts == ["Hello"])
        guard case .stroke(_, let style)? = drawing.last?.kind else {
            Issue.record("the border is not the last operation")
            return
        }
        #expect(style.width == 2)
        #expect(drawing.last?.color == UIColor.red.cgColor)
    }

    @Test("DR11: opacity multiplies down the tree; transforms and corner radii are applied")
    func opacityAndTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.alpha = 0.5
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        child.backgroundColor = .black
        child.alpha = 0.5
        child.layer.cornerRadius = 4
        child.transform = CGAffineTransform(translationX: 30, y: 0)
        root.addSubview(child)
        let context = UIGraphicsImageRenderer(size: root.bounds.size).image { root.layer.render(in: $0.cgContext) }
        let drawing = context.cgImage?.recordedDrawing ?? []
        #expect(drawing.count == 1)
        #expect(drawing.first?.alpha == 0.25)
        let box = Self.fills(drawing).first?.0
        #expect(box == CGRect(x: 30, y: 0, width: 20, height: 20))
        guard case .fill(let path, _)? = drawing.first?.kind else { return }
        var elements = 0
        path.applyWithBlock { _ in elements += 1 }
        #expect(elements > 5)  // rounded corners, not a plain rectangle
    }

    @Test("DR11: drawHierarchy(in:afterScreenUpdates:) scales into the rectangle; snapshotView keeps the recording")
    func snapshots() {
        let view = SquareView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            drew = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: true)
        }
        #expect(drew)
        #expect(Self.fills(image.cgImage?.recordedDrawing ?? []).first?.0 == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(!view.drawHierarchy(in: .zero, afterScreenUpdates: false))  // no current context
        let snapshot = view.snapshotView(afterScreenUpdates: false)
        #expect(snapshot?.bounds.size == CGSize(width: 40, height: 40))
        #expect(Self.fills(snapshot?.layer.recordedDrawing ?? []).first?.1 == UIColor.blue.cgColor)
    }

    @Test("DR13: a replicator records its sublayers once per instance, moved and colour-modulated")
    func replicator() {
        let simulator = EventSimulator()
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        replicator.instanceAlphaOffset = -0.25
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        replicator.addSublayer(dot)
        simulator.window.layer.addSublayer(replicator)
        simulator.advance(by: 0)
        let fills = Self.fills(replicator.recordedDrawing)
        #expect(fills.map(\.0.minX) == [0, 30, 60])
        #expect(fills.map { $0.1?.alpha } == [1, 0.75, 0.5])
        #expect(replicator.instanceColor?.alpha == 1)
        // render(in:) draws the instances too (not the recording and the sublayer over it).
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 20)).image {
            replicator.render(in: $0.cgContext)
        }
        #expect(Self.fills(image.cgImage?.recordedDrawing ?? []).count == 3)
        replicator.instanceCount = 0
        simulator.advance(by: 0)
        #expect(replicator.recordedDrawing.isEmpty)
    }

    @Test("DR12: a key the class names in needsDisplay(forKey:) marks the layer when set by key-value coding")
    func needsDisplayForKey() {
        let simulator = EventSimulator()
        let layer = ProgressLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        simulator.window.layer.addSublayer(layer)
        simulator.advance(by: 0)
        let before = layer.draws
        #expect(ProgressLayer.needsDisplay(forKey: "progress"))
        #expect(!CALayer.needsDisplay(forKey: "progress"))
        layer.setValue(CGFloat(0.5), forKey: "progress")
        #expect(layer.needsDisplay())
        simulator.advance(by: 0)
        #expect(layer.draws == before + 1)
        #expect(Self.fills(layer.recordedDrawing).last?.0.width == 50)
        layer.setValue(CGFloat(0.7), forKey: "opacity")
        #expect(!layer.needsDisplay())
    }
}

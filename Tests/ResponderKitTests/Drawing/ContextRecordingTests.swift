import ResponderKit
import Testing

@MainActor @Suite struct ContextRecordingTests {
    @Test("DR3: saveGState/restoreGState bring back colours, line width and the CTM; the path is not state")
    func graphicsState() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { renderer in
            let context = renderer.cgContext
            context.setFillColor(UIColor.blue.cgColor)
            context.saveGState()
            context.setFillColor(UIColor.red.cgColor)
            context.translateBy(x: 10, y: 20)
            context.setLineWidth(4)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            context.restoreGState()
            #expect(context.ctm == .identity)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            context.restoreGState()  // unmatched: ignored, as Core Graphics
        }
        let operations = image.cgImage?.recordedDrawing ?? []
        #expect(operations.count == 2)
        #expect(operations.first?.color == UIColor.red.cgColor)
        #expect(operations.first?.transform == CGAffineTransform(translationX: 10, y: 20))
        #expect(operations.last?.color == UIColor.blue.cgColor)
        #expect(operations.last?.transform == .identity)
    }

    @Test("DR2: path building, fill and stroke record the path in user space with the CTM and line style")
    func paths() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50)).image { _ in
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.scaleBy(x: 2, y: 2)
            context.move(to: CGPoint(x: 1, y: 1))
            context.addLine(to: CGPoint(x: 10, y: 1))
            context.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 12, y: 5))
            context.closePath()
            context.setStrokeColor(UIColor.green.cgColor)
            context.setLineWidth(3)
            context.setLineCap(.round)
            context.setLineDash(phase: 1, lengths: [4, 2])
            context.drawPath(using: .fillStroke)
            #expect(context.isPathEmpty)  // painting consumes the path
        }
        let operations = image.cgImage?.recordedDrawing ?? []
        #expect(operations.count == 2)
        guard case .fill(let filled, .winding) = operations.first?.kind,
            case .stroke(let stroked, let style) = operations.last?.kind
        else {
            Issue.record("expected a fill then a stroke, got \(operations)")
            return
        }
        #expect(filled.boundingBox == CGRect(x: 1, y: 1, width: 11, height: 9))
        #expect(stroked == filled)
        #expect(style.width == 3 && style.cap == .round && style.dashLengths == [4, 2] && style.dashPhase == 1)
        #expect(operations.last?.color == UIColor.green.cgColor)
        #expect(operations.last?.transform == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test("DR6: UIBezierPath fill and stroke use the path's line properties and leave the context as it was")
    func bezierPath() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
            let path = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 30, height: 30))
            path.lineWidth = 6
            path.lineJoinStyle = .round
            UIColor.orange.setFill()
            UIColor.purple.setStroke()
            path.fill()
            path.stroke()
            #expect(UIGraphicsGetCurrentContext()?.isPathEmpty == true)
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).addClip()
            UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        let operations = image.cgImage?.recordedDrawing ?? []
        #expect(operations.count == 3)
        #expect(operations[0].color == UIColor.orange.cgColor)
        #expect(operations[1].color == UIColor.purple.cgColor)
        if case .stroke(_, let style) = operations[1].kind {
            #expect(style.width == 6 && style.join == .round)
        } else {
            Issue.record("expected a stroke")
        }
        #expect(operations[0].clip.isEmpty)
        #expect(operations[2].clip.map(\.boundingBox) == [CGRect(x: 0, y: 0, width: 10, height: 10)])
    }

    @Test("DR7: UIGraphicsImageRenderer makes an image of its size and scale whose cgImage keeps the drawing")
    func imageRenderer() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
        var inside: CGContext?
        let image = renderer.image { context in
            inside = UIGraphicsGetCurrentContext()
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        #expect(inside != nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.scale == 3)
        #expect(image.cgImage?.width == 60 && image.cgImage?.height == 30)
        #expect(image.cgImage?.recordedDrawing.count == 1)
        // Drawing the image into another context records it as an image.
        let composed = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50)).image { _ in
            image.draw(in: CGRect(x: 5, y: 5, width: 40, height: 20))
        }
        guard case .image(let drawn, let rect) = composed.cgImage?.recordedDrawing.first?.kind else {
            Issue.record("expected an image")
            return
        }
        #expect(drawn === image.cgImage)
        #expect(rect == CGRect(x: 5, y: 5, width: 40, height: 20))
    }

    @Test("DR7: an image context gives its image between begin and end, and nothing after")
    func imageContext() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 4), false, 2)
        UIColor.red.set()
        UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 4))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.size == CGSize(width: 8, height: 4))
        #expect(image?.cgImage?.width == 16)
        #expect(image?.cgImage?.recordedDrawing.first?.color == UIColor.red.cgColor)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("DR6: string drawing records the text, its font (Helvetica 12 by default) and colour")
    func text() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 50)).image { _ in
            ("Hello" as NSString).draw(
                at: CGPoint(x: 4, y: 6),
                withAttributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.blue])
            "World".draw(in: CGRect(x: 0, y: 25, width: 100, height: 20), withAttributes: nil)
        }
        let texts = (image.cgImage?.recordedDrawing ?? []).compactMap { operation -> DrawingOperation.Text? in
            if case .text(let text) = operation.kind { return text }
            return nil
        }
        #expect(texts.map(\.string) == ["Hello", "World"])
        #expect(texts.first?.rect.origin == CGPoint(x: 4, y: 6))
        #expect(texts.first?.pointSize == 17)
        #expect((texts.first?.rect.width ?? 0) > 0)
        #expect(texts.last?.fontName == "Helvetica" && texts.last?.pointSize == 12)
        #expect(texts.last?.rect == CGRect(x: 0, y: 25, width: 100, height: 20))
    }

    @Test("DR4: without a current context drawing calls do nothing")
    func noContext() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIBezierPath(rect: .zero).fill()
        "x".draw(at: .zero, withAttributes: nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}

import ResponderKit
import Testing

/// A view's layer and the view read and write the same state (AP6).
@MainActor @Suite struct LayerViewTests {
    @Test("AP4: every view has one layer, made from layerClass; a view's layer knows no other view")
    func layerPerView() {
        final class GradientLayer: CALayer {
            var colors: [CGColor] = []
        }
        final class GradientView: UIView {
            override class var layerClass: AnyClass { GradientLayer.self }
        }
        let view = GradientView(frame: .zero)
        #expect(view.layer is GradientLayer)
        #expect(view.layer === view.layer)
        (view.layer as? GradientLayer)?.colors = [UIColor.red.cgColor]
        #expect((view.layer as? GradientLayer)?.colors.count == 1)
        #expect(type(of: UIView().layer) == CALayer.self)
    }

    @Test("AP6: position is center, bounds are bounds, frame follows both ways")
    func geometryIsShared() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.frame == view.frame)
        view.layer.position = CGPoint(x: 0, y: 0)
        #expect(view.center == .zero)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        view.layer.bounds = CGRect(x: 5, y: 5, width: 40, height: 40)
        #expect(view.bounds == CGRect(x: 5, y: 5, width: 40, height: 40))
        view.layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        view.center = CGPoint(x: 7, y: 8)
        #expect(view.layer.position == CGPoint(x: 7, y: 8))
    }

    @Test("AP6: a changed anchor point keeps position (= center) and moves the frame, as in UIKit")
    func anchorPointMovesFrame() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        simulator.window.addSubview(view)
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.center == CGPoint(x: 150, y: 125))
        #expect(view.layer.position == CGPoint(x: 150, y: 125))
        #expect(view.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
        // Hit-testing and conversion follow the moved frame.
        #expect(simulator.window.hitTest(CGPoint(x: 110, y: 110), with: nil) === simulator.window)
        #expect(simulator.window.hitTest(CGPoint(x: 240, y: 170), with: nil) === view)
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 150, y: 125))
        // Setting the frame keeps the anchor: position lands at the anchor's point of the new frame.
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(view.center == .zero)
        // Rotation is about the anchor: a quarter turn about the top-left corner.
        view.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(view.frame, CGRect(x: 50, y: 100, width: 50, height: 100), tolerance: 1e-9))
        #expect(isClose(view.convert(CGPoint(x: 100, y: 0), to: nil), CGPoint(x: 100, y: 200)))
    }

    @Test("G4 with AP6: a frame set under a scale and a moved anchor point reads back as set")
    func frameUnderTransformWithAnchor() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        view.transform = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        view.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        #expect(view.bounds.size == CGSize(width: 30, height: 20))
        // The bounds' top-left corner (the anchor) sits at center; the transform scales about it and
        // moves it by (10, 0): center = (10 - 10, 10).
        #expect(isClose(view.center, CGPoint(x: 0, y: 10)))
        #expect(isClose(view.frame, CGRect(x: 10, y: 10, width: 60, height: 40), tolerance: 1e-9))
    }

    @Test("AP5: the layer's transform is the view's, and a 3-D transform keeps its affine part in sync")
    func transformIsShared() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CATransform3DEqualToTransform(view.layer.transform, CATransform3DMakeScale(2, 3, 1)))
        #expect(view.layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
        view.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(view.transform), CGPoint(x: 0, y: 1)))
        // Depth and perspective stay on the layer; the view takes the affine part.
        var perspective = CATransform3DMakeTranslation(5, 6, 7)
        perspective.m34 = -1.0 / 500
        view.layer.transform = perspective
        #expect(view.transform == CGAffineTransform(translationX: 5, y: 6))
        #expect(view.layer.transform == perspective)
        #expect(!CATransform3DIsAffine(view.layer.transform))
        // Setting the view's transform replaces it.
        view.transform = .identity
        #expect(CATransform3DIsIdentity(view.layer.transform))
        view.layer.setAffineTransform(CGAffineTransform(translationX: 3, y: 4))
        #expect(view.transform == CGAffineTransform(translationX: 3, y: 4))
    }

    @Test("AP6: opacity is alpha, isHidden and masksToBounds are the view's, both ways")
    func flagsAreShared() {
        let view = UIView(frame: .zero)
        view.alpha = 0.25
        #expect(view.layer.opacity == 0.25)
        view.layer.opacity = 0.75
        #expect(view.alpha == 0.75)
        view.isHidden = true
        #expect(view.layer.isHidden)
        view.layer.isHidden = false
        #expect(!view.isHidden)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        #expect(!view.clipsToBounds)
    }

    @Test("AP6: a hidden or transparent layer hides its view from hit-testing (H1)")
    func layerFlagsReachHitTesting() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        simulator.window.addSubview(view)
        #expect(simulator.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        view.layer.opacity = 0
        #expect(simulator.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === simulator.window)
        view.layer.opacity = 1
        view.layer.isHidden = true
        #expect(simulator.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === simulator.window)
    }

    @Test("AP6: the layer's background colour is the view's")
    func backgroundColorIsShared() {
        let view = UIView()
        #expect(view.layer.backgroundColor == nil)
        view.backgroundColor = .red
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        view.layer.backgroundColor = UIColor.blue.cgColor
        #expect(view.backgroundColor == .blue)
        view.layer.backgroundColor = nil
        #expect(view.backgroundColor == nil)
    }

    @Test("AP4: a layer stores its appearance with Core Animation's defaults")
    func layerProperties() {
        let layer = CALayer()
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3 && layer.shadowOpacity == 0)
        #expect(layer.borderColor == UIColor.black.cgColor && layer.borderWidth == 0)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        layer.cornerRadius = 12
        layer.maskedCorners = [.layerMinXMinYCorner]
        layer.cornerCurve = .continuous
        layer.borderWidth = 2
        layer.borderColor = UIColor.red.cgColor
        layer.shadowColor = UIColor.blue.cgColor
        layer.shadowOpacity = 0.3
        layer.shadowOffset = CGSize(width: 1, height: 2)
        layer.shadowRadius = 6
        layer.shadowPath = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2).cgPath
        layer.zPosition = 4
        layer.name = "card"
        #expect(layer.cornerRadius == 12 && layer.maskedCorners == [.layerMinXMinYCorner])
        #expect(layer.cornerCurve == .continuous)
        #expect(layer.borderWidth == 2 && layer.borderColor == UIColor.red.cgColor)
        #expect(layer.shadowColor == UIColor.blue.cgColor && layer.shadowOpacity == 0.3)
        #expect(layer.shadowOffset == CGSize(width: 1, height: 2) && layer.shadowRadius == 6)
        #expect(layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(layer.zPosition == 4 && layer.name == "card")
    }
}

import ResponderKit
import Testing

@MainActor @Suite struct LayerTreeTests {
    @Test("AP7: a view's sublayers are its subviews' layers among the layers added to it, in order")
    func viewLayersAndFreeLayers() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView()
        let b = UIView()
        let gradient = CALayer()
        parent.addSubview(a)
        parent.layer.addSublayer(gradient)
        parent.addSubview(b)
        #expect(
            parent.layer.sublayers?.map { ObjectIdentifier($0) }
                == [a.layer, gradient, b.layer].map { ObjectIdentifier($0) })
        #expect(a.layer.superlayer === parent.layer)
        #expect(gradient.superlayer === parent.layer)
        // insertSublayer(at: 0) goes below everything, as the usual background-layer idiom expects.
        let background = CALayer()
        parent.layer.insertSublayer(background, at: 0)
        #expect(parent.layer.sublayers?.first === background)
        // A subview inserted below another: its layer just below that subview's layer.
        let c = UIView()
        parent.insertSubview(c, belowSubview: b)
        let order = parent.layer.sublayers ?? []
        let indexOfC = order.firstIndex { $0 === c.layer }
        let indexOfB = order.firstIndex { $0 === b.layer }
        #expect(indexOfC != nil && indexOfB != nil && indexOfC! + 1 == indexOfB!)
        // Removing a subview removes its layer; removing a free layer leaves the views alone.
        a.removeFromSuperview()
        #expect(!(parent.layer.sublayers ?? []).contains { $0 === a.layer })
        #expect(a.layer.superlayer == nil)
        gradient.removeFromSuperlayer()
        #expect(gradient.superlayer == nil)
        #expect(parent.subviews.count == 2)
        #expect((parent.layer.sublayers ?? []).count == 3)
    }

    @Test("AP7: a view's layer goes with its view; adding it to another layer is refused and reported")
    func viewLayerMovesWithItsView() {
        let simulator = EventSimulator()
        let parent = UIView()
        let child = UIView()
        simulator.window.addSubview(parent)
        parent.addSubview(child)
        child.layer.removeFromSuperlayer()
        #expect(child.superview == nil)
        parent.layer.addSublayer(child.layer)
        #expect(child.superview == nil)
        #expect(parent.layer.sublayers == nil)
        let free = CALayer()
        simulator.window.layer.addSublayer(free)
        free.addSublayer(simulator.window.layer)  // a window's layer: also a view's
        free.addSublayer(free)
        #expect(simulator.issues.count == 3)
        #expect(simulator.issues.allSatisfy { $0.hasPrefix("CALayer: ") })
        #expect(free.sublayers == nil)
    }

    @Test("AP7: sublayers of free layers: insert above and below, replace, set")
    func freeLayerTree() {
        let root = CALayer()
        let (a, b, c, d) = (CALayer(), CALayer(), CALayer(), CALayer())
        root.addSublayer(a)
        root.insertSublayer(b, above: a)
        root.insertSublayer(c, below: a)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        root.replaceSublayer(a, with: d)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [c, d, b].map(ObjectIdentifier.init))
        #expect(a.superlayer == nil && d.superlayer === root)
        // Adding a layer elsewhere moves it.
        let other = CALayer()
        other.addSublayer(b)
        #expect(root.sublayers?.count == 2 && b.superlayer === other)
        root.sublayers = nil
        #expect(root.sublayers == nil && c.superlayer == nil)
    }

    @Test("AP8: contains is the bounds, half-open; hitTest takes the superlayer's coordinates")
    func layerHitTest() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let child = CALayer()
        child.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 80, y: 80, width: 40, height: 40)  // sticks out of child
        root.addSublayer(child)
        child.addSublayer(grandchild)
        #expect(child.contains(CGPoint(x: 0, y: 0)) && !child.contains(CGPoint(x: 100, y: 50)))
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === child)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === root)
        #expect(root.hitTest(CGPoint(x: 300, y: 10)) == nil)
        // Core Animation finds sublayers outside their parent's bounds unless it masks to bounds.
        #expect(root.hitTest(CGPoint(x: 165, y: 165)) === grandchild)
        child.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 165, y: 165)) === root)
        child.masksToBounds = false
        grandchild.isHidden = true
        #expect(root.hitTest(CGPoint(x: 165, y: 165)) === root)
        // Transforms apply about the anchor point.
        grandchild.isHidden = false
        child.transform = CATransform3DMakeScale(0.5, 0.5, 1)  // child now covers 75...125
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === root)
        #expect(root.hitTest(CGPoint(x: 80, y: 80)) === child)
        #expect(isClose(child.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 75, y: 75)))
        #expect(isClose(root.convert(CGPoint(x: 125, y: 125), to: child), CGPoint(x: 100, y: 100)))
    }

    @Test("AP8: higher zPosition is hit first")
    func zPositionOrder() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let below = CALayer()
        let above = CALayer()
        below.frame = root.bounds
        above.frame = root.bounds
        root.addSublayer(below)
        root.addSublayer(above)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === above)
        below.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === below)
    }

    @Test("AP8: a view tree's layers hit-test like the views, through the views' geometry")
    func viewLayerHitTest() {
        let simulator = EventSimulator()
        let card = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
        let badge = UIView(frame: CGRect(x: 90, y: -10, width: 20, height: 20))
        simulator.window.addSubview(card)
        card.addSubview(badge)
        let window = simulator.window.layer
        #expect(window.hitTest(CGPoint(x: 50, y: 50)) === card.layer)
        #expect(window.hitTest(CGPoint(x: 140, y: 35)) === badge.layer)  // outside card, still found
        #expect(badge.layer.convert(CGPoint.zero, to: window) == badge.convert(CGPoint.zero, to: simulator.window))
    }

    @Test("AP8: presentation() is a copy of the model now, with copies of its sublayers")
    func presentationCopy() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.layer.cornerRadius = 8
        view.alpha = 0.5
        let sub = CALayer()
        sub.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        view.layer.addSublayer(sub)
        guard let presentation = view.layer.presentation() else {
            Issue.record("no presentation layer")
            return
        }
        #expect(presentation !== view.layer)
        #expect(presentation.frame == view.frame && presentation.opacity == 0.5 && presentation.cornerRadius == 8)
        #expect(presentation.modelLayer() === view.layer)
        #expect(presentation.sublayers?.first?.frame == sub.frame)
        #expect(presentation.sublayers?.first !== sub)
        // A copy, not a view: changing it leaves the view alone.
        presentation.position = .zero
        #expect(view.center == CGPoint(x: 35, y: 35))
    }
}

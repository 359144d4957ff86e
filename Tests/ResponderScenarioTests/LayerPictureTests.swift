import Foundation
import ResponderKit
import ResponderScenario
import Testing

/// Draws a red circle and a blue caption, as a custom iOS view does.
private final class BadgeView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.red.cgColor)
        context.fillEllipse(in: bounds.insetBy(dx: 2, dy: 2))
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: bounds.width, y: bounds.height))
        path.lineWidth = 3
        UIColor.green.setStroke()
        path.stroke()
        ("7" as NSString).draw(at: CGPoint(x: 4, y: 4), withAttributes: [.foregroundColor: UIColor.blue])
    }
}

@MainActor @Suite struct LayerPictureTests {
    /// The fragment wrapped in an SVG document and read back with Foundation's XML parser.
    private func elements(_ view: UIView, in window: UIWindow) -> SVGElements? {
        guard let fragment = LayerPicture.svg(of: view, in: window) else { return nil }
        return SVGElements.parse("<svg xmlns=\"http://www.w3.org/2000/svg\">\(fragment)</svg>")
    }

    @Test("DR10: a view's background, corner radius and border, placed in window coordinates")
    func backgroundAndBorder() throws {
        let simulator = EventSimulator()
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.black.cgColor
        simulator.window.addSubview(card)
        let svg = try #require(elements(card, in: simulator.window))
        let background = try #require(svg.elements.first { $0.cls == "background" })
        #expect(background.attributes["fill"] == "#ff0000" && background.attributes["fill-opacity"] == "0.5")
        #expect(background.attributes["rx"] == "8" && background.box == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(background.group("transform") == "matrix(1 0 0 1 20 40)")
        let border = try #require(svg.elements.first { $0.cls == "border" })
        #expect(border.attributes["stroke"] == "#000000" && border.attributes["stroke-width"] == "2")
        #expect(border.box == CGRect(x: 1, y: 1, width: 98, height: 58))
        // A plain view without appearance gives no fragment.
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        simulator.window.addSubview(plain)
        #expect(LayerPicture.svg(of: plain, in: simulator.window) == nil)
    }

    @Test("DR10: the recorded drawing of draw(_:) becomes paths and text")
    func recordedDrawing() throws {
        let simulator = EventSimulator()
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        simulator.window.addSubview(badge)
        simulator.advance(by: 0)
        let svg = try #require(elements(badge, in: simulator.window))
        let fill = try #require(svg.elements.first { $0.cls == "fill" })
        #expect(fill.attributes["fill"] == "#ff0000")
        #expect(fill.attributes["d"]?.hasPrefix("M") == true)
        let stroke = try #require(svg.elements.first { $0.cls == "stroke" })
        #expect(stroke.attributes["stroke"] == "#00ff00" && stroke.attributes["stroke-width"] == "3")
        #expect(stroke.attributes["d"] == "M0 0 L40 40")
        let text = try #require(svg.elements.first { $0.cls == "text" })
        #expect(text.text == "7" && text.attributes["fill"] == "#0000ff" && text.attributes["font-size"] == "12")
    }

    @Test("DR10: shape, gradient and text sublayers are drawn from their properties")
    func sublayers() throws {
        let simulator = EventSimulator()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        simulator.window.addSubview(host)
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50, height: 50)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.blue.cgColor
        ring.lineWidth = 4
        ring.strokeEnd = 0.25
        host.layer.addSublayer(ring)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        gradient.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        gradient.locations = [0, 0.75]
        host.layer.addSublayer(gradient)
        let caption = CATextLayer()
        caption.frame = CGRect(x: 0, y: 70, width: 200, height: 30)
        caption.string = "Hello"
        caption.fontSize = 14
        caption.alignmentMode = .center
        host.layer.addSublayer(caption)

        let svg = try #require(elements(host, in: simulator.window))
        let stroke = try #require(svg.elements.first { $0.cls == "shape-stroke" })
        #expect(stroke.attributes["stroke"] == "#0000ff" && stroke.attributes["stroke-dasharray"] == "0.25 1")
        #expect(stroke.group("transform") == "matrix(1 0 0 1 10 10)")
        #expect(!svg.elements.contains { $0.cls == "shape-fill" })
        let stops = svg.elements.filter { $0.name == "stop" }
        #expect(stops.map { $0.attributes["offset"] } == ["0", "0.75"])
        #expect(stops.map { $0.attributes["stop-color"] } == ["#ffffff", "#000000"])
        let rect = try #require(svg.elements.first { $0.cls == "gradient" })
        let gradientID = try #require(svg.elements.first { $0.name == "linearGradient" }?.attributes["id"])
        #expect(rect.attributes["fill"] == "url(#\(gradientID))")
        let text = try #require(svg.elements.first { $0.cls == "text-layer" })
        #expect(text.text == "Hello" && text.attributes["text-anchor"] == "middle" && text.attributes["x"] == "100")
    }
}

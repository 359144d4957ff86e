import ResponderKit
import Testing

/// A round button whose touch area is its circle, as iOS code writes it (AP14).
@MainActor private final class RoundButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }
}

@MainActor @Suite struct PathTests {
    @Test("AP14: an oval path contains what the ellipse equation says, except within 0.1 % of the curve")
    func ovalAgainstEquation() {
        let rect = CGRect(x: 10, y: 20, width: 120, height: 60)
        let path = UIBezierPath(ovalIn: rect)
        var checked = 0
        // Every point of a 0.7 pt grid over the rectangle and a margin around it.
        for i in 0...200 {
            for j in 0...114 {
                let p = CGPoint(x: CGFloat(i) * 0.7 + 0.013, y: 10 + CGFloat(j) * 0.7 + 0.017)
                let nx = (p.x - rect.midX) / (rect.width / 2)
                let ny = (p.y - rect.midY) / (rect.height / 2)
                let radial = (nx * nx + ny * ny).squareRoot()
                // Skip the band where the Bézier approximation (0.03 % of the radius) and flattening differ.
                guard abs(radial - 1) > 0.001 else { continue }
                checked += 1
                if path.contains(p) != (radial < 1) { Issue.record("\(p): contains \(path.contains(p))") }
            }
        }
        #expect(checked > 22_000)
    }

    @Test("AP14: rectangles, rounded rectangles, fill rules and bounds")
    func shapes() {
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rect.contains(CGPoint(x: 5, y: 5)) && !rect.contains(CGPoint(x: 11, y: 5)))
        #expect(rect.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        #expect(!rounded.contains(CGPoint(x: 2, y: 2)) && rounded.contains(CGPoint(x: 10, y: 10)))
        #expect(rounded.contains(CGPoint(x: 50, y: 1)))
        // Two nested squares: winding fills the hole, even-odd does not.
        let nested = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        nested.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(nested.contains(CGPoint(x: 15, y: 15)))
        nested.usesEvenOddFillRule = true
        #expect(!nested.contains(CGPoint(x: 15, y: 15)) && nested.contains(CGPoint(x: 5, y: 5)))
        // A triangle built point by point.
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 10, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 10))
        triangle.close()
        #expect(triangle.contains(CGPoint(x: 2, y: 2)) && !triangle.contains(CGPoint(x: 8, y: 8)))
        // An arc: a half disc (clockwise on screen from 0 to π covers y > 0).
        let halfDisc = UIBezierPath(
            arcCenter: CGPoint(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        halfDisc.close()
        #expect(halfDisc.contains(CGPoint(x: 0, y: 5)) && !halfDisc.contains(CGPoint(x: 0, y: -5)))
    }

    @Test("AP14: a button whose point(inside:) is its circle is not hit in its corners")
    func roundButtonHitTest() {
        let simulator = EventSimulator()
        let button = RoundButton(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
        simulator.window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        simulator.tap(at: CGPoint(x: 103, y: 103))  // the square's corner, outside the circle
        #expect(taps == 0)
        simulator.tap(at: CGPoint(x: 140, y: 140))
        #expect(taps == 1)
    }
}

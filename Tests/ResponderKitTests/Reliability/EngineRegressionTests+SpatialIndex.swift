import Foundation
import ResponderKit
import Testing

/// The spatial index (`hittest.wide10k`) must answer as the reverse scan does (EngineRegressionTests, split by topic).
extension EngineRegressionTests {
    /// A parent with `count` small subviews in its top-left corner (≥ 64: the spatial index is used).
    static func crowd(_ simulator: EventSimulator, count: Int) -> UIView {
        let parent = UIView(frame: simulator.window.bounds)
        simulator.window.addSubview(parent)
        for index in 0..<count {
            parent.addSubview(UIView(frame: CGRect(x: CGFloat(index % 8) * 4, y: 600, width: 3, height: 3)))
        }
        return parent
    }

    @Test("Spatial index, G2: a mirrored view is hit on its frame's right edge, with or without the spatial index")
    func mirroredEdge() {
        for count in [8, 80] {
            let simulator = EventSimulator()
            let parent = Self.crowd(simulator, count: count)
            let mirrored = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
            mirrored.transform = CGAffineTransform(scaleX: -1, y: 1)
            parent.addSubview(mirrored)
            // Mirrored, the bounds' open right edge is the frame's left edge: x = 140 is inside, 100 is not.
            #expect(simulator.window.hitTest(CGPoint(x: 140, y: 120), with: nil) === mirrored, "\(count) subviews")
            #expect(simulator.window.hitTest(CGPoint(x: 100, y: 120), with: nil) === parent, "\(count) subviews")
        }
    }

    @Test("Spatial index: a view with a singular transform answers the same with or without the spatial index")
    func singularTransform() {
        var answers: [[String]] = []
        for count in [8, 80] {
            let simulator = EventSimulator()
            let parent = Self.crowd(simulator, count: count)
            let flat = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
            flat.transform = CGAffineTransform(scaleX: 0, y: 0)
            parent.addSubview(flat)
            answers.append(
                [CGPoint(x: 120, y: 120), CGPoint(x: 300, y: 400), CGPoint(x: 10, y: 10)].map { point in
                    simulator.window.hitTest(point, with: nil) === flat ? "flat" : "other"
                })
        }
        #expect(answers[0] == answers[1])
    }

    @Test("Spatial index: views placed at the edge of the floating-point range do not trap the spatial index")
    func extremeFrames() {
        let simulator = EventSimulator()
        let parent = Self.crowd(simulator, count: 70)
        let far = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        far.center = CGPoint(x: 1.5e308, y: 0)
        let farther = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        farther.center = CGPoint(x: -1.5e308, y: -1.5e308)
        let huge = UIView(frame: .zero)
        huge.bounds.size = CGSize(width: 1e308, height: 1e308)
        huge.transform = CGAffineTransform(rotationAngle: 0.7)
        for view in [far, farther, huge] { parent.addSubview(view) }
        #expect(simulator.window.hitTest(CGPoint(x: 5, y: 5), with: nil) != nil)
        #expect(simulator.window.hitTest(CGPoint(x: 1.5e308, y: 0), with: nil) == nil)
        #expect(simulator.issues.isEmpty)
    }
}

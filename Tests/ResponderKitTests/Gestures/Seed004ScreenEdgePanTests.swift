import Foundation
import ResponderKit
import Testing

/// Seed 004, section 2 ⑦: a `UIScreenEdgePanGestureRecognizer` with `edges = .right` on a red view
/// (full width, 200 high) inside a yellow background that fills the controller's view (GR13).
@MainActor @Suite struct Seed004ScreenEdgePanTests {
    /// The seed's `EOCEventCase_ScreenGesture`: the action hit-tests `self.view` at the gesture's location
    /// in the *red* view (the seed's coordinate mix-up, kept on purpose) and drags the background along.
    final class EdgeController: UIViewController {
        let log: Log
        var background: UIView!
        var red: UIView!
        var centerX: CGFloat = 0
        var centerY: CGFloat = 0

        init(log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            centerX = view.bounds.size.width / 2
            centerY = view.bounds.size.height / 2
            background = UIView(frame: view.bounds)
            background.accessibilityIdentifier = "yellow"
            red = UIView(frame: CGRect(x: 0, y: 0, width: view.frame.size.width, height: 200))
            red.accessibilityIdentifier = "red"
            view.addSubview(background)
            background.addSubview(red)
            let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: EdgeController.panAction)
            edgePan.edges = .right
            red.addGestureRecognizer(edgePan)
        }

        func panAction(_ gesture: UIScreenEdgePanGestureRecognizer) {
            let hit = view.hitTest(gesture.location(in: gesture.view), with: nil)
            let name = hit === red ? "red" : hit === view ? "self.view" : hit === background ? "yellow" : "other"
            let translation = gesture.translation(in: gesture.view)
            log("\(gesture.state) translation \(format(translation)) responder \(name)")
            if gesture.state == .began || gesture.state == .changed {
                background.center = CGPoint(x: centerX + translation.x, y: centerY)
            } else {
                background.center = CGPoint(x: centerX, y: centerY)  // the seed animates this back
            }
        }
    }

    private func run(from start: CGPoint, step: CGPoint, moves: Int) -> (lines: [String], controller: EdgeController) {
        let simulator = EventSimulator()
        let log = Log()
        let controller = EdgeController(log: log)
        simulator.window.rootViewController = controller
        var point = start
        let finger = simulator.touchDown(at: point)
        for _ in 0..<moves {
            simulator.advance(by: 1.0 / 60)
            point = point.shifted(step.x, step.y)
            simulator.move(finger, to: point)
        }
        simulator.advance(by: 1.0 / 60)
        simulator.lift(finger)
        #expect(simulator.issues.isEmpty)
        return (log.lines, controller)
    }

    /// Hand computation for a start 10 pt from the right edge (x = 365), 4 pt left per move, y = 100:
    /// the pan begins on move 3 (12 pt). The action hit-tests at the finger's location in the red view,
    /// `x0 - d(k) + d(previous action)`, while the red view already sits `d(previous action)` to the left:
    /// * move 3 (began): 365 - 12 + 0 = 353, red spans [0, 375) → red; the background moves 12 left.
    /// * move 4: 365 - 16 + 12 = 361, red spans [-12, 363) → red; it moves to 16 left.
    /// * move 5 onwards: 365 - 4 = 361 against red's right edge 359, 355, ... → the controller's view.
    /// * lift (ended): 325 + 40 = 365 against 335 → the controller's view.
    @Test("GR13, GR12: from within 20 pt of the right edge moving left the edge pan begins; the seed's responder log")
    func fromTheRightEdgeMovingLeft() {
        let (lines, controller) = run(from: CGPoint(x: 365, y: 100), step: CGPoint(x: -4, y: 0), moves: 10)
        #expect(
            lines == [
                "began translation {-12, 0} responder red",
                "changed translation {-16, 0} responder red",
                "changed translation {-20, 0} responder self.view",
                "changed translation {-24, 0} responder self.view",
                "changed translation {-28, 0} responder self.view",
                "changed translation {-32, 0} responder self.view",
                "changed translation {-36, 0} responder self.view",
                "changed translation {-40, 0} responder self.view",
                "ended translation {-40, 0} responder self.view",
            ])
        #expect(controller.background.frame == controller.view.bounds)
    }

    @Test("GR13: a drag starting 50 pt from the right edge does not begin the edge pan")
    func fromFiftyPointsAway() {
        let (lines, controller) = run(from: CGPoint(x: 325, y: 100), step: CGPoint(x: -4, y: 0), moves: 10)
        #expect(lines.isEmpty)
        #expect(controller.background.frame == controller.view.bounds)
    }

    @Test("GR13: a drag from the right edge moving right (toward the edge) does not begin the edge pan")
    func fromTheEdgeMovingRight() {
        let (lines, _) = run(from: CGPoint(x: 360, y: 100), step: CGPoint(x: 1.5, y: 0), moves: 9)
        #expect(lines.isEmpty)
    }

    @Test("GR13: a drag from the right edge moving vertically does not begin a right-edge pan")
    func fromTheEdgeMovingDown() {
        let (lines, _) = run(from: CGPoint(x: 368, y: 50), step: CGPoint(x: 0, y: 4), moves: 10)
        #expect(lines.isEmpty)
    }

    @Test("GR13: a drag from the left edge moving right does not begin a right-edge pan")
    func fromTheWrongEdge() {
        let (lines, _) = run(from: CGPoint(x: 5, y: 100), step: CGPoint(x: 4, y: 0), moves: 10)
        #expect(lines.isEmpty)
    }
}

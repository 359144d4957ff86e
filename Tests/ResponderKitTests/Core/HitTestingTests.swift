import Foundation
import ResponderKit
import Testing

/// Back (0, 0, 375, 667) with Front (50, 50, 200, 200) on top of it, and Front's child Inner
/// (50, 50, 100, 100). Every view logs its hit-testing, so refused subtrees are visible as missing lines.
@MainActor private struct LayeredScene {
    let simulator = EventSimulator()
    let log = Log()
    let back: LoggingView
    let front: LoggingView
    let inner: LoggingView

    /// Inside Inner: (100, 100) in Front, (50, 50) in Inner.
    static let innerPoint = CGPoint(x: 150, y: 150)

    init() {
        back = LoggingView("Back", frame: CGRect(x: 0, y: 0, width: 375, height: 667), log: log, logsHitTesting: true)
        front = LoggingView(
            "Front", frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: log, logsHitTesting: true)
        inner = LoggingView(
            "Inner", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: log, logsHitTesting: true)
        simulator.window.addSubview(back)
        back.addSubview(front)
        front.addSubview(inner)
        for view in [back, front, inner] { simulator.trace.setName(view.name, for: view) }
        simulator.trace.isEnabled = true
    }

    /// Touches down at `point` and returns the name of the bound view, then lifts.
    func hit(_ point: CGPoint = innerPoint) -> String {
        let finger = simulator.touchDown(at: point)
        simulator.lift(finger)
        simulator.advance(by: 1)
        return logName(finger.touch.view)
    }
}

/// Grows its touch area by 30 pt on every side (H6).
@MainActor private final class EnlargedView: LoggingView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -30, dy: -30).contains(point)
    }
}

@MainActor @Suite struct HitTestingTests {
    @Test("H1: a hidden view and its subviews are skipped; the touch goes to the view behind")
    func hiddenViewSkipped() {
        let scene = LayeredScene()
        #expect(scene.hit() == "Inner")
        scene.front.isHidden = true
        scene.log.clear()
        #expect(scene.hit() == "Back")
        let pass = [
            "Back hitTest", "point:{150, 150}", "Back pointInside", "point:{150, 150}", "Front hitTest",
            "point:{100, 100}",
        ]
        #expect(scene.log.lines == pass + pass + ["Back touchesBegan", "Back touchesEnded"])
        #expect(
            scene.simulator.trace.lines(kinds: ["hitTestSkipped"]) == [
                "Front skipped: hidden", "Front skipped: hidden",
            ])
    }

    @Test("H1: alpha below 0.01 is not hittable; 0.01 itself is")
    func alphaThreshold() {
        let scene = LayeredScene()
        for (alpha, expected) in [(0.0, "Back"), (0.009, "Back"), (0.01, "Inner"), (0.5, "Inner")] {
            scene.front.alpha = alpha
            #expect(scene.hit() == expected, "alpha \(alpha)")
        }
        scene.front.alpha = 1
        scene.inner.alpha = 0.009
        #expect(scene.hit() == "Front")
        #expect(scene.simulator.trace.lines(kinds: ["hitTestSkipped"]).last == "Inner skipped: alpha < 0.01")
    }

    @Test("H1: isUserInteractionEnabled false refuses the view and its subviews; the parent gets the touch")
    func userInteractionDisabled() {
        let scene = LayeredScene()
        scene.inner.isUserInteractionEnabled = false
        #expect(scene.hit() == "Front")
        scene.inner.isUserInteractionEnabled = true
        scene.front.isUserInteractionEnabled = false
        scene.log.clear()
        #expect(scene.hit() == "Back")
        #expect(!scene.log.lines.contains("Inner hitTest"))
        #expect(scene.log.lines.suffix(2) == ["Back touchesBegan", "Back touchesEnded"])
    }

    @Test("H1: subviews are asked from the topmost down; reordering changes who gets the touch")
    func topmostSubviewFirst() {
        let simulator = EventSimulator()
        let log = Log()
        let first = LoggingView("First", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let second = LoggingView("Second", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: log)
        simulator.window.addSubview(first)
        simulator.window.addSubview(second)
        let overlap = CGPoint(x: 75, y: 75)
        simulator.tap(at: overlap)
        simulator.advance(by: 1)
        simulator.window.bringSubviewToFront(first)
        simulator.tap(at: overlap)
        simulator.advance(by: 1)
        simulator.window.sendSubviewToBack(first)
        simulator.tap(at: overlap)
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 25, y: 25))  // only First is there
        #expect(
            log.lines == [
                "Second touchesBegan", "Second touchesEnded", "First touchesBegan", "First touchesEnded",
                "Second touchesBegan", "Second touchesEnded", "First touchesBegan", "First touchesEnded",
            ])
    }

    @Test("H2: point(inside:) is bounds.contains: the minimum edges are in, the maximum edges are out")
    func pointInsideIsBoundsContains() {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 80))
        #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(view.point(inside: CGPoint(x: 99.5, y: 79.5), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 40), with: nil))
        #expect(!view.point(inside: CGPoint(x: 40, y: 80), with: nil))
        #expect(!view.point(inside: CGPoint(x: -0.5, y: 10), with: nil))
        view.bounds.origin = CGPoint(x: 20, y: -10)
        #expect(view.point(inside: CGPoint(x: 20, y: -10), with: nil))
        #expect(!view.point(inside: CGPoint(x: 10, y: 0), with: nil))

        let simulator = EventSimulator()
        let log = Log()
        let target = LoggingView("Target", frame: CGRect(x: 50, y: 50, width: 100, height: 80), log: log)
        simulator.window.addSubview(target)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 150, y: 100))  // on the right edge: outside
        #expect(log.lines == ["Target touchesBegan", "Target touchesEnded"])
    }

    @Test("H3: clipsToBounds neither makes a protruding part hittable nor the part inside unhittable")
    func clipsToBoundsTakesNoPart() {
        for clips in [false, true] {
            let scene = LayeredScene()
            scene.front.clipsToBounds = clips
            scene.inner.frame = CGRect(x: 150, y: 150, width: 100, height: 100)  // half outside Front
            #expect(scene.hit(CGPoint(x: 225, y: 225)) == "Inner", "clips \(clips)")
            #expect(scene.hit(CGPoint(x: 275, y: 275)) == "Back", "clips \(clips)")
        }
    }

    @Test("H6: an enlarged touch area works outside the bounds, but only where the ancestors are hittable")
    func enlargedAreaSubjectToAncestors() {
        let scene = LayeredScene()
        let enlarged = EnlargedView("Enlarged", frame: CGRect(x: 20, y: 20, width: 40, height: 40), log: scene.log)
        scene.front.addSubview(enlarged)
        // (80, 80) in Front, (60, 60) in Enlarged: 20 pt beyond its bounds, inside its area.
        #expect(scene.hit(CGPoint(x: 130, y: 130)) == "Enlarged")
        // (5, 5) in Front, (-15, -15) in Enlarged; (45, 45) in the window is outside Front.
        #expect(scene.hit(CGPoint(x: 55, y: 55)) == "Enlarged")
        #expect(scene.hit(CGPoint(x: 45, y: 45)) == "Back")
        scene.front.isHidden = true
        #expect(scene.hit(CGPoint(x: 130, y: 130)) == "Back")
        scene.front.isHidden = false
        scene.front.isUserInteractionEnabled = false
        #expect(scene.hit(CGPoint(x: 130, y: 130)) == "Back")
        scene.front.isUserInteractionEnabled = true
        scene.front.alpha = 0.005
        #expect(scene.hit(CGPoint(x: 130, y: 130)) == "Back")
    }

    @Test("G2/H1: hit-testing converts into rotated views: the rotated area counts, not the untransformed frame")
    func rotatedViewHitTesting() {
        let scene = LayeredScene()
        scene.inner.transform = CGAffineTransform(rotationAngle: .pi / 2)  // a 100×20 bar, turned upright
        scene.inner.bounds = CGRect(x: 0, y: 0, width: 100, height: 20)
        // Inner's center stays at (100, 100) in Front: the bar now spans x 90...110, y 50...150 in Front.
        #expect(scene.hit(CGPoint(x: 150, y: 105)) == "Inner")  // Front (100, 55): on the rotated bar
        #expect(scene.hit(CGPoint(x: 110, y: 150)) == "Front")  // Front (60, 100): on the unrotated bar only
        let lines = scene.simulator.trace.lines(kinds: ["pointInside"]).filter { $0.hasPrefix("Inner") }
        // (100, 55) in Front is (0, -45) from the center; turned back by 90° that is (-45, 0), so (5, 10).
        #expect(
            lines.prefix(2) == ["Inner pointInside point:{5, 10} -> true", "Inner pointInside point:{5, 10} -> true"])
    }

    @Test("H8: during dispatch hitTest gets the touches event; user code may pass nil and records nothing")
    func hitTestEvent() {
        final class EventRecordingView: UIView {
            var events: [UIEvent?] = []
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                events.append(event)
                return super.hitTest(point, with: event)
            }
        }
        let simulator = EventSimulator()
        let view = EventRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        simulator.window.addSubview(view)
        view.addSubview(child)
        simulator.trace.isEnabled = true
        simulator.tap(at: CGPoint(x: 15, y: 15))
        #expect(view.events.count == 2)
        #expect(view.events.allSatisfy { $0?.type == .touches })
        let recorded = simulator.trace.lines().count
        view.events.removeAll()
        #expect(view.hitTest(CGPoint(x: 15, y: 15), with: nil) === child)
        #expect(simulator.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        #expect(simulator.window.hitTest(CGPoint(x: 150, y: 150), with: nil) === simulator.window)
        #expect(view.events.count == 3 && view.events.allSatisfy { $0 == nil })
        #expect(simulator.trace.lines().count == recorded)
    }

    @Test("H1/G2: the frontmost visible window is hit-tested first; a hidden window is skipped")
    func windowsFrontToBack() {
        let simulator = EventSimulator()
        let log = Log()
        let inMain = LoggingView("InMain", frame: CGRect(x: 0, y: 0, width: 375, height: 667), log: log)
        simulator.window.addSubview(inMain)
        let second = UIWindow(windowScene: simulator.window.windowScene!)
        second.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        let inSecond = LoggingView("InSecond", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        second.addSubview(inSecond)
        second.isHidden = false
        simulator.tap(at: CGPoint(x: 150, y: 150))
        simulator.tap(at: CGPoint(x: 50, y: 50))  // outside the second window
        second.isHidden = true
        simulator.tap(at: CGPoint(x: 150, y: 150))
        #expect(
            log.lines == [
                "InSecond touchesBegan", "InSecond touchesEnded", "InMain touchesBegan", "InMain touchesEnded",
                "InMain touchesBegan", "InMain touchesEnded",
            ])
    }

    @Test("T7: a hitTest override may remove a subview before asking it: no crash, nothing reaches it")
    func hitTestRemovesSubview() {
        final class Pruning: LoggingView {
            var victim: UIView?
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                victim?.removeFromSuperview()
                return super.hitTest(point, with: event)
            }
        }
        let simulator = EventSimulator()
        let log = Log()
        let parent = Pruning("Parent", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let child = LoggingView("Child", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        parent.victim = child
        simulator.window.addSubview(parent)
        parent.addSubview(child)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["Parent touchesBegan", "Parent touchesEnded"])
        #expect(child.superview == nil)
        #expect(simulator.issues.isEmpty)
    }

    @Test("T7: a view removing itself, or a sibling, during hit-testing never receives the touch")
    func hitTestRemovesItselfOrSibling() {
        final class Vanishing: LoggingView {
            var callsBeforeRemoval = 0
            var removes: UIView?
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let found = super.hitTest(point, with: event)
                if callsBeforeRemoval == 0 { (removes ?? self).removeFromSuperview() }
                callsBeforeRemoval -= 1
                return found
            }
        }
        // Removes itself in the first pass or in the second; removes the sibling below it in the first.
        for (delay, removesSibling) in [(0, false), (1, false), (0, true)] {
            let simulator = EventSimulator()
            let log = Log()
            let parent = LoggingView("Parent", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
            let below = LoggingView("Below", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
            let vanishing = Vanishing("Vanishing", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
            vanishing.callsBeforeRemoval = delay
            if removesSibling { vanishing.removes = below }
            simulator.window.addSubview(parent)
            parent.addSubview(below)
            parent.addSubview(vanishing)
            let finger = simulator.touchDown(at: CGPoint(x: 50, y: 50))
            simulator.move(finger, to: CGPoint(x: 60, y: 60))
            simulator.lift(finger)
            let removed = removesSibling ? "Below" : "Vanishing"
            #expect(!log.lines.contains { $0.hasPrefix(removed) }, "delay \(delay), sibling \(removesSibling)")
            if let view = finger.touch.view { #expect(view.window === simulator.window) }
            #expect(simulator.issues.isEmpty)
        }
    }
}

import Foundation
import ResponderKit
import Testing

/// Issue 8's audit: Sources/ResponderKit has no `fatalError`, `precondition`, force unwrap or `try!` at
/// all; what UIKit answers with an exception (or a crash) is a programmer error here, reported with a
/// clear message in `simulator.issues` (and the trace), and the engine carries on unchanged.
@MainActor @Suite struct ProgrammerErrorTests {
    /// A recognizer subclass that sets states as its author wrote them, legal or not (GR11).
    final class Scripted: UIGestureRecognizer {
        var script: [UIGestureRecognizer.State] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            for state in script { self.state = state }
        }
    }

    @Test(
        "GR3: an illegal transition written by a subclass is refused with a clear message",
        arguments: [
            ([UIGestureRecognizer.State.began, .possible], "from began to possible"),
            ([.changed], "from possible to changed"),
            ([.cancelled], "from possible to cancelled"),
            ([.failed, .began], "from failed to began"),
            ([.ended, .changed], "from ended to changed"),
        ])
    func illegalTransition(script: [UIGestureRecognizer.State], expected: String) {
        let simulator = EventSimulator()
        let recognizer = Scripted(target: nil, action: nil)
        recognizer.name = "scripted"
        recognizer.script = script
        simulator.window.addGestureRecognizer(recognizer)
        simulator.tap(at: CGPoint(x: 10, y: 10))
        simulator.advance(by: 1)
        #expect(simulator.issues == ["illegal state transition of scripted \(expected) (GR3)"])
        // A subclass that began and never ends stays began (its author's bug); the others finished and reset.
        #expect(recognizer.state == (script.first == .began ? .began : .possible))
        simulator.tap(at: CGPoint(x: 10, y: 10))  // still works afterwards
        #expect(simulator.issues.count == 2)
    }

    @Test("Hierarchy: a view added to itself, to its descendant, or a window added as a subview is refused")
    func impossibleHierarchies() {
        let simulator = EventSimulator()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: .zero)
        simulator.window.addSubview(parent)
        parent.addSubview(child)
        parent.addSubview(parent)
        child.addSubview(parent)
        parent.insertSubview(UIWindow(frame: .zero), at: 0)
        #expect(
            simulator.issues == [
                "cannot add UIView as a subview of itself or of its own descendant",
                "cannot add UIView as a subview of itself or of its own descendant",
                "a UIWindow cannot be added as a subview",
            ])
        #expect(parent.superview === simulator.window && child.superview === parent && parent.subviews == [child])
    }

    @Test("Hierarchy: exchangeSubview with an index out of range is refused with a message (NSRangeException on iOS)")
    func exchangeOutOfRange() {
        let simulator = EventSimulator()
        let a = UIView(frame: .zero)
        let b = UIView(frame: .zero)
        simulator.window.addSubview(a)
        simulator.window.addSubview(b)
        simulator.window.exchangeSubview(at: 0, withSubviewAt: 5)
        simulator.window.exchangeSubview(at: -1, withSubviewAt: 0)
        #expect(
            simulator.issues == [
                "exchangeSubview(at: 0, withSubviewAt: 5): index out of range for 2 subviews of UIWindow",
                "exchangeSubview(at: -1, withSubviewAt: 0): index out of range for 2 subviews of UIWindow",
            ])
        #expect(simulator.window.subviews == [a, b])
        simulator.window.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(simulator.window.subviews == [b, a] && simulator.issues.count == 2)
    }

    @Test("G1: non-finite geometry is refused with a message and changes nothing (CALayerInvalidGeometry on iOS)")
    func nonFiniteGeometry() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.accessibilityIdentifier = "box"
        simulator.window.addSubview(view)
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        view.center = CGPoint(x: 0, y: CGFloat.infinity)
        view.bounds = CGRect(x: 0, y: 0, width: -CGFloat.infinity, height: 1)
        view.transform = CGAffineTransform(scaleX: .nan, y: 1)
        #expect(simulator.issues.count == 4)
        #expect(
            simulator.issues.allSatisfy {
                $0.hasPrefix("box.") && $0.hasSuffix("refused: not finite (CALayerInvalidGeometry on iOS)")
            })
        #expect(
            simulator.issues.first
                == "box.frame = {{nan, 0}, {10, 10}} refused: not finite (CALayerInvalidGeometry on iOS)")
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40) && view.transform.isIdentity)
        // Huge but finite geometry is fine, and hit-testing through it does not trap.
        view.center = CGPoint(x: 1.5e308, y: -1.5e308)
        #expect(simulator.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === simulator.window)
        #expect(simulator.issues.count == 4)
    }

    @Test("S1: a scroll view refusing a non-finite offset does not report a scroll")
    func nonFiniteOffset() {
        final class Scrolls: UIScrollViewDelegate {
            var count = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { count += 1 }
        }
        let simulator = EventSimulator()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = Scrolls()
        scroll.delegate = delegate
        simulator.window.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        #expect(delegate.count == 0 && scroll.contentOffset == .zero && simulator.issues.count == 1)
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        #expect(delegate.count == 1)
    }

    @Test("GR5: a recognizer required to fail for itself is refused with a message")
    func requiresItself() {
        let simulator = EventSimulator()
        let tap = UITapGestureRecognizer { _ in }
        tap.name = "tap"
        simulator.window.addGestureRecognizer(tap)
        tap.require(toFail: tap)
        #expect(simulator.issues == ["tap cannot require itself to fail (GR5); ignored"])
    }

    @Test("GR12: location(ofTouch:) out of range is reported and answers zero")
    func touchIndexOutOfRange() {
        let simulator = EventSimulator()
        let pan = UIPanGestureRecognizer { _ in }
        simulator.window.addGestureRecognizer(pan)
        let finger = simulator.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(pan.location(ofTouch: 3, in: nil) == .zero)
        simulator.lift(finger)
        #expect(simulator.issues == ["location(ofTouch: 3) out of range: 1 touches"])
    }

    @Test("C4: an action sent to a target that cannot perform it is reported (unrecognized selector on iOS)")
    func targetCannotPerform() {
        final class Plain {}
        let simulator = EventSimulator()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        simulator.window.addSubview(button)
        let target = Plain()
        button.addTarget(target, action: "save", for: .touchUpInside)
        button.addTarget(nil, action: "print", for: .touchUpInside)  // nobody up the chain: dropped, as in UIKit
        simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(simulator.issues.count == 1)
        #expect(simulator.issues.first?.hasPrefix("-[Plain save]: unrecognized selector sent to instance 0x") == true)
        withExtendedLifetime(target) {}
    }

    @Test("R1: presenting twice, or from a controller outside any window, is reported")
    func presentation() {
        let simulator = EventSimulator()
        let root = UIViewController()
        simulator.window.rootViewController = root
        root.present(UIViewController(), animated: false)
        root.present(UIViewController(), animated: false)
        #expect(simulator.issues == ["already presenting a view controller"])
    }

    @Test("A.1: bad simulator input is refused with a message and sends nothing")
    func badSimulatorInput() {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        let finger = simulator.touchDown(at: CGPoint(x: 10, y: 10))
        simulator.lift(finger)
        let events = simulator.trace.lines(kinds: ["event"]).count
        let other = simulator.touchDown(at: CGPoint(x: 20, y: 20))
        simulator.touchDown(at: [CGPoint]())
        simulator.touchDown(at: CGPoint(x: CGFloat.nan, y: 0))
        simulator.move(finger, to: CGPoint(x: 1, y: 1))
        simulator.move([other], to: [CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2)])
        simulator.move(other, to: CGPoint(x: CGFloat.infinity, y: 1))
        simulator.move([], to: [])
        simulator.lift([other, other])
        simulator.lift([])
        simulator.cancel(finger)
        simulator.advance(by: -1)
        simulator.advance(by: .nan)
        simulator.drag(from: .zero, to: CGPoint(x: 1, y: 1), duration: -1)
        simulator.drag(from: .zero, to: CGPoint(x: 1, y: 1), steps: 0)
        simulator.swipe(from: .zero, direction: [.left, .right])
        simulator.pinch(center: .zero, startDistance: 0, endDistance: 10)
        simulator.tap(at: [CGPoint]())
        simulator.shake(duration: -1)
        simulator.sendRemoteControl(.motionShake)
        #expect(
            simulator.issues == [
                "touchDown(at:): no points",
                "touchDown(at:): point 0 is not finite: {nan, 0}",
                "move: touch 1 has already ended",
                "move(_:to:): 1 touches but 2 points",
                "move(_:to:): point 0 is not finite: {inf, 1}",
                "move: no touches",
                "lift: touch 2 is listed twice",
                "lift: no touches",
                "cancel: touch 1 has already ended",
                "advance(by:): duration must be finite and not negative, got -1.0",
                "advance(by:): duration must be finite and not negative, got nan",
                "drag: duration must be finite and not negative, got -1.0",
                "drag: steps must be at least 1, got 0",
                "swipe: direction must be exactly one of .right, .left, .up, .down",
                "pinch: distances must be finite and positive, got 0.0 and 10.0",
                "tap(at:): no points",
                "shake(duration:): duration must be finite and not negative, got -1.0",
                "sendRemoteControl: motionShake is not a remote-control subtype",
            ])
        // Only touch 2's down reached the engine; it can still be lifted.
        #expect(simulator.trace.lines(kinds: ["event"]).count == events + 1)
        simulator.lift(other)
        #expect(simulator.issues.count == 18)
    }
}

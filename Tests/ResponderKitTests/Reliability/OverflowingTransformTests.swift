import Foundation
import Testing

@testable import ResponderKit

/// Hostile input (Reliability): a finite transform whose frame overflows (scale 1e300 on a 100-point view). Accepted,
/// as UIKit accepts it (G3 refuses only non-finite entries); the frame reads with infinite edges and never NaN (G6);
/// hit-testing maps points in through the inverse and neither traps nor hits on account of an overflow
/// (H12); conversions that overflow are reported (G5); layout places the untransformed frame (LY21).
@MainActor @Suite struct OverflowingTransformTests {
    /// A window with a 300 × 300 container at the origin and `view` (100 × 100, centered at (150, 150)).
    static func host(_ transform: CGAffineTransform) -> (EventSimulator, UIView, UIView) {
        let simulator = EventSimulator()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        simulator.window.addSubview(container)
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        container.addSubview(view)
        view.transform = transform
        return (simulator, container, view)
    }

    @MainActor final class Counter { var count = 0 }

    static func hasNaN(_ rect: CGRect) -> Bool {
        rect.origin.x.isNaN || rect.origin.y.isNaN || rect.width.isNaN || rect.height.isNaN
    }

    @Test("G6: a huge finite scale is accepted; the frame has infinite edges")
    func hugeScaleFrame() {
        let (simulator, _, view) = Self.host(CGAffineTransform(scaleX: 1e308, y: 1e308))
        #expect(view.transform.a == 1e308, "accepted (G3 refuses only non-finite entries)")
        let frame = view.frame
        // The corners are at 150 ± 50 × 1e308: both overflow, one to each side.
        #expect(frame.origin.x == -.infinity && frame.origin.y == -.infinity)
        #expect(frame.width == .infinity && frame.height == .infinity)
        #expect(view.center == CGPoint(x: 150, y: 150) && view.bounds.size == CGSize(width: 100, height: 100))
        #expect(simulator.issues.isEmpty, "reading the frame reports nothing")
        // Written back, the infinite frame is refused (G3) and changes nothing.
        view.frame = frame
        #expect(simulator.issues.count == 1)
        #expect(view.center == CGPoint(x: 150, y: 150) && view.bounds.size == CGSize(width: 100, height: 100))
    }

    @Test(
        "G6: an axis whose corners overflow both ways (∞ − ∞) spans the whole axis, never NaN",
        arguments: [1e308, -1e308])
    func oppositeOverflowsSpanTheAxis(c: Double) {
        // x' = 1e308·x ± 1e308·y: the corners (−50, 50) and (50, −50) (or the other pair) are ∞ − ∞.
        let (simulator, _, view) = Self.host(CGAffineTransform(a: 1e308, b: 0, c: c, d: 1, tx: 0, ty: 0))
        let frame = view.frame
        #expect(!Self.hasNaN(frame))
        #expect(frame.origin.x == -.infinity && frame.width == .infinity)
        // y' = y: the y axis is the untransformed one.
        #expect(frame.origin.y == 100 && frame.height == 100)
        #expect(simulator.issues.isEmpty)
    }

    @Test("G6: a translation past the largest double moves the frame to infinity, not NaN")
    func translationOverflow() {
        // x' = ±5e307 + 1.797e308 + 150: the right edge overflows, the left does not.
        let (_, _, view) = Self.host(
            CGAffineTransform(a: 1e306, b: 0, c: 0, d: 1, tx: .greatestFiniteMagnitude, ty: 0))
        let frame = view.frame
        #expect(!Self.hasNaN(frame))
        #expect(frame.minX.isFinite && frame.minX > 1e308)
        #expect(frame.width == .infinity && frame.maxX == .infinity)
        #expect(frame.origin.y == 100 && frame.height == 100)
    }

    @Test("H12: a view scaled by 1e300 covers the plane: hit wherever its superview is touched")
    func hitTestThroughHugeScale() {
        let (simulator, container, view) = Self.host(CGAffineTransform(scaleX: 1e300, y: 1e300))
        let child = UIView(frame: CGRect(x: 45, y: 45, width: 10, height: 10))  // around the bounds' center
        view.addSubview(child)
        let corner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))  // away from the center
        view.addSubview(corner)
        let onTop = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        container.addSubview(onTop)
        // Every window point maps to within 1e-297 of the view's center: its child there answers.
        for point in [CGPoint(x: 299, y: 299), CGPoint(x: 150, y: 150), CGPoint(x: 60, y: 5), CGPoint(x: 0.5, y: 299)] {
            #expect(simulator.window.hitTest(point, with: nil) === child, "\(point)")
        }
        #expect(simulator.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === onTop, "the sibling above still wins")
        #expect(
            simulator.window.hitTest(CGPoint(x: 310, y: 10), with: nil) === simulator.window, "outside the container")
        // The same through touches: a tap anywhere on the container reaches the child.
        let counter = Counter()
        child.addGestureRecognizer(UITapGestureRecognizer { _ in counter.count += 1 })
        simulator.tap(at: CGPoint(x: 250, y: 30))
        #expect(counter.count == 1)
        #expect(simulator.issues.isEmpty)
    }

    @Test("H12, G5: a transform whose inverse underflows is singular: not hit, nothing below it either")
    func hugeAndTinyIsSingular() {
        // det = 1, but 1e-308 next to 1e308 is lost: no inverse in floating point (G5).
        let (simulator, container, view) = Self.host(CGAffineTransform(a: 1e308, b: 0, c: 0, d: 1e-308, tx: 0, ty: 0))
        view.addSubview(UIView(frame: view.bounds))
        for point in [CGPoint(x: 150, y: 150), CGPoint(x: 10, y: 150), CGPoint(x: 299, y: 150)] {
            #expect(simulator.window.hitTest(point, with: nil) === container, "\(point)")
        }
        #expect(simulator.issues.isEmpty)
    }

    @Test("H12: among 64+ subviews (the spatial index) a view with an infinite frame is still asked")
    func spatialIndexAsksInfiniteFrames() {
        let simulator = EventSimulator()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        simulator.window.addSubview(container)
        let huge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        huge.transform = CGAffineTransform(scaleX: 1e308, y: 1e308)
        container.addSubview(huge)
        for index in 0..<80 {
            container.addSubview(
                UIView(frame: CGRect(x: CGFloat(index % 10) * 20, y: CGFloat(index / 10) * 20, width: 5, height: 5)))
        }
        #expect(container.subviews.count >= SubviewIndex.minimumSubviews)
        // Far from the small views only the huge one (below them all) holds the point.
        #expect(container.hitTest(CGPoint(x: 290, y: 290), with: nil) === huge)
        #expect(container.hitTest(CGPoint(x: 1, y: 1), with: nil) === container.subviews[1])
        #expect(simulator.issues.isEmpty)
    }

    @Test(
        "G5: conversions out of a 1e308-scaled view overflow and are reported once; into it they are finite")
    func conversions() {
        let (simulator, container, view) = Self.host(CGAffineTransform(scaleX: 1e308, y: 1e308))
        let inside = container.convert(CGPoint(x: 10, y: 290), to: view)
        #expect(inside.x.isFinite && inside.y.isFinite)
        #expect(abs(inside.x - 50) < 1e-6 && abs(inside.y - 50) < 1e-6, "every point maps next to the center")
        #expect(simulator.issues.isEmpty)
        let out = view.convert(CGPoint(x: 0, y: 0), to: container)
        #expect(!out.x.isFinite)
        _ = view.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: container)
        #expect(simulator.issues.count == 1, "\(simulator.issues)")
        #expect(simulator.issues.first?.contains("not finite") == true)
    }

    @Test("LY21: autoresizing and Auto Layout place the untransformed frame of a huge view")
    func layout() {
        let (simulator, container, view) = Self.host(CGAffineTransform(scaleX: 1e308, y: 1e308))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.bounds.size = CGSize(width: 400, height: 500)
        container.layoutIfNeeded()
        #expect(view.bounds.size == CGSize(width: 200, height: 300))
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        pinned.transform = CGAffineTransform(scaleX: 1e308, y: -1e308)
        container.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            pinned.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            pinned.widthAnchor.constraint(equalToConstant: 30), pinned.heightAnchor.constraint(equalToConstant: 40),
        ])
        container.layoutIfNeeded()
        #expect(pinned.center == CGPoint(x: 25, y: 40) && pinned.bounds.size == CGSize(width: 30, height: 40))
        #expect(!Self.hasNaN(pinned.frame))
        #expect(simulator.issues.isEmpty, "\(simulator.issues)")
    }
}

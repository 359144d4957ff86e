import Foundation
import ResponderKit
import Testing

// User classes as apps write them: they override `hitTest` (H4 interception, H5 forwarding) or
// `point(inside:)` (H6), or nothing at all. The spatial index must ask every one of them (`hittest.wide10k`).

/// H4: takes every point inside it for itself; its subviews get nothing.
@MainActor final class IndexInterceptingView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
        return self.point(inside: point, with: event) ? self : nil
    }
}

/// H5: also asks its subviews for points outside its own bounds (the raised tab-bar button).
@MainActor final class IndexForwardingView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let hit = super.hitTest(point, with: event) { return hit }
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return nil
    }
}

/// H6: hittable `margin` points around its bounds.
@MainActor final class WideTouchView: UIView {
    var margin: CGFloat = 12
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -margin, dy: -margin).contains(point)
    }
}

/// A user subclass that overrides nothing: still not one of ResponderKit's classes, so always asked.
@MainActor final class PlainSubclassView: UIView {}

/// UIKit's reverse scan (H1–H3, H9), written with the public API only: user classes that override
/// `hitTest` answer for themselves; for ResponderKit's own classes H1–H3 are re-implemented here.
@MainActor enum ReferenceHitTest {
    static func hitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
        if view is IndexInterceptingView || view is IndexForwardingView { return view.hitTest(point, with: nil) }
        if view.isHidden || !view.isUserInteractionEnabled || view.alpha < 0.01 { return nil }
        // G5: a singular transform leaves nothing to touch.
        let t = view.transform
        if t.a * t.d - t.b * t.c == 0 { return nil }
        if let control = view as? UIControl, !control.isEnabled { return nil }
        let inside = view is WideTouchView ? view.point(inside: point, with: nil) : halfOpen(view.bounds, point)
        guard inside else { return nil }
        for child in view.subviews.reversed() {
            if let hit = hitTest(child, toChild(child, point)) { return hit }
        }
        return view
    }

    /// H2: `bounds.contains(point)`, half-open as CoreGraphics', on the standardized rectangle.
    static func halfOpen(_ r: CGRect, _ p: CGPoint) -> Bool {
        let s = r.standardized
        return p.x >= s.origin.x && p.x < s.origin.x + s.width && p.y >= s.origin.y && p.y < s.origin.y + s.height
    }

    /// From the superview's coordinates to `view`'s (G2): about the center, through the inverse transform,
    /// then into the bounds (whose origin shifts the subviews, as a scroll view's offset does).
    static func toChild(_ view: UIView, _ q: CGPoint) -> CGPoint {
        var dx = q.x - view.center.x
        var dy = q.y - view.center.y
        let t = view.transform
        if !t.isIdentity {
            let inverse = t.inverted()
            let x = inverse.a * dx + inverse.c * dy + inverse.tx
            let y = inverse.b * dx + inverse.d * dy + inverse.ty
            dx = x
            dy = y
        }
        let b = view.bounds
        return CGPoint(x: dx + b.origin.x + b.size.width * 0.5, y: dy + b.origin.y + b.size.height * 0.5)
    }
}

/// The spatial index (`hittest.wide10k`) used for views with ≥ 64 subviews gives exactly the reverse scan's answer,
/// for random overlapping, hidden, transparent, disabled, rotated, scaled and user-class views, at random
/// points and at points on and next to frame edges, also after frames, order and membership change.
@MainActor @Suite struct SpatialIndexEquivalenceTests {
    static let seed: UInt64 = 0x1D_E7_00_07
    /// 12 trees by default; `INDEX_TREES=n` explores further.
    static let trees = Int(ProcessInfo.processInfo.environment["INDEX_TREES"] ?? "") ?? 12

    /// A random world: wide views (≥ 64 subviews, some nested in each other) among ordinary ones.
    @MainActor struct Forest {
        let simulator = EventSimulator()
        var wide: [UIView] = []
        var all: [UIView] = []

        init(rng: inout SplitMix64) {
            let window = simulator.window
            // One wide view at the window's origin, untransformed: its subviews' frame edges are window
            // points exactly, so edge points test the index's boundaries without rounding on the way.
            let flat = UIView(frame: window.bounds)
            window.addSubview(flat)
            wide.append(flat)
            all.append(flat)
            fill(flat, count: rng.int(64...300), depth: 0, rng: &rng)
            for _ in 0..<rng.int(1...3) {
                let container = Self.makeView(&rng, in: window.bounds.size)
                window.insertSubview(container, at: rng.int(0...window.subviews.count))
                all.append(container)
                if rng.chance(0.7) {
                    wide.append(container)
                    fill(container, count: rng.int(64...160), depth: 0, rng: &rng)
                }
            }
        }

        mutating func fill(_ parent: UIView, count: Int, depth: Int, rng: inout SplitMix64) {
            for _ in 0..<count {
                let child = Self.makeView(&rng, in: parent.bounds.size)
                parent.addSubview(child)
                all.append(child)
                if depth == 0 && rng.chance(0.04) {
                    wide.append(child)
                    fill(child, count: rng.int(64...90), depth: 1, rng: &rng)
                } else if depth < 2 && rng.chance(0.15) {
                    fill(child, count: rng.int(1...4), depth: depth + 1, rng: &rng)
                }
            }
        }

        static func makeView(_ rng: inout SplitMix64, in size: CGSize) -> UIView {
            let frame = CGRect(
                x: rng.coordinate(-30...max(-29, size.width)), y: rng.coordinate(-30...max(-29, size.height)),
                width: rng.chance(0.02) ? -rng.coordinate(5...60) : rng.coordinate(2...120),
                height: rng.coordinate(2...120))
            let view: UIView
            switch rng.int(0...99) {
            case 0..<48: view = UIView(frame: frame)
            case 48..<56: view = UIButton(frame: frame)
            case 56..<60: view = UILabel(frame: frame)
            case 60..<62: view = UIImageView(frame: frame)
            case 62..<66: view = UIControl(frame: frame)
            case 66..<68: view = UISwitch(frame: frame)
            case 68..<74:
                let scroll = UIScrollView(frame: frame)
                scroll.contentSize = CGSize(width: frame.width * 3, height: frame.height * 3)
                scroll.contentOffset = CGPoint(x: rng.coordinate(0...40), y: rng.coordinate(0...40))
                view = scroll
            case 74..<79: view = IndexInterceptingView(frame: frame)
            case 79..<85: view = IndexForwardingView(frame: frame)
            case 85..<94:
                let wideTouch = WideTouchView(frame: frame)
                wideTouch.margin = rng.pick([5, 12, 30])
                view = wideTouch
            default: view = PlainSubclassView(frame: frame)
            }
            if rng.chance(0.08) { view.isHidden = true }
            if rng.chance(0.08) { view.alpha = rng.pick([0, 0.005, 0.0099, 0.01, 0.3]) }
            if rng.chance(0.05) { view.isUserInteractionEnabled = false }
            if let control = view as? UIControl, rng.chance(0.15) { control.isEnabled = false }
            view.transform = randomTransform(&rng)
            return view
        }

        static func randomTransform(_ rng: inout SplitMix64) -> CGAffineTransform {
            switch rng.int(0...99) {
            case 0..<14:
                return CGAffineTransform(rotationAngle: rng.pick([.pi / 2, .pi, -.pi / 2, .pi / 4, 0.3, -1.1, 2.5]))
            case 14..<24: return CGAffineTransform(scaleX: rng.pick([0.5, 1.5, 2, -1]), y: rng.pick([0.25, 1, 3]))
            case 24..<29:
                return CGAffineTransform(rotationAngle: rng.pick([0.7, -2])).scaledBy(x: rng.pick([0.5, 2]), y: 1.5)
            case 29..<31: return CGAffineTransform(translationX: rng.coordinate(-20...20), y: rng.coordinate(-20...20))
            case 31: return CGAffineTransform(scaleX: 0, y: rng.pick([0, 1]))  // singular: not invertible
            default: return .identity
            }
        }
    }

    /// Random points, arbitrary doubles, and points on, just inside and just outside subviews' frames.
    static func points(_ forest: Forest, count: Int, rng: inout SplitMix64) -> [CGPoint] {
        var result: [CGPoint] = []
        let flat = forest.wide[0]
        for _ in 0..<count {
            switch rng.int(0...9) {
            case 0..<5:
                result.append(CGPoint(x: rng.coordinate(-50...425), y: rng.coordinate(-50...717)))
            case 5..<7:
                result.append(CGPoint(x: -50 + rng.unit() * 475, y: -50 + rng.unit() * 767))
            default:
                guard !flat.subviews.isEmpty else { continue }
                let frame = rng.pick(flat.subviews).frame
                let xs = [frame.minX, frame.maxX, frame.maxX.nextDown, frame.minX.nextDown, frame.midX]
                let ys = [frame.minY, frame.maxY, frame.maxY.nextDown, frame.minY.nextDown, frame.midY]
                result.append(CGPoint(x: rng.pick(xs), y: rng.pick(ys)))
            }
        }
        return result
    }

    static func describe(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        var path: [String] = []
        var current: UIView? = view
        while let v = current, let parent = v.superview {
            path.append("\(type(of: v))[\(parent.subviews.firstIndex { $0 === v } ?? -1)]")
            current = parent
        }
        let t = view.transform
        let f = view.frame
        return path.reversed().joined(separator: " > ")
            + " (frame \(f.minX), \(f.minY), \(f.width) x \(f.height); transform \(t.a) \(t.b) \(t.c) \(t.d))"
    }

    /// Compares the engine with the reference at `points`; the mismatches, described.
    static func mismatches(_ forest: Forest, _ points: [CGPoint], context: String) -> [String] {
        let window = forest.simulator.window
        var found: [String] = []
        for p in points {
            let engine = window.hitTest(p, with: nil)
            let reference = ReferenceHitTest.hitTest(window, p)
            if engine !== reference {
                found.append("\(context) at \(p): engine \(describe(engine)), reverse scan \(describe(reference))")
            }
        }
        return found
    }

    /// Random changes of geometry, order and membership, made between lookups: the index must follow.
    static func mutate(_ forest: inout Forest, rng: inout SplitMix64) {
        for _ in 0..<rng.int(1...12) {
            let parent = rng.pick(forest.wide)
            guard !parent.subviews.isEmpty else { continue }
            let child = rng.pick(parent.subviews)
            switch rng.int(0...11) {
            case 0: child.frame = child.frame.offsetBy(dx: rng.coordinate(-60...60), dy: rng.coordinate(-60...60))
            case 1: child.center = CGPoint(x: rng.coordinate(0...375), y: rng.coordinate(0...667))
            case 2: child.transform = Forest.randomTransform(&rng)
            case 3: child.bounds.size = CGSize(width: rng.coordinate(2...150), height: rng.coordinate(2...150))
            case 4: child.bounds.origin = CGPoint(x: rng.coordinate(-30...30), y: rng.coordinate(-30...30))
            case 5: parent.bringSubviewToFront(child)
            case 6: parent.sendSubviewToBack(child)
            case 7:
                parent.exchangeSubview(
                    at: rng.int(0...(parent.subviews.count - 1)),
                    withSubviewAt: rng.int(0...(parent.subviews.count - 1)))
            case 8: child.removeFromSuperview()
            case 9:
                let view = Forest.makeView(&rng, in: parent.bounds.size)
                parent.insertSubview(view, at: rng.int(0...parent.subviews.count))
                forest.all.append(view)
            case 10: child.isHidden.toggle()
            default:
                // Move a subview from one wide view to another.
                let other = rng.pick(forest.wide)
                if other !== child && !other.isDescendant(of: child) { other.addSubview(child) }
            }
        }
    }

    @Test("Spatial index, H1–H6: the spatial index answers exactly as the reverse scan, before and after mutations")
    func equivalence() {
        var failures: [String] = []
        var checked = 0
        for number in 0..<Self.trees {
            var rng = SplitMix64(seed: Self.seed &+ UInt64(number))
            var forest = Forest(rng: &rng)
            #expect(forest.wide.allSatisfy { $0.subviews.count >= 64 })
            let first = Self.points(forest, count: 1500, rng: &rng)
            failures += Self.mismatches(forest, first, context: "tree \(number)")
            checked += first.count
            for round in 0..<6 {
                Self.mutate(&forest, rng: &rng)
                let again = Self.points(forest, count: 250, rng: &rng)
                failures += Self.mismatches(forest, again, context: "tree \(number) after mutation round \(round)")
                checked += again.count
            }
            #expect(forest.simulator.issues.isEmpty)
        }
        #expect(checked >= Self.trees * 3000)
        #expect(
            failures.isEmpty,
            "seed 0x\(String(Self.seed, radix: 16)): \(failures.count) of \(checked) points differ:\n\(failures.prefix(20).joined(separator: "\n"))"
        )
    }

    @Test("Spatial index: hit-testing through many subviews with dispatch and tracing on or off finds the same views")
    func traceOnAndOffAgree() {
        var rng = SplitMix64(seed: Self.seed ^ 0xD15)
        let forest = Forest(rng: &rng)
        let points = Self.points(forest, count: 200, rng: &rng)
        func bound(tracing: Bool) -> [String] {
            // The same forest in a second run: rebuild it from the same seed.
            var again = SplitMix64(seed: Self.seed ^ 0xD15)
            let world = Forest(rng: &again)
            world.simulator.trace.isEnabled = tracing
            var hits: [String] = []
            for p in points where p.x >= 0 && p.y >= 0 && p.x < 375 && p.y < 667 {
                let finger = world.simulator.touchDown(at: p)
                hits.append(Self.describe(finger.touch.view))
                world.simulator.lift(finger)
                world.simulator.advance(by: 1)
            }
            return hits
        }
        let traced = bound(tracing: true)
        let untraced = bound(tracing: false)
        #expect(traced.count > 100)
        for (index, (a, b)) in zip(traced, untraced).enumerated() where a != b {
            Issue.record("touch \(index + 1): traced scan bound \(a), the index \(b)")
        }
        withExtendedLifetime(forest) {}
    }
}

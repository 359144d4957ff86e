import Foundation
import ResponderKit
import Testing

/// G1 (frame reads), G4 (frame writes under a transform), G5 (singular transforms), and a property test
/// of conversion round trips and frame round trips for random invertible transforms.
@MainActor @Suite struct TransformFrameTests {
    // MARK: G4: setting frame under a transform

    @Test("G4: scale 2 — frame (10, 10, 60, 40) gives bounds.size (30, 20), center (40, 30), and reads back")
    func frameUnderScale() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.bounds.origin = CGPoint(x: 3, y: 4)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        #expect(view.bounds == CGRect(x: 3, y: 4, width: 30, height: 20))  // the origin is kept
        #expect(view.center == CGPoint(x: 40, y: 30))
        #expect(view.frame == CGRect(x: 10, y: 10, width: 60, height: 40))
    }

    @Test("G4: a quarter turn swaps the frame's sides into bounds.size (40, 60); a flip keeps them")
    func frameUnderQuarterTurnAndFlip() {
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        #expect(isClose(view.bounds.size, CGSize(width: 40, height: 60)))
        #expect(view.center == CGPoint(x: 40, y: 30))
        #expect(isClose(view.frame, CGRect(x: 10, y: 10, width: 60, height: 40)))
        view.transform = CGAffineTransform(scaleX: -1, y: 3)
        view.frame = CGRect(x: -20, y: 0, width: 50, height: 90)
        #expect(view.bounds.size == CGSize(width: 50, height: 30))
        #expect(view.frame == CGRect(x: -20, y: 0, width: 50, height: 90))
    }

    @Test("G4: the transform's translation is part of the frame, so center = midpoint − translation")
    func frameUnderTranslation() {
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(translationX: 15, y: -10)
        view.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        #expect(view.center == CGPoint(x: 25, y: 40))
        #expect(view.bounds.size == CGSize(width: 60, height: 40))
        #expect(view.frame == CGRect(x: 10, y: 10, width: 60, height: 40))
    }

    @Test("G4: at 45° bounds.size is the frame's box turned back, (100/√2)² here; the frame then reads larger")
    func frameUnderOddRotation() {
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        let side = 100 / 2.squareRoot()  // (60 + 40) · cos 45°
        #expect(isClose(view.bounds.size, CGSize(width: side, height: side)))
        #expect(view.center == CGPoint(x: 30, y: 20))
        // The box of a side × side square turned 45° is side·√2 = 100 wide, around the same center.
        #expect(isClose(view.frame, CGRect(x: -20, y: -30, width: 100, height: 100)))
    }

    @Test("G1: a rotated view's frame is the bounding box of its turned bounds (30°, 90°, 180°)")
    func rotatedFrameReads() {
        let view = UIView(frame: CGRect(x: 150, y: 270, width: 100, height: 60))  // center (200, 300)
        let cases: [(CGFloat, CGSize)] = [
            (.pi / 6, CGSize(width: 50 * 3.squareRoot() + 30, height: 50 + 30 * 3.squareRoot())),
            (.pi / 2, CGSize(width: 60, height: 100)),
            (.pi, CGSize(width: 100, height: 60)),
        ]
        for (angle, size) in cases {
            view.transform = CGAffineTransform(rotationAngle: angle)
            let expected = CGRect(
                x: 200 - size.width / 2, y: 300 - size.height / 2, width: size.width, height: size.height)
            #expect(isClose(view.frame, expected), "angle \(angle)")
            #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
        }
    }

    // MARK: G5: singular transforms

    @Test("G5: a scale-0 view is not hit (nor its subviews), as on iOS; the trace says why")
    func singularNotHit() {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let flat = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        simulator.window.addSubview(parent)
        parent.addSubview(flat)
        flat.addSubview(child)
        #expect(simulator.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === child)
        for transform in [CGAffineTransform(scaleX: 0, y: 0), CGAffineTransform(scaleX: 0, y: 1)] {
            flat.transform = transform
            #expect(simulator.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === parent)
        }
        let touch = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(touch.touch.view === parent)
        #expect(simulator.trace.lines().contains("UIView#2 skipped: transform not invertible"))
        simulator.lift(touch)
        #expect(simulator.issues.isEmpty)
    }

    @Test("G5: converting into a scale-0 view gives its pseudo-inverse's point, finite and unreported")
    func singularConversion() {
        let simulator = EventSimulator()
        let flat = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 80))  // center (100, 90)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        simulator.window.addSubview(flat)
        flat.addSubview(child)
        flat.transform = CGAffineTransform(scaleX: 0, y: 0)
        // Every window point collapses onto the bounds' center.
        #expect(flat.convert(CGPoint(x: 7, y: 300), from: nil) == CGPoint(x: 50, y: 40))
        // Along a collapsed axis only: scale (0, 2) keeps y (halved back), x goes to the center.
        flat.transform = CGAffineTransform(scaleX: 0, y: 2)
        #expect(isClose(flat.convert(CGPoint(x: 7, y: 110), from: nil), CGPoint(x: 50, y: 50)))
        // Below the common ancestor nothing is lost: the child to its singular parent is exact.
        #expect(child.convert(CGPoint(x: 1, y: 2), to: flat) == CGPoint(x: 11, y: 12))
        #expect(flat.convert(CGPoint(x: 11, y: 12), to: child) == CGPoint(x: 1, y: 2))
        // Upward the transform just applies: the whole view sits on the center's vertical line.
        #expect(isClose(flat.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 100, y: 10)))
        #expect(simulator.issues.isEmpty)
    }

    @Test("G5: frame set under a singular transform sets center (less the translation) and keeps bounds.size")
    func singularFrameSet() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view.transform = CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 5, ty: 0)
        view.frame = CGRect(x: 100, y: 100, width: 10, height: 10)
        #expect(view.center == CGPoint(x: 100, y: 105))
        #expect(view.bounds.size == CGSize(width: 40, height: 30))
        #expect(view.frame == CGRect(x: 105, y: 105, width: 0, height: 0))
    }

    // MARK: Property test

    /// A random invertible transform: rotation by any angle, scale in ±[0.25, 4] per axis, translation.
    static func randomTransform(_ rng: inout SplitMix64) -> CGAffineTransform {
        var t = CGAffineTransform.identity
        if rng.chance(0.6) { t = t.rotated(by: CGFloat(rng.unit() * 2 * .pi)) }
        if rng.chance(0.6) {
            let sx = CGFloat(0.25 + rng.unit() * 3.75) * (rng.chance(0.2) ? -1 : 1)
            let sy = CGFloat(0.25 + rng.unit() * 3.75) * (rng.chance(0.2) ? -1 : 1)
            t = t.scaledBy(x: sx, y: sy)
        }
        if rng.chance(0.4) { t = t.translatedBy(x: rng.coordinate(-40...40), y: rng.coordinate(-40...40)) }
        return t
    }

    /// Relative closeness: the points may be far from the origin after a few scales.
    static func near(_ a: CGPoint, _ b: CGPoint) -> Bool {
        let scale = Swift.max(1, Swift.max(abs(b.x), abs(b.y)))
        return abs(a.x - b.x) <= 1e-9 * scale && abs(a.y - b.y) <= 1e-9 * scale
    }

    @Test("G2 property (seeded): convert(convert(p, to: a), from: a) ≈ p for random transforms, origins, anchors")
    func conversionRoundTrips() {
        var rng = SplitMix64(seed: 0x6E0_2024)
        var failures: [String] = []
        for round in 0..<200 {
            let simulator = EventSimulator()
            var views: [UIView] = [simulator.window]
            for _ in 0..<rng.int(3...8) {
                let view = UIView(
                    frame: CGRect(
                        x: rng.coordinate(-50...300), y: rng.coordinate(-50...500), width: rng.coordinate(1...200),
                        height: rng.coordinate(1...200)))
                view.bounds.origin = CGPoint(x: rng.coordinate(-30...30), y: rng.coordinate(-30...30))
                view.transform = Self.randomTransform(&rng)
                rng.pick(views).addSubview(view)
                views.append(view)
            }
            let detached = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
            detached.transform = Self.randomTransform(&rng)
            let source = rng.pick(Array(views.dropFirst()))
            let anchor: UIView? = rng.chance(0.2) ? nil : rng.pick(views)
            let p = CGPoint(x: rng.coordinate(-100...100), y: rng.coordinate(-100...100))
            let there = source.convert(p, to: anchor)
            let back = source.convert(there, from: anchor)
            if !Self.near(back, p) { failures.append("round \(round): \(p) -> \(there) -> \(back)") }
            // Outside a window too: a detached subtree meets in its root's superview space.
            detached.addSubview(UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)))
            let leaf = detached.subviews[0]
            if !Self.near(leaf.convert(leaf.convert(p, to: nil), from: nil), p) {
                failures.append("round \(round): detached")
            }
            if !simulator.issues.isEmpty { failures.append("round \(round): issues \(simulator.issues)") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test(
        "G4 property (seeded): frame round-trips for scales, flips and quarter turns; otherwise it holds the set frame around its midpoint"
    )
    func frameRoundTrips() {
        var rng = SplitMix64(seed: 0xF7A3E)
        var failures: [String] = []
        for round in 0..<300 {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let axisAligned = rng.chance(0.5)
            if axisAligned {
                let quarter = CGAffineTransform(rotationAngle: CGFloat(rng.int(0...3)) * .pi / 2)
                let sx = CGFloat(0.25 + rng.unit() * 3.75) * (rng.chance(0.3) ? -1 : 1)
                let sy = CGFloat(0.25 + rng.unit() * 3.75) * (rng.chance(0.3) ? -1 : 1)
                view.transform = quarter.scaledBy(x: sx, y: sy).translatedBy(x: rng.coordinate(-9...9), y: 0)
            } else {
                view.transform = Self.randomTransform(&rng)
            }
            let frame = CGRect(
                x: rng.coordinate(-200...200), y: rng.coordinate(-200...200), width: rng.coordinate(0...300),
                height: rng.coordinate(0...300))
            view.frame = frame
            let read = view.frame
            let tolerance = 1e-9 * Swift.max(1, abs(frame.maxX), abs(frame.maxY), abs(frame.minX), abs(frame.minY))
            if axisAligned {
                if !isClose(read, frame, tolerance: tolerance) {
                    failures.append("round \(round): \(frame) -> \(read)")
                }
            } else {
                let holds =
                    read.minX <= frame.minX + tolerance && read.minY <= frame.minY + tolerance
                    && read.maxX >= frame.maxX - tolerance && read.maxY >= frame.maxY - tolerance
                let centered = isClose(
                    CGPoint(x: read.midX, y: read.midY), CGPoint(x: frame.midX, y: frame.midY), tolerance: tolerance)
                if !holds || !centered { failures.append("round \(round): \(frame) -> \(read)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}

func isClose(_ a: CGSize, _ b: CGSize, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

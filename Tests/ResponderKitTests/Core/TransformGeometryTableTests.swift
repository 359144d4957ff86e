import Foundation
import ResponderKit
import Testing

/// G1, G2, G4, H1 through transforms: a table of every combination of where the transform is (on an
/// ancestor A, on the view V itself, on V's descendant D), what it is (scale (2, 0.5), an exact quarter
/// turn, a translation (15, -10)), V's `bounds.origin` (zero or (5, -7)) and the anchor of the conversion
/// (the window via `nil`, A, D, or V's sibling S), for the point (8, 5) in V.
///
/// The scene: A at frame (100, 100, 200, 200) in the window, V at (50, 50, 100, 60) in A, D at
/// (10, 20, 30, 20) in V, S at (10, 150, 40, 30) in A. One level maps p to its superview as
/// `center + M·(p − bounds.origin − size/2) + t` (UIKit's, anchor point at the center). Worked by hand:
/// - ancestor scale, to the window: in A, (8, 5) is (58, 55); about A's center (100, 100) that is
///   (−42, −45), scaled (−84, −22.5), plus the window's center of A (200, 200): (116, 177.5);
/// - V turned a quarter, to A: (8, 5) − (50, 30) = (−42, −25), turned (x, y) ↦ (−y, x): (25, −42),
///   plus V's center (100, 80): (125, 38);
/// - D turned a quarter, V's (8, 5) into D: (8, 5) − D's center (25, 30) = (−17, −25), turned back
///   (x, y) ↦ (y, −x): (−25, 17), plus D's half size (15, 10): (−10, 27);
/// - bounds.origin (5, −7) on V moves its own points by (−5, +7) in A — and leaves D's answer alone,
///   because D's frame is in V's bounds coordinates.
@MainActor @Suite struct TransformGeometryTableTests {
    enum Place { case ancestor, `self`, descendant }
    enum Kind {
        case scale, rotate, translate
        var transform: CGAffineTransform {
            switch self {
            case .scale: return CGAffineTransform(scaleX: 2, y: 0.5)
            case .rotate: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
            case .translate: return CGAffineTransform(translationX: 15, y: -10)
            }
        }
    }
    enum Anchor { case window, ancestor, descendant, sibling }

    struct Row: CustomTestStringConvertible, Sendable {
        let place: Place
        let kind: Kind
        let origin: CGPoint
        let anchor: Anchor
        let expected: CGPoint
        init(_ place: Place, _ kind: Kind, _ origin: CGPoint, _ anchor: Anchor, _ expected: CGPoint) {
            (self.place, self.kind, self.origin, self.anchor, self.expected) = (place, kind, origin, anchor, expected)
        }
        var testDescription: String { "\(place) \(kind) origin \(origin) -> \(anchor)" }
    }

    struct HitRow: CustomTestStringConvertible, Sendable {
        let place: Place
        let kind: Kind
        let origin: CGPoint
        /// V's (30, 28), inside D in every case, in window coordinates.
        let inD: CGPoint
        init(_ place: Place, _ kind: Kind, _ origin: CGPoint, _ inD: CGPoint) {
            (self.place, self.kind, self.origin, self.inD) = (place, kind, origin, inD)
        }
        var testDescription: String { "\(place) \(kind) origin \(origin)" }
    }

    @MainActor struct Scene {
        let simulator = EventSimulator()
        let a = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let v = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 60))
        let d = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 20))
        let s = UIView(frame: CGRect(x: 10, y: 150, width: 40, height: 30))

        init(_ place: Place, _ kind: Kind, origin: CGPoint) {
            simulator.window.addSubview(a)
            a.addSubview(v)
            a.addSubview(s)
            v.addSubview(d)
            v.bounds.origin = origin
            switch place {
            case .ancestor: a.transform = kind.transform
            case .self: v.transform = kind.transform
            case .descendant: d.transform = kind.transform
            }
        }

        func view(_ anchor: Anchor) -> UIView? {
            switch anchor {
            case .window: return nil
            case .ancestor: return a
            case .descendant: return d
            case .sibling: return s
            }
        }
    }

    nonisolated static let point = CGPoint(x: 8, y: 5)

    nonisolated static let rows: [Row] = [
        Row(.ancestor, .scale, .zero, .window, CGPoint(x: 116, y: 177.5)),
        Row(.ancestor, .scale, .zero, .ancestor, CGPoint(x: 58, y: 55)),
        Row(.ancestor, .scale, .zero, .descendant, CGPoint(x: -2, y: -15)),
        Row(.ancestor, .scale, .zero, .sibling, CGPoint(x: 48, y: -95)),
        Row(.ancestor, .scale, CGPoint(x: 5, y: -7), .window, CGPoint(x: 106, y: 181)),
        Row(.ancestor, .scale, CGPoint(x: 5, y: -7), .ancestor, CGPoint(x: 53, y: 62)),
        Row(.ancestor, .scale, CGPoint(x: 5, y: -7), .descendant, CGPoint(x: -2, y: -15)),
        Row(.ancestor, .scale, CGPoint(x: 5, y: -7), .sibling, CGPoint(x: 43, y: -88)),
        Row(.ancestor, .rotate, .zero, .window, CGPoint(x: 245, y: 158)),
        Row(.ancestor, .rotate, .zero, .ancestor, CGPoint(x: 58, y: 55)),
        Row(.ancestor, .rotate, .zero, .descendant, CGPoint(x: -2, y: -15)),
        Row(.ancestor, .rotate, .zero, .sibling, CGPoint(x: 48, y: -95)),
        Row(.ancestor, .rotate, CGPoint(x: 5, y: -7), .window, CGPoint(x: 238, y: 153)),
        Row(.ancestor, .rotate, CGPoint(x: 5, y: -7), .ancestor, CGPoint(x: 53, y: 62)),
        Row(.ancestor, .rotate, CGPoint(x: 5, y: -7), .descendant, CGPoint(x: -2, y: -15)),
        Row(.ancestor, .rotate, CGPoint(x: 5, y: -7), .sibling, CGPoint(x: 43, y: -88)),
        Row(.ancestor, .translate, .zero, .window, CGPoint(x: 173, y: 145)),
        Row(.ancestor, .translate, .zero, .ancestor, CGPoint(x: 58, y: 55)),
        Row(.ancestor, .translate, .zero, .descendant, CGPoint(x: -2, y: -15)),
        Row(.ancestor, .translate, .zero, .sibling, CGPoint(x: 48, y: -95)),
        Row(.ancestor, .translate, CGPoint(x: 5, y: -7), .window, CGPoint(x: 168, y: 152)),
        Row(.ancestor, .translate, CGPoint(x: 5, y: -7), .ancestor, CGPoint(x: 53, y: 62)),
        Row(.ancestor, .translate, CGPoint(x: 5, y: -7), .descendant, CGPoint(x: -2, y: -15)),
        Row(.ancestor, .translate, CGPoint(x: 5, y: -7), .sibling, CGPoint(x: 43, y: -88)),
        Row(.self, .scale, .zero, .window, CGPoint(x: 116, y: 167.5)),
        Row(.self, .scale, .zero, .ancestor, CGPoint(x: 16, y: 67.5)),
        Row(.self, .scale, .zero, .descendant, CGPoint(x: -2, y: -15)),
        Row(.self, .scale, .zero, .sibling, CGPoint(x: 6, y: -82.5)),
        Row(.self, .scale, CGPoint(x: 5, y: -7), .window, CGPoint(x: 106, y: 171)),
        Row(.self, .scale, CGPoint(x: 5, y: -7), .ancestor, CGPoint(x: 6, y: 71)),
        Row(.self, .scale, CGPoint(x: 5, y: -7), .descendant, CGPoint(x: -2, y: -15)),
        Row(.self, .scale, CGPoint(x: 5, y: -7), .sibling, CGPoint(x: -4, y: -79)),
        Row(.self, .rotate, .zero, .window, CGPoint(x: 225, y: 138)),
        Row(.self, .rotate, .zero, .ancestor, CGPoint(x: 125, y: 38)),
        Row(.self, .rotate, .zero, .descendant, CGPoint(x: -2, y: -15)),
        Row(.self, .rotate, .zero, .sibling, CGPoint(x: 115, y: -112)),
        Row(.self, .rotate, CGPoint(x: 5, y: -7), .window, CGPoint(x: 218, y: 133)),
        Row(.self, .rotate, CGPoint(x: 5, y: -7), .ancestor, CGPoint(x: 118, y: 33)),
        Row(.self, .rotate, CGPoint(x: 5, y: -7), .descendant, CGPoint(x: -2, y: -15)),
        Row(.self, .rotate, CGPoint(x: 5, y: -7), .sibling, CGPoint(x: 108, y: -117)),
        Row(.self, .translate, .zero, .window, CGPoint(x: 173, y: 145)),
        Row(.self, .translate, .zero, .ancestor, CGPoint(x: 73, y: 45)),
        Row(.self, .translate, .zero, .descendant, CGPoint(x: -2, y: -15)),
        Row(.self, .translate, .zero, .sibling, CGPoint(x: 63, y: -105)),
        Row(.self, .translate, CGPoint(x: 5, y: -7), .window, CGPoint(x: 168, y: 152)),
        Row(.self, .translate, CGPoint(x: 5, y: -7), .ancestor, CGPoint(x: 68, y: 52)),
        Row(.self, .translate, CGPoint(x: 5, y: -7), .descendant, CGPoint(x: -2, y: -15)),
        Row(.self, .translate, CGPoint(x: 5, y: -7), .sibling, CGPoint(x: 58, y: -98)),
        Row(.descendant, .scale, .zero, .window, CGPoint(x: 158, y: 155)),
        Row(.descendant, .scale, .zero, .ancestor, CGPoint(x: 58, y: 55)),
        Row(.descendant, .scale, .zero, .descendant, CGPoint(x: 6.5, y: -40)),
        Row(.descendant, .scale, .zero, .sibling, CGPoint(x: 48, y: -95)),
        Row(.descendant, .scale, CGPoint(x: 5, y: -7), .window, CGPoint(x: 153, y: 162)),
        Row(.descendant, .scale, CGPoint(x: 5, y: -7), .ancestor, CGPoint(x: 53, y: 62)),
        Row(.descendant, .scale, CGPoint(x: 5, y: -7), .descendant, CGPoint(x: 6.5, y: -40)),
        Row(.descendant, .scale, CGPoint(x: 5, y: -7), .sibling, CGPoint(x: 43, y: -88)),
        Row(.descendant, .rotate, .zero, .window, CGPoint(x: 158, y: 155)),
        Row(.descendant, .rotate, .zero, .ancestor, CGPoint(x: 58, y: 55)),
        Row(.descendant, .rotate, .zero, .descendant, CGPoint(x: -10, y: 27)),
        Row(.descendant, .rotate, .zero, .sibling, CGPoint(x: 48, y: -95)),
        Row(.descendant, .rotate, CGPoint(x: 5, y: -7), .window, CGPoint(x: 153, y: 162)),
        Row(.descendant, .rotate, CGPoint(x: 5, y: -7), .ancestor, CGPoint(x: 53, y: 62)),
        Row(.descendant, .rotate, CGPoint(x: 5, y: -7), .descendant, CGPoint(x: -10, y: 27)),
        Row(.descendant, .rotate, CGPoint(x: 5, y: -7), .sibling, CGPoint(x: 43, y: -88)),
        Row(.descendant, .translate, .zero, .window, CGPoint(x: 158, y: 155)),
        Row(.descendant, .translate, .zero, .ancestor, CGPoint(x: 58, y: 55)),
        Row(.descendant, .translate, .zero, .descendant, CGPoint(x: -17, y: -5)),
        Row(.descendant, .translate, .zero, .sibling, CGPoint(x: 48, y: -95)),
        Row(.descendant, .translate, CGPoint(x: 5, y: -7), .window, CGPoint(x: 153, y: 162)),
        Row(.descendant, .translate, CGPoint(x: 5, y: -7), .ancestor, CGPoint(x: 53, y: 62)),
        Row(.descendant, .translate, CGPoint(x: 5, y: -7), .descendant, CGPoint(x: -17, y: -5)),
        Row(.descendant, .translate, CGPoint(x: 5, y: -7), .sibling, CGPoint(x: 43, y: -88)),
    ]

    nonisolated static let hitRows: [HitRow] = [
        HitRow(.ancestor, .scale, .zero, CGPoint(x: 160, y: 189)),
        HitRow(.ancestor, .scale, CGPoint(x: 5, y: -7), CGPoint(x: 150, y: 192.5)),
        HitRow(.ancestor, .rotate, .zero, CGPoint(x: 222, y: 180)),
        HitRow(.ancestor, .rotate, CGPoint(x: 5, y: -7), CGPoint(x: 215, y: 175)),
        HitRow(.ancestor, .translate, .zero, CGPoint(x: 195, y: 168)),
        HitRow(.ancestor, .translate, CGPoint(x: 5, y: -7), CGPoint(x: 190, y: 175)),
        HitRow(.self, .scale, .zero, CGPoint(x: 160, y: 179)),
        HitRow(.self, .scale, CGPoint(x: 5, y: -7), CGPoint(x: 150, y: 182.5)),
        HitRow(.self, .rotate, .zero, CGPoint(x: 202, y: 160)),
        HitRow(.self, .rotate, CGPoint(x: 5, y: -7), CGPoint(x: 195, y: 155)),
        HitRow(.self, .translate, .zero, CGPoint(x: 195, y: 168)),
        HitRow(.self, .translate, CGPoint(x: 5, y: -7), CGPoint(x: 190, y: 175)),
        HitRow(.descendant, .scale, .zero, CGPoint(x: 180, y: 178)),
        HitRow(.descendant, .scale, CGPoint(x: 5, y: -7), CGPoint(x: 175, y: 185)),
        HitRow(.descendant, .rotate, .zero, CGPoint(x: 180, y: 178)),
        HitRow(.descendant, .rotate, CGPoint(x: 5, y: -7), CGPoint(x: 175, y: 185)),
        HitRow(.descendant, .translate, .zero, CGPoint(x: 180, y: 178)),
        HitRow(.descendant, .translate, CGPoint(x: 5, y: -7), CGPoint(x: 175, y: 185)),
    ]

    @Test(
        "G2: convert(_:to:) and convert(_:from:) through every transform placement, bounds origin and anchor",
        arguments: rows)
    func pointConversion(row: Row) {
        let scene = Scene(row.place, row.kind, origin: row.origin)
        let anchor = scene.view(row.anchor)
        let converted = scene.v.convert(Self.point, to: anchor)
        #expect(isClose(converted, row.expected), "\(converted)")
        #expect(isClose(scene.v.convert(row.expected, from: anchor), Self.point))
        // The other direction, asked of the anchor (the window stands in for nil).
        let target = anchor ?? scene.simulator.window
        #expect(isClose(target.convert(Self.point, from: scene.v), row.expected))
        #expect(isClose(target.convert(row.expected, to: scene.v), Self.point))
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("G2: a rect converts to the bounding box of its converted corners", arguments: rows)
    func rectConversion(row: Row) {
        let scene = Scene(row.place, row.kind, origin: row.origin)
        let anchor = scene.view(row.anchor)
        let rect = CGRect(origin: Self.point, size: CGSize(width: 4, height: 2))
        let corners = [
            rect.origin, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY),
            CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { scene.v.convert($0, to: anchor) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        #expect(isClose(scene.v.convert(rect, to: anchor), box))
        #expect(corners.contains { isClose($0, row.expected) })
    }

    @Test("H1, G2: hit-testing through the same transforms finds V at (8, 5) and D at (30, 28)", arguments: hitRows)
    func hitTesting(row: HitRow) throws {
        let scene = Scene(row.place, row.kind, origin: row.origin)
        let window = scene.simulator.window
        let inV = try #require(
            Self.rows.first {
                $0.place == row.place && $0.kind == row.kind && $0.origin == row.origin && $0.anchor == .window
            })
        #expect(window.hitTest(inV.expected, with: nil) === scene.v)
        #expect(window.hitTest(row.inD, with: nil) === scene.d)
        // And through the event path: the touch lands where hitTest says, at the same local point.
        let touch = scene.simulator.touchDown(at: row.inD)
        #expect(touch.touch.view === scene.d)
        #expect(isClose(touch.touch.location(in: scene.v), CGPoint(x: 30, y: 28)))
        scene.simulator.lift(touch)
    }
}

import Foundation

/// Seed-style number and point formatting (X2): `{220, 193}`, `{84, 71.5}`, `{-71, -25.5}`.
///
/// Integral values print without a decimal point, others with the shortest exact decimal, so the same
/// value prints the same on every platform (L2). Public for the tools built on the engine, which must
/// print numbers exactly as traces do.
public enum SeedFormat {
    public static func number(_ value: CGFloat) -> String {
        if value == 0 { return "0" }  // also folds -0
        if !value.isFinite { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        // Beyond 1e15 there is no float noise below 1e-6 to hide, and scaling by 1e6 would overflow 1e308
        // to infinity (G6): print the value itself.
        guard abs(value) < 1e15 else {
            let v = Double(value)
            return v == v.rounded() && abs(v) < 9e18 ? String(Int64(v)) : "\(v)"
        }
        let rounded = (Double(value) * 1e6).rounded() / 1e6  // hide float noise from rotations
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    public static func point(_ p: CGPoint) -> String { "{\(number(p.x)), \(number(p.y))}" }

    public static func size(_ s: CGSize) -> String { "{\(number(s.width)), \(number(s.height))}" }

    public static func rect(_ r: CGRect) -> String { "{\(point(r.origin)), \(size(r.size))}" }
}

extension CGPoint {
    /// Distance to another point (used by tap slop, T3 and recognizers).
    func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    var isFinite: Bool { x.isFinite && y.isFinite }

    static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func / (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x / rhs, y: lhs.y / rhs) }
    static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }
}

extension CGRect {
    /// `contains(_:)` with CoreGraphics' semantics — half-open, on the standardized rectangle, false for
    /// a null rectangle — without Foundation's slower general path (H2 runs it on every hit-test step).
    @inline(__always)
    func containsHalfOpen(_ p: CGPoint) -> Bool {
        var x = origin.x
        var y = origin.y
        var w = size.width
        var h = size.height
        if w < 0 {
            x += w
            w = -w
        }
        if h < 0 {
            y += h
            h = -h
        }
        return p.x >= x && p.x < x + w && p.y >= y && p.y < y + h
    }
}

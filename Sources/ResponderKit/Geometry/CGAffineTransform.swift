import Foundation

// Where Foundation has no Core Graphics (not Darwin). Not `canImport(CoreGraphics)`: on Linux that finds
// the opt-in CoreGraphics shim module once it is built (SPEC A.2).
#if !canImport(Darwin)
    /// An affine transform with CoreGraphics' layout and API, because Linux Foundation has none (TOOLCHAIN).
    ///
    /// A point `(x, y)` maps to `(a*x + c*y + tx, b*x + d*y + ty)`, exactly as in CoreGraphics, so view
    /// transforms written for iOS behave the same here (G1, G2).
    public struct CGAffineTransform: Equatable, Hashable, Sendable {
        public var a: CGFloat
        public var b: CGFloat
        public var c: CGFloat
        public var d: CGFloat
        public var tx: CGFloat
        public var ty: CGFloat

        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

        public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

        public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

        public init(rotationAngle angle: CGFloat) {
            let cosine = cos(angle)
            let sine = sin(angle)
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        public static let identity = CGAffineTransform()

        public var isIdentity: Bool { self == .identity }

        /// `self` followed by `t2` (CoreGraphics' `CGAffineTransformConcat(self, t2)`).
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c,
                b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c,
                d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx,
                ty: tx * t2.b + ty * t2.d + t2.ty
            )
        }

        /// The inverse; a singular transform is returned unchanged, as CoreGraphics does.
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            let ia = d / determinant
            let ib = -b / determinant
            let ic = -c / determinant
            let id = a / determinant
            return CGAffineTransform(
                a: ia, b: ib, c: ic, d: id,
                tx: -(tx * ia + ty * ic),
                ty: -(tx * ib + ty * id)
            )
        }

        public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: x, y: y).concatenating(self)
        }

        public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: x, y: y).concatenating(self)
        }

        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }
    }

    extension CGPoint {
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// Applies the linear part only, as CoreGraphics does for sizes.
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The axis-aligned bounding box of the transformed corners (CoreGraphics semantics).
        public func applying(_ t: CGAffineTransform) -> CGRect {
            if isNull { return self }
            let r = standardized
            let corners = [
                CGPoint(x: r.minX, y: r.minY).applying(t), CGPoint(x: r.maxX, y: r.minY).applying(t),
                CGPoint(x: r.minX, y: r.maxY).applying(t), CGPoint(x: r.maxX, y: r.maxY).applying(t),
            ]
            return CGRect.boundingBox(of: corners)
        }
    }

    /// A two-dimensional vector, missing from Linux Foundation like `CGAffineTransform`.
    public struct CGVector: Equatable, Hashable, Sendable {
        public var dx: CGFloat
        public var dy: CGFloat
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }
        public static let zero = CGVector(dx: 0, dy: 0)
    }
#endif

extension CGRect {
    /// The smallest rectangle holding every point (internal helper for transforms and conversion).
    static func boundingBox(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x
        var maxX = first.x
        var minY = first.y
        var maxY = first.y
        for p in points.dropFirst() {
            minX = Swift.min(minX, p.x)
            maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y)
            maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CGAffineTransform {
    /// The inverse, or nil when there is none in floating point: a zero determinant, or entries too small
    /// or too large for their inverse to be finite (G5). Computed on the linear part scaled to its largest
    /// entry, so that finite extremes (1e308, 5e-324) neither overflow nor underflow the determinant.
    func exactInverse() -> CGAffineTransform? {
        let s = Swift.max(Swift.max(abs(a), abs(b)), Swift.max(abs(c), abs(d)))
        guard s > 0, s.isFinite else { return nil }
        let (na, nb, nc, nd) = (a / s, b / s, c / s, d / s)
        let determinant = na * nd - nb * nc
        guard determinant != 0 else { return nil }
        let scale = determinant * s
        let inverse = CGAffineTransform(
            a: nd / scale, b: -nb / scale, c: -nc / scale, d: na / scale, tx: 0, ty: 0
        ).withTranslation(undoing: self)
        // Only the linear part decides: a translation too large to undo gives infinite points, which no
        // view contains, rather than a "singular" view.
        let finite = inverse.a.isFinite && inverse.b.isFinite && inverse.c.isFinite && inverse.d.isFinite
        return finite ? inverse : nil
    }

    /// The Moore–Penrose pseudo-inverse: the inverse when there is one; for a transform that collapses the
    /// plane onto a line, the map back onto that line's preimage closest to the origin; for one that
    /// collapses it onto a point, that point's preimage at the origin. Always finite for finite input, so
    /// conversions through a scale-0 view give a defined point instead of NaN (G5).
    func pseudoInverse() -> CGAffineTransform {
        if let inverse = exactInverse() { return inverse }
        let s = Swift.max(Swift.max(abs(a), abs(b)), Swift.max(abs(c), abs(d)))
        let zero = CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
        guard s > 0, s.isFinite, (1 / s).isFinite else { return zero }
        // Rank 1: M⁺ = Mᵀ / ‖M‖², computed on M / s (whose squared norm lies in [1, 4]).
        let (na, nb, nc, nd) = (a / s, b / s, c / s, d / s)
        let norm = (na * na + nb * nb + nc * nc + nd * nd) * s
        let linear = CGAffineTransform(a: na / norm, b: nc / norm, c: nb / norm, d: nd / norm, tx: 0, ty: 0)
        let result = linear.withTranslation(undoing: self)
        return result.tx.isFinite && result.ty.isFinite ? result : zero
    }

    /// This linear map preceded by undoing `forward`'s translation: `x ↦ self(x − t)`.
    private func withTranslation(undoing forward: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a, b: b, c: c, d: d,
            tx: -(a * forward.tx + c * forward.ty), ty: -(b * forward.tx + d * forward.ty))
    }
}

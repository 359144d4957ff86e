import Foundation

/// Animated values as vectors of numbers, so that every property interpolates and adds the same way
/// (AN4). Points, sizes and rects are their coordinates; colours are RGBA in extended sRGB, nil being
/// transparent black (Core Animation's reading of a missing colour); a transform is decomposed.
enum AnimationVector {
    static func lerp(_ a: [Double], _ b: [Double], _ p: Double) -> [Double] {
        zip(a, b).map { $0 + ($1 - $0) * p }
    }

    static func add(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 + $1 } }

    static func subtract(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 - $1 } }

    // MARK: Colours

    static func color(_ color: CGColor?) -> [Double] {
        guard let values = color?.components, !values.isEmpty else { return [0, 0, 0, 0] }
        if values.count == 2 { return [values[0], values[0], values[0], values[1]].map(Double.init) }
        if values.count >= 4 { return [values[0], values[1], values[2], values[3]].map(Double.init) }
        return [0, 0, 0, Double(values.last ?? 0)]
    }

    static func color(_ color: UIColor?) -> [Double] {
        guard let color else { return [0, 0, 0, 0] }
        return [color.redComponent, color.greenComponent, color.blueComponent, color.alphaComponent].map(Double.init)
    }

    static func cgColor(_ v: [Double]) -> CGColor {
        CGColor(srgbRed: CGFloat(v[0]), green: CGFloat(v[1]), blue: CGFloat(v[2]), alpha: CGFloat(v[3]))
    }

    // MARK: Transforms

    /// Sixteen numbers: the affine part decomposed as translation (2), scale (2), rotation angle and
    /// shear — so that rotations turn instead of shrinking through the middle, as Core Animation
    /// interpolates transforms — then the other ten entries as they are (interpolated linearly).
    /// A negative determinant is a flip folded into the x scale.
    static func transform(_ t: CATransform3D) -> [Double] {
        var r0 = (Double(t.m11), Double(t.m12))
        var r1 = (Double(t.m21), Double(t.m22))
        var sx = (r0.0 * r0.0 + r0.1 * r0.1).squareRoot()
        if sx > 1e-12 {
            r0 = (r0.0 / sx, r0.1 / sx)
        } else {
            sx = 0
            r0 = (1, 0)
        }
        var shear = r0.0 * r1.0 + r0.1 * r1.1
        r1 = (r1.0 - shear * r0.0, r1.1 - shear * r0.1)
        let sy = (r1.0 * r1.0 + r1.1 * r1.1).squareRoot()
        if sy > 1e-12 {
            r1 = (r1.0 / sy, r1.1 / sy)
            shear /= sy
        } else {
            r1 = (-r0.1, r0.0)
            shear = 0
        }
        if r0.0 * r1.1 - r0.1 * r1.0 < 0 {
            sx = -sx
            r0 = (-r0.0, -r0.1)
            shear = -shear
        }
        let angle = atan2(r0.1, r0.0)
        let rest = [t.m13, t.m14, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m43, t.m44].map(Double.init)
        return [Double(t.m41), Double(t.m42), sx, sy, angle, shear] + rest
    }

    static func transform(_ v: [Double]) -> CATransform3D {
        let (cosA, sinA) = (cos(v[4]), sin(v[4]))
        let (sx, sy, shear) = (v[2], v[3], v[5])
        var t = CATransform3D()
        t.m11 = CGFloat(sx * cosA)
        t.m12 = CGFloat(sx * sinA)
        t.m21 = CGFloat(sy * (-sinA + shear * cosA))
        t.m22 = CGFloat(sy * (cosA + shear * sinA))
        t.m41 = CGFloat(v[0])
        t.m42 = CGFloat(v[1])
        (t.m13, t.m14, t.m23, t.m24) = (CGFloat(v[6]), CGFloat(v[7]), CGFloat(v[8]), CGFloat(v[9]))
        (t.m31, t.m32, t.m33, t.m34) = (CGFloat(v[10]), CGFloat(v[11]), CGFloat(v[12]), CGFloat(v[13]))
        (t.m43, t.m44) = (CGFloat(v[14]), CGFloat(v[15]))
        return t
    }

    /// The angle difference taken the short way round, in (-π, π].
    static func shortAngle(_ delta: Double) -> Double {
        var d = delta.truncatingRemainder(dividingBy: 2 * .pi)
        if d > .pi { d -= 2 * .pi }
        if d <= -.pi { d += 2 * .pi }
        return d
    }
}

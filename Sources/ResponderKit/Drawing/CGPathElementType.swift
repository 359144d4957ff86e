import Foundation

// Where Foundation has no Core Graphics (not Darwin), as CGPath (SPEC A.2, DR2).
#if !canImport(Darwin)
    /// The kind of one element of a path, as `CGPath.applyWithBlock(_:)` gives it (DR2).
    public enum CGPathElementType: Int32, Sendable {
        case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
    }
#endif

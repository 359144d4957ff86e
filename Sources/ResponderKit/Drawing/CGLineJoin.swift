import Foundation

// Where Foundation has no Core Graphics (not Darwin), as CGPath (SPEC A.2, DR2).
#if !canImport(Darwin)
    /// How the corners of a stroked path are drawn (Core Graphics' `CGLineJoin`, DR2).
    public enum CGLineJoin: Int32, Sendable {
        case miter, round, bevel
    }
#endif

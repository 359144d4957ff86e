import Foundation

// Where Foundation has no Core Graphics (not Darwin), as CGPath (SPEC A.2, DR2).
#if !canImport(Darwin)
    /// How the ends of a stroked open subpath are drawn (Core Graphics' `CGLineCap`, DR2).
    public enum CGLineCap: Int32, Sendable {
        case butt, round, square
    }
#endif

import Foundation

// Where Foundation has no Core Graphics (not Darwin), as CGPath (SPEC A.2, DR2).
#if !canImport(Darwin)
    /// How images are resampled when drawn scaled; stored only, there are no pixels (DR2).
    public enum CGInterpolationQuality: Int32, Sendable {
        case `default`, none, low, medium, high
    }
#endif

import Foundation

/// How a modal presentation animates (IB15: a presentation segue's `modalTransitionStyle`). Stored; the
/// presentation itself animates as `.coverVertical` here.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal, crossDissolve, partialCurl
}

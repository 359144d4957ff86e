import Foundation

// Core Graphics' geometry members that iOS code calls and Linux Foundation lacks (SPEC CG1), with Core
// Graphics' meaning, reached through `import CoreGraphics` or `import UIKit` (which re-exports it, as on iOS).

extension CGPoint {
    /// CG1: Core Graphics' `CGPointEqualToPoint`: the same coordinates.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// CG1: Core Graphics' `CGSizeEqualToSize`: the same width and height.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// CG1: Core Graphics' `CGRectEqualToRect`: equal once both are standardized (a negative size is
    /// the same rectangle as its flipped positive one); two null rectangles are equal.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }

    /// CG1: the infinite rectangle, as Core Graphics defines `CGRectInfinite`: its origin at minus half of
    /// CGFloat's greatest finite magnitude on each axis, its extent that magnitude.
    public static var infinite: CGRect {
        let half = -CGFloat.greatestFiniteMagnitude / 2
        return CGRect(x: half, y: half, width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    }

    /// CG1: whether this is `CGRect.infinite`.
    public var isInfinite: Bool { self == CGRect.infinite }
}

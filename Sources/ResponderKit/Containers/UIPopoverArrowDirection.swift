import Foundation

/// The sides a popover's arrow may point to (PO3); UIKit's raw values. `.up` puts the popover below its
/// source, `.down` above it, `.left` to its right and `.right` to its left.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// The arrow's direction before the popover is shown (and of a popover adapted to a sheet).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

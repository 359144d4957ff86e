import Foundation

extension NSLayoutConstraint {
    /// The options of `constraints(withVisualFormat:options:metrics:views:)` (LY39–LY44), with UIKit's raw
    /// values: an alignment bit is `1 << attribute.rawValue` (it adds `attribute` equalities between the
    /// format's views), the direction sits in bits 16–17 and the spacing in bit 19.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// Deprecated in UIKit; the same as `alignAllLastBaseline`.
        public static var alignAllBaseline: FormatOptions { .alignAllLastBaseline }
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// The default: horizontal formats run from leading to trailing (`.leading`/`.trailing` attributes).
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// The default: spaces run from one view's edge to the next's.
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        /// Vertical formats only: spaces run from one view's last baseline to the next's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }
}

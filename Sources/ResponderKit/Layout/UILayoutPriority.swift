import Foundation

/// How strongly a constraint, a content hugging or a compression resistance holds (LY3, LY14): 1000 is
/// required, anything below is satisfied as far as possible, higher priorities first.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    /// The priority at which a button resists compressing its content (compression resistance default).
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority at which a button hugs its content (content hugging default).
    public static let defaultLow = UILayoutPriority(250)
    /// What `systemLayoutSizeFitting(_:)` pulls the size towards its target with (LY17).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `.required - 1`, `.defaultLow + 1`, as UIKit's Swift overlay allows.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// Required or not: the two kinds cannot be swapped on an active constraint (LY13).
    var isRequired: Bool { rawValue >= 1000 }

    /// UIKit refuses a priority above 1000 or at most 0 (and NaN).
    var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }
}

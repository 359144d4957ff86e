import Foundation

/// The side a `CATransition`'s motion starts from (AN25), with Core Animation's raw values.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype("fromRight")
    public static let fromLeft = CATransitionSubtype("fromLeft")
    public static let fromTop = CATransitionSubtype("fromTop")
    public static let fromBottom = CATransitionSubtype("fromBottom")
}

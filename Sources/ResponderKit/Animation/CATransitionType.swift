import Foundation

/// How a `CATransition` replaces the content (AN25), with Core Animation's raw values.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let fade = CATransitionType("fade")
    public static let moveIn = CATransitionType("moveIn")
    public static let push = CATransitionType("push")
    public static let reveal = CATransitionType("reveal")
}

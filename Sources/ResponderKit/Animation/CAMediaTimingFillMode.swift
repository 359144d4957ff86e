import Foundation

/// What an explicit animation shows outside its active time (AN20).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Nothing: the model shows before and after (the default).
    public static let removed = CAMediaTimingFillMode("removed")
    /// The end stays after the animation (with `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode("forwards")
    /// The start shows before `beginTime`.
    public static let backwards = CAMediaTimingFillMode("backwards")
    public static let both = CAMediaTimingFillMode("both")
}

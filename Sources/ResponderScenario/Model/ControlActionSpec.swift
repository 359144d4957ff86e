import Foundation

public struct ControlActionSpec: Equatable, Sendable {
    public var events: [String]
    public var action: String
    /// A responder id; nil: resolved on the responder chain when sent (C4).
    public var target: String?
    public var log: String?
}

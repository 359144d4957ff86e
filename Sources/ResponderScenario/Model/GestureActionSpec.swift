import Foundation

public struct GestureActionSpec: Equatable, Sendable {
    /// A responder id; nil: a handler closure with no target.
    public var target: String?
    public var action: String?
    public var log: String?
}

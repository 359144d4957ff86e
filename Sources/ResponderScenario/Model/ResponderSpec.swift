import Foundation

/// The responder parts shared by views, view controllers and the app delegate.
public struct ResponderSpec: Equatable, Sendable {
    public var id: String
    public var name: String?
    public var passing = PassingPolicy()
    public var performs: [PerformSpec] = []
    public var canBecomeFirstResponder: Bool?
    /// Notes every override call (touches, tracking) in the trace.
    public var log = false

    public init(id: String) { self.id = id }
}

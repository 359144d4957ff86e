import Foundation

/// An action a responder performs when it is sent to it (C4): a note in the trace, optionally a log line.
public struct PerformSpec: Equatable, Sendable {
    public var action: String
    public var log: String?
}

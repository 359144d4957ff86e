import Foundation

/// A recognizer's delegate, as answers to UIKit's questions (GR1, GR4, GR5, GR6).
public struct DelegatePolicy: Equatable, Sendable {
    /// Ids of recognizers it may recognize with at the same time; `["*"]` for all.
    public var simultaneousWith: [String] = []
    public var shouldBegin = true
    public var shouldReceive = ReceivePolicy()
    public var requireFailureOf: [String] = []
    public var requiredToFailBy: [String] = []
}

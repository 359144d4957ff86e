import Foundation

/// What an override of a responder method does with the event (R2, R3).
public enum Passing: String, Equatable, Sendable, CaseIterable {
    /// Calls `super` (the default: UIKit's own behaviour for the class).
    case `super`
    /// Calls `next?.touchesBegan(...)` explicitly instead of `super` (seed 000, method 1).
    case next
    /// Neither: the event stops here (an override without `super`).
    case swallow
}

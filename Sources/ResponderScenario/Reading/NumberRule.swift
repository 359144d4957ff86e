import Foundation

/// What a number must be, and what the message asks for when it is not.
enum NumberRule: Equatable, Sendable {
    case any, nonNegative, positive, unit

    /// `a number >= 0`: in "expected ..." messages and, without the article, in the key reference.
    var text: String {
        switch self {
        case .any: return "a number"
        case .nonNegative: return "a number >= 0"
        case .positive: return "a number > 0"
        case .unit: return "a number from 0 to 1"
        }
    }
}

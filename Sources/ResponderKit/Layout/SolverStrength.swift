import Foundation

/// How strongly a constraint holds (LY3): a UIKit priority (1...1000, 1000 = required) and a weight.
///
/// Priorities compare as the levels of Cassowary's symbolic weights: every distinct priority value is
/// its own level, and a higher level is satisfied before any lower one, whatever the weights and however
/// many lower constraints there are ("Higher priority constraints are satisfied before lower priority
/// constraints", Apple's `NSLayoutConstraint.priority`). So 999 beats 750 beats 251 beats 250 outright.
/// Within one level the solver minimizes `Σ weight × |error|` (UIKit always uses weight 1; the weight
/// is Cassowary's, kept for the differential tests and for callers that need ties broken).
package struct SolverStrength: Hashable, CustomStringConvertible {
    package var priority: Float
    package var weight: Double

    package init(priority: Float, weight: Double = 1) {
        self.priority = priority
        self.weight = weight
    }

    /// UILayoutPriority.required: the constraint holds exactly or is rejected (LY7).
    package static let required = SolverStrength(priority: 1000)
    /// Cassowary's strong / medium / weak, as UIKit's defaultHigh, sceneSizeStayPut and defaultLow.
    package static let strong = SolverStrength(priority: 750)
    package static let medium = SolverStrength(priority: 500)
    package static let weak = SolverStrength(priority: 250)

    package var isRequired: Bool { priority >= 1000 }

    /// Priorities outside 1...1000 (or NaN) and weights that are not finite and positive are refused
    /// (UIKit raises for a priority above 1000 or at most 0).
    var isValid: Bool {
        priority.isFinite && priority > 0 && priority <= 1000 && weight.isFinite && weight > 0
    }

    package var description: String {
        weight == 1 ? "@\(priority)" : "@\(priority)×\(weight)"
    }
}

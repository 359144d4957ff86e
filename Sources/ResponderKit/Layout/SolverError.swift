import Foundation

/// Why the solver refused a request (LY7, LY9). The solver's state is unchanged when it throws.
///
/// Errors are `Sendable`, the solver's objects are not, so constraints are named by identity and
/// description; `CassowarySolver.constraints(in:)` gives back the objects still in the solver.
package enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added
    /// (UIKit's "Unable to simultaneously satisfy constraints").
    case unsatisfiable(SolverConflict)
    case duplicateConstraint(String)
    case unknownConstraint(String)
    case duplicateEditVariable(String)
    case unknownEditVariable(String)
    /// Edit variables are suggestions: their strength must be below required.
    case requiredEditVariable(String)
    /// A constraint or variable is in use by another solver (LY9).
    case inAnotherSolver(String)
    /// A NaN or infinite coefficient, constant or suggested value, or a strength out of range.
    case invalidValue(String)
    /// The simplex could not proceed (an unbounded objective or the iteration limit). Not expected for
    /// any input; reported instead of trapping.
    case internalError(String)

    package var description: String {
        switch self {
        case .unsatisfiable(let conflict): return conflict.description
        case .duplicateConstraint(let what): return "constraint already added: \(what)"
        case .unknownConstraint(let what): return "constraint not in the solver: \(what)"
        case .duplicateEditVariable(let what): return "edit variable already added: \(what)"
        case .unknownEditVariable(let what): return "not an edit variable: \(what)"
        case .requiredEditVariable(let what): return "an edit variable cannot be required: \(what)"
        case .inAnotherSolver(let what): return "in use by another solver: \(what)"
        case .invalidValue(let what): return "invalid value: \(what)"
        case .internalError(let what): return "internal solver error: \(what)"
        }
    }
}

/// The constraint that could not be satisfied (LY7) — the one being added, or the one whose constant
/// could not change (it keeps its old constant) — and the required constraints already in the solver
/// that, together with it, cannot all hold.
package struct SolverConflict: Sendable, Equatable, CustomStringConvertible {
    package let refused: ObjectIdentifier
    package let refusedDescription: String
    package let conflicting: [ObjectIdentifier]
    package let conflictingDescriptions: [String]

    init(refused: LinearConstraint, conflicting: [LinearConstraint]) {
        self.refused = ObjectIdentifier(refused)
        refusedDescription = refused.description
        self.conflicting = conflicting.map(ObjectIdentifier.init)
        conflictingDescriptions = conflicting.map(\.description)
    }

    package var description: String {
        let list = conflictingDescriptions.map { "\n  \($0)" }.joined()
        return "Unable to simultaneously satisfy constraints: \(refusedDescription) conflicts with:\(list)"
    }
}

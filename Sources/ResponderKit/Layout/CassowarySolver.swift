import Foundation

/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001): the engine under Auto Layout (LY2).
///
/// A simplex tableau in basic-solved form: each constraint becomes one equation with a slack variable
/// (inequalities), a pair of error variables (optional equalities), one error variable (optional
/// inequalities) or a dummy variable (required equalities); the objective minimizes the weighted errors,
/// with one objective row per priority level — the paper's symbolic weights (LY3). Adding and removing
/// a constraint pivots only what it touches and re-optimizes with the primal simplex; a constant change
/// or an edit suggestion shifts constants in place and restores feasibility with the dual simplex
/// (LY6). Not thread-safe: one owner uses it (the layer above: the main actor).
///
/// The work is done by `SolverTableau`, a value type held in the one stored property: each call below
/// is one access to it, and the simplex inside runs without run-time exclusivity checks.
package final class CassowarySolver {
    var tableau = SolverTableau()

    package init() {
        tableau.owner = ObjectIdentifier(self)
    }

    deinit { tableau.forgetObjects() }

    /// Lends the tableau to a question. An `inout` access, because reading a struct stored in a class and
    /// calling a method on it copies the whole value (every array retained, then released): +4.4 % on
    /// `layout.constraints1000.edit` for the one `updateVariables()` per edit (BENCHMARKS.md "solver17").
    @inline(__always) private func inspect<Answer>(_ question: (inout SolverTableau) -> Answer) -> Answer {
        question(&tableau)
    }

    package var constraintCount: Int { tableau.constraints.count }
    package var variableCount: Int { tableau.variables.count }

    package func hasConstraint(_ constraint: LinearConstraint) -> Bool {
        constraint.solverOwner == ObjectIdentifier(self)
    }

    /// Adds a constraint (LY4). A required constraint that cannot hold with the required constraints
    /// already added is refused with `.unsatisfiable`, naming the constraints in conflict (LY7); the
    /// solver is then as before the call.
    package func addConstraint(_ constraint: LinearConstraint) throws(SolverError) {
        try tableau.addConstraint(constraint)
    }

    /// Removes a constraint (LY5): its errors leave the objective, its marker is pivoted into the basis
    /// and that row dropped, then the objective is re-optimized.
    package func removeConstraint(_ constraint: LinearConstraint) throws(SolverError) {
        try tableau.removeConstraint(constraint)
    }

    /// Writes every variable's solved value into `LayoutVariable.value`.
    package func updateVariables() { inspect { $0.updateVariables() } }

    /// The solved value of one variable, without `updateVariables()`.
    package func value(of variable: LayoutVariable) -> Double { inspect { $0.value(of: variable) } }

    /// Removes every constraint and edit variable.
    package func reset() { tableau.reset() }

    /// The constraints of a conflict that are (still) in this solver, in the conflict's order.
    package func constraints(in conflict: SolverConflict) -> [LinearConstraint] {
        inspect { $0.constraints(in: conflict) }
    }

    /// Makes `variable` an edit variable: an optional constraint `variable == suggestion` at `strength`
    /// (below required), starting at 0 until the first `suggestValue` (LY6).
    package func addEditVariable(_ variable: LayoutVariable, strength: SolverStrength) throws(SolverError) {
        try tableau.addEditVariable(variable, strength: strength)
    }

    package func removeEditVariable(_ variable: LayoutVariable) throws(SolverError) {
        try tableau.removeEditVariable(variable)
    }

    package func hasEditVariable(_ variable: LayoutVariable) -> Bool { inspect { $0.hasEditVariable(variable) } }

    /// Suggests a value for an edit variable; the edit constraint is satisfied as far as its strength
    /// allows against the other constraints (LY6).
    package func suggestValue(_ value: Double, for variable: LayoutVariable) throws(SolverError) {
        try tableau.suggestValue(value, for: variable)
    }

    /// Changes the constant of a constraint in the solver (`NSLayoutConstraint.constant`; the
    /// expression's constant, so `x - 10 == 0` has constant -10), incrementally (LY6). A required
    /// constraint whose new constant contradicts the other required constraints is refused with
    /// `.unsatisfiable` and keeps its old constant (LY7).
    package func setConstant(_ constant: Double, of constraint: LinearConstraint) throws(SolverError) {
        try tableau.setConstant(constant, of: constraint)
    }

    /// Whether `variable` could take another value with every priority level's error unchanged (LY10).
    package func isAmbiguous(_ variable: LayoutVariable) -> Bool { inspect { $0.isAmbiguous(variable) } }

    /// Violations of the tableau's invariants, empty when sound (tests call this after every step).
    package func invariantViolations() -> [String] { inspect { $0.invariantViolations() } }
}

extension CassowarySolver: CustomDebugStringConvertible {
    /// The tableau, one row per line (`s7 = 3 + -1*e4 + …`), then the objective levels.
    package var debugDescription: String { inspect { $0.debugDescription } }
}

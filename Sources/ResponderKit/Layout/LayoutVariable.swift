import Foundation

/// An unknown of the layout solver (LY1): a view's edge or size, a guide's position. Its `value` is
/// written by `CassowarySolver.updateVariables()`.
///
/// The solver keeps its bookkeeping on the object itself (LY9: a variable belongs to at most one solver
/// at a time), so building rows needs no dictionary look-up per term.
package final class LayoutVariable {
    package let name: String
    /// The solved value, as of the owning solver's last `updateVariables()` (0 before). Computed over an
    /// internal stored property: a `package` stored property is visible outside the module, so every
    /// access to it would keep a run-time exclusivity check (BENCHMARKS.md "solver17").
    package var value: Double { solvedValue }
    var solvedValue: Double = 0

    // Solver bookkeeping, owned by `solverOwner` (nil while no solver uses the variable), written only by
    // that solver's `SolverTableau`.
    var solverOwner: ObjectIdentifier?
    var symbol: Int32 = -1
    /// Constraints (edit constraints included) of the owner that mention this variable.
    var useCount = 0
    /// Index in the owner's variable list.
    var slot = -1
    /// The edit constraint while this is an edit variable of the owner (LY6).
    var editConstraint: LinearConstraint?

    package init(_ name: String = "") {
        self.name = name
    }
}

extension LayoutVariable: CustomStringConvertible {
    package var description: String { name.isEmpty ? "var@\(symbol)" : name }
}

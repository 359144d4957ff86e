import Foundation

/// An unknown of the layout solver (LY1): a view's edge or size, a guide's position. Its `value` is
/// written by `CassowarySolver.updateVariables()`.
///
/// The solver keeps its bookkeeping on the object itself (LY9: a variable belongs to at most one solver
/// at a time), so building rows needs no dictionary look-up per term.
package final class LayoutVariable {
    package let name: String
    /// The solved value, as of the owning solver's last `updateVariables()` (0 before).
    // Measured: keeps 16.5 % of layout.constraints1000.edit instructions (callgrind, 2026-11-24)
    @exclusivity(unchecked) package internal(set) var value: Double = 0

    // Solver bookkeeping, owned by `solverOwner` (nil while no solver uses the variable); unchecked
    // exclusivity as the solver's own storage (CassowarySolver).
    var solverOwner: ObjectIdentifier?
    // Measured: keeps 2.0 % of layout.constraints1000 instructions, kept for the 10 % bound (callgrind, 2026-11-24)
    @exclusivity(unchecked) var symbol: Int32 = -1
    /// Constraints (edit constraints included) of the owner that mention this variable.
    var useCount = 0
    /// Index in the owner's variable list.
    // Measured: keeps 0.6 % of layout.constraints1000 instructions (with LinearConstraint.slot), kept for the 10 %
    // bound (callgrind, 2026-11-24)
    @exclusivity(unchecked) var slot = -1
    /// The edit constraint while this is an edit variable of the owner (LY6).
    var editConstraint: LinearConstraint?

    package init(_ name: String = "") {
        self.name = name
    }
}

extension LayoutVariable: CustomStringConvertible {
    package var description: String { name.isEmpty ? "var@\(symbol)" : name }
}

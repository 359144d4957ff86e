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
package final class CassowarySolver {
    enum SymbolKind: UInt8 {
        case external, slack, error, dummy
    }

    // The hot storage is `@exclusivity(unchecked)`: run-time exclusivity checks cost more than the
    // simplex itself (60 % of an edit, BENCHMARKS.md). Sound because the solver calls out to no code:
    // every access is from its own methods, and no in-place mutation of one array touches another.

    // Symbols, by id: kind, and the row where the symbol is basic (-1: parametric). Ids freed by removed
    // constraints and variables are reused, after the symbol has been purged from the tableau.
    // Measured: keeps 8.8 % of layout.constraints1000.edit instructions (callgrind, 2026-11-24)
    @exclusivity(unchecked) var kinds: [SymbolKind] = []
    // Measured: keeps 1.4 % of layout.constraints1000.edit instructions, kept for the 10 % bound (callgrind,
    // 2026-11-24)
    @exclusivity(unchecked) var rowOf: [Int32] = []
    // Measured: its checks are inlined in makeSymbol (8 % of layout.constraints1000 with kinds, rowOf, columns), kept
    // for the 10 % bound (callgrind, 2026-11-24)
    @exclusivity(unchecked) var freeSymbols: [Int32] = []
    // The tableau: `rows[i]` gives `basics[i]` in terms of parametric symbols.
    // Measured: keeps 18.6 % of layout.constraints1000.edit instructions (callgrind, 2026-11-24)
    @exclusivity(unchecked) var rows: [SolverRow] = []
    // Measured: keeps 0.3 % of layout.constraints1000.edit instructions (more inlined in noteShifted), kept for the 10
    // % bound (callgrind, 2026-11-24)
    @exclusivity(unchecked) var basics: [Int32] = []
    /// The column index: for each symbol, the basic symbols of the rows that contain it, so pivots,
    /// ratio tests and constant shifts visit only those rows (the paper's column sets).
    // Measured: keeps 19.5 % of layout.constraints1000.edit instructions (callgrind, 2026-11-24)
    @exclusivity(unchecked) var columns: [[Int32]] = []
    // Measured: keeps 0.4 % of layout.constraints1000.edit instructions, kept for the 10 % bound (callgrind,
    // 2026-11-24)
    @exclusivity(unchecked) var columnScratch: [Int32] = []
    // Measured: keeps 1.2 % of layout.constraints1000 instructions, kept for the 10 % bound (callgrind, 2026-11-24)
    @exclusivity(unchecked) var changes = CellChanges()
    // The objective (LY3): one row per priority level in use, highest priority first.
    // Measured: keeps 0.1 % of layout.constraints1000 instructions, kept for the 10 % bound (callgrind, 2026-11-24)
    @exclusivity(unchecked) var levels: [Float] = []
    var levelUses: [Int] = []
    // Measured: keeps 1.6 % of layout.constraints1000 instructions, kept for the 10 % bound (callgrind, 2026-11-24)
    @exclusivity(unchecked) var objectives: [SolverRow] = []
    /// Whether the objective changed since it was last found optimal. Only makeRow's fresh error
    /// symbols (positive weights) leave it clear, which spares the entering-symbol scan after most adds.
    // Measured: keeps 0.3 % of layout.constraints1000 instructions, kept for the 10 % bound (callgrind, 2026-11-24)
    @exclusivity(unchecked) var objectiveMayImprove = false
    /// Phase 1's objective while a required constraint is added with an artificial variable.
    // Measured: keeps 1.0 % of layout.constraints1000 instructions, kept for the 10 % bound (callgrind, 2026-11-24)
    @exclusivity(unchecked) var artificial: SolverRow?
    /// Basic symbols of rows a constant shift made negative, for the dual simplex.
    // Measured: keeps 1.2 % of layout.constraints1000.edit instructions, kept for the 10 % bound (callgrind,
    // 2026-11-24)
    @exclusivity(unchecked) var infeasible: [Int32] = []
    // Measured: keeps 1.6 % of layout.constraints1000 instructions, kept for the 10 % bound (callgrind, 2026-11-24)
    @exclusivity(unchecked) var scratch: [SolverCell] = []
    /// External symbols made by the `makeRow` in progress (in no other row yet).
    // Measured: keeps 0.2 % of layout.constraints1000 instructions, kept for the 10 % bound (callgrind, 2026-11-24)
    @exclusivity(unchecked) var freshExternals: [Int32] = []
    // Measured: keeps 0.2 % of layout.constraints1000 instructions, kept for the 10 % bound (callgrind, 2026-11-24)
    @exclusivity(unchecked) var variables: [LayoutVariable] = []
    // Measured: keeps 0.3 % of layout.constraints1000 instructions, kept for the 10 % bound (callgrind, 2026-11-24)
    @exclusivity(unchecked) var constraints: [LinearConstraint] = []

    var identity: ObjectIdentifier { ObjectIdentifier(self) }

    package init() {}

    deinit {
        for variable in variables { variable.forgetSolver() }
        for constraint in constraints { constraint.forgetSolver() }
    }

    package var constraintCount: Int { constraints.count }
    package var variableCount: Int { variables.count }

    package func hasConstraint(_ constraint: LinearConstraint) -> Bool {
        constraint.solverOwner == identity
    }

    /// Adds a constraint (LY4). A required constraint that cannot hold with the required constraints
    /// already added is refused with `.unsatisfiable`, naming the constraints in conflict (LY7); the
    /// solver is then as before the call.
    package func addConstraint(_ constraint: LinearConstraint) throws(SolverError) {
        try checkAddable(constraint)
        var row = makeRow(for: constraint)
        var subject = chooseSubject(row, for: constraint)
        if subject < 0 && row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            // Only required equalities' dummies: redundant if the constant is zero, else contradictory.
            guard SolverTolerance.isNearZero(row.constant) else {
                let conflict = conflict(refusing: constraint, symbols: row.cells.map(\.symbol))
                discardRow(of: constraint)
                throw .unsatisfiable(conflict)
            }
            subject = constraint.marker
        }
        if subject < 0 {
            if let failed = try addWithArtificialVariable(row, for: constraint) {
                let conflict = conflict(refusing: constraint, symbols: failed.cells.map(\.symbol))
                discardRow(of: constraint)
                try optimize()
                throw .unsatisfiable(conflict)
            }
        } else {
            row.solve(for: subject)
            // A symbol made for this constraint is in no other row (it may be in the objective).
            let fresh = subject == constraint.marker || subject == constraint.other || isFreshExternal(subject)
            substitute(subject, with: row, objectivesOnly: fresh)
            insertRow(row, basic: subject)
        }
        constraint.solverOwner = identity
        constraint.slot = constraints.count
        constraints.append(constraint)
        try optimize()
    }

    /// Removes a constraint (LY5): its errors leave the objective, its marker is pivoted into the basis
    /// and that row dropped, then the objective is re-optimized.
    package func removeConstraint(_ constraint: LinearConstraint) throws(SolverError) {
        guard constraint.solverOwner == identity else { throw .unknownConstraint(constraint.description) }
        if let variable = constraint.expression.terms.first?.variable, variable.editConstraint === constraint {
            variable.editConstraint = nil
        }
        removeObjectiveEffects(of: constraint)
        let marker = constraint.marker
        let markerRow = Int(rowOf[Int(marker)])
        if markerRow >= 0 {
            _ = removeRow(at: markerRow)
        } else if let index = markerLeavingRow(marker) {
            let leaving = basics[index]
            var row = removeRow(at: index)
            row.solve(for: marker, replacing: leaving)
            substitute(marker, with: row)
        }
        let last = constraints.removeLast()
        if last !== constraint {
            constraints[constraint.slot] = last
            last.slot = constraint.slot
        }
        discardRow(of: constraint)
        constraint.forgetSolver()
        infeasible.removeAll(keepingCapacity: true)
        try optimize()
    }

    /// Writes every variable's solved value into `LayoutVariable.value`.
    package func updateVariables() {
        for variable in variables {
            let row = Int(rowOf[Int(variable.symbol)])
            variable.value = row >= 0 ? rows[row].constant : 0
        }
    }

    /// The solved value of one variable, without `updateVariables()`.
    package func value(of variable: LayoutVariable) -> Double {
        guard variable.solverOwner == identity else { return variable.value }
        let row = Int(rowOf[Int(variable.symbol)])
        return row >= 0 ? rows[row].constant : 0
    }

    /// Removes every constraint and edit variable.
    package func reset() {
        for variable in variables { variable.forgetSolver() }
        for constraint in constraints { constraint.forgetSolver() }
        kinds.removeAll()
        rowOf.removeAll()
        columns.removeAll()
        freeSymbols.removeAll()
        rows.removeAll()
        basics.removeAll()
        levels.removeAll()
        levelUses.removeAll()
        objectives.removeAll()
        objectiveMayImprove = false
        artificial = nil
        infeasible.removeAll()
        variables.removeAll()
        constraints.removeAll()
    }

    /// The constraints of a conflict that are (still) in this solver, in the conflict's order.
    package func constraints(in conflict: SolverConflict) -> [LinearConstraint] {
        let wanted = Set(conflict.conflicting)
        let found = Dictionary(
            constraints.filter { wanted.contains(ObjectIdentifier($0)) }.map { (ObjectIdentifier($0), $0) },
            uniquingKeysWith: { first, _ in first })
        return conflict.conflicting.compactMap { found[$0] }
    }

    /// Refuses, before any change, what the solver cannot take (LY9).
    private func checkAddable(_ constraint: LinearConstraint) throws(SolverError) {
        if constraint.solverOwner == identity { throw .duplicateConstraint(constraint.description) }
        if constraint.solverOwner != nil { throw .inAnotherSolver(constraint.description) }
        guard constraint.strength.isValid else {
            throw .invalidValue("strength \(constraint.strength) of \(constraint) (priority 1...1000, weight > 0)")
        }
        guard constraint.expression.constant.isFinite else {
            throw .invalidValue("constant \(constraint.expression.constant) of \(constraint)")
        }
        for term in constraint.expression.terms {
            guard term.coefficient.isFinite else {
                throw .invalidValue("coefficient \(term.coefficient) of \(term.variable) in \(constraint)")
            }
            if let owner = term.variable.solverOwner, owner != identity {
                throw .inAnotherSolver("variable \(term.variable) of \(constraint)")
            }
        }
    }
}

extension LayoutVariable {
    func forgetSolver() {
        solverOwner = nil
        symbol = -1
        useCount = 0
        slot = -1
        editConstraint = nil
    }
}

extension LinearConstraint {
    func forgetSolver() {
        solverOwner = nil
        marker = -1
        other = -1
        markerCoefficient = 0
        slot = -1
    }
}

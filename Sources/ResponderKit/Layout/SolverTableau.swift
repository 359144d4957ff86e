import Foundation

/// The state of one `CassowarySolver` (LY2): symbols, the simplex tableau in basic-solved form, the
/// objective levels, and the variables and constraints in use.
///
/// A value type so that its hot loops need no run-time exclusivity checks: inside its `mutating`
/// methods every access to its own storage is checked at compile time, while the same arrays as stored
/// properties of a class were checked at run time on each access (60 % of an edit, BENCHMARKS.md
/// "solver17"). The solver class keeps one stored `SolverTableau` and makes one access per call.
struct SolverTableau {
    enum SymbolKind: UInt8 {
        case external, slack, error, dummy
    }

    /// The owning solver's identity, written into the variables and constraints it uses (LY9); set by
    /// the solver's initializer (a type's identity until then, which no variable or constraint holds).
    var owner = ObjectIdentifier(SolverTableau.self)

    // Symbols, by id: kind, and the row where the symbol is basic (-1: parametric). Ids freed by removed
    // constraints and variables are reused, after the symbol has been purged from the tableau.
    var kinds: [SymbolKind] = []
    var rowOf: [Int32] = []
    var freeSymbols: [Int32] = []
    // The tableau: `rows[i]` gives `basics[i]` in terms of parametric symbols.
    var rows: [SolverRow] = []
    var basics: [Int32] = []
    /// The column index: for each symbol, the basic symbols of the rows that contain it, so pivots,
    /// ratio tests and constant shifts visit only those rows (the paper's column sets).
    var columns: [[Int32]] = []
    var columnScratch: [Int32] = []
    var changes = CellChanges()
    // The objective (LY3): one row per priority level in use, highest priority first.
    var levels: [Float] = []
    var levelUses: [Int] = []
    var objectives: [SolverRow] = []
    /// Whether the objective changed since it was last found optimal. Only makeRow's fresh error
    /// symbols (positive weights) leave it clear, which spares the entering-symbol scan after most adds.
    var objectiveMayImprove = false
    /// Phase 1's objective while a required constraint is added with an artificial variable.
    var artificial: SolverRow?
    /// Basic symbols of rows a constant shift made negative, for the dual simplex.
    var infeasible: [Int32] = []
    var scratch: [SolverCell] = []
    /// External symbols made by the `makeRow` in progress (in no other row yet).
    var freshExternals: [Int32] = []
    var variables: [LayoutVariable] = []
    var constraints: [LinearConstraint] = []
    /// The next added constraint's `serial`: its place in addition order, for a re-solve (LY37).
    var nextSerial = 0

    /// Lets go of every variable and constraint (the solver is going away or being reset).
    func forgetObjects() {
        for variable in variables { variable.forgetSolver() }
        for constraint in constraints { constraint.forgetSolver() }
    }
    /// Adds a constraint (LY4). A required constraint that cannot hold with the required constraints
    /// already added is refused with `.unsatisfiable`, naming the constraints in conflict (LY7); the
    /// solver is then as before the call.
    mutating func addConstraint(_ constraint: LinearConstraint) throws(SolverError) {
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
            insertRow(consume row, basic: subject)
        }
        constraint.solverOwner = owner
        constraint.slot = constraints.count
        constraint.serial = nextSerial
        nextSerial += 1
        constraints.append(constraint)
        try optimize()
    }

    /// Removes a constraint (LY5): its errors leave the objective, its marker is pivoted into the basis
    /// and that row dropped, then the objective is re-optimized.
    mutating func removeConstraint(_ constraint: LinearConstraint) throws(SolverError) {
        guard constraint.solverOwner == owner else { throw .unknownConstraint(constraint.description) }
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
    func updateVariables() {
        for variable in variables {
            let row = Int(rowOf[Int(variable.symbol)])
            variable.solvedValue = row >= 0 ? rows[row].constant : 0
        }
    }

    /// The solved value of one variable, without `updateVariables()`.
    func value(of variable: LayoutVariable) -> Double {
        guard variable.solverOwner == owner else { return variable.solvedValue }
        let row = Int(rowOf[Int(variable.symbol)])
        return row >= 0 ? rows[row].constant : 0
    }

    /// Removes every constraint and edit variable.
    mutating func reset() {
        forgetObjects()
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
    func constraints(in conflict: SolverConflict) -> [LinearConstraint] {
        let wanted = Set(conflict.conflicting)
        let found = Dictionary(
            constraints.filter { wanted.contains(ObjectIdentifier($0)) }.map { (ObjectIdentifier($0), $0) },
            uniquingKeysWith: { first, _ in first })
        return conflict.conflicting.compactMap { found[$0] }
    }

    /// Refuses, before any change, what the solver cannot take (LY9).
    private func checkAddable(_ constraint: LinearConstraint) throws(SolverError) {
        if constraint.solverOwner == owner { throw .duplicateConstraint(constraint.description) }
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
            if let other = term.variable.solverOwner, other != owner {
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

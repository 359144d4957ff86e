import Foundation

/// Edit variables and constant changes (LY6): both shift the constants of the rows where the
/// constraint's marker appears and restore feasibility with the dual simplex — the tableau is never
/// rebuilt, which is what makes dragging and animating constraints cheap.
extension SolverTableau {
    /// Makes `variable` an edit variable: an optional constraint `variable == suggestion` at `strength`
    /// (below required), starting at 0 until the first `suggestValue`.
    mutating func addEditVariable(_ variable: LayoutVariable, strength: SolverStrength) throws(SolverError) {
        if variable.solverOwner == owner && variable.editConstraint != nil {
            throw .duplicateEditVariable(variable.description)
        }
        guard !strength.isRequired else { throw .requiredEditVariable(variable.description) }
        let constraint = LinearConstraint(
            LinearExpression(variable), .equal, strength: strength, label: "edit \(variable)")
        try addConstraint(constraint)
        variable.editConstraint = constraint
    }

    mutating func removeEditVariable(_ variable: LayoutVariable) throws(SolverError) {
        guard variable.solverOwner == owner, let constraint = variable.editConstraint else {
            throw .unknownEditVariable(variable.description)
        }
        try removeConstraint(constraint)
    }

    func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        variable.solverOwner == owner && variable.editConstraint != nil
    }

    /// Suggests a value for an edit variable; the edit constraint is satisfied as far as its strength
    /// allows against the other constraints (LY6).
    mutating func suggestValue(_ value: Double, for variable: LayoutVariable) throws(SolverError) {
        guard value.isFinite else { throw .invalidValue("suggested value \(value) for \(variable)") }
        guard variable.solverOwner == owner, let constraint = variable.editConstraint else {
            throw .unknownEditVariable(variable.description)
        }
        try setConstant(-value, of: constraint)
    }

    /// Changes the constant of a constraint in the solver (`NSLayoutConstraint.constant`; the
    /// expression's constant, so `x - 10 == 0` has constant -10), incrementally (LY6). A required
    /// constraint whose new constant contradicts the other required constraints is refused with
    /// `.unsatisfiable` and keeps its old constant (LY7).
    mutating func setConstant(_ constant: Double, of constraint: LinearConstraint) throws(SolverError) {
        guard constraint.solverOwner == owner else { throw .unknownConstraint(constraint.description) }
        guard constant.isFinite else { throw .invalidValue("constant \(constant) for \(constraint)") }
        let change = constant - constraint.expression.constant
        guard change != 0 else { return }
        if Swift.max(Swift.abs(constant), Swift.abs(constraint.expression.constant)) >= Self.incrementalConstantLimit {
            try resolve(setting: constant, of: constraint)
            return
        }
        // The equation `0 = c + … + μ·m` with `c + δ` is the old one with `m` renamed `m + δ/μ`: the
        // tableau stays valid once every row's constant absorbs that shift of the marker.
        let shift = change / constraint.markerCoefficient
        infeasible.removeAll(keepingCapacity: true)
        var failedRow = shiftMarker(of: constraint, by: shift)
        if failedRow == nil { failedRow = try dualOptimize() }
        if let failedRow {
            let symbols = [basics[failedRow]] + rows[failedRow].cells.map(\.symbol)
            infeasible.removeAll(keepingCapacity: true)
            _ = shiftMarker(of: constraint, by: -shift)
            if try dualOptimize() != nil { throw .internalError("could not restore \(constraint)") }
            throw .unsatisfiable(conflict(refusing: constraint, symbols: symbols))
        }
        constraint.expression.constant = constant
    }

    /// Applies a marker shift to the rows' constants. Returns a row that cannot hold any more: a basic
    /// dummy (a redundant required equality) whose constant is no longer zero.
    private mutating func shiftMarker(of constraint: LinearConstraint, by shift: Double) -> Int? {
        let marker = constraint.marker
        let markerRow = Int(rowOf[Int(marker)])
        if markerRow >= 0 {
            rows[markerRow].constant -= shift
            return noteShifted(markerRow)
        }
        var failed: Int?
        for basic in columns[Int(marker)] {
            let index = Int(rowOf[Int(basic)])
            let coefficient = rows[index].coefficient(of: marker)
            if coefficient != 0 {
                rows[index].constant += coefficient * shift
                if let row = noteShifted(index) { failed = row }
            }
        }
        return failed
    }

    private mutating func noteShifted(_ index: Int) -> Int? {
        let basic = basics[index]
        switch kinds[Int(basic)] {
        case .external: return nil
        case .dummy: return SolverTolerance.isNearZero(rows[index].constant) ? nil : index
        case .slack, .error:
            if rows[index].constant < -SolverTolerance.epsilon { infeasible.append(basic) }
            return nil
        }
    }
}

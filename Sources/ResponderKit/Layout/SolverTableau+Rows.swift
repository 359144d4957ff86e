import Foundation

/// Turning a constraint into a tableau row, and the bookkeeping of symbols, variables and priority
/// levels (LY2, LY3, LY4).
extension SolverTableau {
    /// The constraint's equation `0 = constant + Σ coefficient × symbol`, with basic variables replaced by
    /// their rows and the marker symbols added: `expression + slack = 0` (≤) or `expression - slack = 0`
    /// (≥), minus/plus an error when optional; `expression + dummy = 0` (required ==) or
    /// `expression - error⁺ + error⁻ = 0` (optional ==). Errors enter their level's objective row with
    /// the constraint's weight. The row's sign is then made so that its constant is not negative.
    mutating func makeRow(for constraint: LinearConstraint) -> SolverRow {
        var row = SolverRow(constant: constraint.expression.constant)
        freshExternals.removeAll(keepingCapacity: true)
        for term in constraint.expression.terms {
            let symbol = retain(term.variable)
            let basicRow = Int(rowOf[Int(symbol)])
            if basicRow >= 0 {
                row.add(rows[basicRow], times: term.coefficient, scratch: &scratch)
            } else {
                row.add(term.coefficient, of: symbol)
            }
        }
        let strength = constraint.strength
        let level = strength.isRequired ? -1 : retainLevel(strength.priority)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.add(sign, of: slack)
            constraint.marker = slack
            constraint.markerCoefficient = sign
            if level >= 0 {
                let error = makeSymbol(.error)
                row.add(-sign, of: error)
                constraint.other = error
                objectives[level].add(strength.weight, of: error)
            }
        case .equal:
            if level >= 0 {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.add(-1, of: plus)
                row.add(1, of: minus)
                constraint.marker = plus
                constraint.other = minus
                constraint.markerCoefficient = -1
                objectives[level].add(strength.weight, of: plus)
                objectives[level].add(strength.weight, of: minus)
            } else {
                let dummy = makeSymbol(.dummy)
                row.add(1, of: dummy)
                constraint.marker = dummy
                constraint.markerCoefficient = 1
            }
        }
        if row.constant < 0 { row.negate() }
        return row
    }

    /// The symbol to solve a new row for: an external variable if there is one (unrestricted, so any
    /// value is feasible), else the constraint's slack or error if its coefficient is negative (the
    /// row's constant is not negative, so the symbol starts feasible). -1 when neither exists.
    func chooseSubject(_ row: SolverRow, for constraint: LinearConstraint) -> Int32 {
        for cell in row.cells where kinds[Int(cell.symbol)] == .external { return cell.symbol }
        for symbol in [constraint.marker, constraint.other] where symbol >= 0 {
            let kind = kinds[Int(symbol)]
            if (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0 { return symbol }
        }
        return -1
    }

    func isFreshExternal(_ symbol: Int32) -> Bool { freshExternals.contains(symbol) }

    /// Phase 1 for a required row with no usable subject: an artificial variable `a = row` is minimized;
    /// the constraint is satisfiable exactly when `a` reaches zero. Returns nil on success, or the
    /// artificial row at its minimum (whose symbols name the constraints in conflict, LY7), after
    /// dropping it so that the tableau is the previous one.
    mutating func addWithArtificialVariable(_ row: SolverRow, for constraint: LinearConstraint) throws(SolverError)
        -> SolverRow?
    {
        let artificialSymbol = makeSymbol(.slack)
        insertRow(row, basic: artificialSymbol)
        artificial = row
        defer { artificial = nil }
        try optimize()
        let success = SolverTolerance.isNearZero(artificial?.constant ?? 0)
        var failed: SolverRow?
        let index = Int(rowOf[Int(artificialSymbol)])
        if index >= 0 {
            var artificialRow = removeRow(at: index)
            if !success {
                failed = artificialRow
            } else if let entering = pivotable(in: artificialRow, preferring: constraint.marker) {
                artificialRow.solve(for: entering, replacing: artificialSymbol)
                substitute(entering, with: artificialRow)
                insertRow(consume artificialRow, basic: entering)
            }
        }
        // Dropping the artificial column fixes it at zero: the new equation holds exactly.
        freeSymbol(artificialSymbol)
        return failed
    }

    /// A slack or error symbol of the row; failing that, a dummy (the row is then all dummies with a
    /// zero constant: the constraint is redundant and its dummy becomes basic, as in the paper).
    private func pivotable(in row: SolverRow, preferring marker: Int32) -> Int32? {
        if let cell = row.cells.first(where: { kinds[Int($0.symbol)] == .slack || kinds[Int($0.symbol)] == .error }) {
            return cell.symbol
        }
        if row.contains(marker) { return marker }
        return row.cells.first?.symbol
    }

    /// Undoes `makeRow`'s bookkeeping for a constraint that is not (or no longer) in the tableau: its
    /// symbols are purged and freed, its variables and priority level released.
    mutating func discardRow(of constraint: LinearConstraint) {
        if constraint.marker >= 0 { freeSymbol(constraint.marker) }
        if constraint.other >= 0 { freeSymbol(constraint.other) }
        constraint.marker = -1
        constraint.other = -1
        if !constraint.strength.isRequired { releaseLevel(constraint.strength.priority) }
        for term in constraint.expression.terms { release(term.variable) }
    }

    /// Takes the constraint's errors out of the objective (before its marker is pivoted, LY5).
    mutating func removeObjectiveEffects(of constraint: LinearConstraint) {
        guard !constraint.strength.isRequired, let level = levelIndex(constraint.strength.priority) else { return }
        let weight = constraint.strength.weight
        objectiveMayImprove = true
        for symbol in [constraint.marker, constraint.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            let row = Int(rowOf[Int(symbol)])
            if row >= 0 {
                objectives[level].add(rows[row], times: -weight, scratch: &scratch)
            } else {
                objectives[level].add(-weight, of: symbol)
            }
        }
    }

    // MARK: Rows

    /// Takes the row by ownership: callers hand over their last reference (`consume`), so writing the
    /// cells' column positions (LY38) mutates the buffer in place. Borrowed, the write copied every
    /// inserted row's cells (+11 % instructions on `layout.constraints1000`).
    mutating func insertRow(_ row: consuming SolverRow, basic: Int32) {
        rowOf[Int(basic)] = Int32(rows.count)
        for index in row.cells.indices {
            let column = Int(row.cells[index].symbol)
            row.cells[index].position = Int32(truncatingIfNeeded: columns[column].count)
            columns[column].append(basic)
        }
        rows.append(row)
        basics.append(basic)
    }

    /// Removes row `index` (the last row takes its place) and returns it.
    mutating func removeRow(at index: Int) -> SolverRow {
        let row = rows[index]
        let basic = basics[index]
        for cell in row.cells { removeFromColumn(cell) }
        rowOf[Int(basic)] = -1
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basics.swapAt(index, last)
            rowOf[Int(basics[index])] = Int32(index)
        }
        rows.removeLast()
        basics.removeLast()
        return row
    }

    /// Takes a tableau row's `cell` out of its symbol's column in O(1) (LY38): the column's last entry
    /// moves to the cell's position, and that entry's row learns its new position. A linear search here
    /// made deactivating k constraints pinned to one edge quadratic in k: every such row shares the
    /// edge's symbol, so that column holds one entry per constraint.
    mutating func removeFromColumn(_ cell: SolverCell) {
        let column = Int(cell.symbol)
        let position = Int(cell.position)
        let last = columns[column].count - 1
        if position != last {
            let moved = columns[column][last]
            columns[column][position] = moved
            let movedRow = Int(rowOf[Int(moved)])
            let movedCell = rows[movedRow].lowerBound(cell.symbol)
            rows[movedRow].cells[movedCell].position = cell.position
        }
        columns[column].removeLast()
    }

    // MARK: Symbols and variables

    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if let symbol = freeSymbols.popLast() {
            kinds[Int(symbol)] = kind
            rowOf[Int(symbol)] = -1
            return symbol
        }
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        return Int32(kinds.count - 1)
    }

    /// Purges a symbol from every row and objective (in exact arithmetic it is already gone; this clears
    /// rounding residue before the id is reused) and frees its id.
    mutating func freeSymbol(_ symbol: Int32) {
        let basicRow = Int(rowOf[Int(symbol)])
        if basicRow >= 0 { _ = removeRow(at: basicRow) }
        for basic in columns[Int(symbol)] { rows[Int(rowOf[Int(basic)])].remove(symbol) }
        columns[Int(symbol)].removeAll()
        for index in objectives.indices where objectives[index].remove(symbol) != 0 { objectiveMayImprove = true }
        freeSymbols.append(symbol)
    }

    /// The variable's symbol, registering it on first use by this solver.
    mutating func retain(_ variable: LayoutVariable) -> Int32 {
        if variable.solverOwner == nil {
            variable.solverOwner = owner
            variable.symbol = makeSymbol(.external)
            variable.useCount = 0
            variable.slot = variables.count
            variables.append(variable)
            freshExternals.append(variable.symbol)
        }
        variable.useCount += 1
        return variable.symbol
    }

    mutating func release(_ variable: LayoutVariable) {
        variable.useCount -= 1
        guard variable.useCount == 0 else { return }
        freeSymbol(variable.symbol)
        let last = variables.removeLast()
        if last !== variable {
            variables[variable.slot] = last
            last.slot = variable.slot
        }
        variable.forgetSolver()
    }

    // MARK: Priority levels (LY3)

    /// The objective row of a priority, if the level is in use. Levels are sorted by decreasing priority.
    func levelIndex(_ priority: Float) -> Int? {
        let index = levelInsertionIndex(priority)
        return index < levels.count && levels[index] == priority ? index : nil
    }

    private func levelInsertionIndex(_ priority: Float) -> Int {
        var low = 0
        var high = levels.count
        while low < high {
            let middle = (low + high) / 2
            if levels[middle] > priority { low = middle + 1 } else { high = middle }
        }
        return low
    }

    mutating func retainLevel(_ priority: Float) -> Int {
        let index = levelInsertionIndex(priority)
        if index < levels.count && levels[index] == priority {
            levelUses[index] += 1
        } else {
            levels.insert(priority, at: index)
            levelUses.insert(1, at: index)
            objectives.insert(SolverRow(), at: index)
        }
        return index
    }

    mutating func releaseLevel(_ priority: Float) {
        guard let index = levelIndex(priority) else { return }
        levelUses[index] -= 1
        if levelUses[index] == 0 {
            // Its errors are all gone; what is left is rounding residue.
            levels.remove(at: index)
            levelUses.remove(at: index)
            objectives.remove(at: index)
            objectiveMayImprove = true  // residue there may have masked a lower level's improvement
        }
    }

    // MARK: Conflicts (LY7)

    /// The constraints whose markers appear among `symbols`: a row that proves a contradiction is a
    /// combination of exactly the equations whose markers it contains.
    func conflict(refusing constraint: LinearConstraint, symbols: [Int32]) -> SolverConflict {
        var owners: [Int32: LinearConstraint] = [:]
        for candidate in constraints where candidate !== constraint {
            owners[candidate.marker] = candidate
            if candidate.other >= 0 { owners[candidate.other] = candidate }
        }
        var found: [LinearConstraint] = []
        var seen = Set<ObjectIdentifier>()
        for symbol in symbols {
            if let owner = owners[symbol], seen.insert(ObjectIdentifier(owner)).inserted { found.append(owner) }
        }
        return SolverConflict(refused: constraint, conflicting: found)
    }
}

import Foundation

/// Pivoting, the primal simplex (after adding and removing constraints) and the dual simplex (after
/// constant changes and edit suggestions), on the lexicographic objective (LY2, LY3).
///
/// Entering symbols are chosen by lowest id among the improving ones and ties in the ratio tests by
/// lowest basic id (Bland's rule), so the simplex cannot cycle on degenerate tableaux.
extension SolverTableau {
    /// Makes `entering` basic in place of row `index`'s basic symbol.
    mutating func pivot(row index: Int, entering: Int32) {
        let leaving = basics[index]
        var row = removeRow(at: index)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        insertRow(consume row, basic: entering)
    }

    /// Replaces the parametric `symbol` by `row` everywhere (the tableau's rows unless `objectivesOnly`,
    /// the objective levels and phase 1's objective), noting restricted rows that become negative.
    mutating func substitute(_ symbol: Int32, with row: SolverRow, objectivesOnly: Bool = false) {
        if !objectivesOnly {
            // Every row holding the symbol loses it; the pivot row cannot bring it back.
            swap(&columnScratch, &columns[Int(symbol)])
            for basic in columnScratch {
                let index = Int(rowOf[Int(basic)])
                changes.reset()
                _ = rows[index].substitute(symbol, with: row, scratch: &scratch, changes: &changes)
                for added in changes.added {
                    let cell = Int(added)
                    let column = Int(rows[index].cells[cell].symbol)
                    rows[index].cells[cell].position = Int32(truncatingIfNeeded: columns[column].count)
                    columns[column].append(basic)
                }
                for removed in changes.removed { removeFromColumn(removed) }
                if rows[index].constant < -SolverTolerance.epsilon {
                    let kind = kinds[Int(basic)]
                    if kind == .slack || kind == .error { infeasible.append(basic) }
                }
            }
            columnScratch.removeAll(keepingCapacity: true)
        }
        var ignored = CellChanges(tracking: false)
        for index in objectives.indices
        where objectives[index].substitute(symbol, with: row, scratch: &scratch, changes: &ignored) {
            objectiveMayImprove = true
        }
        if artificial != nil {
            _ = artificial!.substitute(symbol, with: row, scratch: &scratch, changes: &ignored)
        }
    }

    /// The primal simplex on phase 1's objective while it exists, else on the lexicographic objective.
    mutating func optimize() throws(SolverError) {
        guard objectiveMayImprove || artificial != nil else { return }
        let limit = 1_000 + 100 * (rows.count + kinds.count)
        var pivots = 0
        while true {
            let entering = artificial.map { Self.firstNegative(in: $0, kinds: kinds) } ?? lexicographicEntering()
            guard entering >= 0 else {
                if artificial == nil { objectiveMayImprove = false }
                return
            }
            guard let leaving = leavingRow(for: entering) else {
                throw .internalError("the objective is unbounded (entering symbol \(entering))")
            }
            pivot(row: leaving, entering: entering)
            pivots += 1
            if pivots > limit { throw .internalError("the primal simplex did not finish in \(limit) pivots") }
        }
    }

    private static func firstNegative(in row: SolverRow, kinds: [SymbolKind]) -> Int32 {
        for cell in row.cells where cell.coefficient < 0 && kinds[Int(cell.symbol)] != .dummy {
            return cell.symbol
        }
        return -1
    }

    /// The lowest-id symbol whose symbolic coefficient is negative: negative at some level and zero at
    /// every higher one (LY3). Dummies never enter (they are fixed at zero).
    func lexicographicEntering() -> Int32 {
        var best = Int32.max
        for level in objectives.indices {
            for cell in objectives[level].cells where cell.symbol < best && cell.coefficient < 0 {
                if kinds[Int(cell.symbol)] == .dummy { continue }
                var higherLevelCost = false
                for higher in 0..<level where objectives[higher].contains(cell.symbol) {
                    higherLevelCost = true
                    break
                }
                if !higherLevelCost {
                    best = cell.symbol
                    break  // cells are sorted: the rest of this level has higher ids
                }
            }
        }
        return best == .max ? -1 : best
    }

    /// The ratio test: among restricted rows where `entering` has a negative coefficient, the one that
    /// first reaches zero as `entering` grows.
    func leavingRow(for entering: Int32) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for basic in columns[Int(entering)] {
            if kinds[Int(basic)] == .external { continue }
            let index = Int(rowOf[Int(basic)])
            let coefficient = rows[index].coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[index].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = index
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best
    }

    /// The row to pivot a parametric marker out of before its constraint's row is dropped (LY5): a
    /// restricted row that limits the marker's growth (smallest ratio), else a restricted row (smallest
    /// ratio the other way), else an unrestricted row — so the remaining rows stay feasible.
    func markerLeavingRow(_ marker: Int32) -> Int? {
        var first: Int?
        var firstRatio = Double.infinity
        var second: Int?
        var secondRatio = Double.infinity
        var third: Int?
        for basic in columns[Int(marker)] {
            let index = Int(rowOf[Int(basic)])
            let coefficient = rows[index].coefficient(of: marker)
            if coefficient == 0 { continue }
            if kinds[Int(basic)] == .external {
                if third.map({ basic < basics[$0] }) ?? true { third = index }
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && basic < basics[first!]) {
                    first = index
                    firstRatio = ratio
                }
            } else {
                let ratio = rows[index].constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && basic < basics[second!]) {
                    second = index
                    secondRatio = ratio
                }
            }
        }
        return first ?? second ?? third
    }

    /// The dual simplex (LY6): while a restricted row is negative, pivot in the symbol that keeps the
    /// objective optimal (smallest symbolic ratio objective / coefficient). Returns the index of a row
    /// that no pivot can make feasible (the required constraints then conflict), or nil when feasible.
    mutating func dualOptimize() throws(SolverError) -> Int? {
        let limit = 1_000 + 100 * (rows.count + kinds.count)
        var pivots = 0
        while let leaving = infeasible.popLast() {
            let index = Int(rowOf[Int(leaving)])
            guard index >= 0, rows[index].constant < -SolverTolerance.epsilon else { continue }
            guard let entering = dualEntering(row: index) else { return index }
            pivot(row: index, entering: entering)
            pivots += 1
            if pivots > limit { throw .internalError("the dual simplex did not finish in \(limit) pivots") }
        }
        return nil
    }

    /// `mutating` only to borrow the tableau in place: a non-mutating call here copied the whole value
    /// (every array retained and released) on each dual pivot, +4.4 % on `layout.constraints1000.edit`
    /// (callgrind, BENCHMARKS.md "solver17").
    private mutating func dualEntering(row index: Int) -> Int32? {
        var best: Int32 = -1
        var bestCoefficient = 0.0
        for cell in rows[index].cells where cell.coefficient > 0 {
            let kind = kinds[Int(cell.symbol)]
            guard kind == .slack || kind == .error else { continue }
            if best < 0 || ratio(of: cell.symbol, cell.coefficient, isBelow: best, bestCoefficient) {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best < 0 ? nil : best
    }

    /// Compares objective / coefficient level by level (ties keep the earlier, lower-id symbol). Ratios
    /// within `epsilon` (relative) are equal at that level and the next level decides (LY8): a rounding
    /// difference at a high level must not override a real difference below it.
    private func ratio(of symbol: Int32, _ coefficient: Double, isBelow other: Int32, _ otherCoefficient: Double)
        -> Bool
    {
        for objective in objectives {
            let mine = objective.coefficient(of: symbol) / coefficient
            let theirs = objective.coefficient(of: other) / otherCoefficient
            if abs(mine - theirs) > SolverTolerance.epsilon * max(1, abs(mine), abs(theirs)) { return mine < theirs }
        }
        return false
    }
}

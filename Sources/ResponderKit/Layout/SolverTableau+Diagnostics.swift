import Foundation

/// Questions about the solution: ambiguity (`hasAmbiguousLayout`, LY10) and the tableau's invariants
/// (for tests).
extension SolverTableau {
    /// Whether `variable` could take another value with every priority level's error unchanged (LY10):
    /// it is parametric (nothing fixes it), or its row has a free variable, or a slack or error that costs
    /// nothing at any level and can grow without a degenerate row blocking it. A variable in no
    /// constraint is ambiguous. (A move needing several symbols at once in a degenerate vertex is not
    /// detected: the check is per symbol, like the simplex's own steps.)
    func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard variable.solverOwner == owner else { return true }
        let index = Int(rowOf[Int(variable.symbol)])
        guard index >= 0 else { return true }
        for cell in rows[index].cells {
            switch kinds[Int(cell.symbol)] {
            case .external: return true
            case .dummy: continue
            case .slack, .error:
                if objectives.contains(where: { $0.contains(cell.symbol) }) { continue }
                if canGrow(cell.symbol) { return true }
            }
        }
        return false
    }

    /// No restricted row at zero decreases when `symbol` grows.
    private func canGrow(_ symbol: Int32) -> Bool {
        for basic in columns[Int(symbol)] where kinds[Int(basic)] != .external {
            let index = Int(rowOf[Int(basic)])
            if rows[index].coefficient(of: symbol) < 0 && SolverTolerance.isNearZero(rows[index].constant) {
                return false
            }
        }
        return true
    }

    /// Violations of the tableau's invariants, empty when sound (tests call this after every step):
    /// sorted rows without basic symbols on their right; restricted rows feasible; basic dummies only in
    /// all-dummy rows at zero; free (external) parametric symbols only in unrestricted rows and never in
    /// the objective; the objective optimal (no improving symbol).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for (index, row) in rows.enumerated() {
            let basic = basics[index]
            if rowOf[Int(basic)] != Int32(index) { problems.append("row \(index): index of \(basic) is wrong") }
            let kind = kinds[Int(basic)]
            for (position, cell) in row.cells.enumerated() {
                if position > 0 && row.cells[position - 1].symbol >= cell.symbol {
                    problems.append("row of \(basic): cells not sorted")
                }
                if rowOf[Int(cell.symbol)] >= 0 {
                    problems.append("row of \(basic): basic \(cell.symbol) on the right")
                }
                if kind != .external && kinds[Int(cell.symbol)] == .external {
                    problems.append("restricted row of \(basic) has free parametric \(cell.symbol)")
                }
                if kind == .dummy && kinds[Int(cell.symbol)] != .dummy {
                    problems.append("dummy row of \(basic) has \(cell.symbol)")
                }
            }
            if kind != .external && row.constant < -SolverTolerance.epsilon {
                problems.append("restricted row of \(basic) is infeasible: \(row.constant)")
            }
            if kind == .dummy && !SolverTolerance.isNearZero(row.constant) {
                problems.append("dummy row of \(basic) has constant \(row.constant)")
            }
        }
        for (symbol, column) in columns.enumerated() {
            if Set(column).count != column.count { problems.append("column of \(symbol) has duplicates") }
            for basic in column where rowOf[Int(basic)] < 0 || !rows[Int(rowOf[Int(basic)])].contains(Int32(symbol)) {
                problems.append("column of \(symbol) lists \(basic), whose row does not hold it")
            }
        }
        for (index, row) in rows.enumerated() {
            for cell in row.cells {
                let column = columns[Int(cell.symbol)]
                if !column.indices.contains(Int(cell.position)) || column[Int(cell.position)] != basics[index] {
                    problems.append("row of \(basics[index]) holds \(cell.symbol), not at its position in the column")
                }
            }
        }
        for (level, objective) in objectives.enumerated() {
            for cell in objective.cells where kinds[Int(cell.symbol)] == .external || rowOf[Int(cell.symbol)] >= 0 {
                problems.append("objective \(levels[level]) has \(cell.symbol) (free or basic)")
            }
        }
        if lexicographicEntering() >= 0 { problems.append("objective not optimal") }
        if artificial != nil { problems.append("phase 1 objective left over") }
        return problems
    }
}

extension SolverTableau: CustomDebugStringConvertible {
    /// The tableau, one row per line (`s7 = 3 + -1*e4 + …`), then the objective levels.
    var debugDescription: String {
        func name(_ symbol: Int32) -> String {
            let prefix: String
            switch kinds[Int(symbol)] {
            case .external: prefix = variables.first { $0.symbol == symbol }?.description ?? "x"
            case .slack: prefix = "s"
            case .error: prefix = "e"
            case .dummy: prefix = "d"
            }
            return kinds[Int(symbol)] == .external ? prefix : "\(prefix)\(symbol)"
        }
        func text(_ row: SolverRow) -> String {
            ([String(row.constant)] + row.cells.map { "\($0.coefficient)*\(name($0.symbol))" }).joined(separator: " + ")
        }
        var lines = zip(basics, rows).map { "\(name($0)) = \(text($1))" }
        for (level, objective) in zip(levels, objectives) { lines.append("objective @\(level): \(text(objective))") }
        return lines.joined(separator: "\n")
    }
}

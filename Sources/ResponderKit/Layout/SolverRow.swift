import Foundation

/// One term of a tableau row: a solver symbol (an index into the solver's symbol tables) and its
/// coefficient.
///
/// `position` is, while the row is in the tableau, this cell's index in its symbol's column
/// (`SolverTableau.columns`), so a row leaves a column by swap-removal in O(1) (LY38); it is -1 (or stale)
/// in rows outside the tableau. It sits in the padding after `symbol`: a cell is 16 bytes either way.
struct SolverCell {
    var symbol: Int32
    var position: Int32 = -1
    var coefficient: Double
}

/// A row of the simplex tableau (LY2): `basic = constant + Σ coefficient × symbol`, or, while a row is
/// being built from a constraint, the equation `0 = constant + Σ coefficient × symbol`.
///
/// Cells are kept sorted by symbol, so look-ups are binary searches and adding one row to another is a
/// linear merge. A coefficient whose magnitude falls below `SolverTolerance.epsilon` is dropped (LY8):
/// that is how cancellation is recognised in floating point.
struct SolverRow {
    var constant: Double
    var cells: [SolverCell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// The position of `symbol` in `cells`, or where it would be inserted.
    @inline(__always) func lowerBound(_ symbol: Int32) -> Int {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low &+ high) >> 1
            if cells[middle].symbol < symbol { low = middle &+ 1 } else { high = middle }
        }
        return low
    }

    func coefficient(of symbol: Int32) -> Double {
        let index = lowerBound(symbol)
        return index < cells.count && cells[index].symbol == symbol ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Int32) -> Bool {
        let index = lowerBound(symbol)
        return index < cells.count && cells[index].symbol == symbol
    }

    /// Adds `coefficient × symbol`, dropping the cell if the sum cancels (LY8).
    mutating func add(_ coefficient: Double, of symbol: Int32) {
        let index = lowerBound(symbol)
        if index < cells.count && cells[index].symbol == symbol {
            let sum = cells[index].coefficient + coefficient
            if SolverTolerance.isNearZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !SolverTolerance.isNearZero(coefficient) {
            cells.insert(SolverCell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Removes `symbol` and returns its coefficient (0 if absent).
    @discardableResult mutating func remove(_ symbol: Int32) -> Double {
        let index = lowerBound(symbol)
        guard index < cells.count && cells[index].symbol == symbol else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Adds `factor × other`, merging the two sorted cell lists into `scratch` and swapping it in, so a
    /// warm solver merges without allocating.
    mutating func add(_ other: SolverRow, times factor: Double, scratch: inout [SolverCell]) {
        var ignored = CellChanges(tracking: false)
        constant += other.constant * factor
        merge(other.cells, times: factor, skipping: -1, scratch: &scratch, changes: &ignored)
    }

    /// Replaces `symbol` (if present) by `row`'s right-hand side, noting in `changes` the symbols that
    /// appear and disappear (the tableau's column index follows them). Returns whether the row changed.
    mutating func substitute(
        _ symbol: Int32, with row: SolverRow, scratch: inout [SolverCell], changes: inout CellChanges
    ) -> Bool {
        let index = lowerBound(symbol)
        guard index < cells.count && cells[index].symbol == symbol else { return false }
        let factor = cells[index].coefficient
        constant += row.constant * factor
        merge(row.cells, times: factor, skipping: symbol, scratch: &scratch, changes: &changes)
        return true
    }

    /// The merge behind `add(_:times:scratch:)`, leaving out `skipped` from this row's cells.
    private mutating func merge(
        _ other: [SolverCell], times factor: Double, skipping skipped: Int32, scratch: inout [SolverCell],
        changes: inout CellChanges
    ) {
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(cells.count + other.count)
        var mine = 0
        var theirs = 0
        let mineCount = cells.count
        let theirsCount = other.count
        while mine < mineCount || theirs < theirsCount {
            if theirs == theirsCount || (mine < mineCount && cells[mine].symbol < other[theirs].symbol) {
                if cells[mine].symbol != skipped { scratch.append(cells[mine]) }
                mine &+= 1
            } else if mine == mineCount || other[theirs].symbol < cells[mine].symbol {
                let value = other[theirs].coefficient * factor
                if !SolverTolerance.isNearZero(value) {
                    if changes.tracking { changes.added.append(Int32(truncatingIfNeeded: scratch.count)) }
                    scratch.append(SolverCell(symbol: other[theirs].symbol, coefficient: value))
                }
                theirs &+= 1
            } else {
                let symbol = cells[mine].symbol
                let value = cells[mine].coefficient + other[theirs].coefficient * factor
                if symbol != skipped && !SolverTolerance.isNearZero(value) {
                    scratch.append(SolverCell(symbol: symbol, position: cells[mine].position, coefficient: value))
                } else if changes.tracking && symbol != skipped {
                    changes.removed.append(cells[mine])
                }
                mine &+= 1
                theirs &+= 1
            }
        }
        swap(&cells, &scratch)
    }

    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + … + a × symbol` into `symbol = -(constant + …) / a`.
    mutating func solve(for symbol: Int32) {
        let coefficient = remove(symbol)
        let factor = -1 / coefficient
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Turns `basic = …` (with `symbol` on the right) into `symbol = …` (with `basic` on the right).
    mutating func solve(for symbol: Int32, replacing basic: Int32) {
        add(-1, of: basic)
        solve(for: symbol)
    }
}

/// What a merge added to and cancelled from a row (the skipped, substituted symbol excluded): the indices
/// of the added cells in the merged row (their column positions are still to be set), and the cancelled
/// cells themselves (with the column positions they held).
struct CellChanges {
    var tracking = true
    var added: [Int32] = []
    var removed: [SolverCell] = []

    init(tracking: Bool = true) {
        self.tracking = tracking
    }

    mutating func reset() {
        added.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
    }
}

/// The solver's numerical tolerances (LY8).
enum SolverTolerance {
    /// A coefficient or constant whose magnitude is below this is zero: cells are dropped, a required
    /// row's leftover constant is "satisfied", an artificial objective "reached zero". The same absolute
    /// tolerance as kiwisolver's, so both agree on what cancels.
    static let epsilon = 1.0e-8

    @inline(__always) static func isNearZero(_ value: Double) -> Bool {
        value < 0 ? -value < epsilon : value < epsilon
    }
}

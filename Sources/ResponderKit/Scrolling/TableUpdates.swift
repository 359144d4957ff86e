import Foundation

/// One batch of table or collection view updates (TV4, CV5), in UIKit's terms (rows are items): deletions, reloads and move sources name rows and
/// sections as they were before the batch; insertions and move destinations as they are after it.
struct TableUpdates {
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()

    /// Where an old section is after the batch; nil when deleted.
    func newSection(_ old: Int) -> Int? {
        guard !deletedSections.contains(old) && !reloadedSections.contains(old) else { return nil }
        var section = old - deletedSections.count(in: 0..<old)
        for inserted in insertedSections {
            guard inserted <= section else { break }
            section += 1
        }
        return section
    }

    /// The rows leaving old section `old` and arriving in new section `new`, sorted (moves included).
    func rowChanges(old: Int?, new: Int?) -> (removed: [Int], inserted: [Int]) {
        var removed = deletedRows.filter { $0.section == old }.map(\.row)
        removed += movedRows.filter { $0.from.section == old }.map(\.from.row)
        var inserted = insertedRows.filter { $0.section == new }.map(\.row)
        inserted += movedRows.filter { $0.to.section == new }.map(\.to.row)
        return (Array(Set(removed)).sorted(), Array(Set(inserted)).sorted())
    }

    /// Where old row `row` of a section is after the batch, given that section's changes; nil when it
    /// was deleted or moved (moves are followed separately).
    static func newRow(_ row: Int, _ changes: (removed: [Int], inserted: [Int])) -> Int? {
        var low = 0
        var high = changes.removed.count
        while low < high {
            let mid = (low + high) / 2
            if changes.removed[mid] < row { low = mid + 1 } else { high = mid }
        }
        if low < changes.removed.count && changes.removed[low] == row { return nil }
        var result = row - low
        for inserted in changes.inserted {
            guard inserted <= result else { break }
            result += 1
        }
        return result
    }

    /// Where an old index path is after the batch; nil when its row or section was deleted or reloaded.
    func newIndexPath(_ path: IndexPath) -> IndexPath? {
        if let move = movedRows.first(where: { $0.from == path }) { return move.to }
        guard let section = newSection(path.section) else { return nil }
        if reloadedRows.contains(path) { return nil }
        let changes = rowChanges(old: path.section, new: section)
        return Self.newRow(path.row, changes).map { IndexPath(row: $0, section: section) }
    }
}

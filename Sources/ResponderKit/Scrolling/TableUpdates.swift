import Foundation

/// One batch of table updates (TV4), in UIKit's terms: deletions, reloads and move sources name rows and
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
}

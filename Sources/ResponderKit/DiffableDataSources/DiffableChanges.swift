import Foundation

/// The difference between two snapshots as one batch of list updates (DS5), in UIKit's batch terms:
/// deletions, reloads and move sources are old index paths, insertions and move destinations new ones
/// (TV4, CV5). `item` is the row of a table.
struct DiffableChanges: Equatable {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [Move] = []
    var reloadedItems: [IndexPath] = []
    /// New index paths of items configured again in place, after the batch (DS4).
    var reconfiguredItems: [IndexPath] = []

    struct Move: Equatable {
        var from: IndexPath
        var to: IndexPath
    }

    var isEmpty: Bool { self == DiffableChanges() }
}

extension NSDiffableDataSourceSnapshot {
    /// DS5: sections kept in the same relative order (the longest such run) stay; every other kept section
    /// is deleted and inserted again, as a section move is here (CV5), and so is a section marked for
    /// reload. Within the sections that stay, an item that keeps its section and its order relative to
    /// the longest such run stays, any other kept item moves (across sections too), and items of sections
    /// that come or go come and go with them.
    static func changes(from old: Self, to new: Self) -> DiffableChanges {
        var changes = DiffableChanges()
        let newSectionIndex = Dictionary(uniqueKeysWithValues: new.sections.enumerated().map { ($1, $0) })
        let kept = old.sections.indices.filter { newSectionIndex[old.sections[$0]] != nil }
        let inOrder = Set(longestIncreasingRun(kept.map { newSectionIndex[old.sections[$0]]! }).map { kept[$0] })
        let reloaded = Set(new.reloadedSections)
        // Old section index → new section index, for the sections that stay.
        var stays: [Int: Int] = [:]
        for (index, section) in old.sections.enumerated() {
            guard let target = newSectionIndex[section], inOrder.contains(index) else {
                changes.deletedSections.insert(index)
                continue
            }
            if reloaded.contains(section) {
                changes.reloadedSections.insert(index)
            } else {
                stays[index] = target
            }
        }
        let stayingNew = Set(stays.values)
        for index in new.sections.indices where !stayingNew.contains(index) {
            guard !changes.reloadedSections.contains(old.sections.firstIndex(of: new.sections[index]) ?? -1) else {
                continue
            }
            changes.insertedSections.insert(index)
        }
        diffItems(old, new, stays: stays, into: &changes)
        return changes
    }

    private static func diffItems(_ old: Self, _ new: Self, stays: [Int: Int], into changes: inout DiffableChanges) {
        let stayingNew = Set(stays.values)
        var newPaths: [ItemIdentifierType: IndexPath] = [:]
        for (s, items) in new.items.enumerated() where stayingNew.contains(s) {
            for (row, item) in items.enumerated() { newPaths[item] = IndexPath(item: row, section: s) }
        }
        let reloaded = Set(new.reloadedItems)
        let reconfigured = Set(new.reconfiguredItems)
        var arrived = Set<ItemIdentifierType>()
        for (s, items) in old.items.enumerated() {
            guard let target = stays[s] else { continue }
            // Items staying in this section, in old order, with their new rows.
            var staying: [(from: Int, to: Int, item: ItemIdentifierType)] = []
            for (row, item) in items.enumerated() {
                let from = IndexPath(item: row, section: s)
                guard let to = newPaths[item] else {
                    changes.deletedItems.append(from)
                    continue
                }
                arrived.insert(item)
                if to.section == target {
                    staying.append((row, to.item, item))
                } else {
                    move(item, from, to, reloaded, into: &changes)
                }
            }
            let still = Set(longestIncreasingRun(staying.map(\.to)))
            for (position, entry) in staying.enumerated() {
                let from = IndexPath(item: entry.from, section: s)
                let to = IndexPath(item: entry.to, section: target)
                if !still.contains(position) {
                    move(entry.item, from, to, reloaded, into: &changes)
                } else if reloaded.contains(entry.item) {
                    changes.reloadedItems.append(from)
                }
            }
        }
        for (item, path) in newPaths where !arrived.contains(item) { changes.insertedItems.append(path) }
        for (item, path) in newPaths where reconfigured.contains(item) && !reloaded.contains(item) {
            changes.reconfiguredItems.append(path)
        }
        changes.deletedItems.sort()
        changes.insertedItems.sort()
        changes.reloadedItems.sort()
        changes.reconfiguredItems.sort()
        changes.movedItems.sort { $0.from < $1.from }
    }

    /// A kept item that moves; one also marked for reload is deleted and inserted instead, so that its cell
    /// is made again (UIKit refuses a reload and a move of one row in a batch).
    private static func move(
        _ item: ItemIdentifierType, _ from: IndexPath, _ to: IndexPath, _ reloaded: Set<ItemIdentifierType>,
        into changes: inout DiffableChanges
    ) {
        if reloaded.contains(item) {
            changes.deletedItems.append(from)
            changes.insertedItems.append(to)
        } else {
            changes.movedItems.append(.init(from: from, to: to))
        }
    }
}

/// The positions of one longest strictly increasing subsequence of `values` (patience sorting,
/// O(n log n)); ties broken toward the earliest positions, so the diff is deterministic (DS5).
func longestIncreasingRun(_ values: [Int]) -> [Int] {
    var tails: [Int] = []  // positions: tails[k] ends the best run of length k + 1
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
            let mid = (low + high) / 2
            if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var run: [Int] = []
    var cursor = tails.last ?? -1
    while cursor >= 0 {
        run.append(cursor)
        cursor = previous[cursor]
    }
    return run.reversed()
}

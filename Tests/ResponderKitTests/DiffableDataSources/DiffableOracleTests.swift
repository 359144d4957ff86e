import Foundation
import ResponderKit
import Testing

/// DS5 against an independent oracle: random snapshot sequences applied to a table and a collection view;
/// after each apply every visible cell — configured only when it was made — shows the item the snapshot
/// has at its index path, so a wrong difference (a row mapped to the wrong place, a batch UIKit would
/// refuse and that reloads instead) shows as a stale cell or an issue.
@MainActor @Suite struct DiffableOracleTests {
    /// A small deterministic generator (SplitMix64), so a failure replays.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// A random snapshot from the pool: up to 4 of 6 sections, up to 4 of 16 items each, in random order,
    /// with some items marked for reload or reconfigure.
    static func randomSnapshot(_ generator: inout Generator) -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        var sections = Array(0..<6)
        var items = Array(0..<16)
        for _ in 0..<generator.next(5) {
            let section = sections.remove(at: generator.next(sections.count))
            snapshot.appendSections([section])
            for _ in 0..<generator.next(5) where !items.isEmpty {
                snapshot.appendItems([items.remove(at: generator.next(items.count))], toSection: section)
            }
        }
        let all = snapshot.itemIdentifiers
        if !all.isEmpty && generator.next(3) == 0 { snapshot.reloadItems([all[generator.next(all.count)]]) }
        if !all.isEmpty && generator.next(3) == 0 { snapshot.reconfigureItems([all[generator.next(all.count)]]) }
        return snapshot
    }

    @Test(
        "DS5: 100 random applies per seed to a table; every row shows the snapshot's item",
        arguments: [1, 2, 3] as [UInt64])
    func tableOracle(seed: UInt64) {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        table.rowHeight = 30  // every row on screen: up to 16
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        simulator.window.addSubview(table)
        let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.tag = item
            return cell
        }
        var generator = Generator(state: seed)
        for step in 0..<100 {
            let snapshot = Self.randomSnapshot(&generator)
            source.apply(snapshot, animatingDifferences: step % 2 == 0)
            simulator.window.layoutIfNeeded()
            let expected = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
            let rows = (0..<table.numberOfSections).map { section in
                (0..<table.numberOfRows(inSection: section)).map {
                    table.cellForRow(at: IndexPath(row: $0, section: section))?.tag ?? -1
                }
            }
            #expect(rows == expected, "step \(step)")
            #expect(simulator.issues.isEmpty, "step \(step)")
            guard rows == expected && simulator.issues.isEmpty else { return }
        }
    }
}

import Foundation
import ResponderKit
import Testing

/// DS3–DS6: a table fed by `UITableViewDiffableDataSource`, as an iOS screen sets one up.
@MainActor @Suite struct TableDiffableDataSourceTests {
    /// The cell provider counts its calls per item, so a test sees which rows were made again.
    final class Provided {
        var calls: [String] = []
    }

    private func scene(
        _ provided: Provided = Provided(),
        source make: ((UITableView, Provided) -> UITableViewDiffableDataSource<Int, String>)? = nil
    ) -> (EventSimulator, UITableView, UITableViewDiffableDataSource<Int, String>) {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        simulator.window.addSubview(table)
        let source =
            make?(table, provided)
            ?? UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
                provided.calls.append(item)
                let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = item
                return cell
            }
        return (simulator, table, source)
    }

    private func snapshot(_ sections: [Int: [String]]) -> NSDiffableDataSourceSnapshot<Int, String> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for section in sections.keys.sorted() {
            snapshot.appendSections([section])
            snapshot.appendItems(sections[section]!, toSection: section)
        }
        return snapshot
    }

    /// The visible rows' texts, in row order, per section.
    private func shown(_ table: UITableView) -> [[String]] {
        let paths = table.indexPathsForVisibleRows ?? []
        return (0..<table.numberOfSections).map { section in
            paths.filter { $0.section == section }.map { table.cellForRow(at: $0)?.textLabel?.text ?? "?" }
        }
    }

    @Test("DS3: the diffable source is the table's data source; applied items show as rows")
    func applyShowsRows() {
        let (simulator, table, source) = scene()
        #expect(table.dataSource === source)
        source.apply(snapshot([0: ["a", "b"], 1: ["c"]]), animatingDifferences: false)
        simulator.window.layoutIfNeeded()
        #expect(shown(table) == [["a", "b"], ["c"]])
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "c")
        #expect(source.itemIdentifier(for: IndexPath(row: 5, section: 1)) == nil)
        #expect(source.indexPath(for: "b") == IndexPath(row: 1, section: 0))
        #expect(source.sectionIdentifier(for: 1) == 1)
        #expect(source.index(for: 1) == 1)
        #expect(source.snapshot().itemIdentifiers == ["a", "b", "c"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("DS5: an apply is a batch update: kept rows keep their cells and selection, new rows are made")
    func applyKeepsCellsAndSelection() {
        let provided = Provided()
        let (simulator, table, source) = scene(provided)
        source.apply(snapshot([0: ["a", "b", "c", "d"]]))
        simulator.window.layoutIfNeeded()
        let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        provided.calls = []
        var next = source.snapshot()
        next.deleteItems(["a"])
        next.insertItems(["new"], afterItem: "c")
        next.moveItem("d", beforeItem: "b")
        var completed = false
        source.apply(next, animatingDifferences: true) { completed = true }
        #expect(completed)
        #expect(shown(table) == [["d", "b", "c", "new"]])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellB)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(provided.calls == ["new"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("DS5: without animation it is still the difference (iOS 15), not a reload; using reload data reloads")
    func withoutAnimationAndReloadData() {
        let provided = Provided()
        let (simulator, table, source) = scene(provided)
        source.apply(snapshot([0: ["a", "b"]]))
        simulator.window.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        provided.calls = []
        source.apply(snapshot([0: ["z", "a", "b"]]), animatingDifferences: false)
        #expect(shown(table) == [["z", "a", "b"]])
        #expect(provided.calls == ["z"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        provided.calls = []
        source.applySnapshotUsingReloadData(snapshot([0: ["z", "a", "b"]]))
        #expect(shown(table) == [["z", "a", "b"]])
        #expect(provided.calls == ["z", "a", "b"])
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("DS5: sections inserted, deleted and moved; items move across sections")
    func sections() {
        let (simulator, table, source) = scene()
        source.apply(snapshot([0: ["a", "b"], 1: ["c"], 2: ["d", "e"]]))
        simulator.window.layoutIfNeeded()
        var next = source.snapshot()
        next.deleteSections([1])
        next.appendSections([3])
        next.appendItems(["f"], toSection: 3)
        next.moveItem("a", afterItem: "e")
        next.moveSection(2, beforeSection: 0)
        source.apply(next)
        #expect(shown(table) == [["d", "e", "a"], ["b"], ["f"]])
        #expect(source.sectionIdentifier(for: 0) == 2)
        #expect(simulator.issues.isEmpty)
    }

    @Test("DS4: reloaded items get new cells; reconfigured ones are configured again in their own cells")
    func reloadAndReconfigure() {
        let provided = Provided()
        let (simulator, table, source) = scene(provided)
        source.apply(snapshot([0: ["a", "b", "c"]]))
        simulator.window.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let cellC = table.cellForRow(at: IndexPath(row: 2, section: 0))
        cellC?.textLabel?.text = "stale"
        provided.calls = []
        var next = source.snapshot()
        next.reloadItems(["a"])
        next.reconfigureItems(["c"])
        source.apply(next)
        simulator.window.layoutIfNeeded()
        #expect(provided.calls.sorted() == ["a", "c"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellC, "a reconfigure keeps the cell")
        #expect(cellC?.textLabel?.text == "c")
        #expect(cellC?.isSelected == true)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(source.snapshot().reloadedItemIdentifiers.isEmpty, "the marks are consumed by the apply")
        #expect(simulator.issues.isEmpty)
    }

    @Test("DS3: a cell provider answering nil is UIKit's exception: reported, a plain cell shows")
    func nilCell() {
        let (simulator, table, source) = scene(source: { table, _ in
            UITableViewDiffableDataSource<Int, String>(tableView: table) { _, _, _ in nil }
        })
        source.apply(snapshot([0: ["a"]]))
        simulator.window.layoutIfNeeded()
        #expect(table.visibleCells.count == 1)
        #expect(simulator.issues.count == 1)
        #expect(simulator.issues.first?.contains("returned a nil cell") == true)
    }

    @Test("DS3: the table keeps its diffable source weakly, as on iOS")
    func weakDataSource() {
        let (_, table, _) = scene()
        #expect(table.dataSource == nil, "the app, not the table, keeps the data source")
    }
}

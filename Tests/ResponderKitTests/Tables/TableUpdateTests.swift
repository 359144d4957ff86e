import Foundation
import ResponderKit
import Testing

/// TV4: row and section updates follow UIKit's index rules (deletions in old indexes, insertions in new
/// ones), carry cells and selection with their rows, and a data source that disagrees is UIKit's
/// "Invalid update" exception, reported.
@MainActor @Suite struct TableUpdateTests {
    final class Source: UITableViewDataSource {
        var sections: [[String]]
        init(_ sections: [[String]]) { self.sections = sections }
        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }
    }

    private func scene(_ sections: [[String]]) -> (EventSimulator, UITableView, Source) {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        let source = Source(sections)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        simulator.window.addSubview(table)
        table.layoutIfNeeded()
        return (simulator, table, source)
    }

    private func texts(_ table: UITableView) -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "?" } }

    @Test("TV4: insertRows shifts later rows; their cells and the selection move with them")
    func insertRows() {
        let (simulator, table, source) = scene([["a", "b", "c"]])
        let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        source.sections[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(texts(table) == ["new", "a", "b", "c"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellB)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.contentSize.height == CGFloat(4 * 44))
        #expect(simulator.issues.isEmpty)
    }

    @Test("TV4: deleteRows, reloadRows and moveRow in one batch: old indexes for deletes, new for inserts")
    func batch() {
        let (simulator, table, source) = scene([["a", "b", "c", "d", "e"]])
        let cellE = table.cellForRow(at: IndexPath(row: 4, section: 0))
        var completed = false
        table.performBatchUpdates({
            source.sections[0] = ["e", "b", "C", "x"]
            table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)], with: .fade)
            table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
            table.moveRow(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 0))
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        }) { completed = $0 }
        #expect(completed)
        #expect(simulator.issues.isEmpty)
        #expect(texts(table) == ["e", "b", "C", "x"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellE)
    }

    @Test("TV4: a data source whose count disagrees with the updates is UIKit's Invalid update, reported")
    func invalidUpdate() {
        let (simulator, table, source) = scene([["a", "b"]])
        source.sections[0] += ["c", "d"]
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        let expected =
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
            + "after the update (4) must be equal to the number of rows contained in that section before the update "
            + "(2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and "
            + "plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        #expect(simulator.issues.count == 1)
        #expect(simulator.issues.first?.hasPrefix(expected) == true)
        #expect(texts(table) == ["a", "b", "c", "d"])  // reloaded instead
    }

    @Test("TV4: insertSections and deleteSections, checked against numberOfSections")
    func sections() {
        let (simulator, table, source) = scene([["a"], ["b", "c"]])
        source.sections.insert(["s0"], at: 0)
        table.insertSections(IndexSet(integer: 0), with: .automatic)
        #expect(table.numberOfSections == 3)
        #expect(texts(table) == ["s0", "a", "b", "c"])
        source.sections.remove(at: 1)
        table.deleteSections(IndexSet(integer: 1), with: .automatic)
        #expect(texts(table) == ["s0", "b", "c"])
        #expect(table.rect(forRowAt: IndexPath(row: 1, section: 1)).minY == 88)
        #expect(simulator.issues.isEmpty)
        source.sections.append(["z"])
        table.deleteSections(IndexSet(integer: 0), with: .automatic)
        #expect(simulator.issues.first?.hasPrefix("Invalid update: invalid number of sections.") == true)
    }

    @Test("TV4: beginUpdates/endUpdates nest; the updates apply at the outermost end")
    func nested() {
        let (simulator, table, source) = scene([["a", "b"]])
        table.beginUpdates()
        source.sections[0].removeFirst()
        table.beginUpdates()
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 2)
        table.endUpdates()
        #expect(texts(table) == ["b"])
        #expect(simulator.issues.isEmpty)
    }
}

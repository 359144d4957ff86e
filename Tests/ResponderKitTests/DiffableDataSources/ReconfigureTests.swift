import Foundation
import ResponderKit
import Testing

/// DS4, DS5: `reconfigureRows(at:)`, `reconfigureItems(at:)` and the table's `moveSection(_:toSection:)` called
/// by a hand-written data source.
@MainActor @Suite struct ReconfigureTests {
    final class CountingCell: UITableViewCell {
        var reuses = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    final class Source: UITableViewDataSource {
        var sections = [["a", "b"], ["c"]]
        var asked: [IndexPath] = []
        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked.append(indexPath)
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }
    }

    private func scene(_ source: Source) -> (EventSimulator, UITableView) {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        simulator.window.addSubview(table)
        simulator.window.layoutIfNeeded()
        return (simulator, table)
    }

    @Test("DS4: reconfigureRows asks the data source again, whose dequeue answers the row's own cell")
    func reconfigureRows() {
        let source = Source()
        let (simulator, table) = scene(source)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? CountingCell
        source.sections[0][1] = "b2"
        source.asked = []
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        #expect(source.asked == [IndexPath(row: 1, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(cell?.textLabel?.text == "b2")
        #expect(cell?.reuses == 0)
        #expect(simulator.issues.isEmpty)
    }

    @Test("DS5: the table's moveSection is a deletion and an insertion: the section's rows are made again")
    func moveSection() {
        let source = Source()
        let (simulator, table) = scene(source)
        source.sections = [["c"], ["a", "b"]]
        source.asked = []
        table.moveSection(1, toSection: 0)
        table.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["c", "a", "b"])
        #expect(source.asked == [IndexPath(row: 0, section: 0)])
        #expect(simulator.issues.isEmpty)
    }
}

import Foundation
import ResponderKit
import Testing

/// DS6: subclasses of `UITableViewDiffableDataSource` override its data-source methods, as real apps do
/// to delete by swiping (SW6) and to title their sections (TV10).
@MainActor @Suite struct TableDiffableSubclassTests {
    final class ContactsDataSource: UITableViewDiffableDataSource<String, String> {
        var log: [String] = []

        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            itemIdentifier(for: indexPath) != "me"
        }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete, let contact = itemIdentifier(for: indexPath) else { return }
            log.append("commit delete \(contact)")
            var snapshot = snapshot()
            snapshot.deleteItems([contact])
            apply(snapshot)
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)
        }
    }

    private func scene() -> (EventSimulator, UITableView, ContactsDataSource) {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        simulator.window.addSubview(table)
        let source = ContactsDataSource(tableView: table) { table, indexPath, contact in
            let cell = table.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            cell.textLabel?.text = contact
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Friends"])
        snapshot.appendItems(["me", "ann", "bob", "cy"])
        source.apply(snapshot, animatingDifferences: false)
        simulator.window.layoutIfNeeded()
        return (simulator, table, source)
    }

    private func swipe(_ simulator: EventSimulator, _ table: UITableView, row: Int) -> CGFloat {
        let y = table.rectForRow(at: IndexPath(row: row, section: 0)).midY
        simulator.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 150, y: y))
        simulator.advance(by: 1)
        return y
    }

    @Test("DS6, SW6: an overridden canEditRowAt/commit deletes a row by swiping; the snapshot follows")
    func swipeToDelete() {
        let (simulator, table, source) = scene()
        let y = swipe(simulator, table, row: 2)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.contentView.frame.minX == -74)
        simulator.tap(at: CGPoint(x: 340, y: y))
        simulator.advance(by: 1)
        #expect(source.log == ["commit delete bob"])
        #expect(source.snapshot().itemIdentifiers == ["me", "ann", "cy"])
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["me", "ann", "cy"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("DS6: a row the subclass refuses to edit offers no Delete")
    func refusedRow() {
        let (simulator, table, source) = scene()
        _ = swipe(simulator, table, row: 0)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.minX == 0)
        #expect(source.log.isEmpty)
    }

    @Test("DS6: UIKit's diffable source answers canEditRowAt false: no swipe-to-delete without a subclass")
    func plainSourceOffersNoDelete() {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        simulator.window.addSubview(table)
        let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3])
        source.apply(snapshot)
        simulator.window.layoutIfNeeded()
        #expect(source.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)) == false)
        simulator.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 150, y: 22))
        simulator.advance(by: 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.minX == 0)
    }

    @Test("DS6, TV10: an overridden titleForHeaderInSection titles the section's header")
    func sectionTitles() {
        let (_, table, _) = scene()
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Friends")
    }

    final class ReorderingDataSource: UITableViewDiffableDataSource<Int, String> {
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    }

    @Test("DS6, ED4: a row reordered by its reorder control moves its item in the snapshot")
    func reorder() {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        simulator.window.addSubview(table)
        let source = ReorderingDataSource(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["item 0", "item 1", "item 2", "item 3", "item 4"])
        source.apply(snapshot)
        simulator.window.layoutIfNeeded()
        table.isEditing = true
        let touch = simulator.touchDown(at: CGPoint(x: 375 - 20, y: 44 + 22))
        simulator.advance(by: 0.05)
        for step in 1...4 {
            simulator.move(touch, to: CGPoint(x: 375 - 20, y: 44 + 22 + CGFloat(step) * 22))
            simulator.advance(by: 0.016)
        }
        simulator.lift(touch)
        simulator.advance(by: 1)
        let order = ["item 0", "item 2", "item 3", "item 1", "item 4"]
        #expect(source.snapshot().itemIdentifiers == order)
        #expect(table.visibleCells.map { $0.textLabel?.text } == order)
        #expect(source.itemIdentifier(for: IndexPath(row: 3, section: 0)) == "item 1")
        #expect(simulator.issues.isEmpty)
    }
}

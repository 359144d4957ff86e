import Foundation
import ResponderKit
import Testing

/// TV5: selection by touch and by code, single and multiple, with the delegate's will/did messages in
/// UIKit's order; TV6: accessories and cell state.
@MainActor @Suite struct TableSelectionTests {
    final class Source: UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        var refuse: Int?
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath.row)")
            return indexPath.row == refuse ? nil : indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willDeselect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            log.append("didDeselect \(indexPath.row)")
        }
    }

    private func scene(multiple: Bool) -> (EventSimulator, UITableView, Source) {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        let source = Source()
        table.allowsMultipleSelection = multiple
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        simulator.window.addSubview(table)
        return (simulator, table, source)
    }

    private func tapRow(_ row: Int, _ simulator: EventSimulator) {
        simulator.tap(at: CGPoint(x: 100, y: CGFloat(row) * 44 + 20))
        simulator.advance(by: 1)
    }

    @Test("TV5: single selection: willSelect, then the old row's willDeselect/didDeselect, then didSelect")
    func singleOrder() {
        let (simulator, table, source) = scene(multiple: false)
        tapRow(1, simulator)
        tapRow(3, simulator)
        #expect(
            source.log == [
                "willSelect 1", "didSelect 1", "willSelect 3", "willDeselect 1", "didDeselect 1", "didSelect 3",
            ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
    }

    @Test("TV5: multiple selection adds rows; a touch on a selected row deselects it")
    func multiple() {
        let (simulator, table, source) = scene(multiple: true)
        tapRow(1, simulator)
        tapRow(3, simulator)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        tapRow(1, simulator)
        #expect(
            source.log == [
                "willSelect 1", "didSelect 1", "willSelect 3", "didSelect 3", "willDeselect 1", "didDeselect 1",
            ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows?.count == 2)
        #expect(source.log.count == 6)  // selectRow tells the delegate nothing
        table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
    }

    @Test("TV5: willSelectRowAt returning nil refuses the selection; reloadData clears it")
    func refusedAndReload() {
        let (simulator, table, source) = scene(multiple: false)
        source.refuse = 2
        tapRow(2, simulator)
        #expect(table.indexPathForSelectedRow == nil)
        tapRow(4, simulator)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        table.reloadData()
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("TV5: a selected row scrolled off and back keeps its selection on whichever cell shows it")
    func selectionSurvivesReuse() {
        let (simulator, table, source) = scene(multiple: false)
        tapRow(0, simulator)
        table.contentOffset = CGPoint(x: 0, y: 300)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        table.contentOffset = .zero
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
        withExtendedLifetime(source) {}
    }

    @Test("TV6: an accessory view sits at the trailing margin; the content view ends before it")
    func accessories() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.accessoryType = .checkmark
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 335, height: 44))
        let accessory = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = accessory
        cell.layoutIfNeeded()
        #expect(accessory.superview === cell)
        #expect(accessory.frame == CGRect(x: 375 - 16 - 51, y: 6.5, width: 51, height: 31))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 308, height: 44))
        cell.accessoryView = nil
        #expect(accessory.superview == nil)
        cell.selectionStyle = .none
        cell.setHighlighted(true, animated: true)
        #expect(cell.isHighlighted && cell.selectionStyle == .none)
        let table = UITableView(frame: .zero, style: .plain)
        table.separatorStyle = .none
        #expect(table.separatorStyle == .none && table.estimatedRowHeight == UITableView.automaticDimension)
    }
}

import Foundation
import ResponderKit
import Testing

/// S4: layout by row height, reuse as rows scroll in and out, index paths and selection API.
@MainActor @Suite struct TableReuseTests {
    final class Source: UITableViewDataSource, UITableViewDelegate {
        var created = 0
        var requested: [Int] = []
        var deselected: [Int] = []
        var selected: [Int] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            requested.append(indexPath.row)
            if let cell = tableView.dequeueReusableCell(withIdentifier: "row") { return cell }
            created += 1
            return UITableViewCell(style: .default, reuseIdentifier: "row")
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            deselected.append(indexPath.row)
        }
    }

    private func scene() -> (EventSimulator, UITableView, Source) {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        let source = Source()
        table.delegate = source
        table.dataSource = source
        simulator.window.addSubview(table)
        table.layoutIfNeeded()  // TV1: rows load at layout time, as on iOS
        return (simulator, table, source)
    }

    @Test("S4: a 1,000-row table creates only the cells on screen plus one reused as rows scroll")
    func reuseWhileScrolling() {
        let (simulator, table, source) = scene()
        #expect(table.contentSize == CGSize(width: 375, height: 44_000))
        let onScreen = Int((667.0 / 44).rounded(.up)) + 1  // 16 rows intersect 667 pt at most
        #expect(table.visibleCells.count == 16)
        for _ in 0..<20 {
            simulator.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 100), duration: 0.5, steps: 10)
            simulator.advance(by: 5)
        }
        #expect(table.contentOffset.y > 10_000)
        #expect(source.created <= onScreen + 1)
        #expect(table.visibleCells.count <= onScreen)
        #expect(source.requested.count > 200)
        let first = table.indexPathsForVisibleRows?.first?.row ?? -1
        #expect(first == Int(table.contentOffset.y / 44))
    }

    @Test("S4: indexPathForRow(at:), rect(forRowAt:), cellForRow(at:) and selectRow agree")
    func geometryAndSelection() {
        let (simulator, table, source) = scene()
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 2, section: 0))
        #expect(table.rect(forRowAt: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 375, height: 44))
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(cell != nil && table.indexPath(for: cell!) == IndexPath(row: 2, section: 0))
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        simulator.tap(at: CGPoint(x: 100, y: 20))
        simulator.advance(by: 1)
        #expect(source.deselected == [3])
        #expect(source.selected == [0])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test("S4: a drag that scrolls the table cancels the touched cell's highlight and selects nothing")
    func scrollingCancelsSelection() {
        let (simulator, table, source) = scene()
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 300))
        simulator.advance(by: 0.2)
        let cell = table.cellForRow(at: IndexPath(row: 6, section: 0))
        #expect(cell?.isHighlighted == true)
        for step in 1...5 {
            simulator.advance(by: 0.02)
            simulator.move(finger, to: CGPoint(x: 100, y: 300 - CGFloat(step) * 10))
        }
        simulator.lift(finger)
        #expect(cell?.isHighlighted == false)
        #expect(source.selected.isEmpty)
        #expect(table.contentOffset.y > 0)
    }

    @Test("S4: register + dequeueReusableCell(withIdentifier:for:) makes the registered class")
    func registeredClass() {
        final class Cell: UITableViewCell {}
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        table.register(Cell.self, forCellReuseIdentifier: "c")
        #expect(table.dequeueReusableCell(withIdentifier: "c", for: IndexPath(row: 0, section: 0)) is Cell)
        #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)
    }
}

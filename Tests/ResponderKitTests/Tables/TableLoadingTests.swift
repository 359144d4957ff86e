import Foundation
import ResponderKit
import Testing

/// TV1–TV3: rows load at layout time, an unregistered identifier is reported, and a table of `Int.max`
/// rows works with only its visible rows measured and made.
@MainActor @Suite struct TableLoadingTests {
    final class Cell: UITableViewCell {}

    final class Source: UITableViewDataSource, UITableViewDelegate {
        var rows: Int
        var identifier = "cell"
        var heights: ((IndexPath) -> CGFloat)?
        var countRequests = 0
        var cellRequests: [IndexPath] = []
        var heightRequests: [IndexPath] = []
        var displayed: [Int] = []
        var ended: [Int] = []
        var selected: [IndexPath] = []
        init(rows: Int) { self.rows = rows }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            countRequests += 1
            return rows
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cellRequests.append(indexPath)
            return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heightRequests.append(indexPath)
            return heights?(indexPath) ?? tableView.rowHeight
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            displayed.append(indexPath.row)
        }
        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
        {
            ended.append(indexPath.row)
        }
    }

    @Test("TV1: dataSource set before register(_:forCellReuseIdentifier:) works; nothing is asked before layout")
    func dataSourceBeforeRegister() {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        let source = Source(rows: 100)
        table.dataSource = source
        table.delegate = source
        table.register(Cell.self, forCellReuseIdentifier: "cell")
        simulator.window.addSubview(table)
        #expect(source.countRequests == 0 && source.cellRequests.isEmpty)
        table.layoutIfNeeded()
        #expect(source.countRequests > 0)
        #expect(table.visibleCells.count == 16)  // 667 / 44 rounded up
        #expect(table.visibleCells.allSatisfy { $0 is Cell })
        #expect(source.displayed == Array(0..<16))
        #expect(simulator.issues.isEmpty)
    }

    @Test("TV1: without an explicit layout, the run loop loads the rows before the first touch")
    func layoutBeforeEvent() {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        let source = Source(rows: 100)
        table.dataSource = source
        table.delegate = source
        table.register(Cell.self, forCellReuseIdentifier: "cell")
        simulator.window.addSubview(table)
        simulator.tap(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 1)
        #expect(source.selected == [IndexPath(row: 2, section: 0)])
    }

    @Test("TV2: an unregistered identifier is UIKit's exception, reported; the row shows a plain cell")
    func unregisteredIdentifier() {
        let simulator = EventSimulator()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 88), style: .plain)
        let source = Source(rows: 5)
        source.identifier = "Nope"
        table.dataSource = source
        simulator.window.addSubview(table)
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 2)
        #expect(table.visibleCells.allSatisfy { type(of: $0) == UITableViewCell.self && $0.reuseIdentifier == "Nope" })
        let expected =
            "unable to dequeue a cell with identifier Nope - must register a nib or a class for the identifier or "
            + "connect a prototype cell in a storyboard"
        #expect(simulator.issues.count == 2)
        #expect(simulator.issues.allSatisfy { $0.hasPrefix(expected) })
    }

    @Test(
        "TV3: a table of Int.max rows loads, scrolls to its billionth row and hit-tests it, measuring only what it shows"
    )
    func intMaxRows() {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        let source = Source(rows: Int.max)
        table.register(Cell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        simulator.window.addSubview(table)
        table.layoutIfNeeded()
        #expect(table.contentSize.height == CGFloat(Int.max) * 44)
        #expect(table.visibleCells.count == 16)
        let far = IndexPath(row: 1_000_000_000, section: 0)
        table.scrollToRow(at: far, at: .top, animated: false)
        #expect(table.contentOffset.y == 44_000_000_000)
        #expect(table.cellForRow(at: far) != nil)
        #expect(
            table.indexPathForRow(at: CGPoint(x: 10, y: 44_000_000_000 + 50))
                == IndexPath(row: 1_000_000_001, section: 0))
        simulator.tap(at: CGPoint(x: 100, y: 20))
        simulator.advance(by: 1)
        #expect(table.indexPathForSelectedRow == far)
        #expect(source.heightRequests.count <= 40)
        #expect(source.cellRequests.count <= 40)
    }

    @Test("TV3: with estimation off every row's height is asked at reload and the content size is exact")
    func exactHeights() {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        table.estimatedRowHeight = 0
        let source = Source(rows: 100)
        source.heights = { CGFloat(10 + $0.row % 3) }
        table.register(Cell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        simulator.window.addSubview(table)
        table.reloadData()
        #expect(source.heightRequests.count == 100)
        let total = (0..<100).reduce(CGFloat(0)) { $0 + CGFloat(10 + $1 % 3) }
        #expect(table.contentSize.height == total)
        #expect(
            table.rect(forRowAt: IndexPath(row: 4, section: 0))
                == CGRect(x: 0, y: 10 + 11 + 12 + 10, width: 375, height: 11))
    }

    @Test("TV3: with estimates, rows are measured as they come into view and the content size follows")
    func estimatedHeights() {
        let simulator = EventSimulator()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), style: .plain)
        table.estimatedRowHeight = 50
        let source = Source(rows: 1000)
        source.heights = { _ in 100 }
        table.register(Cell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        simulator.window.addSubview(table)
        table.layoutIfNeeded()
        #expect(Set(source.heightRequests.map(\.row)) == [0, 1])
        #expect(table.contentSize.height == CGFloat(2 * 100 + 998 * 50))
        table.contentOffset = CGPoint(x: 0, y: 150)
        #expect(
            table.indexPathsForVisibleRows == [
                IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0),
            ])
        #expect(table.contentSize.height == CGFloat(4 * 100 + 996 * 50))
        #expect(source.ended == [0])
    }
}

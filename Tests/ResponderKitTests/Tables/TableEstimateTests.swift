import Foundation
import ResponderKit
import Testing

/// TV13: the delegate's per-row estimates, asked lazily, in the content size until rows are measured, and the
/// rows on screen kept in place when heights above them change.
@MainActor @Suite struct TableEstimateTests {
    final class Source: UITableViewDataSource, UITableViewDelegate {
        let rowHeight: CGFloat
        let estimate: CGFloat?
        var asked: [Int] = []

        init(rowHeight: CGFloat, estimate: CGFloat?) {
            self.rowHeight = rowHeight
            self.estimate = estimate
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row")
                ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { rowHeight }
        func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            asked.append(indexPath.row)
            return estimate ?? tableView.estimatedRowHeight
        }
    }

    private func scene(_ source: Source) -> (EventSimulator, UITableView) {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        table.delegate = source
        table.dataSource = source
        simulator.window.addSubview(table)
        table.layoutIfNeeded()
        return (simulator, table)
    }

    @Test("TV13: estimates are asked once, only for the view-high band below the rows on screen")
    func estimatesAreLazy() {
        let source = Source(rowHeight: 60, estimate: 100)
        let (_, table) = scene(source)
        // Rows 0–11 are on screen (12 × 60 ≥ 667) and measured; the band below reaches 2 × 667 from the top.
        #expect(source.asked == Array(12...18))
        #expect(table.numberOfRows(inSection: 0) == 1000)
        // Measured rows at 60, estimated ones at 100, the rest at the table's own estimate (the row height, 44).
        let measured: CGFloat = 12 * 60
        let estimated: CGFloat = 7 * 100
        let rest: CGFloat = 981 * 44
        #expect(table.contentSize.height == measured + estimated + rest)
        #expect(table.rectForRow(at: IndexPath(row: 13, section: 0)) == CGRect(x: 0, y: 820, width: 375, height: 100))
        table.setNeedsLayout()
        table.layoutIfNeeded()
        #expect(source.asked.count == 7)  // nothing is asked again at a layout that shows the same rows
    }

    @Test("TV13: a row reaching the screen replaces its estimate with its measured height")
    func measuredHeightsReplaceEstimates() {
        let source = Source(rowHeight: 60, estimate: 100)
        let (simulator, table) = scene(source)
        simulator.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 1, steps: 20)
        simulator.advance(by: 5)
        let visible = table.indexPathsForVisibleRows ?? []
        #expect(!visible.isEmpty)
        for indexPath in visible { #expect(table.rectForRow(at: indexPath).height == 60) }
        #expect(Set(source.asked).count == source.asked.count)  // each row asked once at most
        #expect(table.rectForRow(at: IndexPath(row: 12, section: 0)).height == 60)
    }

    /// Jumps near row 500, then drags down 200 points: rows above come into view at the top and measure
    /// `rowHeight` instead of the 44 they counted at. Answers how far row 500 moved on screen during the drag.
    private func rowFiveHundredMove(rowHeight: CGFloat) -> (moved: CGFloat, table: UITableView) {
        let source = Source(rowHeight: rowHeight, estimate: nil)
        let (simulator, table) = scene(source)
        table.contentOffset = CGPoint(x: 0, y: 500 * 44)
        table.layoutIfNeeded()
        let row = IndexPath(row: 500, section: 0)
        let before = table.rectForRow(at: row).minY - table.contentOffset.y
        simulator.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 400), duration: 1, steps: 20)
        let after = table.rectForRow(at: row).minY - table.contentOffset.y
        return (after - before, table)
    }

    @Test("TV13: rows measured above the screen move the offset with them: the dragged content stays under the finger")
    func offsetStaysAnchored() throws {
        let unchanged = rowFiveHundredMove(rowHeight: 44)
        let taller = rowFiveHundredMove(rowHeight: 80)
        #expect(unchanged.moved > 100)
        // Row 500 moved with the finger, as far as where no height changed, though each row that came into view
        // above it grew by 36.
        #expect(taller.moved == unchanged.moved)
        let above = try #require(taller.table.indexPathsForVisibleRows?.first)
        #expect(taller.table.rectForRow(at: above).height == 80)
    }

    @Test("TV13: a jump with no measured row on screen keeps the row it jumped to where it was")
    func jumpKeepsTopRow() throws {
        let source = Source(rowHeight: 80, estimate: 30)
        let (_, table) = scene(source)
        // The row that the jump brings to the top, and where it will be in the bounds.
        let row = try #require(table.indexPathForRow(at: CGPoint(x: 10, y: 300 * 44)))
        let before = table.rectForRow(at: row).minY - 300 * 44
        #expect(!source.asked.contains(row.row - 1))
        table.contentOffset = CGPoint(x: 0, y: 300 * 44)
        table.layoutIfNeeded()
        // The band above was estimated at 30 (shorter than 44): the offset followed the row jumped to.
        #expect(source.asked.contains(row.row - 1))
        #expect(table.rectForRow(at: row).minY - table.contentOffset.y == before)
        #expect(table.indexPathsForVisibleRows?.first == row)
    }
}

import Foundation
import ResponderKit
import Testing

/// ED1–ED5: editing mode — the delete control and its confirmation, the insert control, reordering by the
/// reorder control (with a redirecting delegate and a refusing data source), and selection and swipes
/// while editing. Every test compares the whole log of data source and delegate calls.
@MainActor @Suite struct TableEditingTests {
    final class Source: UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        var items = (0..<20).map { "item \($0)" }
        var styles: [Int: UITableViewCell.EditingStyle] = [:]
        var immovable: Set<Int> = []
        var maximumTarget: Int?

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            !immovable.contains(indexPath.row)
        }
        func tableView(
            _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
        ) -> UITableViewCell.EditingStyle { styles[indexPath.row] ?? .delete }
        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
            if editingStyle == .delete {
                items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            } else {
                items.insert("new", at: indexPath.row + 1)
                tableView.insertRows(at: [IndexPath(row: indexPath.row + 1, section: 0)], with: .automatic)
            }
        }
        func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            log.append("move \(sourceIndexPath.row) -> \(destinationIndexPath.row)")
            items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
        func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            let row = Swift.min(proposedDestinationIndexPath.row, maximumTarget ?? .max)
            log.append("target \(sourceIndexPath.row) -> \(proposedDestinationIndexPath.row): \(row)")
            return IndexPath(row: row, section: 0)
        }
        func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
            -> String?
        { "Remove" }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            log.append("willBeginEditing \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            log.append("didEndEditing \(indexPath.map { String($0.row) } ?? "nil")")
        }
    }

    /// A cell that logs what the table tells it (ED1).
    final class LoggingCell: UITableViewCell {
        nonisolated(unsafe) static var log: [String] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            Self.log.append("setEditing \(editing) \(textLabel?.text ?? "")")
        }
    }

    private func scene(_ source: Source, cellClass: UITableViewCell.Type = UITableViewCell.self) -> (
        EventSimulator, UITableView
    ) {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        table.register(cellClass, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        simulator.window.addSubview(table)
        simulator.window.layoutIfNeeded()
        return (simulator, table)
    }

    private func tap(_ simulator: EventSimulator, _ point: CGPoint) {
        simulator.tap(at: point)
        simulator.advance(by: 1)
    }

    private func subview(_ cell: UITableViewCell?, named name: String) -> UIView? {
        cell?.subviews.first { String(describing: type(of: $0)) == name }
    }

    private func cell(_ table: UITableView, _ row: Int) -> UITableViewCell? {
        table.cellForRow(at: IndexPath(row: row, section: 0))
    }

    @Test("ED1, ED2: setEditing tells every visible cell; the controls are subviews and the content is indented")
    func enteringEditingMode() {
        LoggingCell.log = []
        let source = Source()
        source.items = ["a", "b"]
        source.immovable = [1]
        let (simulator, table) = scene(source, cellClass: LoggingCell.self)
        table.setEditing(true, animated: true)
        #expect(table.isEditing)
        #expect(LoggingCell.log == ["setEditing true a", "setEditing true b"])
        let first = cell(table, 0)
        #expect(first?.isEditing == true)
        #expect(first?.editingStyle == .delete)
        #expect(subview(first, named: "UITableViewCellEditControl")?.frame == CGRect(x: 0, y: 0, width: 40, height: 44))
        #expect(
            subview(first, named: "UITableViewCellReorderControl")?.frame
                == CGRect(x: 375 - 40, y: 0, width: 40, height: 44))
        #expect(first?.contentView.frame == CGRect(x: 40, y: 0, width: 375 - 80, height: 44))
        // Row 1 cannot move: no reorder control, the content runs to the edge.
        #expect(subview(cell(table, 1), named: "UITableViewCellReorderControl") == nil)
        #expect(cell(table, 1)?.contentView.frame.width == CGFloat(335))
        // The hit-test view of a touch on the controls is the control itself.
        let hit = simulator.window.hitTest(CGPoint(x: 20, y: 22), with: nil)
        #expect(hit.map { String(describing: type(of: $0)) } == "UITableViewCellEditControl")
        table.isEditing = false
        #expect(LoggingCell.log.suffix(2) == ["setEditing false a", "setEditing false b"])
        #expect(first?.editingStyle == UITableViewCell.EditingStyle.none)
        #expect(subview(first, named: "UITableViewCellEditControl") == nil)
        #expect(first?.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    }

    @Test("ED3: the delete control shows the confirmation (the swipe's pull view); its button commits .delete")
    func deleteThroughTheConfirmation() {
        let source = Source()
        let (simulator, table) = scene(source)
        table.isEditing = true
        tap(simulator, CGPoint(x: 20, y: 44 + 22))
        let row = cell(table, 1)
        #expect(row?.contentView.frame.minX == CGFloat(-34))
        let pull = subview(row, named: "UISwipeActionPullView")
        #expect(pull?.frame == CGRect(x: 375 - 74, y: 0, width: 74, height: 44))
        #expect((pull?.subviews.first as? UIButton)?.title(for: .normal) == "Remove")
        tap(simulator, CGPoint(x: 375 - 30, y: 44 + 22))
        #expect(source.log == ["commit delete 1"])
        #expect(source.items.prefix(3) == ["item 0", "item 2", "item 3"])
        #expect(table.numberOfRows(inSection: 0) == 19)
        #expect(cell(table, 1)?.textLabel?.text == "item 2")
        #expect(cell(table, 1)?.contentView.frame.minX == 40)
    }

    @Test("ED3, SW5: a second tap on the delete control hides the confirmation; so does a tap elsewhere")
    func hidingTheConfirmation() {
        let source = Source()
        let (simulator, table) = scene(source)
        table.isEditing = true
        tap(simulator, CGPoint(x: 20, y: 22))
        #expect(cell(table, 0)?.contentView.frame.minX == CGFloat(-34))
        tap(simulator, CGPoint(x: 20, y: 22))
        #expect(cell(table, 0)?.contentView.frame.minX == 40)
        tap(simulator, CGPoint(x: 20, y: 22))
        tap(simulator, CGPoint(x: 200, y: 44 * 4 + 22))
        #expect(cell(table, 0)?.contentView.frame.minX == 40)
        #expect(subview(cell(table, 0), named: "UISwipeActionPullView") == nil)
        // Neither the confirmation nor its hiding is a swipe: no willBegin/didEnd, no selection.
        #expect(source.log.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("ED3: the insert control commits .insert at once")
    func insert() {
        let source = Source()
        source.items = ["a", "b", "c"]
        source.styles = [2: .insert]
        let (simulator, table) = scene(source)
        table.isEditing = true
        #expect(cell(table, 2)?.editingStyle == .insert)
        tap(simulator, CGPoint(x: 20, y: 2 * 44 + 22))
        #expect(source.log == ["commit insert 2"])
        #expect(source.items == ["a", "b", "c", "new"])
        #expect(cell(table, 3)?.textLabel?.text == "new")
        #expect(cell(table, 3)?.editingStyle == .delete)
    }

    @Test("ED4: the reorder control lifts the row; rows shift as it passes; release calls moveRowAt once")
    func reorder() {
        let source = Source()
        let (simulator, table) = scene(source)
        table.isEditing = true
        let moved = cell(table, 1)
        let touch = simulator.touchDown(at: CGPoint(x: 375 - 20, y: 44 + 22))
        simulator.advance(by: 0.05)
        // Down by 2 rows: the row's centre is over row 3.
        for step in 1...4 {
            simulator.move(touch, to: CGPoint(x: 375 - 20, y: 44 + 22 + CGFloat(step) * 22))
            simulator.advance(by: 0.016)
        }
        #expect(moved?.frame.minY == CGFloat(132))
        #expect(cell(table, 2)?.frame.minY == 44)  // rows 2 and 3 moved up into the gap
        #expect(cell(table, 3)?.frame.minY == 88)
        #expect(cell(table, 4)?.frame.minY == 176)
        #expect(table.contentOffset == .zero)  // the table did not scroll
        simulator.lift(touch)
        simulator.advance(by: 1)
        #expect(source.log == ["target 1 -> 2: 2", "target 1 -> 3: 3", "move 1 -> 3"])
        #expect(source.items.prefix(5) == ["item 0", "item 2", "item 3", "item 1", "item 4"])
        #expect(cell(table, 3) === moved)
        #expect(moved?.frame.minY == CGFloat(132))
        #expect(cell(table, 2)?.frame.minY == 88)
    }

    @Test("ED4: targetIndexPathForMove redirects the destination while the row moves")
    func reorderRedirected() {
        let source = Source()
        source.maximumTarget = 2
        let (simulator, table) = scene(source)
        table.isEditing = true
        let touch = simulator.touchDown(at: CGPoint(x: 375 - 20, y: 22))
        simulator.advance(by: 0.05)
        for step in 1...8 {
            simulator.move(touch, to: CGPoint(x: 375 - 20, y: 22 + CGFloat(step) * 22))
            simulator.advance(by: 0.016)
        }
        // The row is over row 4, but the destination stays 2: only rows 1 and 2 shifted up.
        #expect(cell(table, 2)?.frame.minY == 44)
        #expect(cell(table, 3)?.frame.minY == CGFloat(132))
        simulator.lift(touch)
        simulator.advance(by: 1)
        #expect(
            source.log == [
                "target 0 -> 1: 1", "target 0 -> 2: 2", "target 0 -> 3: 2", "target 0 -> 4: 2", "move 0 -> 2",
            ])
        #expect(source.items.prefix(4) == ["item 1", "item 2", "item 0", "item 3"])
    }

    @Test("ED4: a row whose canMoveRowAt is false has no reorder control: the same drag scrolls the table")
    func reorderRefused() {
        let source = Source()
        source.immovable = [5]
        let (simulator, table) = scene(source)
        table.isEditing = true
        #expect(subview(cell(table, 5), named: "UITableViewCellReorderControl") == nil)
        simulator.drag(from: CGPoint(x: 375 - 20, y: 5 * 44 + 22), to: CGPoint(x: 375 - 20, y: 22))
        simulator.advance(by: 3)
        #expect(table.contentOffset.y > 100)
        table.setContentOffset(.zero, animated: false)
        // A drag back to the row's own place calls nothing.
        let touch = simulator.touchDown(at: CGPoint(x: 375 - 20, y: 44 + 22))
        simulator.advance(by: 0.05)
        simulator.move(touch, to: CGPoint(x: 375 - 20, y: 44 + 22 + 30))
        simulator.advance(by: 0.016)
        simulator.move(touch, to: CGPoint(x: 375 - 20, y: 44 + 22 + 5))
        simulator.advance(by: 0.016)
        simulator.lift(touch)
        simulator.advance(by: 1)
        #expect(source.log == ["target 1 -> 2: 2", "target 1 -> 1: 1"])
        #expect(source.items.prefix(3) == ["item 0", "item 1", "item 2"])
        #expect(cell(table, 2)?.frame.minY == 88)
    }

    @Test("ED5: editing mode selects nothing unless allowsSelectionDuringEditing, and turns swiping off")
    func selectionAndSwipesWhileEditing() {
        let source = Source()
        let (simulator, table) = scene(source)
        table.isEditing = true
        tap(simulator, CGPoint(x: 200, y: 22))
        #expect(table.indexPathForSelectedRow == nil)
        simulator.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 150, y: 66))
        simulator.advance(by: 1)
        #expect(cell(table, 1)?.contentView.frame.minX == 40)
        table.allowsSelectionDuringEditing = true
        tap(simulator, CGPoint(x: 200, y: 22))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        table.allowsMultipleSelectionDuringEditing = true
        table.isEditing = false
        table.isEditing = true
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        // Multiple selection during editing: no editing styles asked, no delete controls.
        #expect(cell(table, 0)?.editingStyle == UITableViewCell.EditingStyle.none)
        tap(simulator, CGPoint(x: 200, y: 66))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(source.log == ["didSelect 0", "didSelect 1"])
    }
}

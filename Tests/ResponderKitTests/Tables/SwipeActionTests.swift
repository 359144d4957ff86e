import Foundation
import ResponderKit
import Testing

/// SW1–SW7: swipe actions on table rows, their gesture interplay (the table's vertical pan, a parent
/// pager) and the default Delete action. Every test compares the whole log of delegate and handler calls.
@MainActor @Suite struct SwipeActionTests {
    final class Source: UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        var rows = 20
        var trailing: [String]? = ["Archive", "Flag"]
        var leading: [String]?
        var fullSwipe = true
        var editable = false
        var completes = true

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { editable }
        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            log.append("commit \(editingStyle == .delete ? "delete" : "other") \(indexPath.row)")
            rows -= 1
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            log.append("willBeginEditing \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            log.append("didEndEditing \(indexPath.map { String($0.row) } ?? "nil")")
        }
        func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            log.append("trailing? \(indexPath.row)")
            return trailing.map { configuration($0, indexPath) }
        }
        func tableView(
            _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            log.append("leading? \(indexPath.row)")
            return leading.map { configuration($0, indexPath) }
        }
        private func configuration(_ titles: [String], _ indexPath: IndexPath) -> UISwipeActionsConfiguration {
            let actions = titles.map { title in
                UIContextualAction(style: title == "Delete" ? .destructive : .normal, title: title) {
                    [unowned self] action, view, completion in
                    self.log.append("\(action.title ?? "") \(indexPath.row) from \(type(of: view))")
                    if self.completes { completion(true) }
                }
            }
            let configuration = UISwipeActionsConfiguration(actions: actions)
            configuration.performsFirstActionWithFullSwipe = fullSwipe
            return configuration
        }
    }

    private func scene(_ source: Source, in parent: UIView? = nil, frame: CGRect? = nil) -> (
        EventSimulator, UITableView
    ) {
        let simulator = EventSimulator()
        let table = UITableView(frame: frame ?? simulator.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        (parent ?? simulator.window).addSubview(table)
        if let parent { simulator.window.addSubview(parent) }
        simulator.window.layoutIfNeeded()
        return (simulator, table)
    }

    private func swipe(_ simulator: EventSimulator, row: Int, from x0: CGFloat, to x1: CGFloat) {
        let y = CGFloat(row) * 44 + 22
        simulator.drag(from: CGPoint(x: x0, y: y), to: CGPoint(x: x1, y: y))
        simulator.advance(by: 1)
    }

    private func tap(_ simulator: EventSimulator, _ point: CGPoint) {
        simulator.tap(at: point)
        simulator.advance(by: 1)
    }

    @Test("SW2, SW3, SW5: a left drag reveals the trailing actions (content slid); tapping one runs its handler")
    func revealAndTap() {
        let source = Source()
        let (simulator, table) = scene(source)
        swipe(simulator, row: 1, from: 300, to: 150)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.contentView.frame.minX == -148)
        #expect(table.contentOffset == .zero)
        // Archive (the first action) is outermost: at the trailing edge.
        tap(simulator, CGPoint(x: 375 - 20, y: 66))
        #expect(cell?.contentView.frame.minX == 0)
        #expect(source.log == ["trailing? 1", "willBeginEditing 1", "Archive 1 from UIButton", "didEndEditing 1"])
        // The second action sits inside the first.
        swipe(simulator, row: 1, from: 300, to: 150)
        tap(simulator, CGPoint(x: 375 - 74 - 20, y: 66))
        #expect(
            source.log.suffix(4) == ["trailing? 1", "willBeginEditing 1", "Flag 1 from UIButton", "didEndEditing 1"])
    }

    @Test(
        "SW2: a vertical drag on a row scrolls the table and reveals nothing; a horizontal one swipes without scrolling"
    )
    func swipeAgainstVerticalPan() {
        let source = Source()
        let (simulator, table) = scene(source)
        simulator.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 205, y: 200))
        simulator.advance(by: 2)
        #expect(table.contentOffset.y > 100)
        #expect(source.log.isEmpty)  // the swipe recognizer failed before asking for a configuration
        table.setContentOffset(.zero, animated: false)
        swipe(simulator, row: 2, from: 300, to: 200)
        #expect(table.contentOffset == .zero)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.contentView.frame.minX == -148)
        #expect(source.log == ["trailing? 2", "willBeginEditing 2"])
    }

    @Test("SW5: a vertical scroll hides the actions; a tap on another row hides them and selects nothing")
    func hiding() {
        let source = Source()
        let (simulator, table) = scene(source)
        swipe(simulator, row: 0, from: 300, to: 150)
        simulator.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300))
        simulator.advance(by: 2)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.minX ?? 0 == 0)
        table.setContentOffset(.zero, animated: false)
        swipe(simulator, row: 0, from: 300, to: 150)
        tap(simulator, CGPoint(x: 100, y: 44 * 5 + 22))
        #expect(table.indexPathForSelectedRow == nil)
        // A tap on the row's own content also hides them, without selecting it.
        swipe(simulator, row: 0, from: 300, to: 150)
        tap(simulator, CGPoint(x: 50, y: 22))
        tap(simulator, CGPoint(x: 50, y: 22))
        #expect(
            source.log == [
                "trailing? 0", "willBeginEditing 0", "didEndEditing 0",
                "trailing? 0", "willBeginEditing 0", "didEndEditing 0",
                "trailing? 0", "willBeginEditing 0", "didEndEditing 0",
                "didSelect 0",
            ])
    }

    @Test("SW2: released short of half the actions' width, the row slides back")
    func shortSwipe() {
        let source = Source()
        let (simulator, table) = scene(source)
        swipe(simulator, row: 0, from: 300, to: 260)  // 40 pt < 74
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.minX == 0)
        #expect(source.log == ["trailing? 0", "willBeginEditing 0", "didEndEditing 0"])
    }

    @Test("SW4: a full swipe performs the first action; without performsFirstActionWithFullSwipe it only reveals")
    func fullSwipe() {
        let source = Source()
        let (simulator, table) = scene(source)
        swipe(simulator, row: 3, from: 360, to: 40)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.contentView.frame.minX == 0)
        #expect(
            source.log == [
                "trailing? 3", "willBeginEditing 3", "Archive 3 from UISwipeActionPullView", "didEndEditing 3",
            ])
        source.log.removeAll()
        source.fullSwipe = false
        swipe(simulator, row: 3, from: 360, to: 40)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.contentView.frame.minX == -148)
        #expect(source.log == ["trailing? 3", "willBeginEditing 3"])
    }

    @Test("SW3: a handler that never completes keeps the actions shown and further taps are ignored")
    func handlerWithoutCompletion() {
        let source = Source()
        source.completes = false
        let (simulator, table) = scene(source)
        swipe(simulator, row: 0, from: 300, to: 150)
        tap(simulator, CGPoint(x: 355, y: 22))
        tap(simulator, CGPoint(x: 355, y: 22))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.minX == -148)
        #expect(source.log == ["trailing? 0", "willBeginEditing 0", "Archive 0 from UIButton"])
    }

    @Test("SW1, SW2: leading actions come from a right drag; an empty configuration turns swiping off")
    func leadingAndEmpty() {
        let source = Source()
        source.leading = ["Pin"]
        source.trailing = []
        let (simulator, table) = scene(source)
        swipe(simulator, row: 0, from: 50, to: 200)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.minX == 74)
        tap(simulator, CGPoint(x: 30, y: 22))
        swipe(simulator, row: 1, from: 300, to: 150)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.frame.minX == 0)
        #expect(
            source.log == [
                "leading? 0", "willBeginEditing 0", "Pin 0 from UIButton", "didEndEditing 0", "trailing? 1",
                // the refused drag stayed on row 1: the table selects it (S4)
                "didSelect 1",
            ])
    }

    @Test("SW6: without a configuration, an editable row shows UIKit's Delete, which commits .delete")
    func defaultDelete() {
        let source = Source()
        source.trailing = nil
        let (simulator, table) = scene(source)
        swipe(simulator, row: 2, from: 300, to: 150)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.contentView.frame.minX == 0)
        source.editable = true
        swipe(simulator, row: 2, from: 300, to: 150)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.contentView.frame.minX == -74)
        tap(simulator, CGPoint(x: 340, y: 2 * 44 + 22))
        #expect(table.numberOfRows(inSection: 0) == 19)
        #expect(
            source.log == [
                "trailing? 2", "didSelect 2", "trailing? 2", "willBeginEditing 2", "commit delete 2", "didEndEditing 2",
            ])
    }

    /// A horizontal pager of two pages, the table on the second; the pager shows it.
    private func pagerScene(_ source: Source) -> (EventSimulator, UIScrollView, UITableView) {
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: 750, height: 667)
        let (simulator, table) = scene(source, in: pager, frame: CGRect(x: 375, y: 0, width: 375, height: 667))
        pager.contentOffset = CGPoint(x: 375, y: 0)
        return (simulator, pager, table)
    }

    @Test("SW7: swipe-to-delete inside a paging scroll view: the row's swipe wins a left drag, the pager a right one")
    func insidePager() {
        let source = Source()
        source.trailing = nil
        source.editable = true
        let (simulator, pager, table) = pagerScene(source)
        swipe(simulator, row: 0, from: 300, to: 150)
        #expect(pager.contentOffset == CGPoint(x: 375, y: 0))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.minX == -74)
        tap(simulator, CGPoint(x: 340, y: 22))
        #expect(table.numberOfRows(inSection: 0) == 19)
        // No leading actions: a right drag is the pager's, which goes back a page.
        swipe(simulator, row: 0, from: 100, to: 300)
        #expect(pager.contentOffset == .zero)
        #expect(
            source.log == [
                "trailing? 0", "willBeginEditing 0", "commit delete 0", "didEndEditing 0", "leading? 0",
            ])
    }

    @Test("SW7: a row without actions leaves a left drag to the pager")
    func pagerWinsWithoutActions() {
        let source = Source()
        source.trailing = []
        let (simulator, pager, _) = pagerScene(source)
        pager.contentOffset = .zero
        pager.contentSize = CGSize(width: 1125, height: 667)
        pager.contentOffset = CGPoint(x: 375, y: 0)
        swipe(simulator, row: 0, from: 300, to: 100)
        #expect(pager.contentOffset == CGPoint(x: 750, y: 0))
        #expect(source.log == ["trailing? 0"])
    }
}

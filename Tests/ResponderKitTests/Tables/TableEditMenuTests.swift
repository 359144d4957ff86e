import Foundation
import ResponderKit
import Testing

/// TV14: the row edit menu of `shouldShowMenuForRowAt`, `canPerformAction(_:forRowAt:withSender:)` and
/// `performAction(_:forRowAt:withSender:)`, driven by a long press.
@MainActor @Suite struct TableEditMenuTests {
    final class Source: UITableViewDataSource, UITableViewDelegate {
        var performed: [String] = []
        var selected: [Int] = []
        var askedActions: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
        func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
            indexPath.row != 3
        }
        func tableView(
            _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
            withSender sender: Any?
        ) -> Bool {
            askedActions.append(action.description)
            return action == Selector("copy:") || action == Selector("paste:")
        }
        func tableView(
            _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
            withSender sender: Any?
        ) {
            performed.append("\(action) \(indexPath.row) \(sender is UIMenuController)")
        }
    }

    private func scene() -> (EventSimulator, UITableView, Source) {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        let source = Source()
        table.delegate = source
        table.dataSource = source
        simulator.window.addSubview(table)
        table.layoutIfNeeded()
        return (simulator, table, source)
    }

    @Test("TV14: a long press shows the actions the delegate allows, in the menu's order; choosing one performs it")
    func longPressShowsMenu() {
        let (simulator, table, source) = scene()
        simulator.longPress(at: CGPoint(x: 100, y: 66), duration: 1)
        #expect(simulator.editMenuTitles == ["Copy", "Paste"])
        #expect(source.askedActions == ["cut:", "copy:", "paste:"])
        // The press became the menu's: no selection, no highlight left.
        #expect(source.selected.isEmpty && table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == false)
        let menu = UIMenuController.shared
        #expect(menu.isMenuVisible)
        #expect(menu.menuFrame == CGRect(x: 0, y: 44, width: 375, height: 44))
        simulator.chooseEditMenuItem("Copy")
        #expect(source.performed == ["copy: 1 true"])
        #expect(simulator.editMenuTitles.isEmpty && !menu.isMenuVisible)
        #expect(simulator.issues.isEmpty)
    }

    @Test("TV14: a tap still selects and shows no menu; a row whose delegate says no shows none")
    func tapAndRefusedRow() {
        let (simulator, _, source) = scene()
        simulator.tap(at: CGPoint(x: 100, y: 66))
        simulator.advance(by: 1)
        #expect(source.selected == [1])
        #expect(simulator.editMenuTitles.isEmpty)
        simulator.longPress(at: CGPoint(x: 100, y: 3 * 44 + 22), duration: 1)
        #expect(simulator.editMenuTitles.isEmpty && source.askedActions.isEmpty)
        // A long press that shows no menu selects on lift, as a tap does.
        #expect(source.selected == [1, 3])
    }

    final class ContextSource: UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("select \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            guard indexPath.row == 2 else { return nil }
            log.append("configuration \(indexPath.row) at \(Int(point.y))")
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [self] _ in
                UIMenu(children: [UIAction(title: "Share") { [self] _ in log.append("Share \(indexPath.row)") }])
            }
        }
        func tableView(
            _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { log.append("willDisplay") }
        func tableView(
            _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { log.append("willEnd") }
    }

    @Test(
        "TV15: a row's context menu configuration shows its actions below the row; a chosen action runs after it ends")
    func rowContextMenu() throws {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        let source = ContextSource()
        table.delegate = source
        table.dataSource = source
        simulator.window.addSubview(table)
        table.layoutIfNeeded()
        simulator.longPress(at: CGPoint(x: 100, y: 2 * 44 + 10), duration: 1)
        #expect(source.log == ["configuration 2 at 98", "willDisplay"])
        #expect(simulator.editMenuTitles.isEmpty)  // the configuration wins over the edit menu
        let share = try #require(findButton("Share", in: simulator.window))
        let frame = share.convert(share.bounds, to: nil)
        #expect(frame.minY >= 3 * 44)  // below the row
        simulator.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(source.log == ["configuration 2 at 98", "willDisplay", "willEnd", "Share 2"])
        #expect(findButton("Share", in: simulator.window) == nil)
        // Another row has no configuration: its long press shows the edit menu path (no action allowed: none).
        simulator.tap(at: CGPoint(x: 100, y: 5 * 44 + 10))
        #expect(source.log.last == "select 5")
    }

    private func findButton(_ title: String, in view: UIView) -> UIButton? {
        if let button = view as? UIButton, button.title(for: .normal) == title { return button }
        for subview in view.subviews { if let found = findButton(title, in: subview) { return found } }
        return nil
    }
}

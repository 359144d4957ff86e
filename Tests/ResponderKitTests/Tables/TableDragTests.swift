import Foundation
import ResponderKit
import Testing

/// DD1–DD3: drag to reorder inside a table by a long press: the lift cancels the touch for a button in the
/// cell, a local `.move` inserting at the destination reorders through `moveRowAt`, other proposals go to
/// `performDropWith`, and an empty item list leaves the touch to the button. Whole logs are compared.
@MainActor @Suite struct TableDragTests {
    final class ButtonCell: UITableViewCell {
        let button = UIButton(type: .custom)

        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            button.frame = CGRect(x: 100, y: 0, width: 100, height: 44)
            contentView.addSubview(button)
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    final class Source: UITableViewDataSource, UITableViewDelegate, UITableViewDragDelegate, UITableViewDropDelegate {
        var log: [String] = []
        var items = (0..<20).map { "item \($0)" }
        var operation = UIDropOperation.move
        var draggable = true

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            if let button = (cell as? ButtonCell)?.button {
                let name = items[indexPath.row]
                for (event, text) in [
                    (UIControl.Event.touchDown, "down"), (.touchUpInside, "up"), (.touchCancel, "cancel"),
                ] {
                    button.addAction(
                        UIAction(title: text) { [unowned self] _ in self.log.append("\(name) button \(text)") },
                        for: event)
                }
            }
            return cell
        }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            log.append("moveRowAt \(sourceIndexPath.row) -> \(destinationIndexPath.row)")
            items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath)
            -> [UIDragItem]
        {
            log.append("itemsForBeginning \(indexPath.row)")
            guard draggable else { return [] }
            let item = UIDragItem(itemProvider: NSItemProvider())
            item.localObject = items[indexPath.row]
            return [item]
        }
        func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
            log.append("dragSessionWillBegin")
        }
        func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
            log.append("dragSessionDidEnd")
        }
        func tableView(
            _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UITableViewDropProposal {
            log.append("dropSessionDidUpdate \(destinationIndexPath.map { String($0.row) } ?? "nil")")
            return UITableViewDropProposal(operation: operation, intent: .insertAtDestinationIndexPath)
        }
        func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
            let objects = coordinator.items.map {
                "\($0.dragItem.localObject ?? "nil") from \($0.sourceIndexPath?.row ?? -1)"
            }
            log.append(
                "performDrop at \(coordinator.destinationIndexPath?.row ?? -1) \(coordinator.proposal.operation) \(objects)"
            )
        }
        func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {
            log.append("dropSessionDidEnd")
        }
    }

    private func scene(_ source: Source) -> (EventSimulator, UITableView) {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        table.register(ButtonCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        table.dragDelegate = source
        table.dropDelegate = source
        table.dragInteractionEnabled = true
        simulator.window.addSubview(table)
        simulator.window.layoutIfNeeded()
        return (simulator, table)
    }

    /// Presses row 1's button for 0.6 s, then moves down two rows in four steps and lifts.
    private func pressAndDrag(_ simulator: EventSimulator) {
        let touch = simulator.touchDown(at: CGPoint(x: 150, y: 66))
        simulator.advance(by: 0.6)
        for step in 1...4 {
            simulator.move(touch, to: CGPoint(x: 150, y: 66 + CGFloat(step) * 22))
            simulator.advance(by: 0.016)
        }
        simulator.lift(touch)
        simulator.advance(by: 1)
    }

    @Test("DD1, DD3: a long press lifts the row, cancelling the button's touch; a local move reorders via moveRowAt")
    func dragToReorder() {
        let source = Source()
        let (simulator, table) = scene(source)
        let moved = table.cellForRow(at: IndexPath(row: 1, section: 0))
        pressAndDrag(simulator)
        #expect(
            source.log == [
                "item 1 button down", "itemsForBeginning 1", "dragSessionWillBegin", "item 1 button cancel",
                "dropSessionDidUpdate 2", "dropSessionDidUpdate 2", "dropSessionDidUpdate 3", "dropSessionDidUpdate 3",
                "moveRowAt 1 -> 3", "dropSessionDidEnd", "dragSessionDidEnd",
            ])
        #expect(source.items.prefix(5) == ["item 0", "item 2", "item 3", "item 1", "item 4"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === moved)
        #expect(moved?.frame.minY == CGFloat(132))
        #expect(table.contentOffset == .zero)
        #expect(!table.hasActiveDrag)
    }

    @Test("DD2, DD3: a copy proposal goes to performDropWith with the items and the destination")
    func copyDrop() {
        let source = Source()
        source.operation = .copy
        let (simulator, table) = scene(source)
        pressAndDrag(simulator)
        #expect(
            source.log.suffix(3) == [
                "performDrop at 3 copy [\"item 1 from 1\"]", "dropSessionDidEnd", "dragSessionDidEnd",
            ])
        #expect(source.items.prefix(3) == ["item 0", "item 1", "item 2"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 88)
    }

    @Test("DD1: no items for the row: no drag; the button still gets its tap at lift")
    func refusedDrag() {
        let source = Source()
        source.draggable = false
        let (simulator, _) = scene(source)
        let touch = simulator.touchDown(at: CGPoint(x: 150, y: 66))
        simulator.advance(by: 0.6)
        simulator.lift(touch)
        simulator.advance(by: 1)
        #expect(source.log == ["item 1 button down", "itemsForBeginning 1", "item 1 button up"])
    }

    @Test("DD1: without dragInteractionEnabled a long press is a plain touch")
    func disabled() {
        let source = Source()
        let (simulator, table) = scene(source)
        table.dragInteractionEnabled = false
        let touch = simulator.touchDown(at: CGPoint(x: 150, y: 66))
        simulator.advance(by: 0.6)
        simulator.lift(touch)
        simulator.advance(by: 1)
        #expect(source.log == ["item 1 button down", "item 1 button up"])
    }
}

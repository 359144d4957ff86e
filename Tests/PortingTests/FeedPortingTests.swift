import Testing
import UIKit

/// A2, TV1–TV5: a screen as apps build it — a self-sizing table inside a paging scroll view,
/// cells with a button (enlarged hit target) and a switch, a background tap that must not take a control's
/// tap, and a drag that waits for a flick to fail — ported from iOS and driven by the simulator.
@MainActor @Suite struct FeedPortingTests {
    private func screen() -> (EventSimulator, FeedViewController) {
        let simulator = EventSimulator(screenSize: CGSize(width: 390, height: 844))
        let controller = FeedViewController()
        simulator.window.rootViewController = controller
        simulator.window.layoutIfNeeded()
        return (simulator, controller)
    }

    private func cell(_ row: Int, _ controller: FeedViewController) -> ItemCell? {
        controller.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? ItemCell
    }

    private func centre(_ view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test("A2, TV1, TV3: dataSource before register loads at layout; rows size themselves around the label")
    func layout() {
        let (simulator, controller) = screen()
        #expect(controller.pager.contentSize == CGSize(width: 780, height: 844))
        #expect(controller.tableView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        let first = cell(0, controller)
        #expect(first?.titleLabel.text == "Item 0")
        let labelHeight = first?.titleLabel.frame.height ?? 0
        #expect(labelHeight > 0)
        #expect(controller.tableView.rect(forRowAt: IndexPath(row: 1, section: 0)).minY == labelHeight + 24)
        #expect(first?.notifySwitch.frame.maxX == CGFloat(390 - 16))
        #expect(simulator.issues.isEmpty)
    }

    @Test("A2, S2, GR1: the like button takes a near miss; the background tap never takes a control's tap")
    func buttonAndSwitch() {
        let (simulator, controller) = screen()
        guard let row2 = cell(2, controller) else {
            Issue.record("row 2 has no cell")
            return
        }
        let button = row2.likeButton.convert(row2.likeButton.bounds, to: nil)
        simulator.tap(at: CGPoint(x: button.midX, y: button.minY - 8))  // 8 pt above the 24 pt button
        simulator.advance(by: 0.5)
        #expect(controller.liked == [2])
        simulator.tap(at: centre(row2.notifySwitch))
        simulator.advance(by: 0.5)
        #expect(controller.toggled == ["2 on"])
        #expect(controller.backgroundTaps == 0 && controller.selected.isEmpty)
        // On the title: the background tap and the table's selection both happen.
        simulator.tap(at: centre(row2.titleLabel))
        simulator.advance(by: 0.5)
        #expect(controller.backgroundTaps == 1 && controller.selected == [2])
        #expect(controller.tableView.indexPathForSelectedRow == nil)  // deselected in didSelect
    }

    @Test("A2, S1, GR13, GR5: a horizontal drag pages; on the card a flick closes it, a slow drag drags it")
    func pagingSwipeAndPan() {
        let (simulator, controller) = screen()
        simulator.drag(from: CGPoint(x: 340, y: 400), to: CGPoint(x: 40, y: 400), duration: 0.3, steps: 10)
        simulator.advance(by: 2)
        #expect(controller.pager.contentOffset == CGPoint(x: 390, y: 0))
        #expect(controller.tableView.contentOffset == .zero)
        simulator.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), duration: 2, steps: 20)
        simulator.advance(by: 1)
        #expect(controller.cardDrags == 1 && controller.closes == 0)
        simulator.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 420), duration: 0.1, steps: 5)
        simulator.advance(by: 1)
        #expect(controller.closes == 1 && controller.cardDrags == 1)
        #expect(controller.pager.contentOffset == .zero)
        #expect(simulator.issues.isEmpty)
    }
}

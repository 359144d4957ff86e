import NonisolatedHelpers
import ResponderKit
import Testing

// The helpers were written as nonisolated Swift 5 code (SPEC A5); driven here, they behave as on iOS.

@MainActor @Test func pullToDismissHelperDismissesOnALongDownwardDrag() {
    let simulator = EventSimulator()
    let sheet = UIView(frame: simulator.window.bounds)
    simulator.window.addSubview(sheet)
    let controller = PullToDismissController()
    controller.attach(to: sheet)

    simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300))
    #expect(controller.isDismissed)
    #expect(controller.refusedHorizontalDrags == 0)
}

@MainActor @Test func pullToDismissHelperRefusesHorizontalDragsThroughItsDelegate() {
    let simulator = EventSimulator()
    let sheet = UIView(frame: simulator.window.bounds)
    simulator.window.addSubview(sheet)
    let controller = PullToDismissController()
    controller.attach(to: sheet)

    simulator.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 300, y: 120))
    #expect(!controller.isDismissed)
    #expect(controller.refusedHorizontalDrags == 1)
}

@MainActor @Test func pagingCoordinatorSeesTheScrollViewSettleOnTheNextPage() {
    let simulator = EventSimulator()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    simulator.window.addSubview(scrollView)
    let coordinator = PagingCoordinator(scrollView: scrollView, pageCount: 3)

    simulator.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 50, y: 100))
    #expect(simulator.settle())
    #expect(scrollView.contentOffset == CGPoint(x: 300, y: 0))
    #expect(coordinator.pageChanges == [1])
}

@MainActor @Test func listControllerFeedsTheTableAndHearsTheSelection() {
    let simulator = EventSimulator()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
    simulator.window.addSubview(tableView)
    let list = ListController(items: ["a", "b", "c", "d"])
    list.configure(tableView)

    #expect(tableView.numberOfRows(inSection: 0) == 4)
    simulator.tap(at: CGPoint(x: 100, y: 2 * 44 + 22))
    #expect(simulator.settle())
    #expect(list.selectedItems == ["c"])
}

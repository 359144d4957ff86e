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

@MainActor @Test func collapsingHeaderFollowsTheObservedContentOffset() {
    // A10: the helper observes contentOffset; the header's height is its only output.
    let simulator = EventSimulator()
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    scrollView.contentSize = CGSize(width: 375, height: 3000)
    simulator.window.addSubview(scrollView)
    simulator.window.addSubview(header)
    let controller = CollapsingHeaderController(header: header, maximumHeight: 120, minimumHeight: 44)
    controller.track(scrollView)
    #expect(header.frame.height == 120)  // the .initial call laid it out at once

    simulator.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 460), duration: 0.2, steps: 4)
    #expect(simulator.settle())
    let scrolled = scrollView.contentOffset.y + 120
    #expect(scrolled > 0)
    #expect(header.frame.height == min(120, max(44, 120 - scrolled)))

    simulator.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200), duration: 0.2, steps: 6)
    #expect(simulator.settle())
    #expect(header.frame.height == 44)
    #expect(controller.heights.first == 120 && controller.heights.last == 44)

    controller.stopTracking()
    let count = controller.heights.count
    scrollView.contentOffset = CGPoint(x: 0, y: -120)
    #expect(header.frame.height == 44)
    #expect(controller.heights.count == count)
}

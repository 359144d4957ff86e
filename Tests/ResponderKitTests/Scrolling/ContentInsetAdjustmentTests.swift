import Foundation
import ResponderKit
import Testing

/// The safe area in a scroll view's adjusted content inset (S10).
@MainActor @Suite struct ContentInsetAdjustmentTests {
    static let phone = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var changes: [UIEdgeInsets] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            changes.append(scrollView.adjustedContentInset)
        }
    }

    final class CountingScrollView: UIScrollView {
        var calls = 0
        override func adjustedContentInsetDidChange() {
            super.adjustedContentInsetDidChange()
            calls += 1
        }
    }

    func world(_ root: UIViewController) -> EventSimulator {
        let simulator = EventSimulator(screenSize: CGSize(width: 390, height: 844), safeAreaInsets: Self.phone)
        simulator.window.rootViewController = root
        simulator.window.makeKeyAndVisible()
        simulator.advance(by: 0)
        return simulator
    }

    @Test("S10: a table view controller in a navigation controller rests at -(status bar + bar) and scrolls back")
    func tableRestsBelowTheBar() {
        let table = UITableViewController(style: .plain)
        let rows = Rows()
        table.tableView.dataSource = rows
        table.tableView.delegate = rows
        let navigation = UINavigationController(rootViewController: table)
        let simulator = world(navigation)
        let tableView = table.tableView!
        #expect(tableView.contentInsetAdjustmentBehavior == .automatic)
        #expect(tableView.contentInset == .zero)
        #expect(tableView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(tableView.contentOffset.y == -91)
        #expect(rows.changes.last == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        // The first row shows just under the bar, and the cells have no top safe area of their own.
        let first = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first?.safeAreaInsets.top == 0)
        #expect(
            simulator.window.hitTest(CGPoint(x: 100, y: 110), with: nil).map { $0.isDescendant(of: first!) } == true)

        // A drag down past the top bounces back to the adjusted top.
        simulator.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), duration: 0.2)
        simulator.advance(by: 2)
        #expect(tableView.contentOffset.y == -91)
        // The bottom limit adds the bottom inset.
        tableView.setContentOffset(CGPoint(x: 0, y: 10_000), animated: false)
        simulator.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 390), duration: 0.2)
        simulator.advance(by: 2)
        #expect(tableView.contentOffset.y == tableView.contentSize.height + 34 - 844)
    }

    @Test("S10: .never, .always and .scrollableAxes as Apple documents them")
    func behaviours() {
        let controller = UIViewController()
        let scrollView = CountingScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 400)
        controller.view.addSubview(scrollView)
        let simulator = world(controller)
        // .automatic outside a navigation or tab bar controller: only scrollable axes, and this one is not.
        #expect(scrollView.adjustedContentInset == .zero)
        #expect(scrollView.calls == 0)
        scrollView.alwaysBounceVertical = true
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(scrollView.calls == 1)
        scrollView.alwaysBounceVertical = false
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scrollView.adjustedContentInset == .zero)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        #expect(scrollView.adjustedContentInset.top == 47)
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)  // rested at the old top: follows it
        scrollView.contentInsetAdjustmentBehavior = .always
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 52, left: 0, bottom: 34, right: 0))
        // A subview gets no top safe area where the inset already adjusts for it.
        let content = UIView(frame: CGRect(x: 0, y: -60, width: 390, height: 100))
        scrollView.addSubview(content)
        simulator.advance(by: 0)
        #expect(content.safeAreaInsets.top == 0)
        scrollView.contentInsetAdjustmentBehavior = .never
        simulator.advance(by: 0)
        #expect(content.safeAreaInsets.top > 0)
    }

    @Test("S10, RC2: under a navigation bar the refresh control is pulled from the adjusted top")
    func refreshUnderTheBar() {
        let table = UITableViewController(style: .plain)
        let rows = Rows()
        table.tableView.dataSource = rows
        let refresh = UIRefreshControl()
        table.refreshControl = refresh
        let simulator = world(UINavigationController(rootViewController: table))
        #expect(table.tableView.contentOffset.y == -91)
        #expect(!refresh.isRefreshing)  // resting below the bar is no pull
        simulator.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 420), duration: 0.5)
        #expect(refresh.isRefreshing)
        simulator.advance(by: 2)
        #expect(table.tableView.contentOffset.y == -91 - refresh.bounds.height)
        refresh.endRefreshing()
        simulator.advance(by: 2)
        #expect(table.tableView.contentOffset.y == -91)
    }
}

import Foundation
import ResponderKit
import Testing

/// TV8, VC11: a `UITableViewController` subclass written as on iOS — `override func` for every data source
/// and delegate method — inside a navigation controller with the controller's `editButtonItem` on its bar.
@MainActor @Suite struct TableViewControllerTests {
    final class InboxViewController: UITableViewController {
        var messages = ["Lunch?", "Invoice", "Hello", "Build failed"]
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
            navigationItem.rightBarButtonItem = editButtonItem
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.append("viewWillAppear \(animated)")
        }

        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            log.append("setEditing \(editing) \(animated)")
        }

        override func numberOfSections(in tableView: UITableView) -> Int { 1 }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            messages.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            cell.textLabel?.text = messages[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.row)")
        }

        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete else { return }
            log.append("commit delete \(indexPath.row)")
            messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }

        override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            log.append("trailingSwipeActions \(indexPath.row)")
            return super.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    final class EmptyViewController: UITableViewController {}

    /// The usual iOS spelling of a grouped settings screen: its own `init()` and the coder initializer.
    final class SettingsViewController: UITableViewController {
        var scrolls: [CGFloat] = []

        init() { super.init(style: .insetGrouped) }

        required init?(coder: NSCoder) { nil }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }

        override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls.append(scrollView.contentOffset.y) }
    }

    @MainActor private struct Scene {
        let simulator = EventSimulator()
        let inbox = InboxViewController(style: .plain)
        let navigation: UINavigationController

        init() {
            navigation = UINavigationController(rootViewController: inbox)
            simulator.window.rootViewController = navigation
            simulator.window.layoutIfNeeded()
        }

        func cell(_ row: Int) -> UITableViewCell? {
            inbox.tableView.cellForRow(at: IndexPath(row: row, section: 0))
        }

        func tap(_ view: UIView?) {
            guard let view else {
                Issue.record("no view to tap")
                return
            }
            #expect(simulator.tap(on: view))
            simulator.advance(by: 1)
        }

        func barButton(_ title: String) -> UIButton? {
            navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == title }
        }
    }

    private func subview(_ cell: UITableViewCell?, named name: String) -> UIView? {
        cell?.subviews.first { String(describing: type(of: $0)) == name }
    }

    @Test("TV8: the view is a table fed by the controller; taps select rows through the overrides")
    func selectingThroughOverrides() {
        let scene = Scene()
        let table = scene.inbox.tableView!
        #expect(scene.inbox.view === table)
        #expect(table.dataSource === scene.inbox && table.delegate === scene.inbox)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(scene.cell(1)?.textLabel?.text == "Invoice")
        scene.tap(scene.cell(1))
        scene.tap(scene.cell(3))
        #expect(scene.inbox.log == ["viewWillAppear false", "didSelect 1", "didSelect 3"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("TV8, VC11, ED1, ED3: the Edit button on the bar toggles editing; the delete control deletes through commit")
    func editButtonAndDelete() {
        let scene = Scene()
        let table = scene.inbox.tableView!
        let item = scene.inbox.editButtonItem
        #expect(scene.inbox.navigationItem.rightBarButtonItem === item)
        #expect(item.title == "Edit" && item.style == .plain)
        scene.tap(scene.barButton("Edit"))
        #expect(scene.inbox.isEditing && table.isEditing)
        #expect(item.title == "Done" && item.style == .done)
        #expect(scene.barButton("Edit") == nil && scene.barButton("Done") != nil)
        #expect(scene.cell(0)?.editingStyle == .delete)
        // The delete control shows the confirmation: the default Delete (the override answers super's nil).
        scene.tap(subview(scene.cell(1), named: "UITableViewCellEditControl"))
        let pull = subview(scene.cell(1), named: "UISwipeActionPullView")
        let delete = pull?.subviews.first as? UIButton
        #expect(delete?.title(for: .normal) == "Delete")
        scene.tap(delete)
        #expect(scene.inbox.messages == ["Lunch?", "Hello", "Build failed"])
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(scene.cell(1)?.textLabel?.text == "Hello")
        // Done leaves editing mode; the same button reads Edit again.
        scene.tap(scene.barButton("Done"))
        #expect(!scene.inbox.isEditing && !table.isEditing)
        #expect(item.title == "Edit" && item.style == .plain)
        #expect(scene.cell(0)?.editingStyle == UITableViewCell.EditingStyle.none)
        #expect(
            scene.inbox.log == [
                "viewWillAppear false", "setEditing true true", "trailingSwipeActions 1", "commit delete 1",
                "setEditing false true",
            ])
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("TV8: appearing again clears the selection, unless clearsSelectionOnViewWillAppear is false")
    func clearsSelectionOnAppearance() {
        for clears in [true, false] {
            let scene = Scene()
            scene.inbox.clearsSelectionOnViewWillAppear = clears
            #expect(scene.inbox.clearsSelectionOnViewWillAppear == clears)
            scene.tap(scene.cell(2))
            #expect(scene.inbox.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
            scene.navigation.pushViewController(UIViewController(), animated: false)
            #expect(scene.inbox.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
            scene.navigation.popViewController(animated: true)
            scene.simulator.advance(by: 1)
            let expected = clears ? nil : [IndexPath(row: 2, section: 0)]
            #expect(scene.inbox.tableView.indexPathsForSelectedRows == expected)
            #expect(scene.cell(2)?.isSelected == !clears)
            #expect(scene.inbox.log == ["viewWillAppear false", "didSelect 2", "viewWillAppear true"])
        }
    }

    @Test("TV8: a subclass that overrides nothing shows an empty table; taps on it raise no issue")
    func emptySubclass() {
        let simulator = EventSimulator()
        let empty = EmptyViewController()
        simulator.window.rootViewController = empty
        simulator.window.layoutIfNeeded()
        let table = empty.tableView!
        #expect(table.style == .plain && table.frame == simulator.window.bounds)
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 0)
        #expect(table.visibleCells.isEmpty && table.contentSize.height == 0)
        simulator.tap(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 1)
        #expect(simulator.issues.isEmpty)
        #expect(UITableViewController(style: .insetGrouped).tableView.style == .insetGrouped)
    }

    @Test("TV8, TV3: the default heightForRowAt is the table's rowHeight, so automatic rows still size by their cells")
    func defaultRowHeight() {
        let scene = Scene()
        scene.inbox.tableView.rowHeight = 60
        scene.simulator.window.layoutIfNeeded()
        #expect(scene.cell(1)?.frame.height == 60)
        #expect(scene.cell(1)?.frame.minY == 60)
    }

    @Test("VC11: editButtonItem is one item per controller; isEditing goes through setEditing(_:animated:)")
    func editButtonItemIdentity() {
        let plain = UIViewController()
        #expect(plain.editButtonItem === plain.editButtonItem)
        #expect(plain.editButtonItem !== UIViewController().editButtonItem)
        plain.isEditing = true
        #expect(plain.editButtonItem.title == "Done")
        let inbox = InboxViewController(style: .plain)
        inbox.isEditing = true
        #expect(inbox.log == ["setEditing true false"])
        #expect(inbox.editButtonItem.title == "Done" && inbox.tableView.isEditing)
    }

    @Test("TV8: heightForRowAt and scrollViewDidScroll overrides are heard; refreshControl is the table's")
    func scrollAndViewOverrides() {
        let simulator = EventSimulator()
        let settings = SettingsViewController()
        simulator.window.rootViewController = settings
        simulator.window.layoutIfNeeded()
        let table = settings.tableView!
        #expect(table.style == .insetGrouped)
        let third = table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(third?.frame == CGRect(x: 0, y: 100, width: 375, height: 50))
        table.contentOffset = CGPoint(x: 0, y: 120)
        #expect(settings.scrolls == [120])
        let refresh = UIRefreshControl()
        settings.refreshControl = refresh
        #expect(table.refreshControl === refresh && settings.refreshControl === refresh)
        // Setting the table replaces the view.
        let replacement = UITableView(frame: simulator.window.bounds, style: .grouped)
        settings.tableView = replacement
        #expect(settings.view === replacement && settings.tableView === replacement)
    }
}

import Foundation
import ResponderKit
import Testing

/// A row's swipe actions as VoiceOver custom actions of its cell (AX15).
@MainActor @Suite struct SwipeActionAccessibilityTests {
    final class Mail: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows = ["Tide tables", "Harbour walk", "Lighthouse"]
        var log: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row]
            cell.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Reply") { _ in true }]
            return cell
        }
        func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            let archive = UIContextualAction(style: .normal, title: "Archive") { [weak self] _, view, done in
                self?.log.append("archive \(indexPath.row) from \(view is UITableViewCell ? "cell" : "?")")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [archive])
        }
        func tableView(
            _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
            ])
        }
    }

    @Test("AX15: a row's swipe actions follow the cell's own actions; performing one runs its handler")
    func swipeActionsAreCustomActions() throws {
        let simulator = EventSimulator(screenSize: CGSize(width: 390, height: 844))
        let controller = UIViewController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let mail = Mail()
        table.dataSource = mail
        table.delegate = mail
        controller.view.addSubview(table)
        simulator.window.rootViewController = controller
        simulator.window.makeKeyAndVisible()
        simulator.advance(by: 0)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.accessibilityCustomActions?.map(\.name) == ["Reply", "Archive", "Flag"])
        #expect(simulator.accessibilityFocus(on: cell))
        #expect(simulator.accessibilityPerformCustomAction(named: "Archive"))
        #expect(mail.log == ["archive 1 from cell"])
        // While editing, no swipe actions are offered (ED5).
        table.isEditing = true
        #expect(cell.accessibilityCustomActions?.map(\.name) == ["Reply"])
        #expect(simulator.issues.isEmpty)
    }
}

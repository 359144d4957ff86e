import Foundation
import ResponderKitTesting
import Testing
import UIKit

@testable import DriftwoodPorted

/// The Saved Beaches list (More tab): Edit shows the rows' reorder controls (ED1, ED2); a row dragged by its
/// control moves and the list keeps the new order (ED4); Done ends editing.
@MainActor @Suite struct SavedBeachesFlowTests {
    private func openSaved(_ app: AppWorld) throws -> SavedBeachesViewController {
        app.selectTab("More")
        app.tap("more.Saved Beaches")
        return try #require(app.visibleController as? SavedBeachesViewController)
    }

    /// The reorder control the table added to `cell` while editing (ED2).
    private func reorderControl(of cell: UITableViewCell?) -> UIView? {
        cell?.subviews.first { String(describing: type(of: $0)) == "UITableViewCellReorderControl" }
    }

    @Test("ED1, ED4: Edit shows the reorder controls; dragging the first beach down two rows reorders the list")
    func reorderByDragging() throws {
        let app = AppWorld()
        let saved = try openSaved(app)
        let bar = try #require(saved.navigationController?.navigationBar)
        app.tap(try #require(app.button(titled: "Edit", in: bar)))
        #expect(saved.isEditing && saved.tableView.isEditing)
        let table = saved.tableView!
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let control = try #require(reorderControl(of: first))
        let rowHeight = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        app.drag(control, by: CGPoint(x: 0, y: 2 * rowHeight), duration: 0.6, steps: 12)
        #expect(Array(saved.beaches.prefix(3)) == ["Point Reyes", "Half Moon Bay", "Rockaway"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Rockaway")
        app.tap(try #require(app.button(titled: "Done", in: bar)))
        #expect(!table.isEditing)
        #expect(reorderControl(of: table.cellForRow(at: IndexPath(row: 2, section: 0))) == nil)
        app.expectNoIssues()
    }

    @Test("ED4: outside editing mode the same drag scrolls nothing and moves no row")
    func noReorderOutsideEditing() throws {
        let app = AppWorld()
        let saved = try openSaved(app)
        let before = saved.beaches
        let cell = try #require(saved.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(reorderControl(of: cell) == nil)
        app.drag(cell, by: CGPoint(x: 0, y: 88), duration: 0.6, steps: 12)
        #expect(saved.beaches == before)
        app.expectNoIssues()
    }
}

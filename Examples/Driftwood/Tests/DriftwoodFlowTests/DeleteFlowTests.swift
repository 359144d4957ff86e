import Foundation
import ResponderKitTesting
import Testing
import UIKit

@testable import DriftwoodPorted

@MainActor @Suite struct DeleteFlowTests {
    /// Swipes the feed's row left to show its Delete action, and taps it.
    private func swipeAndTapDelete(_ app: AppWorld, row: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let cell = app.feedCell(row) else {
            Issue.record("no cell for row \(row)", sourceLocation: sourceLocation)
            return
        }
        app.drag(cell, by: CGPoint(x: -160, y: 0), duration: 0.3, sourceLocation: sourceLocation)
        guard let delete = app.button(titled: "Delete", in: cell) else {
            Issue.record("the swipe showed no Delete action (SW2)", sourceLocation: sourceLocation)
            return
        }
        app.tap(delete, sourceLocation: sourceLocation)
    }

    @Test("SW2, SW3, AL3: swipe a row, tap Delete, confirm in the action sheet: the photo is gone")
    func swipeDeleteConfirm() throws {
        let app = AppWorld()
        let feed = try #require(app.feed)
        let doomed = feed.store.photos[1]
        swipeAndTapDelete(app, row: 1)
        let sheet = try #require(feed.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.actions.map(\.title) == ["Delete Photo", "Cancel"])
        app.tap("Delete Photo")
        #expect(feed.presentedViewController == nil)
        #expect(!feed.store.photos.contains(doomed))
        #expect(feed.tableView.numberOfRows(inSection: 0) == PhotoStore.pageSize - 1)
        app.expectNoIssues()
    }

    @Test("SW5, AL3: Cancel in the action sheet keeps the photo and hides the swipe actions")
    func swipeDeleteCancel() throws {
        let app = AppWorld()
        let feed = try #require(app.feed)
        let kept = feed.store.photos[0]
        swipeAndTapDelete(app, row: 0)
        #expect(feed.presentedViewController is UIAlertController)
        app.tap("Cancel")
        #expect(feed.presentedViewController == nil)
        #expect(feed.store.photos.first == kept)
        let cell = try #require(app.feedCell(0))
        #expect(app.button(titled: "Delete", in: cell) == nil)
        app.expectNoIssues()
    }

    @Test("SW2: a short swipe snaps back without showing the actions")
    func shortSwipeSnapsBack() throws {
        let app = AppWorld()
        let cell = try #require(app.feedCell(0))
        app.drag(cell, by: CGPoint(x: -25, y: 0), duration: 0.3)
        #expect(app.button(titled: "Delete", in: cell) == nil)
        #expect(cell.contentView.frame.minX == 0)
        app.expectNoIssues()
    }

    @Test("AL1, AL3: the viewer's trash asks in an alert; Delete removes the photo and closes the viewer")
    func deleteFromViewer() throws {
        let app = AppWorld()
        let feed = try #require(app.feed)
        let cell = try #require(app.feedCell(3))
        let doomed = feed.store.photos[3]
        app.tap(cell)
        let viewer = try #require(feed.presentedViewController as? PhotoViewerViewController)
        app.tap("viewer.delete")
        let alert = try #require(viewer.presentedViewController as? UIAlertController)
        #expect(alert.preferredStyle == .alert && alert.title == "Delete Photo?")
        app.tap("Delete")
        #expect(!feed.store.photos.contains(doomed))
        #expect(feed.presentedViewController == nil)
        app.expectNoIssues()
    }
}

import Foundation
import ResponderKitTesting
import Testing
import UIKit

@testable import DriftwoodPorted

/// The feed's like and delete flows as a VoiceOver user performs them: focus a row, pick from its Actions rotor
/// (AX9, AX15), double-tap the action sheet's button (AX6).
@MainActor @Suite struct VoiceOverFlowTests {
    @Test("AX9, AX15: a VoiceOver user likes a photo from its row's Actions rotor")
    func likeThroughTheRotor() throws {
        let app = AppWorld()
        let simulator = app.simulator
        let feed = try #require(app.feed)
        let cell = try #require(app.feedCell(1))
        let likes = feed.store.photos[1].likes
        #expect(simulator.accessibilityFocus(on: cell))
        #expect(simulator.accessibilityFocus?.customActions.contains("Like") == true)
        #expect(simulator.accessibilityPerformCustomAction(named: "Like"))
        app.settle()
        #expect(feed.store.photos[1].isLiked)
        #expect(feed.store.photos[1].likes == likes + 1)
        #expect(app.feedCell(1)?.likeButton.isSelected == true)
        app.expectNoIssues()
    }

    @Test("AX15, AX6, AL3: a VoiceOver user deletes a photo with the row's Delete action and confirms it")
    func deleteThroughTheRotor() throws {
        let app = AppWorld()
        let simulator = app.simulator
        let feed = try #require(app.feed)
        let cell = try #require(app.feedCell(2))
        let doomed = feed.store.photos[2]
        #expect(simulator.accessibilityFocus(on: cell))
        // The row's swipe action is in its rotor, after the cell's own Like.
        #expect(simulator.accessibilityFocus?.customActions == ["Like", "Delete"])
        #expect(simulator.accessibilityPerformCustomAction(named: "Delete"))
        app.settle()
        let sheet = try #require(feed.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(simulator.accessibilityActivate(labeled: "Delete Photo"))
        app.settle()
        #expect(feed.presentedViewController == nil)
        #expect(!feed.store.photos.contains(doomed))
        #expect(feed.tableView.numberOfRows(inSection: 0) == PhotoStore.pageSize - 1)
        app.expectNoIssues()
    }

    @Test("AX6, AX8: a VoiceOver user opens a photo by double-tapping its row and closes the viewer with the scrub")
    func openAndEscapeViewer() throws {
        let app = AppWorld()
        let simulator = app.simulator
        let feed = try #require(app.feed)
        let cell = try #require(app.feedCell(0))
        #expect(simulator.accessibilityFocus(on: cell))
        #expect(simulator.accessibilityActivate())
        app.settle()
        let viewer = try #require(feed.presentedViewController as? PhotoViewerViewController)
        #expect(simulator.accessibilityFocus(labeled: "Close"))
        #expect(simulator.accessibilityEscape())
        app.settle()
        #expect(feed.presentedViewController == nil)
        #expect(viewer.view.window == nil)
        app.expectNoIssues()
    }
}

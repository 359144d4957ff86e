import Foundation
import ResponderKitTesting
import Testing
import UIKit

@testable import DriftwoodPorted

@MainActor @Suite struct ComposeFlowTests {
    /// The app with the compose sheet open from the raised post button.
    private func openCompose() throws -> (AppWorld, ComposeViewController) {
        let app = AppWorld()
        app.tap("tabBar.post")
        let navigation = try #require(app.tabs?.presentedViewController as? UINavigationController)
        let compose = try #require(navigation.topViewController as? ComposeViewController)
        return (app, compose)
    }

    @Test("SH1, SH2: the post button opens the compose sheet at its medium detent, the title field editing")
    func opensAsMediumSheet() throws {
        let (app, compose) = try openCompose()
        let sheet = try #require(compose.navigationController?.sheetPresentationController)
        #expect(sheet.detents.count == 2)
        #expect(sheet.selectedDetentIdentifier == nil || sheet.selectedDetentIdentifier == .medium)
        let top = compose.navigationController!.view.convert(CGPoint.zero, to: app.window).y
        #expect(abs(top - AppWorld.screenSize.height / 2) < 1)
        #expect(compose.titleField.isFirstResponder)
        #expect(!compose.postButton.isEnabled)
        app.expectNoIssues()
    }

    @Test("TX3, TX7: return moves through the fields; the form's bottom inset clears the keyboard")
    func returnKeyMovesThroughFields() throws {
        let (app, compose) = try openCompose()
        #expect(compose.scrollView.contentInset.bottom > 0)
        app.type("Low tide\n")
        #expect(compose.placeField.isFirstResponder)
        #expect(compose.postButton.isEnabled)
        app.type("Skye\n")
        #expect(compose.captionView.isFirstResponder)
        app.type("Ropes of kelp.\nAnd a gull.")
        #expect(compose.captionView.text == "Ropes of kelp.\nAnd a gull.")
        app.expectNoIssues()
    }

    @Test("TX13, TB1: the toolbar above the keyboard moves between fields and Done hides the keyboard")
    func toolbarAboveTheKeyboard() throws {
        let (app, compose) = try openCompose()
        let toolbar = compose.accessoryBar
        #expect(toolbar.window != nil && toolbar.window !== app.window)
        let next = try #require(app.button(titled: "Next", in: toolbar))
        let previous = try #require(app.button(titled: "Previous", in: toolbar))
        app.tap(next)
        #expect(compose.placeField.isFirstResponder)
        app.tap(next)
        #expect(compose.captionView.isFirstResponder)
        app.tap(previous)
        #expect(compose.placeField.isFirstResponder)
        let done = try #require(app.button(titled: "Done", in: toolbar))
        app.tap(done)
        #expect(!compose.placeField.isFirstResponder)
        #expect(toolbar.window == nil)
        #expect(compose.scrollView.contentInset.bottom == 0)
        app.expectNoIssues()
    }

    @Test("NV6, SH1: compose and send — the new photo heads the feed and the sheet closes")
    func composeAndSend() throws {
        let (app, compose) = try openCompose()
        app.type("Sea stack\n")
        app.type("Lofoten")
        let post = try #require(app.button(titled: "Post"))
        app.tap(post)
        #expect(app.tabs?.presentedViewController == nil)
        let feed = try #require(app.feed)
        #expect(feed.store.photos.first?.title == "Sea stack")
        #expect(feed.store.photos.first?.place == "Lofoten")
        #expect(app.feedCell(0)?.titleLabel.text == "Sea stack")
        #expect(app.tabs?.selectedIndex == 0)
        _ = compose
        app.expectNoIssues()
    }

    @Test("NV6: Cancel closes the sheet and posts nothing")
    func cancel() throws {
        let (app, _) = try openCompose()
        app.type("Draft")
        let count = app.feed?.store.photos.count
        let cancel = try #require(app.button(titled: "Cancel"))
        app.tap(cancel)
        #expect(app.tabs?.presentedViewController == nil)
        #expect(app.feed?.store.photos.count == count)
        app.expectNoIssues()
    }

    @Test("SH3, SH4: dragging the sheet up by its bar takes it to the large detent")
    func dragToLargeDetent() throws {
        let (app, compose) = try openCompose()
        let navigation = try #require(compose.navigationController)
        let sheet = try #require(navigation.sheetPresentationController)
        app.drag(navigation.navigationBar, by: CGPoint(x: 0, y: -300), duration: 0.4)
        #expect(sheet.selectedDetentIdentifier == .large)
        let top = navigation.view.convert(CGPoint.zero, to: app.window).y
        #expect(top < AppWorld.screenSize.height / 4)
        app.expectNoIssues()
    }
}

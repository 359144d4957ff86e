import Foundation
import ResponderKitTesting
import Testing
import UIKit

@testable import DriftwoodPorted

@MainActor @Suite struct ViewerFlowTests {
    /// The app with the viewer open on the feed's first photo.
    private func openViewer() throws -> (AppWorld, FeedViewController, PhotoViewerViewController) {
        let app = AppWorld()
        let feed = try #require(app.feed)
        let cell = try #require(app.feedCell(0))
        app.tap(cell)
        let viewer = try #require(feed.presentedViewController as? PhotoViewerViewController)
        return (app, feed, viewer)
    }

    @Test("VC7: the viewer is presented over the feed with a custom transition; the feed stays in the window")
    func viewerIsPresented() throws {
        let (app, feed, viewer) = try openViewer()
        #expect(viewer.modalPresentationStyle == .custom)
        #expect(viewer.view.window === app.window)
        #expect(feed.view.window === app.window)
        #expect(viewer.view.frame == app.window.bounds)
        app.expectNoIssues()
    }

    @Test("GR5, S8: a double tap zooms in around the finger; a second double tap zooms back out")
    func doubleTapZooms() throws {
        let (app, _, viewer) = try openViewer()
        let point = app.point(CGPoint(x: 120, y: 300), in: viewer.scrollView)
        app.simulator.tap(at: point, count: 2)
        app.settle(0.5)
        #expect(viewer.scrollView.zoomScale == PhotoViewerViewController.doubleTapScale)
        #expect(viewer.scrollView.contentOffset.x > 0 && viewer.scrollView.contentOffset.y > 0)
        #expect(!viewer.isChromeHidden)
        #expect(!viewer.dismissPan.isEnabled)
        app.simulator.tap(at: point, count: 2)
        app.settle(0.5)
        #expect(viewer.scrollView.zoomScale == 1)
        #expect(viewer.dismissPan.isEnabled)
        app.expectNoIssues()
    }

    @Test("GR5: a single tap waits for the double tap to fail, then hides the buttons; another shows them")
    func singleTapTogglesChrome() throws {
        let (app, _, viewer) = try openViewer()
        let point = app.point(CGPoint(x: 200, y: 400), in: viewer.scrollView)
        app.simulator.tap(at: point)
        #expect(!viewer.isChromeHidden)
        app.settle(0.6)
        #expect(viewer.isChromeHidden)
        #expect(viewer.closeButton.alpha == 0)
        #expect(viewer.scrollView.zoomScale == 1)
        app.simulator.tap(at: point)
        app.settle(0.6)
        #expect(!viewer.isChromeHidden && viewer.closeButton.alpha == 1)
        app.expectNoIssues()
    }

    @Test("VC8: dragging the photo down far enough dismisses the viewer interactively")
    func dragDownDismisses() throws {
        let (app, feed, viewer) = try openViewer()
        app.drag(viewer.imageView, by: CGPoint(x: 0, y: 420), duration: 0.5, steps: 15)
        #expect(feed.presentedViewController == nil)
        #expect(viewer.view.window == nil)
        app.expectNoIssues()
    }

    @Test("VC8: a short, slow drag down snaps the viewer back; it stays presented where it was")
    func shortDragSnapsBack() throws {
        let (app, feed, viewer) = try openViewer()
        app.drag(viewer.imageView, by: CGPoint(x: 0, y: 80), duration: 1, steps: 20)
        #expect(feed.presentedViewController === viewer)
        #expect(viewer.view.window === app.window)
        #expect(viewer.view.frame.minY == 0)
        #expect(viewer.view.alpha == 1)
        app.expectNoIssues()
    }

    @Test("GR6: a sideways drag does not start the dismissal")
    func sidewaysDragDoesNotDismiss() throws {
        let (app, feed, viewer) = try openViewer()
        app.drag(viewer.imageView, by: CGPoint(x: 200, y: 10), duration: 0.4)
        #expect(feed.presentedViewController === viewer)
        app.expectNoIssues()
    }

    @Test("C4: the close button dismisses the viewer")
    func closeButton() throws {
        let (app, feed, _) = try openViewer()
        app.tap("viewer.close")
        #expect(feed.presentedViewController == nil)
        app.expectNoIssues()
    }
}

import Foundation
import ResponderKitTesting
import Testing
import UIKit

@testable import DriftwoodPorted

@MainActor @Suite struct FeedFlowTests {
    @Test("TV, L: the feed loads its first page from the pretend server after its delay, newest first")
    func firstPageLoads() throws {
        let app = AppWorld()
        let feed = try #require(app.feed)
        #expect(feed.store.photos.count == PhotoStore.pageSize)
        #expect(feed.tableView.numberOfRows(inSection: 0) == PhotoStore.pageSize)
        let first = try #require(app.feedCell(0))
        #expect(first.titleLabel.text == Photo.sample(id: 0).title)
        app.expectNoIssues()
    }

    @Test("S1, TV: browsing — a drag up scrolls the feed and brings later rows on screen")
    func browseScrolls() throws {
        let app = AppWorld()
        let table = try #require(app.feed?.tableView)
        let start = table.contentOffset.y
        app.drag(table, by: CGPoint(x: 0, y: -300), duration: 0.5)
        #expect(table.contentOffset.y > start + 200)
        #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: 8, section: 0)) == true)
        app.expectNoIssues()
    }

    @Test("C4, TV5: a tap on a row's like button likes the photo and does not select the row")
    func likeDoesNotSelectTheRow() throws {
        let app = AppWorld()
        let feed = try #require(app.feed)
        let cell = try #require(app.feedCell(1))
        let likes = feed.store.photos[1].likes
        app.tap(cell.likeButton)
        #expect(feed.store.photos[1].isLiked)
        #expect(feed.store.photos[1].likes == likes + 1)
        #expect(cell.likeButton.isSelected)
        #expect(feed.tableView.indexPathForSelectedRow == nil)
        #expect(feed.presentedViewController == nil)
        app.tap(cell.likeButton)
        #expect(!feed.store.photos[1].isLiked && feed.store.photos[1].likes == likes)
        app.expectNoIssues()
    }

    @Test("TV5, VC7: a tap on the row itself opens the photo viewer")
    func rowTapOpensViewer() throws {
        let app = AppWorld()
        let feed = try #require(app.feed)
        let cell = try #require(app.feedCell(2))
        app.tap(cell)
        let viewer = try #require(feed.presentedViewController as? PhotoViewerViewController)
        #expect(viewer.photo.id == feed.store.photos[2].id)
        app.expectNoIssues()
    }

    @Test("RC2, RC3: pulling the feed down refreshes it from the server, then the control ends")
    func pullToRefresh() throws {
        let app = AppWorld()
        let feed = try #require(app.feed)
        let table: UITableView = feed.tableView
        let refresh = try #require(table.refreshControl)
        let cell = try #require(app.feedCell(0))
        app.tap(cell.likeButton)
        #expect(feed.store.photos[0].isLiked)
        let finger = app.simulator.touchDown(at: app.point(CGPoint(x: 200, y: 150), in: table))
        for step in 1...12 {
            app.simulator.advance(by: 0.03)
            app.simulator.move(finger, to: app.point(CGPoint(x: 200, y: 150 + CGFloat(step) * 25), in: table))
        }
        #expect(refresh.isRefreshing)
        app.simulator.lift(finger)
        app.settle(0.4)
        #expect(refresh.isRefreshing)
        #expect(feed.store.photos[0].isLiked)
        app.settle(1.5)
        #expect(!refresh.isRefreshing)
        // The server's copy: the like made before the refresh is not in it.
        #expect(!feed.store.photos[0].isLiked)
        #expect(feed.store.photos.prefix(PhotoStore.pageSize).map(\.id) == Array(0..<PhotoStore.pageSize))
        #expect(table.contentOffset.y <= 0)
        app.expectNoIssues()
    }

    @Test("TV, L: near the bottom the next page is asked for once, and appended after the server's delay")
    func infiniteLoading() throws {
        let app = AppWorld()
        let feed = try #require(app.feed)
        let table: UITableView = feed.tableView
        #expect(feed.store.photos.count == PhotoStore.pageSize)
        var drags = 0
        while !feed.store.isLoading && drags < 8 {
            app.drag(table, by: CGPoint(x: 0, y: -400), duration: 0.4, settle: 0.2)
            drags += 1
        }
        #expect(feed.store.isLoading)
        #expect(feed.store.photos.count == PhotoStore.pageSize)
        let rows = table.indexPathsForVisibleRows?.map(\.row) ?? []
        #expect((rows.max() ?? 0) >= PhotoStore.pageSize - FeedViewController.prefetchDistance)
        app.settle(1)
        #expect(feed.store.photos.count == 2 * PhotoStore.pageSize)
        #expect(table.numberOfRows(inSection: 0) == 2 * PhotoStore.pageSize)
        #expect(Set(feed.store.photos.map(\.id)).count == feed.store.photos.count)
        app.expectNoIssues()
    }
}

@MainActor @Suite struct FeedScrollToTopFlowTests {
    @Test("A10, NV6: past a screen of scrolling the KVO-driven Top button shows; a tap on it scrolls back up")
    func scrollToTopButton() throws {
        let app = AppWorld()
        let feed = try #require(app.feed)
        let table: UITableView = feed.tableView
        #expect(feed.navigationItem.rightBarButtonItem == nil)
        for _ in 0..<4 {
            app.drag(table, by: CGPoint(x: 0, y: -300), duration: 0.3, settle: 0.3)
        }
        app.settle(2)
        #expect(table.contentOffset.y > table.bounds.height)
        #expect(feed.navigationItem.rightBarButtonItem === feed.scrollToTopItem)
        let navigationBar = try #require(feed.navigationController?.navigationBar)
        let top = try #require(navigationBar.subviews.compactMap { $0 as? UIButton }.last)
        app.tap(top, settle: 1)
        #expect(table.contentOffset.y <= 0)
        #expect(feed.navigationItem.rightBarButtonItem == nil)
        app.expectNoIssues()
    }
}

import Foundation
import ResponderKitTesting
import Testing
import UIKit

@testable import DriftwoodPorted

@MainActor @Suite struct GridFlowTests {
    private func openExplore() throws -> (AppWorld, GridViewController) {
        let app = AppWorld()
        app.selectTab("Explore")
        let grid = try #require(app.tab(GridViewController.self))
        #expect(app.tabs?.selectedViewController === grid.navigationController)
        grid.view.layoutIfNeeded()
        return (app, grid)
    }

    private func cell(_ grid: GridViewController, item: Int, section: Int) -> GridCell? {
        grid.collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? GridCell
    }

    @Test("CV6: Explore shows the featured carousel above a three-column grid")
    func layout() throws {
        let (app, grid) = try openExplore()
        let featured = try #require(cell(grid, item: 0, section: 0))
        let tile0 = try #require(cell(grid, item: 0, section: 1))
        let tile1 = try #require(cell(grid, item: 1, section: 1))
        #expect(featured.frame.height == 200)
        #expect(abs(tile0.frame.width - tile1.frame.width) < 0.5)
        #expect(tile1.frame.minX > tile0.frame.minX && tile1.frame.minY == tile0.frame.minY)
        app.expectNoIssues()
    }

    @Test("CV6, S6: a sideways drag on the carousel pages it and does not scroll the grid vertically")
    func carouselScrollsSideways() throws {
        let (app, grid) = try openExplore()
        let featured = try #require(cell(grid, item: 0, section: 0))
        let scroller = try #require(featured.superview as? UIScrollView)
        let offsetY = grid.collectionView.contentOffset.y
        app.drag(featured, by: CGPoint(x: -220, y: 12), duration: 0.3)
        #expect(scroller.contentOffset.x > 0)
        #expect(grid.collectionView.contentOffset.y == offsetY)
        app.expectNoIssues()
    }

    @Test("CV6, S6: a vertical drag on the grid scrolls the collection view, not the carousel")
    func gridScrollsVertically() throws {
        let (app, grid) = try openExplore()
        let tile = try #require(cell(grid, item: 4, section: 1))
        let featured = try #require(cell(grid, item: 0, section: 0))
        let scroller = try #require(featured.superview as? UIScrollView)
        let offsetY = grid.collectionView.contentOffset.y
        app.drag(tile, by: CGPoint(x: 0, y: -250), duration: 0.4)
        #expect(grid.collectionView.contentOffset.y > offsetY + 100)
        #expect(scroller.contentOffset.x == 0)
        app.expectNoIssues()
    }

    @Test("CM2, CM3, CM4: a long press on a tile opens its menu; Like likes the photo")
    func contextMenuLike() throws {
        let (app, grid) = try openExplore()
        let tile = try #require(cell(grid, item: 2, section: 1))
        let photoID = grid.store.photos[2].id
        app.longPress(tile, duration: 0.8)
        #expect(app.button(titled: "Open") != nil)
        let like = try #require(app.button(titled: "Like"))
        #expect(app.button(titled: "Delete") != nil)
        app.tap(like)
        #expect(grid.store.photos.first { $0.id == photoID }?.isLiked == true)
        #expect(app.button(titled: "Open") == nil)
        app.expectNoIssues()
    }

    @Test("CM3, AL3: the menu's Delete asks in an alert and removes the photo from the grid and the feed")
    func contextMenuDelete() throws {
        let (app, grid) = try openExplore()
        let tile = try #require(cell(grid, item: 5, section: 1))
        let doomed = grid.store.photos[5]
        app.longPress(tile, duration: 0.8)
        let delete = try #require(app.button(titled: "Delete"))
        app.tap(delete)
        #expect(grid.presentedViewController is UIAlertController)
        app.tap("Delete")
        #expect(!grid.store.photos.contains(doomed))
        #expect(app.feed?.store.photos.contains(doomed) == false)
        #expect(grid.collectionView.numberOfItems(inSection: 1) == PhotoStore.pageSize - 1)
        app.expectNoIssues()
    }

    @Test("CM3: a tap outside the menu closes it and reaches nothing below")
    func tapOutsideClosesMenu() throws {
        let (app, grid) = try openExplore()
        let tile = try #require(cell(grid, item: 0, section: 1))
        app.longPress(tile, duration: 0.8)
        #expect(app.button(titled: "Open") != nil)
        app.simulator.tap(at: CGPoint(x: 30, y: 120))
        app.settle(0.5)
        #expect(app.button(titled: "Open") == nil)
        #expect(grid.presentedViewController == nil)
        app.expectNoIssues()
    }

    @Test("CV4: a tap on a tile opens the viewer on that photo")
    func tapOpensViewer() throws {
        let (app, grid) = try openExplore()
        let tile = try #require(cell(grid, item: 1, section: 1))
        app.tap(tile)
        let viewer = try #require(grid.presentedViewController as? PhotoViewerViewController)
        #expect(viewer.photo.id == grid.store.photos[1].id)
        app.expectNoIssues()
    }
}

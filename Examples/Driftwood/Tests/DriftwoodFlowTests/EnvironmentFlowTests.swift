import Foundation
import ResponderKitTesting
import Testing
import UIKit

@testable import DriftwoodPorted

@MainActor @Suite struct EnvironmentFlowTests {
    @Test("T6, NV8: switching tabs mid-drag cancels the feed's touch; the lift afterwards changes nothing")
    func switchTabsMidGesture() throws {
        let app = AppWorld()
        let feed = try #require(app.feed)
        let table: UITableView = feed.tableView
        let finger = app.simulator.touchDown(at: app.point(CGPoint(x: 200, y: 300), in: table))
        for step in 1...5 {
            app.simulator.advance(by: 0.02)
            app.simulator.move(finger, to: app.point(CGPoint(x: 200, y: 300 - CGFloat(step) * 20), in: table))
        }
        #expect(table.isDragging)
        let explore = try #require(app.tabItem(titled: "Explore"))
        app.tap(explore)
        #expect(app.tabs?.selectedIndex == 1)
        #expect(table.window == nil)
        app.simulator.lift(finger)
        app.settle(1)
        #expect(!table.isDragging)
        #expect(app.tabs?.selectedIndex == 1)
        app.selectTab("Feed")
        #expect(table.window === app.window)
        app.expectNoIssues()
    }

    @Test("NV9, C4: a tap on the raised button's upper part, above the bar, opens the compose sheet")
    func raisedButtonUpperPartOpensCompose() throws {
        let app = AppWorld()
        let bar = try #require(app.tabs?.tabBar as? RaisedTabBar)
        let upper = app.point(CGPoint(x: bar.postButton.bounds.midX, y: 8), in: bar.postButton)
        #expect(upper.y < bar.convert(CGPoint.zero, to: app.window).y)
        app.expect(upper, reaches: bar.postButton)
        app.simulator.tap(at: upper)
        app.settle(1)
        let navigation = try #require(app.tabs?.presentedViewController as? UINavigationController)
        #expect(navigation.topViewController is ComposeViewController)
        app.expectNoIssues()
    }

    @Test("VC5, LY27, CV6: rotating to landscape relays the tabs out and the grid to five columns")
    func rotate() throws {
        let app = AppWorld()
        app.selectTab("Explore")
        let grid = try #require(app.tab(GridViewController.self))
        app.simulator.rotate(to: .landscapeLeft, safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        app.settle(1)
        let tabs = try #require(app.tabs)
        #expect(tabs.view.bounds.width == AppWorld.screenSize.height)
        let bar = try #require(tabs.tabBar as? RaisedTabBar)
        #expect(abs(bar.postButton.frame.midX - bar.bounds.midX) < 0.5)
        let first = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)))
        let fifth = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 1)))
        #expect(fifth.frame.minY == first.frame.minY)
        app.expect(app.point(CGPoint(x: bar.postButton.bounds.midX, y: 8), in: bar.postButton), reaches: bar.postButton)
        app.expectNoIssues()
    }

    @Test("TR3, TR4: dark mode reaches the tab bar, which outlines the raised button instead of shadowing it")
    func darkMode() throws {
        let app = AppWorld()
        let bar = try #require(app.tabs?.tabBar as? RaisedTabBar)
        #expect(bar.postButton.layer.shadowOpacity == 0.25)
        app.simulator.setUserInterfaceStyle(.dark)
        app.settle(0.1)
        #expect(bar.traitCollection.userInterfaceStyle == .dark)
        #expect(bar.postButton.layer.shadowOpacity == 0)
        #expect(bar.postButton.layer.borderWidth == 2)
        app.simulator.setUserInterfaceStyle(.light)
        #expect(bar.postButton.layer.shadowOpacity == 0.25)
        app.expectNoIssues()
    }

    @Test("TR5: a larger text size reaches the feed's Dynamic Type labels; the like button still takes its tap")
    func largeContentSize() throws {
        let app = AppWorld()
        let feed = try #require(app.feed)
        let cell = try #require(app.feedCell(0))
        #expect(cell.titleLabel.font.pointSize == 17)
        app.simulator.setPreferredContentSizeCategory(.accessibilityExtraLarge)
        app.settle(0.1)
        #expect(cell.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(cell.titleLabel.font.pointSize == 40)
        app.tap(cell.likeButton)
        #expect(feed.store.photos[0].isLiked)
        #expect(feed.tableView.indexPathForSelectedRow == nil)
        app.expectNoIssues()
    }

    @Test("NV1, NV6: More lists its screens; a row pushes one and the back button pops it")
    func moreListPushesScreens() throws {
        let app = AppWorld()
        app.selectTab("More")
        let more = try #require(app.tab(MoreViewController.self))
        #expect(more.tableView.numberOfRows(inSection: 0) == MoreViewController.screens.count)
        app.tap("more.About Driftwood")
        let navigation = try #require(more.navigationController)
        #expect(navigation.topViewController is AboutViewController)
        let back = try #require(app.button(titled: "More", in: navigation.navigationBar))
        app.tap(back)
        #expect(navigation.topViewController === more)
        app.expectNoIssues()
    }
}

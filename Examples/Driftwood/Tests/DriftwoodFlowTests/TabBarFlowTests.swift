import Foundation
import ResponderKitTesting
import Testing
import UIKit

@testable import DriftwoodPorted

@MainActor @Suite struct TabBarFlowTests {
    @Test("NV8: the signed-in app shows its tabs, each in a navigation stack, Feed first")
    func tabsInNavigationStacks() throws {
        let app = AppWorld()
        let tabs = try #require(app.tabs)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar is RaisedTabBar)
        #expect(app.feed?.navigationController != nil)
        #expect(app.tab(MoreViewController.self)?.navigationController != nil)
        app.expectNoIssues()
    }

    @Test("NV9, H5 (seed 000): the raised post button's part above the bar is tappable, through the bar's hitTest")
    func raisedButtonUpperPartIsTappable() throws {
        let app = AppWorld()
        let bar = try #require(app.tabs?.tabBar as? RaisedTabBar)
        let button = bar.postButton
        #expect(button.frame.minY < 0)
        // 10 pt below the button's top: above the tab bar, outside its bounds.
        let upper = app.point(CGPoint(x: button.bounds.midX, y: 10), in: button)
        #expect(!bar.point(inside: bar.convert(upper, from: app.window), with: nil))
        app.expect(upper, reaches: button)
        let lower = app.point(CGPoint(x: button.bounds.midX, y: button.bounds.height - 10), in: button)
        app.expect(lower, reaches: button)
        app.expectNoIssues()
    }

    @Test("NV8: a tap on a tab's item switches tabs; the placeholder under the raised button is never selected")
    func tabItemsSwitchTabs() throws {
        let app = AppWorld()
        let tabs = try #require(app.tabs)
        let more = try #require(app.tabItem(titled: "More"))
        app.tap(more)
        #expect(tabs.selectedViewController === app.tab(MoreViewController.self)?.navigationController)
        let placeholder = try #require(tabs.viewControllers?.first { !($0 is UINavigationController) })
        #expect(tabs.delegate?.tabBarController(tabs, shouldSelect: placeholder) == false)
        let feed = try #require(app.tabItem(titled: "Feed"))
        app.tap(feed)
        #expect(tabs.selectedIndex == 0)
        app.expectNoIssues()
    }
}

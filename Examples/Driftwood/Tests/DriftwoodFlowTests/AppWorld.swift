import Foundation
import ResponderKitTesting
import Testing
import UIKit

@testable import DriftwoodPorted

/// The whole app, launched as iOS launches it: the app delegate's `didFinishLaunching` makes its window
/// (SPEC A3: it joins the simulator's scene and becomes key, in front of the simulator's own window), on
/// an iPhone-sized screen. Every step is aimed at a view by accessibility identifier (X4) and fails with
/// the engine's explain walk when the touch lands elsewhere (X3, X12).
@MainActor final class AppWorld {
    static let screenSize = CGSize(width: 390, height: 844)
    static let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    let simulator: EventSimulator
    let appDelegate = AppDelegate()

    init(signedIn: Bool = true) {
        simulator = EventSimulator(screenSize: AppWorld.screenSize)
        simulator.rotate(to: .portrait, safeAreaInsets: AppWorld.safeArea)
        // Each test its own defaults, so that concurrently running tests do not share settings.
        let suite = "DriftwoodFlowTests.\(UUID().uuidString)"
        if let defaults = UserDefaults(suiteName: suite) {
            appDelegate.preferences = Preferences(defaults: defaults)
        }
        if signedIn { appDelegate.session.signIn(as: "mara") }
        _ = appDelegate.application(simulator.application, didFinishLaunchingWithOptions: nil)
        settle()
    }

    var window: UIWindow { appDelegate.window! }

    /// Lets animations, presentations and the pretend server's answers finish (virtual time).
    func settle(_ seconds: TimeInterval = 2) {
        simulator.advance(by: seconds)
        window.layoutIfNeeded()
    }

    // MARK: The app's screens

    var tabs: MainTabBarController? { window.rootViewController as? MainTabBarController }

    func tab<Controller: UIViewController>(_ type: Controller.Type) -> Controller? {
        for controller in tabs?.viewControllers ?? [] {
            if let navigation = controller as? UINavigationController,
                let root = navigation.viewControllers.first as? Controller
            {
                return root
            }
        }
        return nil
    }

    var feed: FeedViewController? { tab(FeedViewController.self) }

    /// The topmost presented controller, else the selected tab's top controller, else the root.
    var visibleController: UIViewController? {
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        if let navigation = top as? UINavigationController { return navigation.topViewController }
        if let tabs = top as? UITabBarController,
            let navigation = tabs.selectedViewController as? UINavigationController
        {
            return navigation.topViewController
        }
        return top
    }

    // MARK: Finding views

    /// The view with `identifier` in the frontmost window that has one (depth first), as X4 aims.
    func view(_ identifier: String) -> UIView? {
        for candidate in simulator.application.windows.reversed() {
            if let found = Self.find(identifier, in: candidate) { return found }
        }
        return nil
    }

    private static func find(_ identifier: String, in root: UIView) -> UIView? {
        if root.accessibilityIdentifier == identifier { return root }
        for subview in root.subviews {
            if let found = find(identifier, in: subview) { return found }
        }
        return nil
    }

    /// The first view of `type` under `root` (depth first) matching `predicate`.
    func first<View: UIView>(
        _ type: View.Type, in root: UIView? = nil, where predicate: (View) -> Bool = { _ in true }
    ) -> View? {
        var pending: [UIView] = [root ?? window]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            if let match = next as? View, predicate(match) { return match }
            pending.append(contentsOf: next.subviews)
        }
        return nil
    }

    func button(titled title: String, in root: UIView? = nil) -> UIButton? {
        first(UIButton.self, in: root) { $0.currentTitle == title && !$0.isHidden }
    }

    /// The tab bar's control for the item titled `title` (NV8: its accessibility label is the title).
    func tabItem(titled title: String) -> UIControl? {
        guard let bar = tabs?.tabBar else { return nil }
        return first(UIControl.self, in: bar) { $0.accessibilityLabel == title && !($0 is UIButton) }
    }

    /// The feed's cell for `row`, scrolled into view by the test if it asks for one off screen.
    func feedCell(_ row: Int) -> FeedCell? {
        feed?.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? FeedCell
    }

    /// Selects the tab whose item is titled `title` by tapping it.
    @discardableResult
    func selectTab(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let item = tabItem(titled: title) else {
            Issue.record("no tab titled \(title)", sourceLocation: sourceLocation)
            return false
        }
        return tap(item, sourceLocation: sourceLocation)
    }
}

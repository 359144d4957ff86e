import Foundation
import ResponderKit
import Testing

/// A navigation controller class of the app's own, to scope item appearance to it (UA7).
@MainActor private final class SettingsNavigationController: UINavigationController {}
/// An item class of the app's own: its proxy is made with `init?(coder:)` (UA6).
@MainActor private final class PillBarButtonItem: UIBarButtonItem {}

/// Appearance proxies for bar items (UA6–UA8).
@MainActor @Suite struct BarItemAppearanceTests {
    /// A tab bar controller of one navigation stack whose root shows `item` on the right of its bar.
    private static func tabs(
        showing item: UIBarButtonItem,
        navigation: (UIViewController) -> UINavigationController = { UINavigationController(rootViewController: $0) }
    ) -> (UITabBarController, UINavigationController) {
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = item
        let stack = navigation(root)
        stack.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [stack, other]
        return (tabs, stack)
    }

    private static func button(showing item: UIBarButtonItem, in bar: UINavigationBar) -> UIButton? {
        bar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == item.title }
    }

    private static func titleColor(_ title: String, in tabBar: UITabBar) -> CGColor? {
        let drawn = tabBar.layer.recordedDrawing.first { operation in
            if case .text(let text) = operation.kind { return text.string == title }
            return false
        }
        return drawn?.color
    }

    @Test("UA6, UA7: an app delegate's item proxies style a navigation bar's button and a tab bar's title")
    func appDelegateLines() {
        let simulator = EventSimulator()
        simulator.withCurrentWorld {
            UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .normal)
            UIBarButtonItem.appearance().tintColor = .white
            UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.orange], for: .selected)
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self])
                .setTitleTextAttributes([.foregroundColor: UIColor.red], for: .disabled)
        }
        let proxy = simulator.withCurrentWorld { UIBarButtonItem.appearance() }
        #expect(ObjectIdentifier(type(of: proxy)) == ObjectIdentifier(UIBarButtonItem.self))
        #expect(simulator.withCurrentWorld { UIBarButtonItem.appearance() } === proxy)
        let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        #expect(save.titleTextAttributes(for: .normal) == nil && save.tintColor == nil)  // not shown yet
        let (tabs, stack) = Self.tabs(showing: save)
        simulator.window.rootViewController = tabs
        simulator.window.makeKeyAndVisible()
        simulator.advance(by: 0)
        #expect(save.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .white)
        #expect(save.tintColor == .white)
        #expect(save.titleTextAttributes(for: .disabled) == nil)  // the search bar's rule does not apply
        let button = Self.button(showing: save, in: stack.navigationBar)
        #expect(button?.titleColor(for: .normal) == .white && button?.tintColor == .white)
        #expect(stack.tabBarItem.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .orange)
        #expect(Self.titleColor("Home", in: tabs.tabBar) == UIColor.orange.cgColor)
        #expect(Self.titleColor("Profile", in: tabs.tabBar) != UIColor.orange.cgColor)
    }

    @Test("UA8: an item's own settings win, before or after the proxy's, per state")
    func explicitWins() {
        let simulator = EventSimulator()
        simulator.withCurrentWorld {
            UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .normal)
            UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .disabled)
            UIBarButtonItem.appearance().tintColor = .white
        }
        let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        save.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .normal)
        let (tabs, stack) = Self.tabs(showing: save)
        simulator.window.rootViewController = tabs
        simulator.advance(by: 0)
        #expect(save.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .blue)
        #expect(save.titleTextAttributes(for: .disabled)?[.foregroundColor] as? UIColor == .gray)
        #expect(save.tintColor == .white)
        save.tintColor = .green
        #expect(Self.button(showing: save, in: stack.navigationBar)?.tintColor == .green)
        // Shown again (a pushed controller popped), the item keeps its own tint.
        stack.pushViewController(UIViewController(), animated: false)
        stack.popViewController(animated: false)
        simulator.advance(by: 0)
        #expect(save.tintColor == .green)
        #expect(Self.button(showing: save, in: stack.navigationBar)?.tintColor == .green)
    }

    @Test("UA7: containment is matched from the bar showing the item; the most specific rule stands")
    func containment() {
        let simulator = EventSimulator()
        simulator.withCurrentWorld {
            UIBarButtonItem.appearance().tintColor = .gray
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .blue
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .red
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [SettingsNavigationController.self])
                .setTitleTextAttributes([.foregroundColor: UIColor.yellow], for: .normal)
            PillBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.purple], for: .normal)
        }
        let inBar = PillBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        let inToolbar = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let (tabs, stack) = Self.tabs(showing: inBar)
        stack.topViewController?.toolbarItems = [inToolbar]
        stack.isToolbarHidden = false
        simulator.window.rootViewController = tabs
        simulator.advance(by: 0)
        #expect(inBar.tintColor == .blue && inToolbar.tintColor == .red)
        #expect(inBar.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .purple)
        #expect(inToolbar.titleTextAttributes(for: .normal) == nil)  // neither a pill nor in settings
        let loose = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let print = UIBarButtonItem(title: "Print", style: .plain, target: nil, action: nil)
        loose.items = [print]
        simulator.window.addSubview(loose)
        #expect(print.tintColor == .red)
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        let (settingsTabs, settings) = Self.tabs(showing: done) {
            SettingsNavigationController(rootViewController: $0)
        }
        simulator.window.rootViewController = settingsTabs
        simulator.advance(by: 0)
        #expect(settings.navigationBar.window != nil)
        #expect(done.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .yellow)
        #expect(Self.button(showing: done, in: settings.navigationBar)?.titleColor(for: .normal) == .yellow)
        #expect(done.tintColor == .blue)
    }

    @Test("UA6, UA4: a trait-scoped item proxy applies only in bars with that trait; worlds are separate")
    func traitAndWorlds() {
        let simulator = EventSimulator()
        simulator.withCurrentWorld {
            UIBarButtonItem.appearance(for: UITraitCollection(horizontalSizeClass: .regular)).tintColor = .orange
            UIBarButtonItem.appearance(for: UITraitCollection(horizontalSizeClass: .compact)).tintColor = .cyan
        }
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let (tabs, _) = Self.tabs(showing: item)
        simulator.window.rootViewController = tabs
        simulator.advance(by: 0)
        #expect(item.tintColor == .cyan)  // a phone's bar is compact in width
        let other = EventSimulator()
        let elsewhere = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let (otherTabs, _) = Self.tabs(showing: elsewhere)
        other.window.rootViewController = otherTabs
        other.advance(by: 0)
        #expect(elsewhere.tintColor == nil)  // the proxies belong to the first world
    }
}

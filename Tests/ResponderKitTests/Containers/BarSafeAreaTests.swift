import Foundation
import ResponderKit
import Testing

/// Bars in their containers' children's safe areas (NV13) and the navigation controller's toolbar (NV14).
@MainActor @Suite struct BarSafeAreaTests {
    static let phone = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// Records its safe-area callbacks.
    final class InsetController: UIViewController {
        var changes: [UIEdgeInsets] = []
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            changes.append(view.safeAreaInsets)
        }
    }

    func world(_ root: UIViewController) -> EventSimulator {
        let simulator = EventSimulator(screenSize: CGSize(width: 390, height: 844), safeAreaInsets: Self.phone)
        simulator.window.rootViewController = root
        simulator.window.makeKeyAndVisible()
        simulator.advance(by: 0)
        return simulator
    }

    @Test("NV13: a child of a navigation controller has the bar in its safe area, and its guide follows")
    func navigationBar() {
        let child = InsetController()
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        child.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: child.view.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 10), label.heightAnchor.constraint(equalToConstant: 10),
        ])
        let navigation = UINavigationController(rootViewController: child)
        let simulator = world(navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))  // extends under the bar
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(child.changes.last == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(label.frame.minY == 91)

        // Hidden, the bar leaves the safe area; additional insets add to it.
        navigation.isNavigationBarHidden = true
        simulator.advance(by: 0)
        #expect(child.view.safeAreaInsets.top == 47)
        navigation.isNavigationBarHidden = false
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        simulator.advance(by: 0)
        #expect(child.view.safeAreaInsets.top == 101)
        #expect(label.frame.minY == 101)
    }

    @Test("NV13: without .top in edgesForExtendedLayout, or under an opaque bar, the view starts below the bar")
    func extendedLayout() {
        let child = InsetController()
        child.edgesForExtendedLayout = []
        let navigation = UINavigationController(rootViewController: child)
        let simulator = world(navigation)
        #expect(child.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753))
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))

        child.edgesForExtendedLayout = .all
        navigation.navigationBar.isTranslucent = false
        simulator.advance(by: 0)
        #expect(child.view.frame.minY == 91)
        child.extendedLayoutIncludesOpaqueBars = true
        simulator.advance(by: 0)
        #expect(child.view.frame.minY == 0)
        #expect(child.view.safeAreaInsets.top == 91)
    }

    @Test("NV13, NV14: a visible toolbar joins the bottom of the safe area and shows the top controller's items")
    func toolbar() {
        let child = InsetController()
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        child.toolbarItems = [share]
        let navigation = UINavigationController(rootViewController: child)
        let simulator = world(navigation)
        #expect(navigation.isToolbarHidden)
        #expect(child.view.safeAreaInsets.bottom == 34)
        navigation.setToolbarHidden(false, animated: false)
        simulator.advance(by: 0)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
        #expect(navigation.toolbar.items?.first === share)
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 78, right: 0))
        let second = UIViewController()
        navigation.pushViewController(second, animated: false)
        #expect(navigation.toolbar.items == nil)
    }

    @Test("NV13: a tab bar controller's child has the tab bar; a navigation stack in a tab has both bars")
    func tabBar() {
        let plain = InsetController()
        let listed = InsetController()
        let navigation = UINavigationController(rootViewController: listed)
        let tabs = UITabBarController()
        tabs.viewControllers = [plain, navigation]
        let simulator = world(tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
        #expect(plain.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        tabs.selectedIndex = 1
        simulator.advance(by: 0)
        #expect(listed.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))

        tabs.tabBar.isTranslucent = false
        simulator.advance(by: 0)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 390, height: 761))
        #expect(listed.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 0, right: 0))
    }
}

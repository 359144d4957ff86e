import Foundation

/// Asked before and told after the user selects a tab (NV8; both optional, A7). Neither is called when code
/// changes the selection (documented for `tabBarController(_:didSelect:)`).
@preconcurrency @MainActor public protocol UITabBarControllerDelegate: AnyObject {
    /// False keeps the current tab: nothing changes and `didSelect` is not called.
    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

import Foundation

/// Told when the user selects an item of a tab bar that no tab bar controller manages (NV8; optional, A7).
@preconcurrency @MainActor public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

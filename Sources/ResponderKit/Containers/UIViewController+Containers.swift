import Foundation

/// NV1, NV8: a controller's navigation and tab bar controllers are its nearest such ancestors; its navigation
/// and tab bar items are made when first asked for, titled with its title.
extension UIViewController {
    func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var current = parent
        while let candidate = current {
            if let found = candidate as? T { return found }
            current = candidate.parent
        }
        return nil
    }

    var lazyNavigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem(title: title ?? "")
        item.title = title
        navigationItemStorage = item
        return item
    }

    var lazyTabBarItem: UITabBarItem {
        if let item = tabBarItemStorage { return item }
        let item = UITabBarItem(title: title, image: nil, tag: 0)
        tabBarItemStorage = item
        return item
    }

    /// Setting `title` retitles the items (UIKit: the navigation item's and tab bar item's titles follow it).
    func titleDidChange() {
        navigationItemStorage?.title = title
        tabBarItemStorage?.title = title
    }
}

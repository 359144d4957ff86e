import Foundation

/// SR10: the top controller's `navigationItem.searchController` shows its search bar under the
/// navigation bar, full width and 56 pt tall (at the bar's place while the bar is hidden, as during an
/// active search that hides it); a bar of a controller no longer on top leaves.
extension UINavigationController {
    func layoutSearchBar(in root: UIView) {
        let wanted = topViewController?.navigationItem.searchController?.searchBar
        for case let shown as UISearchBar in root.subviews where shown !== wanted && shown.searchController != nil {
            shown.removeFromSuperview()
        }
        guard let bar = wanted, let controller = topViewController?.navigationItem.searchController else { return }
        // A subclass may supply its own bar by overriding `searchBar`: link it to its controller (SR7).
        if bar.searchController !== controller { bar.searchController = controller }
        if bar.superview !== root { root.insertSubview(bar, belowSubview: navigationBar) }
        let top = navigationBar.isHidden ? root.safeAreaInsets.top : navigationBar.frame.maxY
        bar.frame = CGRect(x: 0, y: top, width: root.bounds.width, height: bar.intrinsicContentSize.height)
    }
}
